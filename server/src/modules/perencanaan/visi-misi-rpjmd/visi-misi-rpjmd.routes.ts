import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  messageSchema,
  riwayatResponseSchema,
  rpjmdNodeRecordSchema,
  RPJMD_NODE_KINDS,
  RPJMD_NODES,
  visiDetailSchema,
  visiMisiRpjmdListQuerySchema,
  visiRecordSchema,
  visiSchema,
  type RpjmdNode,
} from '@sakip/domain';
import { answerWrite, contextOf, crudRoutes } from '../../../lib/crud/index';
import { rpjmdNodeService, visiMisiRpjmdService } from './visi-misi-rpjmd.service';

const crud = crudRoutes({
  path: 'visi-misi-rpjmd',
  resource: 'visi-misi-rpjmd',
  label: 'Visi',
  tag: 'perencanaan',
  querySchema: visiMisiRpjmdListQuerySchema,
  bodySchema: visiSchema,
  recordSchema: visiRecordSchema,
  detailSchema: visiDetailSchema,
  service: visiMisiRpjmdService,
});

/**
 * The nodes under a visi, one set per kind (misi, tujuan, indikator-tujuan, sasaran-strategis,
 * indikator-sasaran-strategis):
 *   POST   /visi-misi-rpjmd/{node}              → { message, data }
 *   PUT    /visi-misi-rpjmd/{node}/:id          → { message, data }
 *   DELETE /visi-misi-rpjmd/{node}/:id          → { message }  (422 naming the children that block it)
 *   GET    /visi-misi-rpjmd/{node}/:id/riwayat  → { data: [history] }
 */
function nodeRoutes(app: FastifyInstance, kind: RpjmdNode) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { label, schema, update } = RPJMD_NODES[kind];
  const base = `/visi-misi-rpjmd/${kind}`;
  const tags = ['perencanaan'];
  const permission = (action: 'read' | 'write') => ({
    guard: 'auth' as const,
    permission: { resource: 'visi-misi-rpjmd' as const, action },
  });
  const written = z.object({ message: z.string(), data: rpjmdNodeRecordSchema });
  // The five payload schemas differ; the service reads them as plain objects after validation.
  const body = schema as z.ZodType<Record<string, unknown>>;
  const updateBody = update as z.ZodType<Record<string, unknown>>;

  r.post(
    base,
    { config: permission('write'), schema: { tags, body, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: `${label} berhasil ditambahkan`,
        data: await rpjmdNodeService.create(tx, contextOf(request), kind, request.body),
      })),
  );
  r.put(
    `${base}/:id`,
    {
      config: permission('write'),
      schema: { tags, params: idParamSchema, body: updateBody, response: { 200: written } },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: `${label} berhasil diperbarui`,
        data: await rpjmdNodeService.update(tx, contextOf(request), kind, request.params.id, request.body),
      })),
  );
  r.delete(
    `${base}/:id`,
    { config: permission('write'), schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        await rpjmdNodeService.remove(tx, contextOf(request), kind, request.params.id);
        return { message: `${label} berhasil dihapus` };
      }),
  );
  r.get(
    `${base}/:id/riwayat`,
    { config: permission('read'), schema: { tags, params: idParamSchema, response: { 200: riwayatResponseSchema } } },
    async (request) => ({ data: await rpjmdNodeService.riwayat(app.db, contextOf(request), kind, request.params.id) }),
  );
}

export async function visiMisiRpjmdRoutes(app: FastifyInstance) {
  await app.register(crud);
  await app.register(async (scoped) => {
    for (const kind of RPJMD_NODE_KINDS) nodeRoutes(scoped, kind);
  });
}
