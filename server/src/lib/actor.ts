import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@sakip/domain';
import { UnauthenticatedError } from './errors';

/** The logged-in user of a guarded route (the guard already refused guests). */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
