import type { FastifyInstance } from 'fastify';
import {
  cascadingMakroEndpoint,
  cascadingMakroPublicEndpoint,
  cascadingMikroEndpoint,
  cascadingMikroPublicEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import { cachedReply } from '../../lib/cache/cached-reply';
import { registerRead } from '../../lib/contract/register';
import * as service from './cascading.service';

/**
 * The cascading tree (SPEC §3 'Diagram tree'): a unit's tree (display-mikro), the city's
 * (display-makro) and their public-display variants, declared in
 * packages/domain/src/cascading/cascading.endpoints.ts.
 */
export async function cascadingRoutes(app: FastifyInstance) {
  registerRead(app, cascadingMikroEndpoint, async (request, reply) => {
    // The answer depends on the actor only through the unit it resolves to.
    const unit = service.diagramUnitOf(actorOf(request), request.query.satuan_kerja_id);
    return cachedReply(request, reply, `unit:${unit ?? ''}`, async () => ({
      data: await service.unitTree(app.db, unit, request.tahun, request.query),
    }));
  });
  // Cache-Control, Vary and ETag of the public reads: plugins/http-cache.ts (decision 0028).
  registerRead(app, cascadingMikroPublicEndpoint, async (request, reply) =>
    cachedReply(request, reply, 'public', async () => ({
      data: await service.publicCascading(app.db, request.tahun, request.query),
    })),
  );
  // The city's tree is the same for every reader, logged in or not: one handler, two routes.
  for (const endpoint of [cascadingMakroEndpoint, cascadingMakroPublicEndpoint]) {
    registerRead(app, endpoint, async (request, reply) =>
      cachedReply(request, reply, 'city', async () => ({
        data: await service.cityTree(app.db, request.tahun, request.query),
      })),
    );
  }
}
