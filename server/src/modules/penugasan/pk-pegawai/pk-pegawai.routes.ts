import type { FastifyInstance } from 'fastify';
import { pkPegawaiListEndpoint, pkPegawaiPdfEndpoint, pkPegawaiZipEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { contentDisposition, sendDocument } from '../../../lib/files/index';
import * as service from './pk-pegawai.service';

/** /perjanjian-kinerja-pegawai: the list, one employee's PDF, the unit's ZIP (packages/domain/src/penugasan/pk-pegawai.endpoints.ts). */
export async function pkPegawaiRoutes(app: FastifyInstance) {
  registerRead(app, pkPegawaiListEndpoint, async (request) =>
    service.list(app.db, app.settings.get(), actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );
  registerRead(app, pkPegawaiZipEndpoint, async (request, reply) => {
    const settings = app.settings.get();
    const { zip, fileName } = await service.zipOf(app.db, settings, actorOf(request), request.tahun, request.query);
    return sendDocument(reply, 'zip', contentDisposition(fileName), zip);
  });
  registerRead(app, pkPegawaiPdfEndpoint, async (request, reply) => {
    const { pdf, fileName } = await service.pdfOf(
      app.db,
      app.settings.get(),
      actorOf(request),
      request.tahun,
      request.query,
      request.params.nip,
    );
    return sendDocument(reply, 'pdf', contentDisposition(fileName, true), pdf);
  });
}
