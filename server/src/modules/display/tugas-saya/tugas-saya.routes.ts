import type { FastifyInstance } from 'fastify';
import { tugasSayaEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { tugasSaya } from './tugas-saya.service';

/** GET /tugas-saya: what waits for the signed-in person (issue 27). */
export async function tugasSayaRoutes(app: FastifyInstance) {
  registerRead(app, tugasSayaEndpoint, async (request) => ({
    data: await tugasSaya(app.db, actorOf(request), request.tahun),
  }));
}
