import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResponseSchema,
  loginSchema,
  messageSchema,
  MESSAGE_LOGIN_THROTTLED,
  sessionUserSchema,
  type SessionUser,
} from '@sakip/domain';
import { UnauthenticatedError } from '../../lib/errors';
import { login, LoginThrottledError, logout } from './auth.service';
import { LoginThrottle } from './login-throttle';

const userResponseSchema = z.object({ data: sessionUserSchema });

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

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Failed attempts per address + username and per address (request.ip honours TRUST_PROXY),
  // shared by every instance on the database.
  const throttle = new LoginThrottle(app.db, app.config.loginRateLimit);

  r.post(
    '/login',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Masuk dengan username dan password',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        return await login(app.db, request.body, client, throttle);
      } catch (error) {
        if (!(error instanceof LoginThrottledError)) throw error;
        // Sent as is (no response schema for 429): the wait stays in the body and the header.
        const seconds = error.retryAfterSeconds;
        // The route's typed reply knows only the 200 shape.
        const untyped = reply as FastifyReply;
        return untyped
          .code(429)
          .header('retry-after', String(seconds))
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ message: MESSAGE_LOGIN_THROTTLED, retry_after_seconds: seconds }));
      }
    },
  );

  r.get(
    '/user',
    {
      config: { guard: 'auth' },
      schema: { tags: ['auth'], summary: 'Pengguna yang sedang masuk', response: { 200: userResponseSchema } },
    },
    async (request, reply) => {
      if (!request.user) throw new UnauthenticatedError();
      // A JSON string goes out as it is (Fastify serialises only objects).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(sessionJson(request.user));
    },
  );

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
  app.withTypeProvider<ZodTypeProvider>().post(
    '/logout',
    {
      config: { guard: 'auth' },
      schema: { tags: ['auth'], summary: 'Keluar dan cabut token', response: { 200: messageSchema } },
    },
    async (request) => {
      await logout(app.db, request.tokenId);
      return { message: 'Anda telah keluar' };
    },
  );
}
