import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nilaiJenjangBodySchema,
  nilaiJenjangParamsSchema,
  nilaiJenjangRekapReport,
  nilaiJenjangResponseSchema,
  nilaiJenjangUnitSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import { reportRoutes } from '../../../lib/report/index';
import { nilaiJenjangPage, rekapRows, simpanNilaiJenjang } from './nilai-jenjang.service';

const config = (action: 'read' | 'write') => ({
  guard: 'super' as const,
  permission: { resource: 'nilai-jenjang-kinerja' as const, action },
});

/** Nilai jenjang kinerja (super): the input page, one unit's row saved at once, the rekap (report). */
export async function nilaiJenjangRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['nilai-jenjang-kinerja'];
  r.get(
    '/nilai-jenjang-kinerja',
    {
      config: config('read'),
      schema: {
        tags,
        summary: 'Setiap satuan kerja dengan IKU dan nilai jenjangnya, serta pilihan nilai',
        response: { 200: nilaiJenjangResponseSchema },
      },
    },
    async (request) => ({ data: await nilaiJenjangPage(app.db, actorOf(request), request.tahun) }),
  );
  r.put(
    '/nilai-jenjang-kinerja/:satuanKerjaId',
    {
      config: config('write'),
      schema: {
        tags,
        summary: 'Simpan nilai jenjang seluruh IKU satu satuan kerja sekaligus',
        params: nilaiJenjangParamsSchema,
        body: nilaiJenjangBodySchema,
        response: { 200: z.object({ message: z.string(), data: nilaiJenjangUnitSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (db) => ({
        message: 'Nilai jenjang kinerja berhasil disimpan',
        data: await db.transaction((tx) =>
          simpanNilaiJenjang(tx, actorOf(request), request.tahun, request.params.satuanKerjaId, request.body),
        ),
      })),
  );
  await app.register(reportRoutes(nilaiJenjangRekapReport, async (ctx) => rekapRows(ctx.db, ctx.tahun)));
}
