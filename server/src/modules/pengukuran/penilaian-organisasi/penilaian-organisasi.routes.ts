import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bobotPenilaianResponseSchema,
  bobotPenilaianSchema,
  penilaianDetailResponseSchema,
  penilaianOrganisasiReport,
  penilaianParamsSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import { reportRoutes } from '../../../lib/report/index';
import { bobotPenilaian, daftarRows, detailOf, simpanBobot } from './penilaian-organisasi.service';

const config = (action: 'read' | 'write') => ({
  guard: 'auth' as const,
  permission: { resource: 'penilaian-kinerja-organisasi' as const, action },
});

/** Penilaian kinerja organisasi: the ranked list (report), one unit's detail, the year's weights. */
export async function penilaianOrganisasiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penilaian-kinerja-organisasi'];
  r.get(
    '/penilaian-kinerja-organisasi/bobot',
    {
      config: config('read'),
      schema: { tags, summary: 'Bobot komponen penilaian tahun ini', response: { 200: bobotPenilaianResponseSchema } },
    },
    async (request) => ({ data: await bobotPenilaian(app.db, actorOf(request), request.tahun) }),
  );
  r.put(
    '/penilaian-kinerja-organisasi/bobot',
    {
      config: config('write'),
      schema: {
        tags,
        summary: 'Simpan bobot komponen penilaian tahun ini (super)',
        body: bobotPenilaianSchema,
        response: { 200: z.object({ message: z.string(), data: bobotPenilaianResponseSchema.shape.data }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (db) => ({
        message: 'Bobot penilaian berhasil disimpan',
        data: await db.transaction((tx) => simpanBobot(tx, actorOf(request), request.tahun, request.body)),
      })),
  );
  r.get(
    '/penilaian-kinerja-organisasi/:id',
    {
      config: config('read'),
      schema: {
        tags,
        summary: 'Rincian penilaian kinerja organisasi satu satuan kerja',
        params: penilaianParamsSchema,
        response: { 200: penilaianDetailResponseSchema },
      },
    },
    async (request) => ({ data: await detailOf(app.db, actorOf(request), request.tahun, request.params.id) }),
  );
  await app.register(reportRoutes(penilaianOrganisasiReport, async (ctx) => daftarRows(ctx.db, ctx.tahun)));
}
