import type { FastifyInstance } from 'fastify';
import {
  aplikasiEndpoint,
  batasWaktuRecordSchema,
  batasWaktuSchema,
  countDownEndpoint,
  countDownPenilaianEndpoint,
  listQuerySchema,
} from '@sakip/domain';
import { registerRead } from '../../lib/contract/register';
import { crudRoutes } from '../../lib/crud/index';
import { findDeadline } from './referensi.repository';
import { batasWaktuService } from './referensi.service';

/** /referensi: the deadlines of the year ('Batas Waktu', super only): the 7 CRUD routes. */
const batasWaktuRoutes = crudRoutes({
  path: 'referensi',
  resource: 'referensi',
  guard: 'super',
  label: 'Batas waktu',
  tag: 'referensi',
  querySchema: listQuerySchema,
  bodySchema: batasWaktuSchema,
  recordSchema: batasWaktuRecordSchema,
  detailSchema: batasWaktuRecordSchema,
  service: batasWaktuService,
});

export async function referensiRoutes(app: FastifyInstance) {
  registerRead(app, aplikasiEndpoint, async () => ({ data: app.settings.get() }));

  // The name of each countdown is the kode of its deadline.
  for (const endpoint of [countDownEndpoint, countDownPenilaianEndpoint]) {
    registerRead(app, endpoint, async (request) => ({
      nilai_date: (await findDeadline(app.db, request.tahun, endpoint.name))?.nilai_date ?? null,
    }));
  }

  // GET /validasi-perencanaan (the user's unit status) lives in perencanaan/validasi-perencanaan.

  await app.register(batasWaktuRoutes);
}
