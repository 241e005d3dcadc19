import type { FastifyInstance } from 'fastify';
import {
  LKE_LEMBAR_LEVEL_ENDPOINTS,
  LKE_LEMBAR_LEVELS,
  lkeLembarBobotEndpoint,
  lkeLembarEditorEndpoint,
  type LkeLembarLevel,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import * as service from './lke-lembar.service';

/** Super's worksheet editor (issue 23 §5): the year's tree, the weights, and each level's rows. */
export async function lkeLembarRoutes(app: FastifyInstance) {
  registerRead(app, lkeLembarEditorEndpoint, (rq) => service.lembar(app.db, actorOf(rq), rq.tahun));
  registerWrite(app, lkeLembarBobotEndpoint, (rq, tx) => service.setBobot(tx, actorOf(rq), rq.tahun, rq.body));
  for (const level of LKE_LEMBAR_LEVELS) levelRoutes(app, level);
}

function levelRoutes(app: FastifyInstance, level: LkeLembarLevel) {
  const endpoints = LKE_LEMBAR_LEVEL_ENDPOINTS[level];
  registerWrite(app, endpoints.create, (rq, tx) => service.create(tx, actorOf(rq), rq.tahun, level, rq.body));
  registerWrite(app, endpoints.reorder, (rq, tx) => service.reorder(tx, actorOf(rq), level, rq.body));
  registerWrite(app, endpoints.update, (rq, tx) => service.update(tx, actorOf(rq), level, rq.params.id, rq.body));
  registerWrite(app, endpoints.aktif, (rq, tx) =>
    service.setAktif(tx, actorOf(rq), level, rq.params.id, rq.body.aktif),
  );
  registerWrite(app, endpoints.remove, (rq, tx) => service.remove(tx, actorOf(rq), level, rq.params.id));
}
