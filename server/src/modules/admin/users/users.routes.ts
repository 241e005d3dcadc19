import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  listQuerySchema,
  messageSchema,
  paginated,
  userCreateSchema,
  userListQuerySchema,
  userRecordSchema,
  userResetPasswordSchema,
  userUpdateSchema,
} from '@sakip/domain';
import { contextOf } from '../../../lib/crud/index';
import * as service from './users.service';

const one = z.object({ data: userRecordSchema });
const written = z.object({ message: z.string(), data: userRecordSchema });

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'] };
  const config = { guard: 'super' as const };

  r.get(
    '/admin/users',
    {
      config,
      schema: {
        ...base,
        querystring: listQuerySchema.extend(userListQuerySchema.shape),
        response: { 200: paginated(userRecordSchema) },
      },
    },
    async (request) => service.list(app.db, contextOf(request), request.query),
  );

  r.post(
    '/admin/users',
    { config, schema: { ...base, body: userCreateSchema, response: { 200: written } } },
    async (request) => ({
      message: 'Pengguna berhasil ditambahkan',
      data: await service.create(app.db, contextOf(request), request.body),
    }),
  );

  r.get(
    '/admin/users/:id',
    { config, schema: { ...base, params: idParamSchema, response: { 200: one } } },
    async (request) => ({
      data: await service.get(app.db, contextOf(request), request.params.id),
    }),
  );

  r.put(
    '/admin/users/:id',
    { config, schema: { ...base, params: idParamSchema, body: userUpdateSchema, response: { 200: written } } },
    async (request) => ({
      message: 'Pengguna berhasil diperbarui',
      data: await service.update(app.db, contextOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/admin/users/:id/reset-password',
    {
      config,
      schema: { ...base, params: idParamSchema, body: userResetPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.resetPassword(app.db, contextOf(request), request.params.id, request.body.password);
      return { message: 'Password berhasil diatur ulang' };
    },
  );
}
