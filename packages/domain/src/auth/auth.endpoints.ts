import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { loginResponseSchema, loginSchema, sessionUserSchema } from '../schemas/auth';
import { messageSchema } from '../schemas/common';

/** Sign in, the signed-in user, sign out. */
const group = { area: 'auth', group: 'auth' } as const;

export const userResponseSchema = z.object({ data: sessionUserSchema });

/** A refused login past the throttle answers 429 with `retry_after_seconds` (outside the 2xx answer). */
export const loginEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'login',
  method: 'POST',
  path: '/login',
  summary: 'Masuk dengan username dan password',
  body: loginSchema,
  response: loginResponseSchema,
});

export const userEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  name: 'user',
  method: 'GET',
  path: '/user',
  summary: 'Pengguna yang sedang masuk',
  response: userResponseSchema,
});

export const logoutEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  name: 'logout',
  method: 'POST',
  path: '/logout',
  summary: 'Keluar dan cabut token',
  response: messageSchema,
});
