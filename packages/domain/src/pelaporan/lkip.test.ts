import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../roles';
import {
  LKIP_BAB,
  LKIP_FAKTOR_COLUMNS,
  LKIP_FAKTOR_MAX,
  LKIP_LINGKUP,
  LKIP_SECTIONS,
  lkipBabParamsSchema,
  lkipFileName,
  lkipPagesOf,
  lkipQuerySchema,
  lkipSectionColumns,
  lkipTargetOf,
  placeNarasi,
  ringkasFaktor,
  type LkipFaktorItem,
} from './lkip';
import { narasiLkipSchema } from '../schemas/pelaporan';

const unit = (role: keyof typeof ROLE_IDS, satuan_kerja_id: string | null) => ({
  role_id: ROLE_IDS[role],
  satuan_kerja_id,
});

describe('LKIP chapters', () => {
  it('every table is a display page of both levels with the columns it names', () => {
    for (const bab of LKIP_BAB) {
      for (const lingkup of LKIP_LINGKUP) {
        for (const section of LKIP_SECTIONS[bab]) {
          const columns = lkipSectionColumns(section, lingkup);
          expect(columns.length, `${section.key} ${lingkup}`).toBeGreaterThan(0);
          const wanted = section.columns?.[lingkup];
          const own = section.faktor ? LKIP_FAKTOR_COLUMNS.map((c) => c.key) : [];
          if (wanted) expect(columns.map((c) => c.key)).toEqual([...wanted, ...own]);
        }
      }
    }
  });

  it('Bab III: Tabel 3.1 shows sasaran, indikator and capaian; part B pagu, realisasi and efisiensi', () => {
    const t31 = LKIP_SECTIONS[3].find((s) => s.key === 'tabel-3-1');
    const t32 = LKIP_SECTIONS[3].find((s) => s.key === 'tabel-3-2');
    expect(t32?.bagian).toBe('B');
    const keys31 = lkipSectionColumns(t31!, 'pd').map((c) => c.key);
    expect(keys31).toEqual(expect.arrayContaining(['sasaran', 'indikator', 'capaian']));
    const kinds32 = Object.fromEntries(lkipSectionColumns(t32!, 'pemda').map((c) => [c.key, c.kind]));
    expect(kinds32).toMatchObject({
      capaian: 'capaian',
      pagu: 'money',
      efisiensi: 'money',
      efisiensi_persen: 'percent',
    });
  });

  it('Bab III part A has the factors of each IKU beside its capaian; part B (the budget) comes last', () => {
    expect(LKIP_SECTIONS[3].at(-1)?.bagian).toBe('B');
    const faktor = LKIP_SECTIONS[3].find((s) => s.key === 'faktor-iku')!;
    expect(faktor.bagian).toBe('A');
    expect(lkipSectionColumns(faktor, 'pd').map((c) => c.header)).toEqual([
      'Sasaran',
      'Indikator',
      '% Capaian',
      'Faktor Keberhasilan',
      'Faktor Kegagalan / Penyebab',
      'Solusi / Langkah Perbaikan',
    ]);
  });

  it('a chapter reads each display page once', () => {
    expect(lkipPagesOf(3, 'pd')).toEqual([
      'capaian-kinerja-pd',
      'program-inovatif',
      'capaian-kinerja-efisiensi-anggaran',
    ]);
    expect(lkipPagesOf(1, 'pemda')).toEqual(['rkpd']);
  });
});

describe('whose LKIP an actor reads', () => {
  it('a unit role gets its own unit whatever it passes', () => {
    const pd = unit('perangkat_daerah', '1010');
    expect(lkipTargetOf(pd, undefined)).toEqual({ ok: true, lingkup: 'pd', satuanKerjaId: '1010' });
    expect(lkipTargetOf(pd, '1025')).toEqual({ ok: true, lingkup: 'pd', satuanKerjaId: '1010' });
  });

  it('city-level roles get the city, or the unit they pick', () => {
    for (const role of ['super', 'pemerintah_daerah', 'pemda'] as const) {
      expect(lkipTargetOf(unit(role, null), undefined)).toEqual({ ok: true, lingkup: 'pemda', satuanKerjaId: null });
      expect(lkipTargetOf(unit(role, null), '1025')).toEqual({ ok: true, lingkup: 'pd', satuanKerjaId: '1025' });
    }
  });

  it('setda picks among setda and its biro only', () => {
    const setda = unit('setda', '9999');
    expect(lkipTargetOf(setda, undefined)).toEqual({ ok: true, lingkup: 'pd', satuanKerjaId: '9999' });
    expect(lkipTargetOf(setda, '9999001')).toEqual({ ok: true, lingkup: 'pd', satuanKerjaId: '9999001' });
    expect(lkipTargetOf(setda, '1010')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('an actor without a unit who is not city-level has none to read', () => {
    expect(lkipTargetOf(unit('validator_perencanaan_1', null), undefined)).toEqual({ ok: false, reason: 'no-unit' });
  });
});

describe('LKIP shapes', () => {
  it('the query takes a unit only; the chapter is 1-3', () => {
    expect(lkipQuerySchema.safeParse({ satuan_kerja_id: '1010' }).success).toBe(true);
    expect(lkipQuerySchema.safeParse({ tahun: '2025' }).success).toBe(false);
    expect(lkipBabParamsSchema.safeParse({ bab: '4' }).success).toBe(false);
  });

  it('names the PDF after the year and the unit', () => {
    expect(lkipFileName(2025, 'Dinas Pendidikan')).toBe('LKIP-2025-Dinas-Pendidikan.pdf');
    expect(lkipFileName(2025, '')).toBe('LKIP-2025.pdf');
  });
});

describe('narratives under their goal', () => {
  const n = (id: number, sasaran_id: number | null, jenis: 'efisiensi' | 'nasional' | 'target-realisasi' | null) => ({
    id,
    bab: 3,
    judul: `N${id}`,
    narasi: 'x',
    sasaran_id,
    jenis,
  });
  const goals = [
    { id: 10, sasaran: 'A', indikator: 'a', capaian: 90 },
    { id: 20, sasaran: 'B', indikator: 'b', capaian: null },
  ];

  it('puts each under its goal in the order of the seven kinds; the rest stay in the chapter', () => {
    const { chapter, perSasaran } = placeNarasi(
      [
        n(1, 10, 'efisiensi'),
        n(2, null, null),
        n(3, 10, 'target-realisasi'),
        n(4, 99, 'nasional'),
        n(5, 10, 'nasional'),
      ],
      goals,
    );
    expect(perSasaran.map((g) => [g.id, g.narasi.map((x) => x.id)])).toEqual([
      [10, [3, 5, 1]],
      [20, []],
    ]);
    // No goal, or a goal the chapter does not list (another period): at chapter level, not lost.
    expect(chapter.map((x) => x.id)).toEqual([2, 4]);
  });

  it('the form schema: a goal or a kind is Bab III, a goal needs its kind, empty means none', () => {
    const base = { bab: 3, judul: 'J', narasi: 'N' };
    expect(narasiLkipSchema.parse({ ...base, sasaran_id: '', jenis: '' })).toMatchObject({
      sasaran_id: null,
      jenis: null,
    });
    expect(narasiLkipSchema.parse({ ...base, sasaran_id: '7', jenis: 'efisiensi' })).toMatchObject({
      sasaran_id: 7,
      jenis: 'efisiensi',
    });
    const issues = (v: object) =>
      narasiLkipSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ bab: 2, sasaran_id: 7, jenis: 'efisiensi' })).toEqual([
      ['bab', 'Narasi per sasaran hanya untuk Bab III'],
    ]);
    expect(issues({ sasaran_id: 7 })).toEqual([['jenis', 'Jenis narasi wajib dipilih']]);
    expect(issues({ jenis: 'lain' })).toEqual([['jenis', 'Jenis narasi tidak dikenal']]);
  });
});

describe('the factors of an IKU', () => {
  const item = (goal_id: number, jenis: LkipFaktorItem['jenis'], teks: string, jumlah = 1, triwulan = 0) => ({
    goal_id,
    jenis,
    teks,
    jumlah,
    triwulan,
  });

  it('shows the most frequent statements first, then the latest quarter, and counts the rest', () => {
    const cells = ringkasFaktor([
      item(1, 'gagal', 'Cuaca ekstrem', 1, 2),
      item(1, 'gagal', 'Tender gagal', 3, 4),
      item(1, 'gagal', 'Data belum diverifikasi', 1, 4),
      item(1, 'gagal', 'Koordinasi  belum optimal ', 1, 1),
      item(1, 'gagal', 'Anggaran dialihkan', 1, 1),
      item(1, 'solusi', 'Percepatan pengadaan', 2, 4),
      item(2, 'berhasil', 'Dukungan masyarakat'),
    ]);
    expect(cells.get(1)).toEqual({
      faktor_berhasil: null,
      faktor_gagal: '• Tender gagal\n• Data belum diverifikasi\n• Cuaca ekstrem\n… dan 2 lainnya',
      faktor_solusi: '• Percepatan pengadaan',
    });
    expect(cells.get(2)?.faktor_berhasil).toBe('• Dukungan masyarakat');
    expect(cells.has(3)).toBe(false);
    expect(LKIP_FAKTOR_MAX).toBe(3);
  });

  it('merges the same statement written twice (spacing aside) and skips empty ones', () => {
    const cells = ringkasFaktor([
      item(1, 'gagal', 'Tender  gagal', 1, 1),
      item(1, 'gagal', 'Tender gagal ', 1, 3),
      item(1, 'gagal', '   '),
    ]);
    expect(cells.get(1)?.faktor_gagal).toBe('• Tender gagal');
  });
});
