import type { FastifyInstance } from 'fastify';
import {
  hapusAnggotaTimEndpoint,
  tambahAnggotaTimEndpoint,
  timKerjaDetailSchema,
  timKerjaListQuerySchema,
  timKerjaRecordSchema,
  timKerjaSchema,
  ubahAnggotaTimEndpoint,
} from '@sakip/domain';
import { registerWrite } from '../../../lib/contract/register';
import { contextOf, crudRoutes } from '../../../lib/crud/index';
import * as service from './tim-kerja.service';

/** /tim-kerja: the seven CRUD routes of the teams (list, XLSX, show with members, ...). */
export const timKerjaCrudRoutes = crudRoutes({
  path: 'tim-kerja',
  resource: 'tim-kerja',
  label: 'Tim kerja',
  tag: 'penugasan',
  querySchema: timKerjaListQuerySchema,
  bodySchema: timKerjaSchema,
  recordSchema: timKerjaRecordSchema,
  detailSchema: timKerjaDetailSchema,
  service: service.timKerjaService,
});

/** /tim-kerja/:id/anggota[/:nip]: members of a team (create, edit, remove). */
export async function timKerjaAnggotaRoutes(app: FastifyInstance) {
  registerWrite(app, tambahAnggotaTimEndpoint, async (rq, tx) => ({
    message: 'Anggota tim berhasil ditambahkan',
    data: await service.createAnggota(tx, contextOf(rq), rq.params.id, rq.body),
  }));
  registerWrite(app, ubahAnggotaTimEndpoint, async (rq, tx) => {
    const { data, reset } = await service.updateAnggota(tx, contextOf(rq), rq.params.id, rq.params.nip, rq.body);
    const message = reset
      ? 'Anggota tim berhasil diperbarui dan kembali menunggu persetujuan'
      : 'Anggota tim berhasil diperbarui';
    return { message, data };
  });
  registerWrite(app, hapusAnggotaTimEndpoint, async (rq, tx) => {
    await service.removeAnggota(tx, contextOf(rq), rq.params.id, rq.params.nip);
    return { message: 'Anggota tim berhasil dihapus' };
  });
}
