import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  mayChooseUnit,
  queryInt,
  rekapAnggaranReport,
  rekapRincianReport,
  rowInScope,
  satuanKerjaQuery,
  scopeOf,
  type Report,
  type ReportRow,
  type SessionUser,
} from '@sakip/domain';
import { fieldError } from '../../../lib/errors';
import { hubOf } from '../../../lib/cache/hub';
import { reportRoutes, type ReportContext } from '../../../lib/report/index';
import { sendExport } from '../../../lib/report/files';
import { hashToken } from '../../../lib/token';
import { sessionOfTokenHash } from '../../auth/services';
import { rekapAnggaranRows, rekapRincianRows } from './rekap-anggaran.report';

/** The two report pages of /rekap-anggaran (list + export under /backend/api). */
export async function rekapAnggaranRoutes(app: FastifyInstance) {
  await app.register(reportRoutes(rekapAnggaranReport, rekapAnggaranRows));
  await app.register(reportRoutes(rekapRincianReport, rekapRincianRows));
}

/** SPEC §9: the session token cookie. */
const TOKEN_COOKIE = 'esakip_token';
const RESOURCE = 'kinerja-program';

const downloadQuery = z.object({
  tahun_kinerja: queryInt('Tahun kinerja', { min: 1, max: 9999 }),
  satuan_kerja_id: satuanKerjaQuery,
});

/** The session of the request: its bearer token (already resolved) or the `esakip_token` cookie. */
async function cookieUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.user) return request.user;
  const token = request.cookies[TOKEN_COOKIE];
  if (!token) return null;
  const db = request.server.db;
  const tokenHash = hashToken(token);
  const session = await hubOf(db).session(tokenHash, () => sessionOfTokenHash(db, tokenHash));
  return session?.user ?? null;
}

function page(reply: FastifyReply, status: number, title: string, message: string) {
  const html =
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${status} - ${title}</title></head>` +
    `<body style="font-family:sans-serif;text-align:center;padding:4rem 1rem"><h1>${status}</h1>` +
    `<p>${message}</p><p><a href="/login">Masuk</a> · <a href="/">Kembali ke halaman depan</a></p></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * GET /backend/rekap-anggaran and /backend/rekap-rincian (SPEC §7 'Browser navigation'): the XLSX
 * the micro menu opens in a new tab with `tahun_kinerja` and `satuan_kerja_id`. A new tab sends no
 * Authorization header, so the session comes from the `esakip_token` cookie (SameSite=Lax: only
 * the app's own pages and top-level navigations send it; the answer is a download, never readable
 * by another site). Logged out: a 401 page. A unit role gets its own unit whatever it passes.
 * Registered under /backend (not /backend/api): app.ts mounts it.
 * Not an endpoint of the contract (decision 0047): a declaration is an API call under /backend/api
 * whose guard answers JSON (its path would name the report's list, /backend/api/rekap-anggaran),
 * while this is a page the browser opens: its own cookie session, HTML error pages, hidden from the
 * API document. The XLSX itself is the report's (`rekapAnggaranReport`, `rekapRincianReport`).
 */
export async function rekapAnggaranDownloadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const downloads: [string, Report, (ctx: ReportContext) => Promise<ReportRow[]>][] = [
    ['/rekap-anggaran', rekapAnggaranReport, rekapAnggaranRows],
    ['/rekap-rincian', rekapRincianReport, rekapRincianRows],
  ];
  for (const [path, report, rowsOf] of downloads) {
    r.get(path, { schema: { hide: true, querystring: downloadQuery } }, async (request, reply) => {
      const actor = await cookieUser(request);
      if (!actor) return page(reply, 401, 'Unauthenticated', 'Sesi Anda telah berakhir. Silakan masuk kembali.');
      if (!can(actor, 'read', RESOURCE))
        return page(reply, 403, 'Forbidden', 'Anda tidak memiliki hak akses ke halaman ini');
      const options = app.settings.get().tahun_options;
      const tahun = request.query.tahun_kinerja ?? request.tahun;
      if (!options.includes(tahun)) {
        throw fieldError(
          'tahun_kinerja',
          `Tahun kinerja ${tahun} tidak tersedia. Pilih salah satu: ${options.join(', ')}`,
        );
      }
      const chooses = mayChooseUnit(actor, RESOURCE, 'read');
      const requested = chooses ? request.query.satuan_kerja_id : undefined;
      if (requested && !rowInScope(scopeOf(actor, 'read', RESOURCE), requested)) {
        return page(reply, 404, 'Not Found', 'Satuan kerja tidak ditemukan');
      }
      const unit = requested ?? (chooses ? null : actor.satuan_kerja_id);
      const ctx: ReportContext = {
        db: app.db,
        actor,
        tahun,
        satuanKerjaId: unit,
        triwulan: 4,
        filters: {},
        isPublic: false,
      };
      const rows = await rowsOf(ctx);
      reply.header('cache-control', 'no-store');
      return sendExport(reply, 'xlsx', { report, rows, tahun, satuanKerjaId: unit, isPublic: false });
    });
  }
}
