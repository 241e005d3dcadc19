import type { FastifyInstance } from 'fastify';
import { unduhPkEndpoint } from '@sakip/domain';
import { registerRead, sendDocument } from '../../../lib/contract/register';
import { downloadPk } from './perjanjian-kinerja.service';

/**
 * The PK download of the diagram's PK button (SPEC §7 'Browser navigation'). Public like the
 * diagram: the public diagram has the same PK buttons, and a PK is a published document.
 */
export async function perjanjianKinerjaRoutes(app: FastifyInstance) {
  registerRead(app, unduhPkEndpoint, async (rq, reply) => {
    const { pdf, fileName } = await downloadPk(app.db, app.settings.get(), rq.tahun, rq.query);
    return sendDocument(reply, 'pdf', `inline; filename="${fileName}"`, pdf);
  });
}
