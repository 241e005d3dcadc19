import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  mayChooseUnit,
  publicRowOf,
  rowInScope,
  scopeOf,
  type Report,
  type ReportCopyEndpoints,
  type ReportExportFormat,
  type ReportRow,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../actor';
import { registerRead } from '../contract/register';
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

/** The list (one page of the filter's rows) and the export (every row, as XLSX, CSV or JSON) of one copy. */
function registerCopy(
  app: FastifyInstance,
  report: Report,
  rows: ReportRowsFn<z.ZodObject>,
  copy: ReportCopyEndpoints,
) {
  const isPublic = copy.list.guard === 'public';
  registerRead(app, copy.list, async (request) => {
    const query = request.query as Query;
    const ctx = contextOf(report, request, query, isPublic);
    const all = await filteredRows(report, rows, ctx, query.search);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? all.length;
    return paginate(all.slice((page - 1) * perPage, page * perPage), all.length, page, perPage);
  });
  registerRead(app, copy.export, async (request, reply) => {
    const query = request.query as Query;
    const ctx = contextOf(report, request, query, isPublic);
    const all = await filteredRows(report, rows, ctx, query.search);
    const { tahun, satuanKerjaId } = ctx;
    return sendExport(reply, query.format ?? 'xlsx', {
      report,
      rows: all,
      tahun,
      satuanKerjaId,
      isPublic,
      ...(report.quarter ? { triwulan: ctx.triwulan } : {}),
    });
  });
}

/**
 * The routes of one report, registered from the endpoints `defineReport` derives (decisions 0023,
 * 0047; packages/domain/src/report/endpoints.ts): its list and export and, for a public report,
 * their public copies. Register it inside the area's plugin:
 *   app.register(reportRoutes(myReport, myRows))
 */
export function reportRoutes<S extends z.ZodObject>(declared: Report<S>, declaredRows: ReportRowsFn<S>) {
  // The routes only read rows as ReportRow: the declaration's own row type matters to its data function.
  const report = declared as unknown as Report;
  const rows = declaredRows as unknown as ReportRowsFn<z.ZodObject>;
  return async function routes(app: FastifyInstance) {
    registerCopy(app, report, rows, report.endpoints.own);
    if (report.endpoints.public) registerCopy(app, report, rows, report.endpoints.public);
  };
}
