import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  keputusanSchema,
  messageSchema,
  paginated,
  setujuiSemuaSchema,
  TAHAP_PERSETUJUAN,
  validasiDetailSchema,
  validasiListQuerySchema,
  validasiRecordSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/index';
import * as service from './validasi-anggota.service';

/**
 * /validasi-kepala-bidang and /validasi-kepala-opd: the queue, one member, a decision (approve, or
 * reject with a note) and the bulk approval. The state machine and who heads what are the
 * domain's; the service enforces them.
 */
export async function validasiAnggotaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penugasan'];

  for (const tahap of TAHAP_PERSETUJUAN) {
    const base = `/validasi-${tahap}`;
    const resource = service.RESOURCE_OF[tahap];
    const read = { guard: 'auth' as const, permission: { resource, action: 'read' as const } };
    const write = { guard: 'auth' as const, permission: { resource, action: 'write' as const } };

    r.get(
      base,
      {
        config: read,
        schema: { tags, querystring: validasiListQuerySchema, response: { 200: paginated(validasiRecordSchema) } },
      },
      async (request) => service.list(app.db, actorOf(request), request.tahun, tahap, request.query),
    );

    r.get(
      `${base}/:id`,
      {
        config: read,
        schema: { tags, params: idParamSchema, response: { 200: z.object({ data: validasiDetailSchema }) } },
      },
      async (request) => ({ data: await service.detail(app.db, actorOf(request), tahap, request.params.id) }),
    );

    r.post(
      `${base}/:id/keputusan`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Setujui atau tolak anggota',
          params: idParamSchema,
          body: keputusanSchema,
          response: { 200: messageSchema },
        },
      },
      async (request, reply) =>
        answerWrite(app.db, reply, async (tx) => {
          const { aksi, catatan } = request.body;
          await service.decideMany(tx, actorOf(request), tahap, [request.params.id], aksi, catatan);
          return { message: aksi === 'setujui' ? 'Anggota tim berhasil disetujui' : 'Anggota tim berhasil ditolak' };
        }),
    );

    r.post(
      `${base}/setujui-semua`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Setujui beberapa anggota sekaligus',
          body: setujuiSemuaSchema,
          response: { 200: messageSchema },
        },
      },
      async (request, reply) =>
        answerWrite(app.db, reply, async (tx) => {
          const n = await service.decideMany(tx, actorOf(request), tahap, request.body.ids, 'setujui', null);
          return { message: `${n} anggota tim berhasil disetujui` };
        }),
    );
  }
}
