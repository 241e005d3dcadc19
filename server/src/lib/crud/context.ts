import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@sakip/domain';
import { actorOf } from '../actor';

/** Who asks and for which performance year: what every CRUD service function receives. */
export interface CrudContext {
  actor: SessionUser;
  /** The year of the request (header Default-Key-Tahun-Kinerja). */
  tahun: number;
}

export function contextOf(request: FastifyRequest): CrudContext {
  return { actor: actorOf(request), tahun: request.tahun };
}
