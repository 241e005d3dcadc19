import type { FastifyInstance } from 'fastify';
import { pkPegawaiListEndpoint, pkPegawaiPdfEndpoint, pkPegawaiZipEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, sendDocument } from '../../../lib/contract/register';
import { contentDisposition } from '../../../lib/files/index';
import * as service from './pk-pegawai.service';

/** /perjanjian-kinerja-pegawai: the list, one employee's PDF, the unit's ZIP. */
export async function pkPegawaiRoutes(app: FastifyInstance) {
  const db = app.db;
  const settings = () => app.settings.get();
  registerRead(app, pkPegawaiListEndpoint, (rq) =>
    service.list(db, settings(), actorOf(rq), rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, pkPegawaiZipEndpoint, async (rq, reply) => {
    const { zip, fileName } = await service.zipOf(db, settings(), actorOf(rq), rq.tahun, rq.query);
    return sendDocument(reply, 'zip', contentDisposition(fileName), zip);
  });
  registerRead(app, pkPegawaiPdfEndpoint, async (rq, reply) => {
    const { pdf, fileName } = await service.pdfOf(db, settings(), actorOf(rq), rq.tahun, rq.query, rq.params.nip);
    return sendDocument(reply, 'pdf', contentDisposition(fileName, true), pdf);
  });
}
