import { int, text } from '../../schemas/record-fields';
import { REPORT_EMPTY_TEXT, type ReportColumn } from '../define';

/**
 * What the pages ranking every unit share (rapor rank, penilaian organisasi, rekap nilai jenjang):
 * one row per unit, keyed by the unit, led by its rank and its name, searched by the name.
 */
export const rankedUnitFields = { rank: int, satuan_kerja_id: text, satuan_kerja_nama: text };

export const rankedUnitPage = {
  public: false,
  rowKey: 'satuan_kerja_id',
  emptyText: REPORT_EMPTY_TEXT,
  searchPlaceholder: 'Nama satuan kerja',
} as const;

export function rankedUnitColumns(
  rankHeader: string,
  unitHeader: string,
): ReportColumn<'rank' | 'satuan_kerja_nama'>[] {
  return [
    { key: 'rank', header: rankHeader, kind: 'number', decimals: 0, searchable: false },
    { key: 'satuan_kerja_nama', header: unitHeader, kind: 'text' },
  ];
}
