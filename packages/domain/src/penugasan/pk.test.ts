import { describe, expect, it } from 'vitest';
import { capaian } from '../capaian';
import { jabatanPenandatangan, pengampuKeyOf, pkPegawaiOf, pltBerlaku, type PkStruktur } from './pk';
import { programPrioritasTotal, programPrioritasUnit } from '../perencanaan/program-prioritas';

const struktur = (over: Partial<PkStruktur> = {}): PkStruktur => ({
  kepala: { jabatan: 'Kepala Dinas', nip: '100', plt_nip: null },
  jabatan: [
    { id: 1, parent_id: null, jabatan: 'Sekretaris', pejabat_nip: '200', plt_nip: null },
    { id: 2, parent_id: null, jabatan: 'Kepala Bidang A', pejabat_nip: null, plt_nip: '300' },
    { id: 3, parent_id: 2, jabatan: 'Kepala Seksi A1', pejabat_nip: '400', plt_nip: null },
    { id: 4, parent_id: 1, jabatan: 'Kepala Subbagian Umum', pejabat_nip: null, plt_nip: null },
  ],
  tim: [
    { id: 7, nama: 'Tim Data', ketua_nip: '500', unit_kerja_id: 3 },
    { id: 8, nama: 'Tim Lepas', ketua_nip: '600', unit_kerja_id: null },
  ],
  pengampu: new Set(['unit-kerja:1', 'unit-kerja:2', 'unit-kerja:3', 'unit-kerja:4', 'tim-kerja:7', 'tim-kerja:8']),
  ...over,
});

describe('pkPegawaiOf: who signs a PK pegawai, and with whom', () => {
  it('the head with the mayor, officials with the nearest superior, team leaders with their position', () => {
    const byNip = new Map(pkPegawaiOf(struktur()).map((e) => [e.nip, e]));
    expect(byNip.get('100')).toMatchObject({ jabatan: 'Kepala Dinas', atasan: null, pengampu: ['kepala'] });
    expect(byNip.get('200')?.atasan).toEqual({ nip: '100', jabatan: 'Kepala Dinas' });
    // An acting official signs as Plt. and is the superior of the positions below.
    expect(byNip.get('300')).toMatchObject({ jabatan: 'Plt. Kepala Bidang A' });
    expect(byNip.get('400')?.atasan).toEqual({ nip: '300', jabatan: 'Plt. Kepala Bidang A' });
    expect(byNip.get('500')).toMatchObject({
      jabatan: 'Ketua Tim Data',
      atasan: { nip: '400', jabatan: 'Kepala Seksi A1' },
    });
    expect(byNip.get('600')?.atasan).toEqual({ nip: '100', jabatan: 'Kepala Dinas' });
    // A vacant position carries nobody.
    expect([...byNip.keys()].sort()).toEqual(['100', '200', '300', '400', '500', '600']);
  });

  it('only pengampu count; several roles make one entry; an acting head is Plt.', () => {
    const s = struktur({
      kepala: { jabatan: 'Kepala Dinas', nip: '100', plt_nip: '900' },
      tim: [{ id: 7, nama: 'Tim Data', ketua_nip: '400', unit_kerja_id: 3 }],
      pengampu: new Set(['unit-kerja:3', 'tim-kerja:7']),
    });
    const entries = pkPegawaiOf(s);
    expect(entries.map((e) => e.nip)).toEqual(['900', '400']);
    expect(entries[0]).toMatchObject({ jabatan: 'Plt. Kepala Dinas', atasan: null });
    expect(entries[1]).toMatchObject({
      pengampu: ['unit-kerja:3', 'tim-kerja:7'],
      atasan: { nip: '300', jabatan: 'Plt. Kepala Bidang A' },
    });
  });

  it('a cycle in the structure does not loop', () => {
    const s = struktur({
      jabatan: [
        { id: 1, parent_id: 2, jabatan: 'A', pejabat_nip: null, plt_nip: null },
        { id: 2, parent_id: 1, jabatan: 'B', pejabat_nip: null, plt_nip: null },
        { id: 3, parent_id: 1, jabatan: 'C', pejabat_nip: '400', plt_nip: null },
      ],
      pengampu: new Set(['unit-kerja:3']),
    });
    expect(pkPegawaiOf(s)[1]?.atasan).toEqual({ nip: '100', jabatan: 'Kepala Dinas' });
  });
});

describe('pk helpers', () => {
  it('pengampu keys and Plt. labels', () => {
    expect(pengampuKeyOf({ id: 5, pengampu_type: 'unit-kerja', unit_kerja_id: 3, tim_kerja_id: null })).toBe(
      'unit-kerja:3',
    );
    expect(pengampuKeyOf({ id: 5, pengampu_type: 'tim-kerja', unit_kerja_id: null, tim_kerja_id: 9 })).toBe(
      'tim-kerja:9',
    );
    expect(pengampuKeyOf({ id: 5, pengampu_type: null, unit_kerja_id: null, tim_kerja_id: null })).toBe('kinerja:5');
    expect(jabatanPenandatangan('Kepala Dinas', true)).toBe('Plt. Kepala Dinas');
    expect(jabatanPenandatangan('Kepala Dinas', false)).toBe('Kepala Dinas');
  });

  it('program prioritas: capaian by the domain, totals over the units', () => {
    const base = { satuan_kerja_id: '1', satuan_kerja_nama: 'A', sasaran: 's', indikator: 'i', satuan: '%' };
    const a = programPrioritasUnit({
      ...base,
      polaritas: 'naik',
      target: 80,
      realisasi: 60,
      anggaran: 100,
      realisasi_anggaran: 50,
    });
    const b = programPrioritasUnit({
      ...base,
      polaritas: 'turun',
      target: 10,
      realisasi: 8,
      anggaran: 300,
      realisasi_anggaran: null,
    });
    expect(a.capaian).toBe(capaian(80, 60, 'naik'));
    expect(b.capaian).toBe(capaian(10, 8, 'turun'));
    expect(a.capaian_anggaran).toBe(50);
    expect(programPrioritasTotal([a, b])).toEqual({ anggaran: 400, realisasi_anggaran: 50, capaian_anggaran: 12.5 });
  });
});

describe('pltBerlaku: the Plt. signs only while acting (decision 0058)', () => {
  const masa = (plt_mulai: string | null, plt_selesai: string | null) => ({ plt_mulai, plt_selesai });

  it('a dated PK: the date must lie within the acting period, both ends included', () => {
    const maret = masa('2024-03-01', '2024-06-30');
    expect(pltBerlaku(maret, 2024, '2024-03-01')).toBe(true);
    expect(pltBerlaku(maret, 2024, '2024-04-15')).toBe(true);
    expect(pltBerlaku(maret, 2024, '2024-06-30')).toBe(true);
    expect(pltBerlaku(maret, 2024, '2024-02-29')).toBe(false);
    expect(pltBerlaku(maret, 2024, '2024-07-01')).toBe(false);
  });

  it('open ends are unbounded; no dates at all: always acting', () => {
    expect(pltBerlaku(masa(null, null), 2024, '2030-01-01')).toBe(true);
    expect(pltBerlaku(masa(null, null), 2019)).toBe(true);
    expect(pltBerlaku(masa('2024-05-01', null), 2024, '2026-12-31')).toBe(true);
    expect(pltBerlaku(masa('2024-05-01', null), 2024, '2024-04-30')).toBe(false);
    expect(pltBerlaku(masa(null, '2024-05-01'), 2024, '2024-05-02')).toBe(false);
  });

  it('an undated PK: the acting period must overlap the year', () => {
    expect(pltBerlaku(masa('2024-11-01', '2025-02-28'), 2024)).toBe(true);
    expect(pltBerlaku(masa('2024-11-01', '2025-02-28'), 2025)).toBe(true);
    expect(pltBerlaku(masa('2024-11-01', '2025-02-28'), 2026)).toBe(false);
    expect(pltBerlaku(masa('2024-11-01', '2025-02-28'), 2023)).toBe(false);
    expect(pltBerlaku(masa('2023-01-01', '2023-12-31'), 2024)).toBe(false);
    expect(pltBerlaku(masa('2024-12-31', null), 2024)).toBe(true);
    expect(pltBerlaku(masa(null, '2024-01-01'), 2024)).toBe(true);
  });
});
