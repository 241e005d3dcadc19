import type { FastifyInstance } from 'fastify';
import {
  bacaNotifikasiEndpoint,
  bacaSemuaNotifikasiEndpoint,
  notifikasiSayaEndpoint,
  pengaturanNotifikasiEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import * as service from './notifikasi.service';

/** The signed-in person's notifications (issue 27): list, mark read, e-mail settings. */
export async function notifikasiRoutes(app: FastifyInstance) {
  registerRead(app, notifikasiSayaEndpoint, async (request) => ({
    data: await service.notifikasiSaya(app.db, actorOf(request), app.config.mail !== undefined),
  }));
  registerWrite(app, bacaNotifikasiEndpoint, (request, tx) => service.baca(tx, actorOf(request), request.params.id));
  registerWrite(app, bacaSemuaNotifikasiEndpoint, (request, tx) => service.bacaSemua(tx, actorOf(request)));
  registerWrite(app, pengaturanNotifikasiEndpoint, (request, tx) =>
    service.simpanPengaturan(tx, actorOf(request), request.body),
  );
}
