import type { FastifyInstance } from 'fastify';
import { capaianIkuEndpoint, capaianIkuPublicEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { registerRead } from '../../../lib/contract/register';
import { capaianIku } from './capaian-iku.service';

/** The capaian diagrams: /capaian-iku (logged in, the caller's units) and its public copy. */
export async function capaianIkuRoutes(app: FastifyInstance) {
  registerRead(app, capaianIkuEndpoint, (request, reply) => {
    const actor = actorOf(request);
    return cachedReply(request, reply, actorKey(actor), async () => ({
      data: await capaianIku(app.db, request.tahun, { kind: 'actor', actor }, request.query.satuan_kerja_id),
    }));
  });
  registerRead(app, capaianIkuPublicEndpoint, (request, reply) =>
    cachedReply(request, reply, 'public', async () => ({
      data: await capaianIku(app.db, request.tahun, { kind: 'public' }, request.query.satuan_kerja_id),
    })),
  );
}
