import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kategoriTematikBodySchema,
  kategoriTematikListQuerySchema,
  kategoriTematikRecordSchema,
  paginated,
  rbSubKegiatanQuerySchema,
  rbSubKegiatanRowSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
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

/** GET rencana-aksi-rb/sub-kegiatan (+ /export): the year's sub kegiatan of the units with their category. */
export async function rbSubKegiatanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { guard: 'super', permission: { resource: 'rencana-aksi-rb', action: 'read' } } as const;
  r.get(
    '/rencana-aksi-rb/sub-kegiatan',
    {
      config,
      schema: {
        tags: ['rencana-aksi-rb'],
        summary: 'Sub kegiatan per satuan kerja dengan kategori tematik (RB)',
        querystring: rbSubKegiatanQuerySchema,
        response: { 200: paginated(rbSubKegiatanRowSchema) },
      },
    },
    async (request) => subKegiatanPage(app.db, actorOf(request), request.tahun, request.query),
  );
  r.get(
    '/rencana-aksi-rb/sub-kegiatan/export',
    {
      config,
      schema: {
        tags: ['rencana-aksi-rb'],
        summary: 'Sub kegiatan dengan kategori tematik (XLSX)',
        querystring: rbSubKegiatanQuerySchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        xlsxFilename('rencana-aksi-rb', request.tahun),
        await subKegiatanXlsx(app.db, actorOf(request), request.tahun, request.query),
      ),
  );
}
