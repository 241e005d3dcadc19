import type { FastifyInstance } from 'fastify';
import { dashboardRingkasanEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { ringkasan } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  registerRead(app, dashboardRingkasanEndpoint, async (request) => ({
    data: await ringkasan(app.db, actorOf(request), request.tahun),
  }));
}
