import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lkipBabParamsSchema, lkipBabResponseSchema, lkipQuerySchema, type LkipBab } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { lkipBab, lkipPdf } from './lkip.service';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 *   GET /lkip/bab/:bab?satuan_kerja_id   → { data: chapter }
 *   GET /lkip/pdf?satuan_kerja_id        → application/pdf (attachment)
 */
export async function lkipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { guard: 'auth', permission: { resource: 'kinerja-program', action: 'read' } } as const;
  r.get(
    '/lkip/bab/:bab',
    {
      config,
      schema: {
        tags: ['pelaporan'],
        summary: 'LKIP: satu bab (tabel dan narasi)',
        params: lkipBabParamsSchema,
        querystring: lkipQuerySchema,
        response: { 200: lkipBabResponseSchema },
      },
    },
    async (request) => {
      const bab = Number(request.params.bab) as LkipBab;
      return { data: await lkipBab(app.db, actorOf(request), request.tahun, bab, request.query) };
    },
  );
  r.get(
    '/lkip/pdf',
    {
      config,
      schema: { tags: ['pelaporan'], summary: 'LKIP lengkap (PDF)', querystring: lkipQuerySchema },
    },
    async (request, reply) => {
      const { pdf, fileName } = await lkipPdf(
        app.db,
        actorOf(request),
        request.tahun,
        request.query,
        app.settings.get().nama_kota,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
