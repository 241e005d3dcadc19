import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cascadingMakroQuerySchema,
  cascadingQuerySchema,
  cascadingResponseSchema,
  publicCascadingQuerySchema,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import { cachedReply } from '../../lib/cache/cached-reply';
import * as service from './cascading.service';

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
    async (request, reply) => {
      // The answer depends on the actor only through the unit it resolves to.
      const unit = service.diagramUnitOf(actorOf(request), request.query.satuan_kerja_id);
      return cachedReply(request, reply, `unit:${unit ?? ''}`, async () => ({
        data: await service.unitTree(app.db, unit, request.tahun, request.query),
      }));
    },
  );
  r.get(
    '/public-display/display-mikro/cascading',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Pohon cascading satu satuan kerja (publik)',
        querystring: publicCascadingQuerySchema,
        response,
      },
    },
    // Cache-Control, Vary and ETag of the public reads: plugins/http-cache.ts (decision 0028).
    async (request, reply) =>
      cachedReply(request, reply, 'public', async () => ({
        data: await service.publicCascading(app.db, request.tahun, request.query),
      })),
  );
  // The city's tree is the same for every reader, logged in or not: one handler, two routes.
  const cityRoutes = [
    ['/display-makro/cascading', 'auth', 'Pohon cascading tingkat kota'],
    ['/public-display/display-makro/cascading', 'public', 'Pohon cascading tingkat kota (publik)'],
  ] as const;
  for (const [path, guard, summary] of cityRoutes) {
    r.get(
      path,
      { config: { guard }, schema: { tags, summary, querystring: cascadingMakroQuerySchema, response } },
      async (request, reply) =>
        cachedReply(request, reply, 'city', async () => ({
          data: await service.cityTree(app.db, request.tahun, request.query),
        })),
    );
  }
}
