import type { Report, ReportCell, ReportRow } from '@sakip/domain';

/**
 * Search, sort and page the rows of a report in memory. Report rows carry derived numbers
 * (capaian, growth, efisiensi) that only exist after the data function ran, and the export must
 * hold exactly what the filter shows; the data function fetches a unit's year in a bounded number
 * of statements, so one code path serves the page, the XLSX, the CSV and the JSON.
 */

/** Columns the search looks in: `searchable`, else the text columns; private ones not on public routes. */
function searchKeys(report: Report, isPublic: boolean): string[] {
  return report.columns
    .filter((c) => (c.searchable ?? c.kind === 'text') && !(isPublic && c.private))
    .map((c) => c.key);
}

export function searchRows<R extends ReportRow>(
  report: Report,
  rows: R[],
  search: string | undefined,
  isPublic: boolean,
): R[] {
  const term = search?.trim().toLocaleLowerCase('id-ID');
  if (!term) return rows;
  const keys = searchKeys(report, isPublic);
  return rows.filter((row) =>
    keys.some((k) => {
      const v = row[k];
      return v !== null && v !== undefined && String(v).toLocaleLowerCase('id-ID').includes(term);
    }),
  );
}

/** Missing values last whatever the direction; text compared in id-ID. */
function compareCells(a: ReportCell | undefined, b: ReportCell | undefined): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'id-ID');
}

export function sortRows<R extends ReportRow>(report: Report, rows: R[]): R[] {
  const sort = report.defaultSort;
  if (!sort) return rows;
  const sign = sort.dir === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable: ties keep the data function's order.
  return [...rows].sort((a, b) => {
    const cmp = compareCells(a[sort.key], b[sort.key]);
    const missing = a[sort.key] === null || b[sort.key] === null;
    return missing ? cmp : sign * cmp;
  });
}
