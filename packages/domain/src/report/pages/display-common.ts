import { z } from 'zod';
import { BULAN } from '../../format';
import {
  defineReport,
  PILIH_UNIT_TEXT,
  readAccess,
  REPORT_EMPTY_TEXT,
  unitPicker,
  type Report,
  type ReportChart,
  type ReportColumn,
  type ReportColumnKind,
  type ReportDeclaration,
} from '../define';
import { angka, text, textN } from '../../schemas/record-fields';

/**
 * Pieces shared by the display makro / mikro pages (DOMAIN-2 §3, issue 14): who may open them,
 * the unit picker, the SPEC's empty text, and column builders (monthly columns, the chain of a
 * unit's plan). Each page file declares its pages with `displayReport`.
 */

export const DISPLAY_EMPTY_TEXT = REPORT_EMPTY_TEXT;
export const DISPLAY_PILIH_UNIT = PILIH_UNIT_TEXT;

export const DISPLAY_SCOPES = ['makro', 'mikro'] as const;
export type DisplayScope = (typeof DISPLAY_SCOPES)[number];

/** makro: the city's plan, readable by every role (its public copy is open to all anyway). */
const MAKRO_ACCESS = readAccess('sasaran-strategis-rpjmd');
/** mikro: a unit's plan; units read their own, the city and setda choose (decision 0023). */
const MIKRO_ACCESS = readAccess('kinerja-program');
const MIKRO_UNIT = unitPicker('kinerja-program');

type Shape = Record<string, z.ZodType>;

export interface DisplayPage {
  scope: DisplayScope;
  /** The page's slug under /display-makro or /display-mikro. */
  page: string;
  title: string;
  description?: string;
  row: Shape;
  columns: ReportColumn[];
  searchPlaceholder?: string;
  quarter?: boolean;
  chart?: ReportChart;
}

/**
 * One display page on the report descriptor: slug `display-<scope>/<page>`, area display, a public
 * copy, the scope's access and (mikro) unit picker, the SPEC's empty text. Every row has `id`.
 */
export function displayReport(p: DisplayPage): Report {
  const declaration: ReportDeclaration = {
    slug: `display-${p.scope}/${p.page}`,
    title: p.title,
    area: 'display',
    ...(p.description ? { description: p.description } : {}),
    access: p.scope === 'makro' ? MAKRO_ACCESS : MIKRO_ACCESS,
    ...(p.scope === 'mikro' ? { unit: MIKRO_UNIT } : {}),
    ...(p.quarter ? { quarter: true } : {}),
    public: true,
    row: z.object({ id: text, ...p.row }),
    rowKey: 'id',
    columns: p.columns,
    emptyText: DISPLAY_EMPTY_TEXT,
    ...(p.searchPlaceholder ? { searchPlaceholder: p.searchPlaceholder } : {}),
    ...(p.chart ? { chart: p.chart } : {}),
  };
  return defineReport(declaration);
}

/** A column. */
export function col(key: string, header: string, kind: ReportColumnKind = 'text', extra: Partial<ReportColumn> = {}) {
  return { key, header, kind, ...extra } satisfies ReportColumn;
}

/** A column's cells merged down over equal values (rowspans). */
export const MERGED = { merge: true } as const;

/** A goal's sasaran (merged over its indicators), indicator and unit of measure: a capaian table's lead. */
export const SASARAN_INDIKATOR_COLUMNS: ReportColumn[] = [
  col('sasaran', 'Sasaran', 'text', MERGED),
  col('indikator', 'Indikator'),
  col('satuan', 'Satuan', 'text', { searchable: false }),
];

/** Three-letter Indonesian month names: Jan, Feb, Mar, Apr, Mei, Jun, Jul, Agu, Sep, Okt, Nov, Des. */
export const BULAN_SINGKAT = BULAN.map((b) => b.slice(0, 3));

/** `<prefix>_bulan_1` .. `_12`: the row fields of a monthly series. */
export function bulanShape(prefix: string): Shape {
  return Object.fromEntries(BULAN_SINGKAT.map((_, i) => [`${prefix}_bulan_${i + 1}`, angka]));
}

/** The 12 month columns of a series under one header group. */
export function bulanColumns(prefix: string, group: string, kind: ReportColumnKind = 'number'): ReportColumn[] {
  return BULAN_SINGKAT.map((b, i) => col(`${prefix}_bulan_${i + 1}`, b, kind, { group, searchable: false }));
}

/** `target_1` .. `target_5` of a period row, headed by the period's years under one group. */
export function periodeShape(prefix: string): Shape {
  return Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`${prefix}_${i}`, angka]));
}

export function periodeColumns(prefix: string, group: string): ReportColumn[] {
  return [1, 2, 3, 4, 5].map((i) => col(`${prefix}_${i}`, `{periode_${i}}`, 'number', { group }));
}

/** The unit column of city-wide (makro) pages. */
export const PERANGKAT_DAERAH_COLUMN = col('perangkat_daerah', 'Perangkat Daerah', 'text', MERGED);

/** makro pages show the unit of each row; mikro pages are one unit's. */
export function unitShape(scope: DisplayScope): Shape {
  return scope === 'makro' ? { perangkat_daerah: textN } : {};
}
export function unitColumns(scope: DisplayScope): ReportColumn[] {
  return scope === 'makro' ? [PERANGKAT_DAERAH_COLUMN] : [];
}
