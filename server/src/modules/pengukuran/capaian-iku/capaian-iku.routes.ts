import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { capaianIkuQuerySchema, capaianIkuResponseSchema } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { capaianIku } from './capaian-iku.service';

/** The capaian diagrams: /capaian-iku (logged in, the caller's units) and its public copy. */
export async function capaianIkuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['capaian-iku'],
    querystring: capaianIkuQuerySchema,
    response: { 200: capaianIkuResponseSchema },
  };

  r.get(
    '/capaian-iku',
    {
      config: { guard: 'auth' },
      schema: { ...schema, summary: 'Diagram capaian sasaran strategis dan IKU satuan kerja' },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedReply(request, reply, actorKey(actor), async () => ({
        data: await capaianIku(app.db, request.tahun, { kind: 'actor', actor }, request.query.satuan_kerja_id),
      }));
    },
  );
  r.get(
    '/public-display/capaian-iku',
    { config: { guard: 'public' }, schema: { ...schema, summary: 'Diagram capaian (publik)' } },
    async (request, reply) =>
      cachedReply(request, reply, 'public', async () => ({
        data: await capaianIku(app.db, request.tahun, { kind: 'public' }, request.query.satuan_kerja_id),
      })),
  );
}
