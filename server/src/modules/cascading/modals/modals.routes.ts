import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  definisiOperasionalPageSchema,
  definisiOperasionalQuerySchema,
  kinerjaLangkahAksiResponseSchema,
  kinerjaProgramIdQuerySchema,
  kinerjaWakilDirekturResponseSchema,
  messageSchema,
  rencanaAksiGubernurQuerySchema,
  rencanaAksiPageSchema,
  rencanaAksiQuerySchema,
  rencanaAksiRbQuerySchema,
  rencanaAksiRbResponseSchema,
  solusiMasalahQuerySchema,
  solusiMasalahResponseSchema,
  updateRencanaAksiRbSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/index';
import { cachedReply } from '../../../lib/cache/cached-reply';
import * as service from './modals.service';

/**
 * The calls of the cascading diagram's modals (SPEC §7). Public: the public diagram opens the same
 * modals without login, so these answer everyone with public fields only (from the response cache
 * of lib/cache, invalidated by every write). The RB category is
 * super's ('Edit Rencana Aksi' in the diagram).
 */
export async function modalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['display'];
  const open = { guard: 'public' as const };

  r.get(
    '/public-display/rencana-aksi',
    {
      config: open,
      schema: {
        tags,
        summary: 'Rencana aksi sasaran strategis PD (per halaman 20)',
        querystring: rencanaAksiQuerySchema,
        response: { 200: rencanaAksiPageSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.rencanaAksi(app.db, request.tahun, request.query)),
  );
  r.get(
    '/public-display/rencana-aksi-gubernur',
    {
      config: open,
      schema: {
        tags,
        summary: 'Rencana aksi sasaran strategis RPJMD (per halaman 20)',
        querystring: rencanaAksiGubernurQuerySchema,
        response: { 200: rencanaAksiPageSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.rencanaAksiGubernur(app.db, request.tahun, request.query)),
  );
  r.get(
    '/public-display/definisi-operasional',
    {
      config: open,
      schema: {
        tags,
        summary: 'Definisi operasional satu kinerja',
        querystring: definisiOperasionalQuerySchema,
        response: { 200: definisiOperasionalPageSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.definisiOperasional(app.db, request.query)),
  );
  r.get(
    '/public-display/kinerja-wakil-direktur-rsud',
    {
      config: open,
      schema: {
        tags,
        summary: 'Kinerja direktur RSUD yang diturunkan ke wakil direktur',
        querystring: kinerjaProgramIdQuerySchema,
        response: { 200: kinerjaWakilDirekturResponseSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.kinerjaWakilDirektur(app.db, request.query.kinerjaProgramId)),
  );
  r.get(
    '/public-display/kinerja-langkah-aksi',
    {
      config: open,
      schema: {
        tags,
        summary: 'Langkah aksi di bawah kinerja program',
        querystring: kinerjaProgramIdQuerySchema,
        response: { 200: kinerjaLangkahAksiResponseSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.kinerjaLangkahAksi(app.db, request.query.kinerjaProgramId)),
  );
  r.get(
    '/solusi-masalah',
    {
      config: open,
      schema: {
        tags,
        summary: 'Perbaikan kinerja: masalah tahun lalu dan solusi tahun ini',
        querystring: solusiMasalahQuerySchema,
        response: { 200: solusiMasalahResponseSchema },
      },
    },
    async (request, reply) =>
      cachedReply(request, reply, 'public', () => service.solusiMasalah(app.db, request.query.type, request.query.id)),
  );

  r.get(
    '/display-mikro/rencana-aksi-rb',
    {
      config: { guard: 'super', permission: { resource: 'rencana-aksi-rb', action: 'read' } },
      schema: {
        tags,
        summary: 'Kategori tematik (RB) sebuah kinerja sub kegiatan',
        querystring: rencanaAksiRbQuerySchema,
        response: { 200: rencanaAksiRbResponseSchema },
      },
    },
    async (request) => service.rencanaAksiRb(app.db, actorOf(request), request.query.kinerjaSubKegiatanId),
  );
  r.post(
    '/display-mikro/update-rencana-aksi-rb',
    {
      config: { guard: 'super', permission: { resource: 'rencana-aksi-rb', action: 'write' } },
      schema: {
        tags,
        summary: 'Simpan kategori tematik (RB) sebuah kinerja sub kegiatan',
        body: updateRencanaAksiRbSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => service.updateRencanaAksiRb(tx, actorOf(request), request.body)),
  );
}
