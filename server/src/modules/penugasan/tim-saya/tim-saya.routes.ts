import type { FastifyInstance } from 'fastify';
import {
  anggotaTimSayaEndpoint,
  ketuaTimSayaDetailEndpoint,
  ketuaTimSayaEndpoint,
  realisasiTimSayaEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import * as service from './tim-saya.service';

/** /tim-saya/*: my teams as leader and as member (by the NIP of the account), my realisasi. */
export async function timSayaRoutes(app: FastifyInstance) {
  const db = app.db;
  registerRead(app, ketuaTimSayaEndpoint, async (rq) => ({ data: await service.ketuaTim(db, actorOf(rq), rq.tahun) }));
  registerRead(app, ketuaTimSayaDetailEndpoint, async (rq) => ({
    data: await service.ketuaTimDetail(db, actorOf(rq), rq.params.id),
  }));
  registerRead(app, anggotaTimSayaEndpoint, async (rq) => ({
    data: await service.anggotaTim(db, actorOf(rq), rq.tahun),
  }));
  registerWrite(app, realisasiTimSayaEndpoint, async (rq, tx) => {
    await service.updateRealisasi(tx, actorOf(rq), rq.params.id, rq.body);
    return { message: 'Realisasi berhasil disimpan' };
  });
}
