import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pkPegawaiDownloadQuerySchema,
  pkPegawaiListSchema,
  pkPegawaiParamsSchema,
  pkPegawaiQuerySchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { contentDisposition } from '../../../lib/files/index';
import * as service from './pk-pegawai.service';

const tags = ['perjanjian-kinerja-pegawai'];
const config = { guard: 'auth', permission: { resource: 'perjanjian-kinerja', action: 'read' } } as const;

/** /perjanjian-kinerja-pegawai: the list, one employee's PDF, the unit's ZIP. */
export async function pkPegawaiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/perjanjian-kinerja-pegawai',
    {
      config,
      schema: {
        tags,
        summary: 'Pegawai pengampu kinerja dan atasannya',
        querystring: pkPegawaiQuerySchema,
        response: { 200: pkPegawaiListSchema },
      },
    },
    async (request) =>
      service.list(app.db, app.settings.get(), actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );
  r.get(
    '/perjanjian-kinerja-pegawai/zip',
    {
      config,
      schema: {
        tags,
        summary: 'Perjanjian kinerja semua pegawai satuan kerja (ZIP)',
        querystring: pkPegawaiDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { zip, fileName } = await service.zipOf(
        app.db,
        app.settings.get(),
        actorOf(request),
        request.tahun,
        request.query,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
  r.get(
    '/perjanjian-kinerja-pegawai/:nip/pdf',
    {
      config,
      schema: {
        tags,
        summary: 'Perjanjian kinerja seorang pegawai (PDF)',
        params: pkPegawaiParamsSchema,
        querystring: pkPegawaiDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.pdfOf(
        app.db,
        app.settings.get(),
        actorOf(request),
        request.tahun,
        request.query,
        request.params.nip,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, true))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
