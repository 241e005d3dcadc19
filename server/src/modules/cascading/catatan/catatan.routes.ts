import type { FastifyInstance } from 'fastify';
import {
  catatanKinerjaEndpoint,
  hapusCatatanCsfEndpoint,
  hapusSolusiEndpoint,
  simpanSolusiEndpoint,
  tambahCatatanCsfEndpoint,
  ubahCatatanCsfEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import * as service from './catatan.service';

/** The edit mode of the diagram's Diagnosa CSF and Perbaikan Kinerja modals (issue 24 item 4). */
export async function catatanRoutes(app: FastifyInstance) {
  registerRead(app, catatanKinerjaEndpoint, (rq) =>
    service.catatanKinerja(app.db, actorOf(rq), rq.tahun, rq.query.level, rq.query.id),
  );
  registerWrite(app, tambahCatatanCsfEndpoint, (rq, tx) => service.tambahCsf(tx, actorOf(rq), rq.tahun, rq.body));
  registerWrite(app, ubahCatatanCsfEndpoint, (rq, tx) =>
    service.ubahCsf(tx, actorOf(rq), rq.tahun, rq.params, rq.body),
  );
  registerWrite(app, hapusCatatanCsfEndpoint, (rq, tx) => service.hapusCsf(tx, actorOf(rq), rq.tahun, rq.params));
  registerWrite(app, simpanSolusiEndpoint, (rq, tx) => service.simpanSolusi(tx, actorOf(rq), rq.tahun, rq.body));
  registerWrite(app, hapusSolusiEndpoint, (rq, tx) => service.hapusSolusi(tx, actorOf(rq), rq.tahun, rq.params.id));
}
