import type { FastifyInstance } from 'fastify';
import {
  definisiOperasionalModalEndpoint,
  kinerjaLangkahAksiModalEndpoint,
  kinerjaWakilDirekturModalEndpoint,
  rencanaAksiGubernurModalEndpoint,
  rencanaAksiModalEndpoint,
  rencanaAksiRbModalEndpoint,
  simpanRencanaAksiRbEndpoint,
  solusiMasalahModalEndpoint,
  type AnyEndpoint,
  type EndpointOutput,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { cachedReply } from '../../../lib/cache/cached-reply';
import { registerRead, registerWrite, type EndpointRequest } from '../../../lib/contract/register';
import * as service from './modals.service';

/**
 * The calls of the cascading diagram's modals (SPEC §7). Public: the public diagram opens the same
 * modals without login, so these answer everyone with public fields only (from the response cache
 * of lib/cache, invalidated by every write). The RB category is
 * super's ('Edit Rencana Aksi' in the diagram).
 */
export async function modalsRoutes(app: FastifyInstance) {
  const db = app.db;
  /** A public modal: one answer for everybody, from the response cache. */
  const cachedPublic = <E extends AnyEndpoint>(
    endpoint: E,
    compute: (rq: EndpointRequest<E>) => Promise<EndpointOutput<E>>,
  ) => registerRead(app, endpoint, (rq, reply) => cachedReply(rq, reply, 'public', () => compute(rq)));

  cachedPublic(rencanaAksiModalEndpoint, (rq) => service.rencanaAksi(db, rq.tahun, rq.query));
  cachedPublic(rencanaAksiGubernurModalEndpoint, (rq) => service.rencanaAksiGubernur(db, rq.tahun, rq.query));
  cachedPublic(definisiOperasionalModalEndpoint, (rq) => service.definisiOperasional(db, rq.query));
  cachedPublic(kinerjaWakilDirekturModalEndpoint, (rq) => service.kinerjaWakilDirektur(db, rq.query.kinerjaProgramId));
  cachedPublic(kinerjaLangkahAksiModalEndpoint, (rq) => service.kinerjaLangkahAksi(db, rq.query.kinerjaProgramId));
  cachedPublic(solusiMasalahModalEndpoint, (rq) => service.solusiMasalah(db, rq.query.type, rq.query.id));
  registerRead(app, rencanaAksiRbModalEndpoint, (rq) =>
    service.rencanaAksiRb(db, actorOf(rq), rq.query.kinerjaSubKegiatanId),
  );
  registerWrite(app, simpanRencanaAksiRbEndpoint, (rq, tx) => service.updateRencanaAksiRb(tx, actorOf(rq), rq.body));
}
