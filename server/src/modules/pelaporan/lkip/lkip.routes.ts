import type { FastifyInstance } from 'fastify';
import { lkipBabEndpoint, lkipPdfEndpoint, type LkipBab } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { sendDocument } from '../../../lib/files/index';
import { lkipBab, lkipPdf } from './lkip.service';

/** LKIP Bab I-III and the whole LKIP as one PDF (declared in packages/domain/src/pelaporan/lkip.endpoints.ts). */
export async function lkipRoutes(app: FastifyInstance) {
  registerRead(app, lkipBabEndpoint, async (request) => {
    const bab = Number(request.params.bab) as LkipBab;
    return { data: await lkipBab(app.db, actorOf(request), request.tahun, bab, request.query) };
  });
  registerRead(app, lkipPdfEndpoint, async (request, reply) => {
    const { nama_kota } = app.settings.get();
    const { pdf, fileName } = await lkipPdf(app.db, actorOf(request), request.tahun, request.query, nama_kota);
    return sendDocument(reply, 'pdf', `attachment; filename="${fileName}"`, pdf);
  });
}
