import { z } from 'zod';
import type { GuardName } from '../guards';
import type { Resource } from '../permissions';
import { periodStartYear } from '../periods';
import { listQuerySchema, paginated } from '../schemas/common';
import { queryInt, satuanKerjaQuery } from '../schemas/primitives';
import { reportEndpoints, type ReportEndpoints } from './endpoints';

/**
 * The report-page descriptor (decision 0023): one declaration per "titled, filtered, paginated,
 * exportable table over server-computed rows" (display makro/mikro and their public copies, LKIP
 * tables, rapor tables). The server registers its routes from it (server/src/lib/report), the web
 * renders it (web/src/components/report/ReportPage). Pure data and zod schemas: no I/O.
 */

/**
 * How a cell is read and formatted: text as is; number id-ID (up to `decimals`); percent 'x,xx%';
 * money 'Rp 1.234'; capaian a percent coloured by band; growth a signed percent coloured by sign.
 */
export const REPORT_COLUMN_KINDS = ['text', 'number', 'percent', 'money', 'capaian', 'growth'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const REPORT_AREAS = ['perencanaan', 'pengukuran', 'pelaporan', 'evaluasi', 'display'] as const;
export type ReportArea = (typeof REPORT_AREAS)[number];

/** A cell value: rows are flat so that the same row is a table row, an XLSX row, a CSV line. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportColumn<K extends string = string> {
  key: K;
  /** Header text; '{tahun}' and '{tahun_lalu}' are replaced by the year shown (years are data). */
  header: string;
  kind: ReportColumnKind;
  /** Label of the header cell spanning consecutive columns with the same group (multi-level header). */
  group?: string;
  /** Never leaves a public route (NIP, users, validator notes): absent from the public row schema. */
  private?: boolean;
  /** Maximum decimals of number kinds (default 2). */
  decimals?: number;
  /** Does the search look in this column? Default: text columns. */
  searchable?: boolean;
  /** Consecutive equal values on a page are shown once, spanning the rows (rowspan). */
  merge?: boolean;
  /**
   * With `merge`: a run also ends where this column's value changes (the policies of one goal never
   * span into the next goal's rows, even when the texts are equal).
   */
  mergeWithin?: string;
}

export interface ReportEnumFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A chart above the table (issue 14, rendered by the web's ReportPage with ECharts, lazily): one bar
 * per row of the page shown, labelled by a text column, one series per value column (their headers
 * name the series), an optional reference line (e.g. 100 for capaian). The table stays the text
 * alternative; the chart also lists its values for screen readers.
 */
export interface ReportChart<K extends string = string> {
  title: string;
  /** The text column labelling each bar. */
  category: K;
  /** Number-kind columns drawn as series. */
  values: readonly K[];
  /** A reference line on the value axis. */
  line?: number;
}

export interface ReportDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** API path under /backend/api (and under /backend/api/public-display for the public copy). */
  slug: string;
  /** Indonesian page title. */
  title: string;
  area: ReportArea;
  description?: string;
  /** Who may open the authenticated route (every API route declares a guard). */
  access: { guard: Exclude<GuardName, 'public' | 'guest'>; permission?: { resource: Resource; action: 'read' } };
  /**
   * The unit picker (`satuan_kerja_id`): actors with an 'all' or setda scope on `resource` choose
   * (mayChooseUnit), others always see their own unit; every public visitor chooses.
   */
  unit?: { resource: Resource; label?: string; emptyText?: string };
  /** A quarter filter `triwulan` 1-4 (cumulative, DOMAIN-2); absent = 4 (the whole year). */
  quarter?: boolean;
  enums?: readonly ReportEnumFilter[];
  /** The row of the authenticated route, every cell a ReportCell. */
  row: S;
  /** The field identifying a row (table keys). */
  rowKey: keyof z.infer<S> & string;
  columns: readonly ReportColumn<keyof z.infer<S> & string>[];
  /** A public copy under /public-display/<slug> (without private columns). */
  public: boolean;
  /** Applied after the data function; absent = the data function's order. */
  defaultSort?: { key: keyof z.infer<S> & string; dir: 'asc' | 'desc' };
  /** SPEC wording of the empty table, e.g. 'There are no records to show'. */
  emptyText: string;
  searchPlaceholder?: string;
  /** Optional chart of the rows shown (ReportChart). */
  chart?: ReportChart<keyof z.infer<S> & string>;
  /** false: no 'No' column (a ranked report whose first column is its rank, issue 25 item 25). */
  nomor?: boolean;
}

/** A declaration with what both sides derive from it. */
export interface Report<S extends z.ZodObject = z.ZodObject> extends ReportDeclaration<S> {
  apiPath: string;
  publicApiPath: string;
  /** Keys of the columns that leave public routes. */
  publicKeys: readonly string[];
  publicRow: z.ZodObject;
  /** Query of the list (page, per_page, search, unit, quarter, enums); unknown keys are a 422. */
  query: z.ZodObject;
  /** Query of the public list: also `tahun_kinerja` (a stable link names its year). */
  publicQuery: z.ZodObject;
  /** Query of the export: the list's filters without paging, plus `format`. */
  exportQuery: z.ZodObject;
  publicExportQuery: z.ZodObject;
  response: z.ZodType;
  publicResponse: z.ZodType;
  /** The list and export endpoints of each copy (decision 0047): what the server registers. */
  endpoints: ReportEndpoints;
}

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv', 'json'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const TRIWULAN_LABEL = 'Triwulan';

function filterShape(d: ReportDeclaration): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = { search: listQuerySchema.shape.search };
  if (d.unit) shape.satuan_kerja_id = satuanKerjaQuery;
  if (d.quarter) shape.triwulan = queryInt(TRIWULAN_LABEL, { min: 1, max: 4, fallback: 4 });
  for (const e of d.enums ?? []) {
    const values = e.options.map((o) => o.value);
    const choice = z.enum(values as [string, ...string[]], { error: `${e.label} tidak valid` }).optional();
    shape[e.key] = z.preprocess((v) => (v === '' ? undefined : v), choice);
  }
  return shape;
}

const paging = { page: listQuerySchema.shape.page, per_page: listQuerySchema.shape.per_page };
const tahunKinerja = { tahun_kinerja: queryInt('Tahun kinerja', { min: 1, max: 9999 }) };
const format = {
  format: z
    .enum(REPORT_EXPORT_FORMATS, { error: 'Format harus xlsx, csv atau json' })
    .optional()
    .transform((v) => v ?? 'xlsx'),
};

/** Keys of the columns and fields of a row that may leave a public route. */
function publicKeysOf(d: ReportDeclaration): string[] {
  const hidden = new Set(d.columns.filter((c) => c.private).map((c) => c.key));
  return Object.keys(d.row.shape).filter((k) => !hidden.has(k));
}

/** Declares a report page; see ReportDeclaration. Throws on a column that the row does not hold. */
export function defineReport<S extends z.ZodObject>(declaration: ReportDeclaration<S>): Report<S> {
  const d = declaration as unknown as ReportDeclaration;
  const missing = d.columns.find((c) => !(c.key in d.row.shape));
  if (missing) throw new Error(`Report ${d.slug}: column ${missing.key} is not a field of the row`);
  const columnKeys = new Set(d.columns.map((c) => c.key));
  const chartKey = d.chart && [d.chart.category, ...d.chart.values].find((k) => !columnKeys.has(k));
  if (chartKey) throw new Error(`Report ${d.slug}: chart key ${chartKey} is not a column`);
  const filters = filterShape(d);
  const publicKeys = publicKeysOf(d);
  const publicRow = z.object(Object.fromEntries(Object.entries(d.row.shape).filter(([k]) => publicKeys.includes(k))));
  const report: Omit<Report<S>, 'endpoints'> = {
    ...declaration,
    apiPath: `/${d.slug}`,
    publicApiPath: `/public-display/${d.slug}`,
    publicKeys,
    publicRow,
    query: z.strictObject({ ...paging, ...filters }),
    publicQuery: z.strictObject({ ...paging, ...filters, ...tahunKinerja }),
    exportQuery: z.strictObject({ ...filters, ...format }),
    publicExportQuery: z.strictObject({ ...filters, ...tahunKinerja, ...format }),
    response: paginated(d.row),
    publicResponse: paginated(publicRow),
  };
  return { ...report, endpoints: reportEndpoints(report) };
}

/** A row without its private fields (public routes; the public schema strips them as well). */
export function publicRowOf(report: Report, row: ReportRow): ReportRow {
  return Object.fromEntries(report.publicKeys.map((k) => [k, row[k] ?? null]));
}

/** The columns a route shows: every column, or the non-private ones on a public copy. */
export function visibleColumns(report: Report, isPublic: boolean): readonly ReportColumn[] {
  return isPublic ? report.columns.filter((c) => !c.private) : report.columns;
}

/**
 * Header text with the year placeholders filled: 'Capaian Tahun {tahun}' → 'Capaian Tahun 2025';
 * '{periode_1}' .. '{periode_5}' are the years of the 5-year period holding the year (SPEC §9).
 */
export function reportHeaderText(text: string, tahun: number): string {
  const start = periodStartYear(tahun);
  return text
    .replace(/\{periode_([1-5])\}/g, (_, i: string) => String(start + Number(i) - 1))
    .replaceAll('{tahun_lalu}', String(tahun - 1))
    .replaceAll('{tahun}', String(tahun));
}

/** SPEC §2 wording of an empty table, the one most report pages show. */
export const REPORT_EMPTY_TEXT = 'There are no records to show';
/** SPEC §5: a unit picker that has not chosen a unit yet. */
export const PILIH_UNIT_TEXT = 'Pilih satuan kerja terlebih dahulu';

/** `access` of a report that the actors who may read `resource` open (behind `guard`, default auth). */
export function readAccess<R extends Resource>(resource: R, guard: ReportDeclaration['access']['guard'] = 'auth') {
  return { guard, permission: { resource, action: 'read' } } as const;
}

/** `unit` of a report whose unit picker follows `resource` and asks to choose a unit first. */
export function unitPicker<R extends Resource>(resource: R) {
  return { resource, emptyText: PILIH_UNIT_TEXT };
}

/** Consecutive columns under one header group (a multi-level header). */
export function columnGroup<K extends string>(group: string, columns: readonly ReportColumn<K>[]): ReportColumn<K>[] {
  return columns.map((column) => ({ ...column, group }));
}

/** The unit picker of the public report copies (GET, guard public): [{ satuan_kerja_id, satuan_kerja_nama }]. */
export const PUBLIC_UNIT_OPTIONS_PATH = '/public-display/option/satuan-kerja';
