import type { FastifyInstance } from 'fastify';
import { kesehatanDataEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { kesehatanData } from './kesehatan-data.service';

/** GET /kesehatan-data: the defects of the plans (issue 27 item 5). */
export async function kesehatanDataRoutes(app: FastifyInstance) {
  registerRead(app, kesehatanDataEndpoint, async (request) => ({
    data: await kesehatanData(app.db, actorOf(request), request.tahun, request.query),
  }));
}
