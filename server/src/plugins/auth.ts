import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, checkGuard, type Action, type GuardName, type Resource } from '@sakip/domain';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors';
import { findSessionByTokenHash } from '../modules/auth/auth.repository';

export interface ApiRoute {
  method: string;
  url: string;
  guard: GuardName;
  permission?: { resource: Resource; action: Action } | undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the bearer token into request.user and enforces the route's declared guard before the
 * body is even validated (so a caller without access learns nothing about the payload rules).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  // Every API route must say who may call it; the route × role matrix test reads this list.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX)) return;
    const guard = route.config?.guard;
    if (!guard) throw new Error(`API route ${String(route.method)} ${route.url} declares no guard`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, guard, permission: route.config?.permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) {
      const session = await findSessionByTokenHash(app.db, hashToken(token));
      if (session) {
        request.user = session.user;
        request.tokenId = session.tokenId;
      }
    }
    const guard = request.routeOptions.config?.guard;
    if (!guard) return;
    const outcome = checkGuard(guard, request.user);
    if (outcome === 'unauthenticated') throw new UnauthenticatedError();
    if (outcome === 'forbidden') throw new ForbiddenError();
    const permission = request.routeOptions.config?.permission;
    if (permission && !can(request.user, permission.action, permission.resource)) throw new ForbiddenError();
  });
});
