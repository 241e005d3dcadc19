import type { z } from 'zod';
import { defineEndpoint, fileResponse } from '../contract/endpoint';
import type { Report } from './define';

/** What the endpoints are made of: the report as defineReport derives it, before its endpoints. */
type ReportBase = Omit<Report, 'endpoints'>;

interface Copy {
  isPublic: boolean;
  path: string;
  query: z.ZodObject;
  exportQuery: z.ZodObject;
  response: z.ZodType;
}

/** The rows of one filter, per page, and the file of every row it shows. */
function endpointsOf(report: ReportBase, copy: Copy) {
  const access = copy.isPublic ? ({ guard: 'public' } as const) : report.access;
  const title = `${report.title}${copy.isPublic ? ' (publik)' : ''}`;
  const place = { ...access, area: report.area, group: report.slug, method: 'GET' } as const;
  const prefix = copy.isPublic ? 'public-' : '';
  return {
    list: defineEndpoint({
      ...place,
      name: `${prefix}list`,
      path: copy.path,
      summary: title,
      query: copy.query,
      response: copy.response,
    }),
    export: defineEndpoint({
      ...place,
      name: `${prefix}export`,
      path: `${copy.path}/export`,
      summary: `${title}: ekspor XLSX, CSV atau JSON`,
      query: copy.exportQuery,
      response: fileResponse('xlsx', 'csv', 'json'),
    }),
  };
}

export type ReportCopyEndpoints = ReturnType<typeof endpointsOf>;

/** The authenticated copy of a report and, for a public report, the public one. */
export interface ReportEndpoints {
  own: ReportCopyEndpoints;
  public?: ReportCopyEndpoints;
}

/**
 * The endpoints of a report (decisions 0023, 0047):
 *   GET /<slug>?page&per_page&search&satuan_kerja_id&triwulan&<enums>  → { data, current_page, total, per_page }
 *   GET /<slug>/export?<filters>&format=xlsx|csv|json                 → the file of every row the filter shows
 * and, for a public report, the same two under /public-display/<slug> (guard 'public',
 * `tahun_kinerja` in the query, rows without private columns).
 */
export function reportEndpoints(report: ReportBase): ReportEndpoints {
  const own = endpointsOf(report, {
    isPublic: false,
    path: report.apiPath,
    query: report.query,
    exportQuery: report.exportQuery,
    response: report.response,
  });
  if (!report.public) return { own };
  const open = endpointsOf(report, {
    isPublic: true,
    path: report.publicApiPath,
    query: report.publicQuery,
    exportQuery: report.publicExportQuery,
    response: report.publicResponse,
  });
  return { own, public: open };
}
