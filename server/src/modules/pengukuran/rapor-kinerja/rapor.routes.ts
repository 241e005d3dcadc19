import type { FastifyInstance } from 'fastify';
import {
  raporCardEndpoint,
  raporCardPublicEndpoint,
  raporDataReport,
  raporItemDetailEndpoint,
  raporPenyebabBodySchema,
  raporPenyebabDetailSchema,
  raporPenyebabListQuerySchema,
  raporPenyebabRecordSchema,
  raporPerbaikanEndpoint,
  raporRankReport,
  tambahLangkahPerbaikanEndpoint,
  type Triwulan,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { actorKey, cachedReply } from '../../../lib/cache/cached-reply';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/context';
import { crudRoutes } from '../../../lib/crud/routes';
import { publicYear } from '../../../lib/public-year';
import { reportRoutes } from '../../../lib/report/index';
import { penyebabService, tambahLangkahPerbaikan } from './penyebab.service';
import { dataRows, itemDetail, perbaikanOf, rankOf, raporCard, triwulanOf } from './rapor.service';

/**
 * Rapor kinerja (DOMAIN-2 §1): the card and its public copy, the data and rank tables (report
 * descriptors, decision 0023), an item's causes, the corrective-steps page, the causes' CRUD
 * (decision 0026) and the corrective langkah aksi of a cause (through the langkah aksi service).
 */
export async function raporKinerjaRoutes(app: FastifyInstance) {
  const db = app.db;
  registerRead(app, raporCardEndpoint, (rq, reply) => {
    const tw = triwulanOf(rq.params.triwulan);
    const actor = actorOf(rq);
    return cachedReply(rq, reply, `${actorKey(actor)}|${tw}`, async () => ({
      data: await raporCard(db, rq.tahun, tw, { kind: 'actor', actor }, rq.query.satuan_kerja_id),
    }));
  });
  registerRead(app, raporCardPublicEndpoint, (rq, reply) => {
    const tw = triwulanOf(rq.params.triwulan);
    const tahun = publicYear(rq, rq.query.tahun_kinerja);
    return cachedReply(rq, reply, `public|${tw}|${tahun}|${rq.params.satuanKerjaId}`, async () => ({
      data: await raporCard(db, tahun, tw, { kind: 'public' }, rq.params.satuanKerjaId),
    }));
  });
  registerRead(app, raporItemDetailEndpoint, async (rq) => ({
    data: await itemDetail(db, actorOf(rq), rq.tahun, triwulanOf(rq.params.triwulan), rq.params.kinerjaId),
  }));
  registerRead(app, raporPerbaikanEndpoint, async (rq) => ({
    data: await perbaikanOf(
      db,
      rq.tahun,
      triwulanOf(rq.params.triwulan),
      { kind: 'actor', actor: actorOf(rq) },
      rq.query.satuan_kerja_id,
    ),
  }));
  registerWrite(app, tambahLangkahPerbaikanEndpoint, (rq, tx) =>
    tambahLangkahPerbaikan(tx, contextOf(rq), rq.params.id, rq.body),
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
