import type { FastifyInstance } from 'fastify';
import {
  statusValidasiPerencanaanEndpoint,
  validasiPerencanaanWorkflow,
  validasiPerencanaanDetailEndpoint,
  validasiPerencanaanUnitsEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
import { workflowRoutes } from '../../../lib/workflow/workflow-routes';
import * as service from './validasi-perencanaan.service';

/**
 * The planning-validation flow (SPEC §4, DOMAIN 'Validasi perencanaan'): the status of the
 * user's unit (SPEC §7) or of one unit (the editing lock of its records), the units with their status, one unit's plan under review with its
 * history, submit (the unit) and decide (validator tahap N at tahap N only).
 */
export async function validasiPerencanaanRoutes(app: FastifyInstance) {
  const db = app.db;
  registerRead(app, statusValidasiPerencanaanEndpoint, (rq) =>
    service.status(db, actorOf(rq), rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, validasiPerencanaanUnitsEndpoint, (rq) => service.list(db, contextOf(rq), rq.query));
  registerRead(app, validasiPerencanaanDetailEndpoint, async (rq) => ({
    data: await service.detail(db, contextOf(rq), rq.params.satkerId),
  }));
  workflowRoutes(app, validasiPerencanaanWorkflow, [service.ajukanAdapter, service.putuskanAdapter]);
}
