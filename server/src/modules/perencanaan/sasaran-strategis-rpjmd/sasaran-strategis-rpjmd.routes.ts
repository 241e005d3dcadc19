import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crossChildParamsSchema,
  idParamSchema,
  sasaranStrategisRpjmdDetailSchema,
  sasaranStrategisRpjmdListQuerySchema,
  sasaranStrategisRpjmdRecordSchema,
  sasaranStrategisRpjmdSchema,
  sasaranStrategisRpjmdUpdateSchema,
  ssRpjmdCrossKandidatQuerySchema,
  ssRpjmdCrossKandidatSchema,
  ssRpjmdCrossListSchema,
  ssRpjmdCrossSchema,
} from '@sakip/domain';
import { answerWrite, contextOf, crudRoutes } from '../../../lib/crud/index';
import { sasaranStrategisPdCrossService as cross } from './sasaran-strategis-pd-cross.service';
import { sasaranStrategisRpjmdService } from './sasaran-strategis-rpjmd.service';

const crud = crudRoutes({
  path: 'sasaran-strategis-rpjmd',
  resource: 'sasaran-strategis-rpjmd',
  label: 'Sasaran strategis RPJMD',
  tag: 'perencanaan',
  querySchema: sasaranStrategisRpjmdListQuerySchema,
  bodySchema: sasaranStrategisRpjmdSchema,
  updateSchema: sasaranStrategisRpjmdUpdateSchema,
  recordSchema: sasaranStrategisRpjmdRecordSchema,
  detailSchema: sasaranStrategisRpjmdDetailSchema,
  service: sasaranStrategisRpjmdService,
});

/**
 * SS-PD adopted as cross cutting of an RPJMD goal (SPEC §2):
 *   GET    /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross            → { data: { parent, cross } }
 *   GET    /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross/kandidat   → [candidate]
 *   POST   /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross            { sasaran_strategis_pd_id }
 *   DELETE /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross/:childId
 */
async function crossRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross';
  const tags = ['perencanaan'];
  const permission = (action: 'read' | 'write') => ({
    guard: 'auth' as const,
    permission: { resource: 'sasaran-strategis-rpjmd' as const, action },
  });
  const written = ssRpjmdCrossListSchema.extend({ message: z.string() });

  r.get(
    base,
    { config: permission('read'), schema: { tags, params: idParamSchema, response: { 200: ssRpjmdCrossListSchema } } },
    async (request) => ({ data: await cross.list(app.db, contextOf(request), request.params.id) }),
  );
  r.get(
    `${base}/kandidat`,
    {
      config: permission('write'),
      schema: {
        tags,
        summary: 'Sasaran strategis PD di bawah sasaran RPJMD lain yang dapat ditambahkan sebagai cross cutting',
        params: idParamSchema,
        querystring: ssRpjmdCrossKandidatQuerySchema,
        response: { 200: z.array(ssRpjmdCrossKandidatSchema) },
      },
    },
    async (request) => cross.kandidat(app.db, contextOf(request), request.params.id, request.query),
  );
  r.post(
    base,
    {
      config: permission('write'),
      schema: { tags, params: idParamSchema, body: ssRpjmdCrossSchema, response: { 200: written } },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Sasaran strategis PD berhasil ditambahkan sebagai cross cutting',
        data: await cross.adopt(tx, contextOf(request), request.params.id, request.body.sasaran_strategis_pd_id),
      })),
  );
  r.delete(
    `${base}/:childId`,
    { config: permission('write'), schema: { tags, params: crossChildParamsSchema, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Sasaran strategis PD cross cutting berhasil dilepas',
        data: await cross.release(tx, contextOf(request), request.params.id, request.params.childId),
      })),
  );
}

export async function sasaranStrategisRpjmdRoutes(app: FastifyInstance) {
  await app.register(crud);
  await app.register(crossRoutes);
}
