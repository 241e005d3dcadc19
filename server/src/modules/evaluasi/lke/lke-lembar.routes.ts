import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LKE_LEMBAR_LEVEL_LABEL,
  LKE_LEMBAR_LEVELS,
  lkeLembarAktifBodySchema,
  lkeLembarBobotBodySchema,
  lkeLembarCreateSchemas,
  lkeLembarEditorSchema,
  lkeLembarIdParamSchema,
  lkeLembarUpdateSchemas,
  lkeLembarUrutanBodySchema,
  lkeLembarWriteResponseSchema,
  type LkeLembarLevel,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import * as service from './lke-lembar.service';

const tags = ['lke'];
const READ = { guard: 'super', permission: { resource: 'lke', action: 'read' } } as const;
const WRITE = { guard: 'super', permission: { resource: 'lke', action: 'write' } } as const;
const response = { 200: lkeLembarWriteResponseSchema };

/** Super's worksheet editor (issue 23 §5): the year's tree, the weights, and each level's rows. */
export async function lkeLembarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/lke/lembar-kerja',
    {
      config: READ,
      schema: { tags, summary: 'Lembar kerja LKE tahun ini untuk diubah', response: { 200: lkeLembarEditorSchema } },
    },
    async (request) => service.lembar(app.db, actorOf(request), request.tahun),
  );

  r.put(
    '/lke/lembar-kerja/bobot',
    { config: WRITE, schema: { tags, summary: 'Ubah bobot komponen dan sub komponen', body: lkeLembarBobotBodySchema, response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.setBobot(tx, actorOf(request), request.tahun, request.body)),
  );

  for (const level of LKE_LEMBAR_LEVELS) levelRoutes(app, level);
}

function levelRoutes(app: FastifyInstance, level: LkeLembarLevel) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/lke/lembar-kerja/${level}`;
  const label = LKE_LEMBAR_LEVEL_LABEL[level];
  const params = lkeLembarIdParamSchema;

  r.post(
    base,
    { config: WRITE, schema: { tags, summary: `Tambah ${label}`, body: lkeLembarCreateSchemas[level], response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) =>
        service.create(tx, actorOf(request), request.tahun, level, request.body),
      ),
  );
  r.put(
    `${base}/urutan`,
    { config: WRITE, schema: { tags, summary: `Ubah urutan ${label}`, body: lkeLembarUrutanBodySchema, response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.reorder(tx, actorOf(request), level, request.body)),
  );
  r.put(
    `${base}/:id`,
    { config: WRITE, schema: { tags, summary: `Ubah ${label}`, params, body: lkeLembarUpdateSchemas[level], response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) =>
        service.update(tx, actorOf(request), level, request.params.id, request.body),
      ),
  );
  r.put(
    `${base}/:id/aktif`,
    { config: WRITE, schema: { tags, summary: `Aktifkan atau nonaktifkan ${label}`, params, body: lkeLembarAktifBodySchema, response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) =>
        service.setAktif(tx, actorOf(request), level, request.params.id, request.body.aktif),
      ),
  );
  r.delete(
    `${base}/:id`,
    { config: WRITE, schema: { tags, summary: `Hapus ${label} yang belum dijawab`, params, response } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.remove(tx, actorOf(request), level, request.params.id)),
  );
}
