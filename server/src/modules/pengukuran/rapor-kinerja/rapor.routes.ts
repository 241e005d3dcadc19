import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  langkahPerbaikanSchema,
  raporCardQuerySchema,
  raporCardResponseSchema,
  raporDataReport,
  raporItemDetailResponseSchema,
  raporItemParamsSchema,
  raporPenyebabBodySchema,
  raporPenyebabDetailSchema,
  raporPenyebabListQuerySchema,
  raporPenyebabRecordSchema,
  raporPerbaikanResponseSchema,
  raporPublicParamsSchema,
  raporPublicQuerySchema,
  raporRankReport,
  idParamSchema,
  type Triwulan,
} from '@sakip/domain';
import { langkahAksiPerbaikan } from '../../../db/schema/index';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { contextOf } from '../../../lib/crud/context';
import { crudRoutes } from '../../../lib/crud/routes';
import { answerWrite } from '../../../lib/crud/write-reply';
import { insertAudited } from '../../../lib/crud/writes';
import { fieldError } from '../../../lib/errors';
import { must } from '../../../lib/must';
import { reportRoutes } from '../../../lib/report/index';
import { kinerjaLangkahAksiService } from '../../perencanaan/services';
import { causeForWrite, penyebabService } from './penyebab.service';
import { dataRows, itemDetail, perbaikanOf, rankOf, raporCard, triwulanOf } from './rapor.service';

const TAG = ['rapor-kinerja'];
const read = { guard: 'auth' as const, permission: { resource: 'rapor-kinerja' as const, action: 'read' as const } };
const write = { guard: 'auth' as const, permission: { resource: 'rapor-kinerja' as const, action: 'write' as const } };
const twParams = z.object({ triwulan: z.string() });

/** The year of a public card: `tahun_kinerja` (a stable link) or the public year header; 422 when not offered. */
function publicYear(request: FastifyRequest, requested: number | undefined): number {
  if (requested === undefined) return request.tahun;
  const options = request.server.settings.get().tahun_options;
  if (!options.includes(requested))
    throw fieldError(
      'tahun_kinerja',
      `Tahun kinerja ${requested} tidak tersedia. Pilih salah satu: ${options.join(', ')}`,
    );
  return requested;
}

/**
 * Rapor kinerja (DOMAIN-2 §1): the card and its public copy, the data and rank tables (report
 * descriptors, decision 0023), an item's causes, the corrective-steps page, the causes' CRUD
 * (decision 0026) and the corrective langkah aksi of a cause (through the langkah aksi service).
 */
export async function raporKinerjaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rapor-kinerja/:triwulan/diagram',
    {
      config: read,
      schema: {
        tags: TAG,
        summary: 'Rapor kinerja satuan kerja pada triwulan (kartu, ringkasan, narasi, peringkat)',
        params: twParams,
        querystring: raporCardQuerySchema,
        response: { 200: raporCardResponseSchema },
      },
    },
    async (request, reply) => {
      const tw = triwulanOf(request.params.triwulan);
      const actor = actorOf(request);
      return cachedReply(request, reply, `${actorKey(actor)}|${tw}`, async () => ({
        data: await raporCard(app.db, request.tahun, tw, { kind: 'actor', actor }, request.query.satuan_kerja_id),
      }));
    },
  );

  r.get(
    '/public-display/rapor-kinerja/:triwulan/:satuanKerjaId',
    {
      config: { guard: 'public' },
      schema: {
        tags: TAG,
        summary: 'Rapor kinerja satuan kerja (publik)',
        params: raporPublicParamsSchema,
        querystring: raporPublicQuerySchema,
        response: { 200: raporCardResponseSchema },
      },
    },
    async (request, reply) => {
      const tw = triwulanOf(request.params.triwulan);
      const tahun = publicYear(request, request.query.tahun_kinerja);
      return cachedReply(request, reply, `public|${tw}|${tahun}|${request.params.satuanKerjaId}`, async () => ({
        data: await raporCard(app.db, tahun, tw, { kind: 'public' }, request.params.satuanKerjaId),
      }));
    },
  );

  r.get(
    '/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan',
    {
      config: read,
      schema: {
        tags: TAG,
        summary: 'Bulan, penyebab kegagalan dan langkah aksi perbaikan satu sasaran sub kegiatan',
        params: raporItemParamsSchema,
        response: { 200: raporItemDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await itemDetail(
        app.db,
        actorOf(request),
        request.tahun,
        triwulanOf(request.params.triwulan),
        request.params.kinerjaId,
      ),
    }),
  );

  r.get(
    '/rapor-kinerja/:triwulan/langkah-aksi-perbaikan',
    {
      config: read,
      schema: {
        tags: TAG,
        summary: 'Sasaran tidak tercapai dengan penyebab dan langkah aksi perbaikan',
        params: twParams,
        querystring: raporCardQuerySchema,
        response: { 200: raporPerbaikanResponseSchema },
      },
    },
    async (request) => ({
      data: await perbaikanOf(
        app.db,
        request.tahun,
        triwulanOf(request.params.triwulan),
        { kind: 'actor', actor: actorOf(request) },
        request.query.satuan_kerja_id,
      ),
    }),
  );

  r.post(
    '/rapor-kinerja/penyebab-kegagalan/:id/langkah-aksi',
    {
      config: write,
      schema: {
        tags: TAG,
        summary: 'Tambah langkah aksi perbaikan (langkah aksi sub kegiatan yang terkait penyebab)',
        params: idParamSchema,
        body: langkahPerbaikanSchema,
        response: { 200: z.object({ message: z.string(), data: raporPenyebabDetailSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (db) =>
        db.transaction(async (tx) => {
          const ctx = contextOf(request);
          const cause = await causeForWrite(tx, ctx.actor, request.params.id);
          const step = await kinerjaLangkahAksiService.create(tx, ctx, {
            ...request.body,
            kinerja_sub_kegiatan_id: must(cause.kinerja_sub_kegiatan_id, 'penyebab_kegagalan.kinerja_sub_kegiatan_id'),
          });
          await insertAudited(tx, langkahAksiPerbaikan, ctx.actor.id, {
            penyebab_kegagalan_id: cause.id,
            kinerja_langkah_aksi_id: step.id,
          });
          return {
            message: 'Langkah aksi perbaikan berhasil ditambahkan',
            data: await penyebabService.get(tx, ctx, cause.id),
          };
        }),
      ),
  );

  await app.register(
    crudRoutes({
      path: 'rapor-kinerja/penyebab-kegagalan',
      resource: 'rapor-kinerja',
      label: 'Penyebab kegagalan',
      tag: 'rapor-kinerja',
      querySchema: raporPenyebabListQuerySchema,
      bodySchema: raporPenyebabBodySchema,
      recordSchema: raporPenyebabRecordSchema,
      detailSchema: raporPenyebabDetailSchema,
      service: penyebabService,
    }),
  );

  await app.register(
    reportRoutes(raporDataReport, async (ctx) =>
      ctx.satuanKerjaId
        ? dataRows(ctx.db, ctx.tahun, ctx.triwulan as Triwulan, ctx.satuanKerjaId, ctx.filters.status)
        : [],
    ),
  );
  await app.register(reportRoutes(raporRankReport, async (ctx) => rankOf(ctx.db, ctx.tahun, ctx.triwulan as Triwulan)));
}
