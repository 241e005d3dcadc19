import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CROSS_LEVELS,
  CROSS_PARENTS,
  crossChildParamsSchema,
  crossKandidatQuerySchema,
  crossKandidatSchema,
  crossListResponseSchema,
  idParamSchema,
  type CrossParent,
} from '@sakip/domain';
import { answerWrite, contextOf } from '../../../lib/crud/index';
import { crossService } from './cross.service';
import { must } from '../../../lib/must';

/**
 * The cross-cutting routes of the three levels (SPEC §2), e.g. for a kinerja program:
 *   GET    /kinerja-program/:id/kinerja-kegiatan-cross            → { data: { parent, cross } }
 *   GET    /kinerja-program/:id/kinerja-kegiatan-cross/kandidat   → [candidate] (?search, ?satuan_kerja_id)
 *   POST   /kinerja-program/:id/kinerja-kegiatan-cross            { kinerja_kegiatan_id } → { message, data }
 *   DELETE /kinerja-program/:id/kinerja-kegiatan-cross/:childId   → { message, data }
 * Permission: read (list) or write (the rest) on the parent's resource.
 */
function levelRoutes(app: FastifyInstance, parent: CrossParent) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = CROSS_LEVELS[parent];
  const base = `/${parent}/:id/${meta.child}-cross`;
  const tags = ['perencanaan'];
  const read = { guard: 'auth' as const, permission: { resource: parent, action: 'read' as const } };
  const write = { guard: 'auth' as const, permission: { resource: parent, action: 'write' as const } };
  const written = crossListResponseSchema.extend({ message: z.string() });
  // The three body schemas have one key each (<child>_id); typed loosely to share the handler.
  const body: z.ZodType<Record<string, number>> = meta.schema as z.ZodType<Record<string, number>>;

  r.get(
    base,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: crossListResponseSchema } } },
    async (request) => ({ data: await crossService.list(app.db, contextOf(request), parent, request.params.id) }),
  );

  r.get(
    `${base}/kandidat`,
    {
      config: write,
      schema: {
        tags,
        summary: `${meta.childLabel} perangkat daerah lain yang dapat ditambahkan sebagai cross cutting`,
        params: idParamSchema,
        querystring: crossKandidatQuerySchema,
        response: { 200: z.array(crossKandidatSchema) },
      },
    },
    async (request) => crossService.kandidat(app.db, contextOf(request), parent, request.params.id, request.query),
  );

  r.post(
    base,
    { config: write, schema: { tags, params: idParamSchema, body, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        const childId = must(request.body[meta.childKey]);
        const data = await crossService.adopt(tx, contextOf(request), parent, request.params.id, childId);
        return { message: `${meta.childLabel} berhasil ditambahkan sebagai cross cutting`, data };
      }),
  );

  r.delete(
    `${base}/:childId`,
    { config: write, schema: { tags, params: crossChildParamsSchema, response: { 200: written } } },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        const { id, childId } = request.params;
        const data = await crossService.release(tx, contextOf(request), parent, id, childId);
        return { message: `${meta.childLabel} cross cutting berhasil dilepas`, data };
      }),
  );
}

export async function crossRoutes(app: FastifyInstance) {
  for (const parent of CROSS_PARENTS) levelRoutes(app, parent);
}
