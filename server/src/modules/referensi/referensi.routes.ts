import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batasWaktuRecordSchema,
  batasWaktuSchema,
  countDownResponseSchema,
  idParamSchema,
  listQuerySchema,
  messageSchema,
  paginated,
  riwayatResponseSchema,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import { answerWrite } from '../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../lib/xlsx';
import { findDeadline } from './referensi.repository';
import * as service from './referensi.service';

const one = z.object({ data: batasWaktuRecordSchema });
const written = z.object({ message: z.string(), data: batasWaktuRecordSchema });

const aplikasiSchema = z.object({
  data: z.object({
    nama_kota: z.string(),
    nama_provinsi: z.string(),
    nama_walikota: z.string(),
    tahun_options: z.array(z.number()),
    tahun_default: z.number(),
  }),
});

export async function referensiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referensi'];

  r.get(
    '/referensi/aplikasi',
    { config: { guard: 'public' }, schema: { tags, summary: 'Nama kota, walikota dan tahun kinerja', response: { 200: aplikasiSchema } } },
    async () => ({ data: app.settings.get() }),
  );

  for (const kode of ['count-down', 'count-down-penilaian'] as const) {
    r.get(
      `/referensi/${kode}`,
      { config: { guard: 'auth' }, schema: { tags, summary: `Tanggal batas waktu (${kode})`, response: { 200: countDownResponseSchema } } },
      async (request) => ({ nilai_date: (await findDeadline(app.db, request.tahun, kode))?.nilai_date ?? null }),
    );
  }

  // GET /validasi-perencanaan (the user's unit status) lives in perencanaan/validasi-perencanaan.

  const superOnly = { guard: 'super' as const };
  r.get(
    '/referensi',
    { config: superOnly, schema: { tags, querystring: listQuerySchema, response: { 200: paginated(batasWaktuRecordSchema) } } },
    async (request) => service.list(app.db, request.tahun, request.query.search, request.query.page, request.query.per_page),
  );
  r.get(
    '/referensi/export',
    { config: superOnly, schema: { tags, summary: 'Ekspor XLSX batas waktu tahun ini', querystring: listQuerySchema } },
    async (request, reply) => sendXlsx(reply, xlsxFilename('referensi', request.tahun), await service.exportXlsx(app.db, request.tahun)),
  );
  r.get(
    '/referensi/:id/riwayat',
    { config: superOnly, schema: { tags, summary: 'Riwayat perubahan data', params: idParamSchema, response: { 200: riwayatResponseSchema } } },
    async (request) => ({ data: await service.riwayat(app.db, request.params.id) }),
  );
  r.post(
    '/referensi',
    { config: superOnly, schema: { tags, body: batasWaktuSchema, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Batas waktu berhasil ditambahkan',
        data: await service.create(tx, actorOf(request), request.tahun, request.body),
      })),
  );
  r.get('/referensi/:id', { config: superOnly, schema: { tags, params: idParamSchema, response: { 200: one } } }, async (request) => ({
    data: await service.get(app.db, request.params.id),
  }));
  r.put(
    '/referensi/:id',
    { config: superOnly, schema: { tags, params: idParamSchema, body: batasWaktuSchema, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Batas waktu berhasil diperbarui',
        data: await service.update(tx, actorOf(request), request.params.id, request.body),
      })),
  );
  r.delete(
    '/referensi/:id',
    { config: superOnly, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        await service.remove(tx, actorOf(request), request.params.id);
        return { message: 'Batas waktu berhasil dihapus' };
      }),
  );
}
