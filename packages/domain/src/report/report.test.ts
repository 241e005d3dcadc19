import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  capaianBand,
  cellBand,
  defineReport,
  flatHeader,
  formatCell,
  growthBand,
  headerLayout,
  mergeSpans,
  publicRowOf,
  rencanaAksiTerintegrasiReport,
  visibleColumns,
} from '../index';

const report = defineReport({
  slug: 'display-makro/contoh',
  title: 'Contoh',
  area: 'display',
  access: { guard: 'auth' },
  unit: { resource: 'sasaran-strategis-pd' },
  quarter: true,
  enums: [{ key: 'status', label: 'Status', options: [{ value: 'tercapai', label: 'Tercapai' }] }],
  public: true,
  row: z.object({ id: z.number(), nama: z.string(), nip: z.string().nullable(), capaian: z.number().nullable() }),
  rowKey: 'id',
  columns: [
    { key: 'nama', header: 'Nama', kind: 'text' },
    { key: 'nip', header: 'NIP', kind: 'text', private: true },
    { key: 'capaian', header: 'Tahun {tahun}', kind: 'capaian', group: 'Capaian dibanding {tahun_lalu}' },
  ],
  emptyText: 'There are no records to show',
});

describe('defineReport', () => {
  it('derives the API paths and strips private columns from the public row', () => {
    expect(report.apiPath).toBe('/display-makro/contoh');
    expect(report.publicApiPath).toBe('/public-display/display-makro/contoh');
    expect(report.publicKeys).toEqual(['id', 'nama', 'capaian']);
    const row = { id: 1, nama: 'A', nip: '1970', capaian: 90 };
    expect(publicRowOf(report, row)).toEqual({ id: 1, nama: 'A', capaian: 90 });
    expect(report.publicRow.parse(row)).toEqual({ id: 1, nama: 'A', capaian: 90 });
    expect(visibleColumns(report, true).map((c) => c.key)).toEqual(['nama', 'capaian']);
    expect(visibleColumns(report, false)).toHaveLength(3);
  });

  it('validates the query strictly: unknown keys, a bad quarter or enum value are errors', () => {
    expect(report.query.parse({ triwulan: '2', status: '' })).toMatchObject({ page: 1, per_page: 20, triwulan: 2 });
    expect(report.query.parse({}).triwulan).toBe(4);
    expect(report.query.safeParse({ triwulan: '5' }).success).toBe(false);
    expect(report.query.safeParse({ status: 'lain' }).success).toBe(false);
    expect(report.query.safeParse({ tahun_kinerja: '2025' }).success).toBe(false);
    expect(report.publicQuery.parse({ tahun_kinerja: '2025' }).tahun_kinerja).toBe(2025);
    expect(report.exportQuery.parse({}).format).toBe('xlsx');
    expect(report.exportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('refuses a column that the row does not hold', () => {
    expect(() =>
      defineReport({ ...report, columns: [{ key: 'tidak_ada' as 'nama', header: 'X', kind: 'text' }] }),
    ).toThrow(/tidak_ada/);
  });

  it('declares the moved page with the NIP as its only private column', () => {
    expect(rencanaAksiTerintegrasiReport.columns.filter((c) => c.private).map((c) => c.key)).toEqual(['ketua_tim_nip']);
  });
});

describe('report cells', () => {
  it('formats every kind in id-ID with - for missing values', () => {
    expect(formatCell({ kind: 'text' }, null)).toBe('-');
    expect(formatCell({ kind: 'number' }, 1234.5)).toBe('1.234,5');
    expect(formatCell({ kind: 'number' }, 12)).toBe('12');
    expect(formatCell({ kind: 'money' }, 1500000)).toBe('Rp 1.500.000');
    expect(formatCell({ kind: 'percent' }, 95.5)).toBe('95,50%');
    expect(formatCell({ kind: 'capaian' }, null)).toBe('-');
    expect(formatCell({ kind: 'growth' }, 2.5)).toBe('+2,50%');
    expect(formatCell({ kind: 'growth' }, -1)).toBe('-1,00%');
    expect(formatCell({ kind: 'number' }, 'abc')).toBe('-');
  });

  it('bands capaian and growth with a text label', () => {
    expect([100, 120, 75, 74.99, null].map(capaianBand)).toEqual(['tercapai', 'tercapai', 'hampir', 'belum', 'kosong']);
    expect([1, -1, 0, null].map(growthBand)).toEqual(['naik', 'turun', 'tetap', 'kosong']);
    expect(cellBand({ kind: 'capaian' }, 80)).toEqual({ band: 'hampir', label: 'Hampir tercapai' });
    expect(cellBand({ kind: 'number' }, 80)).toBeUndefined();
  });

  it('lays out grouped headers with the year filled in', () => {
    const layout = headerLayout(report.columns, 2025);
    expect(layout.hasGroups).toBe(true);
    expect(layout.top.map((c) => (c.type === 'group' ? `${c.label}/${c.span}` : c.label))).toEqual([
      'Nama',
      'NIP',
      'Capaian dibanding 2024/1',
    ]);
    expect(layout.bottom.map((c) => c.label)).toEqual(['Tahun 2025']);
    expect(flatHeader(report.columns[2]!, 2025)).toBe('Capaian dibanding 2024 - Tahun 2025');
  });

  it('merges consecutive equal values into rowspans', () => {
    const rows = ['a', 'a', 'b', 'a'].map((v) => ({ v }));
    expect(mergeSpans(rows, 'v')).toEqual([2, 0, 1, 1]);
    expect(mergeSpans([], 'v')).toEqual([]);
    // Within a goal only: equal policies of two goals stay two cells.
    const goals = [
      { s: 'A', v: 'x' },
      { s: 'A', v: 'x' },
      { s: 'B', v: 'x' },
      { s: 'B', v: 'x' },
    ];
    expect(mergeSpans(goals, 'v')).toEqual([4, 0, 0, 0]);
    expect(mergeSpans(goals, 'v', 's')).toEqual([2, 0, 2, 0]);
  });
});
