import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageSchema,
  pkAgreementDetailSchema,
  pkAgreementParamsSchema,
  pkAgreementQuerySchema,
  pkScanSchema,
  pkUnitListSchema,
  pkUnitQuerySchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { contentDisposition, receiveUpload, sendStoredFile, withStoredFile } from '../../../lib/files/index';
import { renderPk } from '../perjanjian-kinerja/pk-document';
import * as service from './perjanjian-kinerja-unit.service';

const tags = ['perjanjian-kinerja'];
const read = { guard: 'auth', permission: { resource: 'perjanjian-kinerja', action: 'read' } } as const;
const write = { guard: 'auth', permission: { resource: 'perjanjian-kinerja', action: 'write' } } as const;

/**
 * /perjanjian-kinerja: a unit's agreements (list), one agreement (detail with its attachment
 * tables), its generated PDF, and its signed scan (upload as PDF, replace, download).
 */
export async function perjanjianKinerjaUnitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { params: pkAgreementParamsSchema, querystring: pkAgreementQuerySchema };

  r.get(
    '/perjanjian-kinerja',
    {
      config: read,
      schema: {
        tags,
        summary: 'Perjanjian kinerja satuan kerja',
        querystring: pkUnitQuerySchema,
        response: { 200: pkUnitListSchema },
      },
    },
    async (request) =>
      service.listOfUnit(app.db, app.settings.get(), actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );
  r.get(
    '/perjanjian-kinerja/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Detail perjanjian kinerja',
        ...one,
        response: { 200: z.object({ data: pkAgreementDetailSchema }) },
      },
    },
    async (request) => ({
      data: await service.detail(
        app.db,
        app.settings.get(),
        actorOf(request),
        request.query.jenis,
        request.params.id,
        request.tahun,
      ),
    }),
  );
  r.get(
    '/perjanjian-kinerja/:id/pdf',
    { config: read, schema: { tags, summary: 'Dokumen perjanjian kinerja (PDF)', ...one } },
    async (request, reply) => {
      const { model } = await service.agreement(
        app.db,
        app.settings.get(),
        actorOf(request),
        request.query.jenis,
        request.params.id,
        request.tahun,
        request.query.tanggal,
      );
      const pdf = await renderPk(model);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`Perjanjian Kinerja ${model.tahun} - ${model.pihakPertama.jabatan}.pdf`, true),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  r.get(
    '/perjanjian-kinerja/:id/scan',
    { config: read, schema: { tags, summary: 'Scan perjanjian kinerja yang ditandatangani', ...one } },
    async (request, reply) => {
      const scan = await service.scanOfAgreement(
        app.db,
        app.settings.get(),
        actorOf(request),
        request.query.jenis,
        request.params.id,
        request.tahun,
      );
      return sendStoredFile(reply, { key: scan.file_key, originalName: scan.file_name, mime: scan.file_mime });
    },
  );
  r.post(
    '/perjanjian-kinerja/:id/scan',
    {
      config: write,
      schema: {
        tags,
        summary: 'Unggah atau ganti scan perjanjian kinerja (PDF)',
        ...one,
        response: { 200: messageSchema.extend({ data: pkScanSchema }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Authorise and find the agreement before reading the file.
      const target = await service.uploadTarget(
        app.db,
        app.settings.get(),
        actor,
        request.query.jenis,
        request.params.id,
        request.tahun,
      );
      const { file } = await receiveUpload(request, { kinds: ['pdf'] });
      const { answer, replaced } = await withStoredFile(app, file, () => service.saveScan(app.db, actor, target, file));
      // After the commit: the replaced file is no row's any more.
      if (replaced && replaced !== file.key) await app.files.remove(replaced);
      return reply.send(answer);
    },
  );
}
