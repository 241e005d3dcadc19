import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  mayChooseUnit,
  publicRowOf,
  rowInScope,
  scopeOf,
  type Report,
  type ReportExportFormat,
  type ReportRow,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../actor';
import { fieldError, NotFoundError } from '../errors';
import { paginate } from '../pagination';
import { sendExport } from './files';
import { searchRows, sortRows } from './rows';

/** What a report's data function receives: who asks (null on the public copy), which year and unit. */
export interface ReportContext {
  db: Db;
  actor: SessionUser | null;
  tahun: number;
  /** The unit shown: chosen (super, setda, public visitors) or the actor's own; null = none chosen. */
  satuanKerjaId: string | null;
  /** The quarter (cumulative); 4 when the report has no quarter filter. */
  triwulan: number;
  /** The validated query: enum filters by their keys. */
  filters: Record<string, unknown>;
  isPublic: boolean;
}

/** The rows of a report for a context, in display order, in a bounded number of statements. */
export type ReportRowsFn<S extends z.ZodObject> = (ctx: ReportContext) => Promise<z.infer<S>[]>;

interface Variant {
  isPublic: boolean;
  path: string;
  config: FastifyContextConfig;
  query: z.ZodObject;
  exportQuery: z.ZodObject;
  response: z.ZodType;
}

type Query = Record<string, unknown> & {
  page?: number;
  per_page?: number;
  search?: string;
  format?: ReportExportFormat;
};

/** The unit of an authenticated request: the requested one for choosers (in scope), else their own. */
function unitOf(report: Report, actor: SessionUser, requested: unknown): string | null {
  if (!report.unit) return null;
  const { resource } = report.unit;
  const chosen = mayChooseUnit(actor, resource, 'read') && typeof requested === 'string' ? requested : undefined;
  const unit = chosen || actor.satuan_kerja_id || null;
  if (unit && !rowInScope(scopeOf(actor, 'read', resource), unit))
    throw new NotFoundError('Satuan kerja tidak ditemukan');
  return unit;
}

/** The year of a public request: `tahun_kinerja` of the query (stable links) or the year header. */
function publicYear(request: FastifyRequest, query: Query): number {
  const requested = query.tahun_kinerja;
  if (requested === undefined) return request.tahun;
  const options = request.server.settings.get().tahun_options;
  if (typeof requested !== 'number' || !options.includes(requested)) {
    throw fieldError(
      'tahun_kinerja',
      `Tahun kinerja ${JSON.stringify(requested)} tidak tersedia. Pilih salah satu: ${options.join(', ')}`,
    );
  }
  return requested;
}

function contextOf(report: Report, request: FastifyRequest, query: Query, isPublic: boolean): ReportContext {
  const actor = isPublic ? null : actorOf(request);
  const requestedUnit = query.satuan_kerja_id;
  return {
    db: request.server.db,
    actor,
    tahun: isPublic ? publicYear(request, query) : request.tahun,
    satuanKerjaId: actor
      ? unitOf(report, actor, requestedUnit)
      : typeof requestedUnit === 'string'
        ? requestedUnit
        : null,
    triwulan: typeof query.triwulan === 'number' ? query.triwulan : 4,
    filters: query,
    isPublic,
  };
}

/** Rows of the filter: data function → search → default sort → public fields only on public routes. */
async function filteredRows(report: Report, rowsOf: ReportRowsFn<z.ZodObject>, ctx: ReportContext, search?: string) {
  const rows = sortRows(report, searchRows(report, (await rowsOf(ctx)) as ReportRow[], search, ctx.isPublic));
  return ctx.isPublic ? rows.map((row) => publicRowOf(report, row)) : rows;
}

/**
 * The routes of one report (decision 0023):
 *   GET /<slug>?page&per_page&search&satuan_kerja_id&triwulan&<enums>  → { data, current_page, total, per_page }
 *   GET /<slug>/export?<filters>&format=xlsx|csv|json                 → the file of every row the filter shows
 * and, when the report is public, the same two under /public-display/<slug> (guard 'public',
 * `tahun_kinerja` in the query, rows without private columns). Register it inside the area's plugin:
 *   app.register(reportRoutes(myReport, myRows))
 */
/** The authenticated route and, for a public report, its public copy. */
function variantsOf(report: Report): Variant[] {
  const { guard, permission } = report.access;
  const own: Variant = {
    isPublic: false,
    path: report.apiPath,
    config: permission ? { guard, permission } : { guard },
    query: report.query,
    exportQuery: report.exportQuery,
    response: report.response,
  };
  if (!report.public) return [own];
  const open: Variant = {
    isPublic: true,
    path: report.publicApiPath,
    config: { guard: 'public' },
    query: report.publicQuery,
    exportQuery: report.publicExportQuery,
    response: report.publicResponse,
  };
  return [own, open];
}

export function reportRoutes<S extends z.ZodObject>(declared: Report<S>, declaredRows: ReportRowsFn<S>) {
  // The routes only read rows as ReportRow: the declaration's own row type matters to its data function.
  const report = declared as unknown as Report;
  const rows = declaredRows as unknown as ReportRowsFn<z.ZodObject>;
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = [report.area];
    for (const v of variantsOf(report)) {
      const summary = `${report.title}${v.isPublic ? ' (publik)' : ''}`;
      r.get(
        v.path,
        { config: v.config, schema: { tags, summary, querystring: v.query, response: { 200: v.response } } },
        async (request) => {
          const query = request.query as Query;
          const ctx = contextOf(report, request, query, v.isPublic);
          const all = await filteredRows(report, rows, ctx, query.search);
          const page = query.page ?? 1;
          const perPage = query.per_page ?? all.length;
          return paginate(all.slice((page - 1) * perPage, page * perPage), all.length, page, perPage);
        },
      );
      r.get(
        `${v.path}/export`,
        {
          config: v.config,
          schema: { tags, summary: `${summary}: ekspor XLSX, CSV atau JSON`, querystring: v.exportQuery },
        },
        async (request, reply) => {
          const query = request.query as Query;
          const ctx = contextOf(report, request, query, v.isPublic);
          const all = await filteredRows(report, rows, ctx, query.search);
          const { tahun, satuanKerjaId } = ctx;
          return sendExport(reply, query.format ?? 'xlsx', {
            report,
            rows: all,
            tahun,
            satuanKerjaId,
            isPublic: v.isPublic,
            ...(report.quarter ? { triwulan: ctx.triwulan } : {}),
          });
        },
      );
    }
  };
}
