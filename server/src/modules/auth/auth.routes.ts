import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  loginEndpoint,
  logoutEndpoint,
  MESSAGE_LOGIN_THROTTLED,
  userEndpoint,
  userResponseSchema,
  type SessionUser,
} from '@sakip/domain';
import { registerRaw, registerRead } from '../../lib/contract/register';
import { UnauthenticatedError } from '../../lib/errors';
import { login, LoginThrottledError, logout } from './auth.service';
import { LoginThrottle } from './login-throttle';

/**
 * GET /user's answer, serialised once per session object: the session cache (lib/cache/hub.ts)
 * hands out the same, never mutated, object until the session is revoked or re-read, and the
 * schema check with JSON.stringify was a fifth of the route's own time on a cache hit.
 */
const sessionBodies = new WeakMap<SessionUser, string>();
function sessionJson(user: SessionUser): string {
  let body = sessionBodies.get(user);
  if (body === undefined) {
    body = JSON.stringify(userResponseSchema.parse({ data: user }));
    sessionBodies.set(user, body);
  }
  return body;
}

/** Sends the 429 of a throttled login as is (no response schema for 429): the wait in the body and the header. */
function throttled(reply: FastifyReply, seconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ message: MESSAGE_LOGIN_THROTTLED, retry_after_seconds: seconds }));
}

export async function authRoutes(app: FastifyInstance) {
  // Failed attempts per address + username and per address (request.ip honours TRUST_PROXY),
  // shared by every instance on the database.
  const throttle = new LoginThrottle(app.db, app.config.loginRateLimit);
  registerRaw(app, loginEndpoint, async (rq, reply) => {
    try {
      return await login(app.db, rq.body, { ip: rq.ip, userAgent: rq.headers['user-agent'] ?? null }, throttle);
    } catch (error) {
      if (error instanceof LoginThrottledError) return throttled(reply, error.retryAfterSeconds);
      throw error;
    }
  });
  registerRead(app, userEndpoint, async (rq, reply) => {
    if (!rq.user) throw new UnauthenticatedError();
    // A JSON string goes out as it is (Fastify serialises only objects).
    return reply.type('application/json; charset=utf-8').send(sessionJson(rq.user));
  });
  await app.register(logoutRoute);
}

/**
 * POST /logout ends the session whatever the body says: the route has no body, so its plugin reads
 * every body as nothing (a malformed `{` must not answer 400 and leave the token valid).
 */
async function logoutRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.on('error', () => done(null, undefined));
    payload.on('end', () => done(null, undefined));
    payload.resume();
  });
  registerRaw(app, logoutEndpoint, async (rq) => {
    await logout(app.db, rq.tokenId);
    return { message: 'Anda telah keluar' };
  });
}
