import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anggotaParamSchema,
  anggotaRecordSchema,
  anggotaSchema,
  anggotaUpdateSchema,
  idParamSchema,
  messageSchema,
  timKerjaDetailSchema,
  timKerjaListQuerySchema,
  timKerjaRecordSchema,
  timKerjaSchema,
} from '@sakip/domain';
import { answerWrite, contextOf, crudRoutes } from '../../../lib/crud/index';
import * as service from './tim-kerja.service';

/** /tim-kerja: the seven CRUD routes of the teams (list, XLSX, show with members, ...). */
export const timKerjaCrudRoutes = crudRoutes({
  path: 'tim-kerja',
  resource: 'tim-kerja',
  label: 'Tim kerja',
  tag: 'penugasan',
  querySchema: timKerjaListQuerySchema,
  bodySchema: timKerjaSchema,
  recordSchema: timKerjaRecordSchema,
  detailSchema: timKerjaDetailSchema,
  service: service.timKerjaService,
});

/** /tim-kerja/:id/anggota[/:nip]: members of a team (create, edit, remove). */
export async function timKerjaAnggotaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penugasan'];
  const write = { guard: 'auth' as const, permission: { resource: 'tim-kerja' as const, action: 'write' as const } };
  const written = z.object({ message: z.string(), data: anggotaRecordSchema });

  r.post(
    '/tim-kerja/:id/anggota',
    {
      config: write,
      schema: {
        tags,
        summary: 'Tambah anggota tim',
        params: idParamSchema,
        body: anggotaSchema,
        response: { 200: written },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Anggota tim berhasil ditambahkan',
        data: await service.createAnggota(tx, contextOf(request), request.params.id, request.body),
      })),
  );

  r.put(
    '/tim-kerja/:id/anggota/:nip',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ubah anggota tim',
        params: anggotaParamSchema,
        body: anggotaUpdateSchema,
        response: { 200: written },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        const { data, reset } = await service.updateAnggota(
          tx,
          contextOf(request),
          request.params.id,
          request.params.nip,
          request.body,
        );
        return {
          message: reset
            ? 'Anggota tim berhasil diperbarui dan kembali menunggu persetujuan'
            : 'Anggota tim berhasil diperbarui',
          data,
        };
      }),
  );

  r.delete(
    '/tim-kerja/:id/anggota/:nip',
    {
      config: write,
      schema: { tags, summary: 'Hapus anggota tim', params: anggotaParamSchema, response: { 200: messageSchema } },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        await service.removeAnggota(tx, contextOf(request), request.params.id, request.params.nip);
        return { message: 'Anggota tim berhasil dihapus' };
      }),
  );
}
