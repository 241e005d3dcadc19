import type { FastifyInstance } from 'fastify';
import {
  kategoriTematikBodySchema,
  kategoriTematikListQuerySchema,
  kategoriTematikRecordSchema,
  rbSubKegiatanExportEndpoint,
  rbSubKegiatanListEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { crudRoutes } from '../../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import { kategoriTematikService, subKegiatanPage, subKegiatanXlsx } from './rencana-aksi-rb.service';

/** The categories: the seven CRUD routes under rencana-aksi-rb/kategori-tematik (super). */
export const kategoriTematikRoutes = crudRoutes({
  path: 'rencana-aksi-rb/kategori-tematik',
  resource: 'kategori-tematik',
  guard: 'super',
  label: 'Kategori tematik',
  tag: 'rencana-aksi-rb',
  querySchema: kategoriTematikListQuerySchema,
  bodySchema: kategoriTematikBodySchema,
  recordSchema: kategoriTematikRecordSchema,
  detailSchema: kategoriTematikRecordSchema,
  service: kategoriTematikService,
});

/** GET rencana-aksi-rb/sub-kegiatan (+ /export): packages/domain/src/perencanaan/rencana-aksi-rb.endpoints.ts. */
export async function rbSubKegiatanRoutes(app: FastifyInstance) {
  registerRead(app, rbSubKegiatanListEndpoint, async (request) =>
    subKegiatanPage(app.db, actorOf(request), request.tahun, request.query),
  );
  registerRead(app, rbSubKegiatanExportEndpoint, async (request, reply) =>
    sendXlsx(
      reply,
      xlsxFilename('rencana-aksi-rb', request.tahun),
      await subKegiatanXlsx(app.db, actorOf(request), request.tahun, request.query),
    ),
  );
}
