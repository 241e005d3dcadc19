import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PENAMBAHAN_OUTPUT_YEAR,
  penambahanOutputBodySchema,
  penambahanOutputResponseSchema,
  penambahanOutputRowSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import { penambahanOutputOf, simpanPenambahanOutput } from './penambahan-output.service';

const config = (action: 'read' | 'write') => ({
  guard: 'auth' as const,
  permission: { resource: 'penambahan-jumlah-output' as const, action },
});

/**
 * Penambahan jumlah output (SPEC §6: pemerintah daerah or perangkat daerah, only in
 * PENAMBAHAN_OUTPUT_YEAR): the four quarterly counts of each unit the actor may see, and their save.
 */
export async function penambahanOutputRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rapor-kinerja'];
  r.get(
    '/rapor-kinerja/penambahan-jumlah-output',
    {
      config: config('read'),
      schema: {
        tags,
        summary: `Penambahan jumlah output per triwulan (tahun ${PENAMBAHAN_OUTPUT_YEAR})`,
        response: { 200: penambahanOutputResponseSchema },
      },
    },
    async (request) => ({ data: await penambahanOutputOf(app.db, actorOf(request), request.tahun) }),
  );
  r.put(
    '/rapor-kinerja/penambahan-jumlah-output',
    {
      config: config('write'),
      schema: {
        tags,
        summary: 'Simpan penambahan jumlah output satu satuan kerja',
        body: penambahanOutputBodySchema,
        response: { 200: z.object({ message: z.string(), data: penambahanOutputRowSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (db) => ({
        message: 'Penambahan jumlah output berhasil disimpan',
        data: await db.transaction((tx) => simpanPenambahanOutput(tx, actorOf(request), request.tahun, request.body)),
      })),
  );
}
