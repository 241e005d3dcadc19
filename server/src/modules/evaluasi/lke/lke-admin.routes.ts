import type { FastifyInstance } from 'fastify';
import { lkeValidatorUnitEndpoint, salinLkeLembarEndpoint, simpanLkeValidatorUnitEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import * as service from './lke-admin.service';

/** LKE administration (DOMAIN-2 §2): validator ↔ unit assignment per year, copying the worksheet. */
export async function lkeAdminRoutes(app: FastifyInstance) {
  registerRead(app, lkeValidatorUnitEndpoint, async (rq) => ({ data: await service.validatorUnits(app.db, rq.tahun) }));
  registerWrite(app, simpanLkeValidatorUnitEndpoint, (rq, tx) =>
    service.saveValidatorUnits(tx, actorOf(rq), rq.tahun, rq.params.userId, rq.body),
  );
  registerWrite(app, salinLkeLembarEndpoint, (rq, tx) => service.salinLembar(tx, actorOf(rq), rq.body));
}
