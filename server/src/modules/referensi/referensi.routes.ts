import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batasWaktuRecordSchema, batasWaktuSchema, countDownResponseSchema, listQuerySchema } from '@sakip/domain';
import { crudRoutes } from '../../lib/crud/index';
import { findDeadline } from './referensi.repository';
import { batasWaktuService } from './referensi.service';

const aplikasiSchema = z.object({
  data: z.object({
    nama_kota: z.string(),
    nama_provinsi: z.string(),
    nama_walikota: z.string(),
    tahun_options: z.array(z.number()),
    tahun_default: z.number(),
  }),
});

/** /referensi: the deadlines of the year ('Batas Waktu', super only): the 7 CRUD routes. */
const batasWaktuRoutes = crudRoutes({
  path: 'referensi',
  resource: 'referensi',
  guard: 'super',
  label: 'Batas waktu',
  tag: 'referensi',
  querySchema: listQuerySchema,
  bodySchema: batasWaktuSchema,
  recordSchema: batasWaktuRecordSchema,
  detailSchema: batasWaktuRecordSchema,
  service: batasWaktuService,
});

export async function referensiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referensi'];

  r.get(
    '/referensi/aplikasi',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Nama kota, walikota dan tahun kinerja', response: { 200: aplikasiSchema } },
    },
    async () => ({ data: app.settings.get() }),
  );

  for (const kode of ['count-down', 'count-down-penilaian'] as const) {
    r.get(
      `/referensi/${kode}`,
      {
        config: { guard: 'auth' },
        schema: { tags, summary: `Tanggal batas waktu (${kode})`, response: { 200: countDownResponseSchema } },
      },
      async (request) => ({ nilai_date: (await findDeadline(app.db, request.tahun, kode))?.nilai_date ?? null }),
    );
  }

  // GET /validasi-perencanaan (the user's unit status) lives in perencanaan/validasi-perencanaan.

  await app.register(batasWaktuRoutes);
}
