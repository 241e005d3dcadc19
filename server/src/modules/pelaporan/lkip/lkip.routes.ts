import type { FastifyInstance } from 'fastify';
import { lkipBabEndpoint, lkipPdfEndpoint, type LkipBab } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, sendDocument } from '../../../lib/contract/register';
import { lkipBab, lkipPdf } from './lkip.service';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 *   GET /lkip/bab/:bab?satuan_kerja_id   → { data: chapter }
 *   GET /lkip/pdf?satuan_kerja_id        → application/pdf (attachment)
 */
export async function lkipRoutes(app: FastifyInstance) {
  registerRead(app, lkipBabEndpoint, async (rq) => ({
    data: await lkipBab(app.db, actorOf(rq), rq.tahun, Number(rq.params.bab) as LkipBab, rq.query),
  }));
  registerRead(app, lkipPdfEndpoint, async (rq, reply) => {
    const { pdf, fileName } = await lkipPdf(app.db, actorOf(rq), rq.tahun, rq.query, app.settings.get().nama_kota);
    return sendDocument(reply, 'pdf', `attachment; filename="${fileName}"`, pdf);
  });
}
