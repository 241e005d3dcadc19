import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validasiPerencanaanStatusSchema } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { ringkasan } from './dashboard.service';

const ringkasanSchema = z.object({
  data: z.object({
    tahun: z.number(),
    satuan_kerja: z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() }).nullable(),
    jumlah_satuan_kerja: z.number(),
    jumlah_pengguna: z.number().nullable(),
    batas_waktu: z.array(
      z.object({ kode: z.string(), nama: z.string(), nilai_date: z.string(), terbuka: z.boolean() }),
    ),
    validasi_perencanaan: validasiPerencanaanStatusSchema.shape.data,
  }),
});

export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/ringkasan',
    {
      config: { guard: 'auth' },
      schema: { tags: ['dashboard'], summary: 'Ringkasan lingkup pengguna', response: { 200: ringkasanSchema } },
    },
    async (request) => ({ data: await ringkasan(app.db, actorOf(request), request.tahun) }),
  );
}
