import type { FastifyInstance } from 'fastify';
import {
  DOKUMEN_FILE_KINDS,
  dokumenAdminEndpoint,
  dokumenUnitEndpoint,
  publicDokumenEndpoint,
  unduhDokumenEndpoint,
  unduhPublicDokumenEndpoint,
  unggahDokumenEndpoint,
  verifikasiDokumenWorkflow,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { registerRead, registerUpload } from '../../../lib/contract/register';
import { workflowRoutes } from '../../../lib/workflow/workflow-routes';
import { sendStoredFile } from '../../../lib/files/index';
import * as service from './dokumen.service';

/**
 * Dokumen (SPEC §2 '/dokumen', '/dokumen-admin', '/public-display/dokumen/{jenisDokumenId}'):
 * the unit's page with its upload (multipart, PDF by content, the configured size limit), the
 * administrator's matrix and verdict, the downloads (authorised like their page: a unit its own
 * documents, super every one, everybody only approved ones), and the public list.
 */
export async function dokumenRoutes(app: FastifyInstance) {
  const db = app.db;
  registerRead(app, dokumenUnitEndpoint, (rq, reply) =>
    cachedReply(rq, reply, actorKey(actorOf(rq)), () => service.dokumenUnit(db, actorOf(rq), rq.tahun, rq.query)),
  );
  registerUpload(app, unggahDokumenEndpoint, { kinds: DOKUMEN_FILE_KINDS }, (rq, tx, { file, fields }) =>
    service.uploadDokumen(tx, actorOf(rq), rq.tahun, file, fields),
  );
  registerRead(app, unduhDokumenEndpoint, async (rq, reply) =>
    sendStoredFile(reply.header('Cache-Control', 'no-store'), await service.dokumenFile(db, actorOf(rq), rq.params.id)),
  );
  registerRead(app, dokumenAdminEndpoint, (rq, reply) =>
    cachedReply(rq, reply, actorKey(actorOf(rq)), () => service.dokumenAdmin(db, actorOf(rq), rq.tahun, rq.query)),
  );
  workflowRoutes(app, verifikasiDokumenWorkflow, [service.verifikasiAdapter]);
  registerRead(app, publicDokumenEndpoint, (rq, reply) => {
    const jenis = rq.params.jenisDokumenId;
    return cachedReply(rq, reply, `jenis:${jenis}`, () => service.publicDokumen(db, rq.tahun, jenis));
  });
  registerRead(app, unduhPublicDokumenEndpoint, async (rq, reply) =>
    sendStoredFile(reply, await service.publicDokumenFile(db, rq.params.jenisDokumenId, rq.params.id)),
  );
}
