import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  kinerjaSubKegiatanDetailSchema,
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanRecordSchema,
  kinerjaSubKegiatanTimKerjaSchema,
  paginated,
  validasiBappedaSchema,
} from '@sakip/domain';
import { answerWrite, contextOf } from '../../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import { exportValidasi, listValidasi, setTimKerja, validasiSubKegiatan } from './sub-kegiatan-validasi.service';

/**
 *   GET /kinerja-sub-kegiatan/validasi?status_validasi&satuan_kerja_id&search&page  → paginated records
 *   GET /kinerja-sub-kegiatan/validasi/export?<the same filters>                 → .xlsx
 *   PUT /kinerja-sub-kegiatan/:id/validasi   { status_validasi, catatan_validasi } → { message, data }
 *   PUT /kinerja-sub-kegiatan/:id/tim-kerja  { tim_kerja_id }                      → { message, data }
 */
export async function subKegiatanValidasiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['perencanaan'];
  const validasi = (action: 'read' | 'write') => ({
    guard: 'auth' as const,
    permission: { resource: 'validasi-sub-kegiatan' as const, action },
  });

  r.get(
    '/kinerja-sub-kegiatan/validasi',
    {
      config: validasi('read'),
      schema: {
        tags,
        summary: 'Daftar kinerja sub kegiatan semua satuan kerja untuk validasi Bappeda',
        querystring: kinerjaSubKegiatanListQuerySchema,
        response: { 200: paginated(kinerjaSubKegiatanRecordSchema) },
      },
    },
    async (request) => listValidasi(app.db, contextOf(request), request.query),
  );

  r.get(
    '/kinerja-sub-kegiatan/validasi/export',
    {
      config: validasi('read'),
      schema: { tags, summary: 'Ekspor XLSX daftar validasi sesuai filter', querystring: kinerjaSubKegiatanListQuerySchema },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return sendXlsx(reply, xlsxFilename('validasi-kinerja-sub-kegiatan', ctx.tahun), await exportValidasi(app.db, ctx, request.query));
    },
  );

  r.put(
    '/kinerja-sub-kegiatan/:id/validasi',
    {
      config: validasi('write'),
      schema: {
        tags,
        summary: 'Validasi kinerja sub kegiatan oleh Bappeda (dengan catatan)',
        params: idParamSchema,
        body: validasiBappedaSchema,
        response: { 200: z.object({ message: z.string(), data: kinerjaSubKegiatanRecordSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        const data = await validasiSubKegiatan(tx, contextOf(request), request.params.id, request.body);
        return {
          message: data.status_validasi
            ? 'Kinerja sub kegiatan tervalidasi'
            : 'Kinerja sub kegiatan dikembalikan dengan catatan',
          data,
        };
      }),
  );

  r.put(
    '/kinerja-sub-kegiatan/:id/tim-kerja',
    {
      config: { guard: 'auth', permission: { resource: 'kinerja-sub-kegiatan', action: 'write' } },
      schema: {
        tags,
        summary: 'Tim kerja pengampu kinerja sub kegiatan',
        params: idParamSchema,
        body: kinerjaSubKegiatanTimKerjaSchema,
        response: { 200: z.object({ message: z.string(), data: kinerjaSubKegiatanDetailSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Tim kerja sub kegiatan berhasil disimpan',
        data: await setTimKerja(tx, contextOf(request), request.params.id, request.body),
      })),
  );
}
