import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cascadingMakroQuerySchema,
  cascadingQuerySchema,
  cascadingResponseSchema,
  publicCascadingQuerySchema,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import { YEAR_HEADER, YEAR_HEADER_PUBLIC } from '../../plugins/year';
import * as service from './cascading.service';

/**
 * Public trees are the same for every citizen: a CDN or the browser may keep them a few minutes
 * (the year travels in a header, hence Vary).
 */
export const PUBLIC_TREE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

function publicCache(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_TREE_CACHE_CONTROL);
  reply.header('vary', `${YEAR_HEADER_PUBLIC}, ${YEAR_HEADER}`);
}

/**
 * The cascading tree (SPEC §3 'Diagram tree'): a unit's tree (display-mikro), the city's
 * (display-makro) and their public-display variants. `type` switches to arsitektur kinerja,
 * `bayangan` to the shadow-performance view; the contract is packages/domain/src/schemas/cascading.ts.
 */
export async function cascadingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cascading'];
  const response = { 200: cascadingResponseSchema };

  r.get(
    '/display-mikro/cascading',
    {
      config: { guard: 'auth' },
      schema: { tags, summary: 'Pohon cascading satu satuan kerja', querystring: cascadingQuerySchema, response },
    },
    async (request) => ({
      data: await service.cascadingForActor(app.db, actorOf(request), request.tahun, request.query),
    }),
  );
  r.get(
    '/public-display/display-mikro/cascading',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Pohon cascading satu satuan kerja (publik)', querystring: publicCascadingQuerySchema, response },
    },
    async (request, reply) => {
      const data = await service.publicCascading(app.db, request.tahun, request.query);
      publicCache(reply);
      return { data };
    },
  );
  r.get(
    '/display-makro/cascading',
    {
      config: { guard: 'auth' },
      schema: { tags, summary: 'Pohon cascading tingkat kota', querystring: cascadingMakroQuerySchema, response },
    },
    async (request) => ({ data: await service.cityTree(app.db, request.tahun, request.query) }),
  );
  r.get(
    '/public-display/display-makro/cascading',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Pohon cascading tingkat kota (publik)', querystring: cascadingMakroQuerySchema, response },
    },
    async (request, reply) => {
      const data = await service.cityTree(app.db, request.tahun, request.query);
      publicCache(reply);
      return { data };
    },
  );
}
