import type { FastifyInstance } from 'fastify';
import {
  createUserEndpoint,
  resetUserPasswordEndpoint,
  updateUserEndpoint,
  userDetailEndpoint,
  userRiwayatEndpoint,
  usersExportEndpoint,
  usersListEndpoint,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
import { sendXlsx } from '../../../lib/xlsx';
import * as service from './users.service';

/**
 * /admin/users (super): list, export, show, history, create, update, reset password. After the commit of an update
 * or a reset, the user's cached sessions are told to re-read it (`sessionsChanged`).
 */
export async function usersRoutes(app: FastifyInstance) {
  registerRead(app, usersListEndpoint, async (request) => service.list(app.db, contextOf(request), request.query));
  registerRead(app, usersExportEndpoint, async (request, reply) =>
    sendXlsx(reply, 'pengguna.xlsx', await service.exportXlsx(app.db, contextOf(request), request.query)),
  );
  registerRead(app, userRiwayatEndpoint, async (request) => ({
    data: await service.riwayat(app.db, contextOf(request), request.params.id),
  }));

  registerWrite(app, createUserEndpoint, async (request, tx) => ({
    message: 'Pengguna berhasil ditambahkan',
    data: await service.create(tx, contextOf(request), request.body),
  }));

  registerRead(app, userDetailEndpoint, async (request) => ({
    data: await service.get(app.db, contextOf(request), request.params.id),
  }));

  registerWrite(app, updateUserEndpoint, async (request, tx, afterCommit) => {
    const { id } = request.params;
    const data = await service.update(tx, contextOf(request), id, request.body);
    afterCommit(() => service.sessionsChanged(app.db, id));
    return { message: 'Pengguna berhasil diperbarui', data };
  });

  registerWrite(app, resetUserPasswordEndpoint, async (request, tx, afterCommit) => {
    const { id } = request.params;
    await service.resetPassword(tx, contextOf(request), id, request.body.password);
    afterCommit(() => service.sessionsChanged(app.db, id));
    return { message: 'Password berhasil diatur ulang' };
  });
}
