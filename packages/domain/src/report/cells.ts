import { CAPAIAN_THRESHOLD } from '../capaian';
import { formatPercent, formatRupiah } from '../format';
import { reportHeaderText, type ReportCell, type ReportColumn } from './define';

/**
 * How report cells read (SPEC §9 id-ID formats) and the bands that colour them. A band always has
 * a text label next to its colour, so a cell never speaks by colour alone.
 */

/** Capaian bands: at or above the target (100 %), close to it (from 75 %), below. */
export const CAPAIAN_BAND_HAMPIR = 75;
export const CAPAIAN_BANDS = ['tercapai', 'hampir', 'belum', 'kosong'] as const;
export type CapaianBand = (typeof CAPAIAN_BANDS)[number];
export const CAPAIAN_BAND_LABELS: Record<CapaianBand, string> = {
  tercapai: 'Tercapai',
  hampir: 'Hampir tercapai',
  belum: 'Belum tercapai',
  kosong: 'Tidak ada data',
};

export const GROWTH_BANDS = ['naik', 'turun', 'tetap', 'kosong'] as const;
export type GrowthBand = (typeof GROWTH_BANDS)[number];
export const GROWTH_BAND_LABELS: Record<GrowthBand, string> = {
  naik: 'Naik',
  turun: 'Turun',
  tetap: 'Tetap',
  kosong: 'Tidak ada data',
};

function numeric(value: ReportCell | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function capaianBand(value: ReportCell | undefined): CapaianBand {
  const n = numeric(value);
  if (n === null) return 'kosong';
  if (n >= CAPAIAN_THRESHOLD) return 'tercapai';
  return n >= CAPAIAN_BAND_HAMPIR ? 'hampir' : 'belum';
}

export function growthBand(value: ReportCell | undefined): GrowthBand {
  const n = numeric(value);
  if (n === null) return 'kosong';
  return n > 0 ? 'naik' : n < 0 ? 'turun' : 'tetap';
}

/** The band of a coloured cell (capaian, growth), undefined for the other kinds. */
export function cellBand(column: Pick<ReportColumn, 'kind'>, value: ReportCell | undefined) {
  if (column.kind === 'capaian') return { band: capaianBand(value), label: CAPAIAN_BAND_LABELS[capaianBand(value)] };
  if (column.kind === 'growth') return { band: growthBand(value), label: GROWTH_BAND_LABELS[growthBand(value)] };
  return undefined;
}

/** id-ID number with up to `decimals` decimals (12 → '12', 12.5 → '12,5', 1234.567 → '1.234,57'). */
function formatAngka(n: number, decimals: number): string {
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: decimals }).format(n);
}

/** The text of a cell; '-' for a missing value (never 'NaN', never an empty cell). */
export function formatCell(column: Pick<ReportColumn, 'kind' | 'decimals'>, value: ReportCell | undefined): string {
  if (column.kind === 'text') return value === null || value === undefined || value === '' ? '-' : String(value);
  const n = numeric(value);
  if (n === null) return '-';
  const decimals = column.decimals ?? 2;
  switch (column.kind) {
    case 'number':
      return formatAngka(n, decimals);
    case 'money':
      return formatRupiah(n);
    case 'percent':
    case 'capaian':
      return formatPercent(n, decimals);
    case 'growth':
      return `${n > 0 ? '+' : ''}${formatPercent(n, decimals)}`;
  }
}

/** One header cell of the upper row: a group over `span` columns, or a column spanning both rows. */
export type HeaderCell =
  { type: 'group'; label: string; span: number } | { type: 'column'; column: ReportColumn; label: string };

/**
 * The header rows of a table: `top` holds each ungrouped column (spanning both rows when there
 * are groups) and one cell per run of consecutive columns of the same group; `bottom` the grouped
 * columns; `numbers` the numbered header row (1..n over the leaf columns, 'No' included by the
 * caller). Without groups `bottom` is empty.
 */
export function headerLayout(columns: readonly ReportColumn[], tahun: number) {
  const top: HeaderCell[] = [];
  const bottom: { column: ReportColumn; label: string }[] = [];
  for (const column of columns) {
    const label = reportHeaderText(column.header, tahun);
    if (!column.group) {
      top.push({ type: 'column', column, label });
      continue;
    }
    const last = top.at(-1);
    const groupLabel = reportHeaderText(column.group, tahun);
    if (last?.type === 'group' && last.label === groupLabel) last.span += 1;
    else top.push({ type: 'group', label: groupLabel, span: 1 });
    bottom.push({ column, label });
  }
  return { top, bottom, hasGroups: bottom.length > 0 };
}

/** The flat header of a column (XLSX, CSV labels): 'Group - Header' for grouped columns. */
export function flatHeader(column: ReportColumn, tahun: number): string {
  const header = reportHeaderText(column.header, tahun);
  return column.group ? `${reportHeaderText(column.group, tahun)} - ${header}` : header;
}

/**
 * Rowspans of `merge` columns on one page: span[i] > 0 starts a run, 0 continues one. A run
 * continues while the value stays equal and, with `within`, that column's value too.
 */
export function mergeSpans(rows: readonly Record<string, ReportCell>[], key: string, within?: string): number[] {
  const spans = rows.map(() => 1);
  let start = 0;
  const same = (row: Record<string, ReportCell>, k: string) => row[k] === rows[start]?.[k];
  rows.forEach((row, i) => {
    if (i > 0 && same(row, key) && (within === undefined || same(row, within))) {
      spans[start] = (spans[start] ?? 1) + 1;
      spans[i] = 0;
    } else {
      start = i;
    }
  });
  return spans;
}

/**
 * The open-data (CSV) header of a field: its key, with the year for a column of a period year
 * (`target_1` → `target_2025`, issue 25 item 33), so that a file read alone says which year it holds.
 */
export function openDataKey(key: string, column: Pick<ReportColumn, 'header'> | undefined, tahun: number): string {
  const header = column?.header ?? '';
  if (!/^\{periode_[1-5]\}$/.test(header)) return key;
  return key.replace(/_[1-5]$/, `_${reportHeaderText(header, tahun)}`);
}
