import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResponseSchema,
  loginSchema,
  messageSchema,
  MESSAGE_LOGIN_THROTTLED,
  sessionUserSchema,
} from '@sakip/domain';
import { UnauthenticatedError } from '../../lib/errors';
import { login, logout } from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = app.config.loginRateLimit;

  r.post(
    '/login',
    {
      config: {
        guard: 'public',
        rateLimit: {
          max,
          timeWindow: windowMs,
          hook: 'preHandler',
          // Per client address and username: one user's attempts don't lock out a whole office NAT.
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
            return `login:${request.ip}:${username}`;
          },
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: MESSAGE_LOGIN_THROTTLED,
            retry_after_seconds: Math.ceil(context.ttl / 1000),
          }),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Masuk dengan username dan password',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) =>
      login(app.db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );

  r.get(
    '/user',
    {
      config: { guard: 'auth' },
      schema: { tags: ['auth'], summary: 'Pengguna yang sedang masuk', response: { 200: z.object({ data: sessionUserSchema }) } },
    },
    async (request) => {
      if (!request.user) throw new UnauthenticatedError();
      return { data: request.user };
    },
  );

  r.post(
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
