import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOKUMEN_FILE_KINDS,
  dokumenAdminQuerySchema,
  dokumenAdminResponseSchema,
  dokumenQuerySchema,
  dokumenRecordSchema,
  dokumenUnitResponseSchema,
  idParamSchema,
  jenisDokumenParamSchema,
  publicDokumenFileParamSchema,
  publicDokumenResponseSchema,
  verifikasiDokumenSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { answerWrite } from '../../../lib/crud/index';
import { receiveUpload, sendStoredFile, withStoredFile } from '../../../lib/files/index';
import * as service from './dokumen.service';

const writeAnswer = z.object({ message: z.string(), data: dokumenRecordSchema });

/**
 * Dokumen (SPEC §2 '/dokumen', '/dokumen-admin', '/public-display/dokumen/{jenisDokumenId}'):
 * the unit's page with its upload (multipart, PDF by content, the configured size limit), the
 * administrator's matrix and verdict, the downloads (authorised like their page: a unit its own
 * documents, super every one, everybody only approved ones), and the public list.
 */
export async function dokumenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dokumen'];

  r.get(
    '/dokumen',
    {
      config: { guard: 'auth', permission: { resource: 'dokumen', action: 'read' } },
      schema: {
        tags,
        summary: 'Dokumen satuan kerja per jenis (versi terkini dan riwayat)',
        querystring: dokumenQuerySchema,
        response: { 200: dokumenUnitResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedReply(request, reply, actorKey(actor), () =>
        service.dokumenUnit(app.db, actor, request.tahun, request.query),
      );
    },
  );

  r.post(
    '/dokumen',
    {
      config: { guard: 'auth', permission: { resource: 'dokumen', action: 'write' } },
      schema: {
        tags,
        summary: 'Unggah dokumen (multipart: file PDF, jenis_dokumen_id, satuan_kerja_id untuk super)',
        consumes: ['multipart/form-data'],
        response: { 200: writeAnswer },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { file, fields } = await receiveUpload(request, { kinds: DOKUMEN_FILE_KINDS });
      return withStoredFile(app, file, () =>
        answerWrite(app.db, reply, (tx) => service.uploadDokumen(tx, actor, request.tahun, file, fields)),
      );
    },
  );

  r.get(
    '/dokumen/:id/download',
    {
      config: { guard: 'auth', permission: { resource: 'dokumen', action: 'read' } },
      schema: { tags, summary: 'Unduh dokumen (PDF)', params: idParamSchema },
    },
    async (request, reply) => {
      const file = await service.dokumenFile(app.db, actorOf(request), request.params.id);
      return sendStoredFile(reply.header('Cache-Control', 'no-store'), file);
    },
  );

  r.get(
    '/dokumen-admin',
    {
      config: { guard: 'super' },
      schema: {
        tags,
        summary: 'Status dokumen setiap satuan kerja dan jenis',
        querystring: dokumenAdminQuerySchema,
        response: { 200: dokumenAdminResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedReply(request, reply, actorKey(actor), () =>
        service.dokumenAdmin(app.db, actor, request.tahun, request.query),
      );
    },
  );

  r.put(
    '/dokumen/:id/verifikasi',
    {
      config: { guard: 'super' },
      schema: {
        tags,
        summary: 'Verifikasi dokumen: Disetujui atau Ditolak dengan catatan',
        params: idParamSchema,
        body: verifikasiDokumenSchema,
        response: { 200: writeAnswer },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return answerWrite(app.db, reply, (tx) => service.verifyDokumen(tx, actor, request.params.id, request.body));
    },
  );

  r.get(
    '/public-display/dokumen/:jenisDokumenId',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Dokumen yang disetujui dari setiap satuan kerja (publik)',
        params: jenisDokumenParamSchema,
        response: { 200: publicDokumenResponseSchema },
      },
    },
    async (request, reply) => {
      const jenis = request.params.jenisDokumenId;
      return cachedReply(request, reply, `jenis:${jenis}`, () => service.publicDokumen(app.db, request.tahun, jenis));
    },
  );

  r.get(
    '/public-display/dokumen/:jenisDokumenId/:id/download',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Unduh dokumen yang disetujui (publik)', params: publicDokumenFileParamSchema },
    },
    async (request, reply) => {
      const { jenisDokumenId, id } = request.params;
      const file = await service.publicDokumenFile(app.db, jenisDokumenId, id);
      return sendStoredFile(reply, file);
    },
  );
}
