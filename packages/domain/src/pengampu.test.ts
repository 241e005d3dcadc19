import { describe, expect, it } from 'vitest';
import { pengampuLabel, pengampuSatuanKerja, type SatuanKerjaPengampu } from './pengampu';

/** A unit as the labels read it (not a hospital unless said). */
function unit(satuan_kerja_id: string, satuan_kerja_nama: string, jenis: string, is_rsud = false): SatuanKerjaPengampu {
  return { satuan_kerja_id, satuan_kerja_nama, jenis, is_rsud };
}

const dinas = unit('1001', 'Dinas Pendidikan', 'dinas');
const setda = unit('9999', 'Sekretariat Daerah', 'sekretariat');
const biro = unit('9999001', 'Biro Pemerintahan', 'biro');
const inspektorat = unit('1040', 'Inspektorat', 'inspektorat');
const rsud = unit('1020', 'RSUD Kota', 'rsud', true);
const sekretariatDprd = unit('1050', 'Sekretariat DPRD', 'sekretariat');

describe('pengampu labels (SPEC §9)', () => {
  it("names the city level 'Walikota'", () => {
    expect(pengampuLabel({ level: 'kota' })).toBe('Walikota');
  });

  it("names a unit's head 'Kepala {unit name}'", () => {
    expect(pengampuSatuanKerja(dinas)).toBe('Kepala Dinas Pendidikan');
    expect(pengampuSatuanKerja(biro)).toBe('Kepala Biro Pemerintahan');
    expect(pengampuSatuanKerja(sekretariatDprd)).toBe('Kepala Sekretariat DPRD');
    expect(pengampuLabel({ level: 'satuan-kerja', satuanKerja: dinas })).toBe('Kepala Dinas Pendidikan');
  });

  it('has the special texts of the secretariat and the inspectorate', () => {
    expect(pengampuSatuanKerja(setda)).toBe('Sekretaris Daerah');
    expect(pengampuSatuanKerja(inspektorat)).toBe('Inspektur');
  });

  it('names the hospital director when the goal is flagged as the director’s', () => {
    expect(pengampuLabel({ level: 'satuan-kerja', satuanKerja: rsud, isKinerjaDirekturRsud: true })).toBe(
      'Direktur RSUD Kota',
    );
    expect(pengampuLabel({ level: 'satuan-kerja', satuanKerja: rsud })).toBe('Kepala RSUD Kota');
    // the flag means nothing outside a hospital
    expect(pengampuSatuanKerja(dinas, { isKinerjaDirekturRsud: true })).toBe('Kepala Dinas Pendidikan');
  });

  it('names the position or the team carrying a kinerja, or a dash', () => {
    expect(
      pengampuLabel({
        level: 'kinerja',
        pengampu_type: 'unit-kerja',
        unitKerja: { jabatan_nama: 'Kepala Bidang Pendidikan Dasar' },
      }),
    ).toBe('Kepala Bidang Pendidikan Dasar');
    expect(
      pengampuLabel({
        level: 'kinerja',
        pengampu_type: 'tim-kerja',
        timKerja: { nama: 'Tim Literasi', ketua_nama: 'Budi' },
      }),
    ).toBe('Tim Literasi');
    expect(pengampuLabel({ level: 'kinerja', pengampu_type: null })).toBe('-');
    expect(pengampuLabel({ level: 'kinerja', pengampu_type: 'unit-kerja', unitKerja: null })).toBe('-');
  });
});
