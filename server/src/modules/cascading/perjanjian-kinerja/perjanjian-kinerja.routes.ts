import type { FastifyInstance } from 'fastify';
import { pkDownloadEndpoint } from '@sakip/domain';
import { registerRead } from '../../../lib/contract/register';
import { sendDocument } from '../../../lib/files/index';
import { downloadPk } from './perjanjian-kinerja.service';

/**
 * The PK download of the diagram's PK button (packages/domain/src/cascading/perjanjian-kinerja.endpoints.ts),
 * opened in a browser tab (inline).
 */
export async function perjanjianKinerjaRoutes(app: FastifyInstance) {
  registerRead(app, pkDownloadEndpoint, async (request, reply) => {
    const { pdf, fileName } = await downloadPk(app.db, app.settings.get(), request.tahun, request.query);
    return sendDocument(reply, 'pdf', `inline; filename="${fileName}"`, pdf);
  });
}
