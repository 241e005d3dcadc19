import { z } from 'zod';
import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { listQuerySchema, messageSchema, paginated } from '../schemas/common';
import { riwayatResponseSchema } from '../schemas/perencanaan-record';
import { idParamSchema } from '../schemas/primitives';
import {
  userCreateSchema,
  userListQuerySchema,
  userRecordSchema,
  userResetPasswordSchema,
  userUpdateSchema,
} from '../schemas/users';

/**
 * User accounts (super): list, export, show, history, create, update (accounts are deactivated,
 * never deleted), reset password.
 */
const { read, write } = endpointGroup({ area: 'admin', group: 'users', guard: 'super' });
const usersQuery = listQuerySchema.extend(userListQuerySchema.shape);

export const usersListEndpoint = defineEndpoint({
  ...read,
  name: 'list',
  path: '/admin/users',
  summary: 'Daftar pengguna dengan pencarian, filter peran dan satuan kerja',
  query: usersQuery,
  response: paginated(userRecordSchema),
});

export const usersExportEndpoint = defineEndpoint({
  ...read,
  name: 'export',
  path: '/admin/users/export',
  summary: 'Ekspor XLSX pengguna sesuai pencarian dan filter',
  query: usersQuery,
  response: fileResponse('xlsx'),
});

export const userRiwayatEndpoint = defineEndpoint({
  ...read,
  name: 'riwayat',
  path: '/admin/users/:id/riwayat',
  summary: 'Riwayat perubahan akun (tanpa password)',
  params: idParamSchema,
  response: riwayatResponseSchema,
});

export const userDetailEndpoint = defineEndpoint({
  ...read,
  name: 'detail',
  path: '/admin/users/:id',
  summary: 'Detail pengguna',
  params: idParamSchema,
  response: z.object({ data: userRecordSchema }),
});

export const createUserEndpoint = defineEndpoint({
  ...write,
  name: 'create',
  method: 'POST',
  path: '/admin/users',
  summary: 'Tambah pengguna',
  body: userCreateSchema,
  response: writeAnswer(userRecordSchema),
});

export const updateUserEndpoint = defineEndpoint({
  ...write,
  name: 'update',
  method: 'PUT',
  path: '/admin/users/:id',
  summary: 'Ubah pengguna: data, peran, satuan kerja dan status aktif',
  params: idParamSchema,
  body: userUpdateSchema,
  response: writeAnswer(userRecordSchema),
});

export const resetUserPasswordEndpoint = defineEndpoint({
  ...write,
  name: 'reset-password',
  method: 'POST',
  path: '/admin/users/:id/reset-password',
  summary: 'Atur ulang password pengguna (sesinya berakhir)',
  params: idParamSchema,
  body: userResetPasswordSchema,
  response: messageSchema,
});
