import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  pkDetailEndpoint,
  pkPdfEndpoint,
  pkScanEndpoint,
  pkUnitEndpoint,
  unggahPkScanEndpoint,
  type PkJenis,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRaw, registerRead, sendDocument } from '../../../lib/contract/register';
import { receiveUpload, sendStoredFile, withStoredFile } from '../../../lib/files/index';
import * as service from './perjanjian-kinerja-unit.service';

/**
 * /perjanjian-kinerja: a unit's agreements (list), one agreement (detail with its attachment
 * tables), its generated PDF, and its signed scan (upload as PDF, replace, download).
 */
export async function perjanjianKinerjaUnitRoutes(app: FastifyInstance) {
  const db = app.db;
  const settings = () => app.settings.get();
  /** The agreement a request addresses (?jenis=…, /:id, the year header). */
  const agreementOf = (rq: FastifyRequest & { query: { jenis: PkJenis }; params: { id: number }; tahun: number }) => ({
    settings: settings(),
    actor: actorOf(rq),
    jenis: rq.query.jenis,
    id: rq.params.id,
    tahun: rq.tahun,
  });

  registerRead(app, pkUnitEndpoint, (rq) =>
    service.listOfUnit(db, settings(), actorOf(rq), rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, pkDetailEndpoint, async (rq) => ({
    data: await service.detail(db, agreementOf(rq)),
  }));
  registerRead(app, pkPdfEndpoint, async (rq, reply) => {
    const doc = await service.agreementPdf(db, agreementOf(rq), rq.query.tanggal);
    return sendDocument(reply, 'pdf', doc.disposition, doc.pdf);
  });
  registerRead(app, pkScanEndpoint, async (rq, reply) => {
    const scan = await service.scanOfAgreement(db, agreementOf(rq));
    return sendStoredFile(reply, { key: scan.file_key, originalName: scan.file_name, mime: scan.file_mime });
  });
  registerRaw(
    app,
    unggahPkScanEndpoint,
    async (rq, reply) => {
      const request = agreementOf(rq);
      // Authorise and find the agreement before reading the file.
      const target = await service.uploadTarget(db, request);
      const { file } = await receiveUpload(rq, { kinds: ['pdf'] });
      const { answer, replaced } = await withStoredFile(app, file, () =>
        service.saveScan(db, request.actor, target, file),
      );
      // After the commit: the replaced file is no row's any more.
      if (replaced && replaced !== file.key) await app.files.remove(replaced);
      return reply.send(answer);
    },
    { multipart: true },
  );
}
