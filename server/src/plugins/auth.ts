import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, checkGuard, type Action, type GuardName, type Resource } from '@sakip/domain';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors';
import { hubOf } from '../lib/cache/hub';
import { hashToken } from '../lib/token';
import type { CachedSession } from '../lib/cache/hub';
import { assertDeclaredAnswer } from './declared-answers';

/**
 * How the plugin finds the session of a token hash on a cache miss. Passed in by app.ts (the auth
 * area's service) so that plugins never import modules.
 */
export interface AuthPluginOptions {
  findSession: (db: FastifyInstance['db'], tokenHash: string) => Promise<CachedSession | undefined>;
}

export interface ApiRoute {
  method: string;
  url: string;
  guard: GuardName;
  permission?: { resource: Resource; action: Action } | undefined;
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
 * Sessions come from the in-process cache (lib/cache/hub.ts, ≤ 30 s, revoked at once on logout and
 * user changes) and only on a miss from the database.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const hub = hubOf(app.db);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  // Every API route must say who may call it (the route × role matrix test reads this list) and
  // what it answers (the OpenAPI document).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX)) return;
    const guard = route.config?.guard;
    if (!guard) throw new Error(`API route ${String(route.method)} ${route.url} declares no guard`);
    assertDeclaredAnswer(route);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, guard, permission: route.config?.permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) {
      const tokenHash = hashToken(token);
      const session = await hub.session(tokenHash, () => options.findSession(app.db, tokenHash));
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
