import { describe, expect, it } from 'vitest';
import { pengampuLabel, pengampuSatuanKerja, type SatuanKerjaPengampu } from './pengampu';

const dinas: SatuanKerjaPengampu = {
  satuan_kerja_id: '1001',
  satuan_kerja_nama: 'Dinas Pendidikan',
  jenis: 'dinas',
  is_rsud: false,
};
const setda: SatuanKerjaPengampu = {
  satuan_kerja_id: '9999',
  satuan_kerja_nama: 'Sekretariat Daerah',
  jenis: 'sekretariat',
  is_rsud: false,
};
const biro: SatuanKerjaPengampu = {
  satuan_kerja_id: '9999001',
  satuan_kerja_nama: 'Biro Pemerintahan',
  jenis: 'biro',
  is_rsud: false,
};
const inspektorat: SatuanKerjaPengampu = {
  satuan_kerja_id: '1040',
  satuan_kerja_nama: 'Inspektorat',
  jenis: 'inspektorat',
  is_rsud: false,
};
const rsud: SatuanKerjaPengampu = {
  satuan_kerja_id: '1020',
  satuan_kerja_nama: 'RSUD Kota',
  jenis: 'rsud',
  is_rsud: true,
};
const sekretariatDprd: SatuanKerjaPengampu = {
  satuan_kerja_id: '1050',
  satuan_kerja_nama: 'Sekretariat DPRD',
  jenis: 'sekretariat',
  is_rsud: false,
};

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
