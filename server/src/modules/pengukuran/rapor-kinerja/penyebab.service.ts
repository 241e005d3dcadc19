import { and, eq } from 'drizzle-orm';
import type {
  RaporPenyebabDetail,
  RaporPenyebabListQuery,
  RaporPenyebabRecord,
  SessionUser,
  langkahPerbaikanSchema,
  raporPenyebabBodySchema,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { assertCan, inScopeOr404 } from '../../../lib/crud/access';
import {
  crudService,
  eqFilter,
  listUnitCondition,
  searchCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { insertAudited, updateAudited } from '../../../lib/crud/writes';
import { fieldError } from '../../../lib/errors';
import { must } from '../../../lib/must';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './rapor.repository';
import * as causes from './penyebab.repository';
import { kinerjaLangkahAksiService } from '../../perencanaan/services';
import { itemInScope, raporItemOf } from './rapor.service';

/**
 * Causes of failure of the rapor (DOMAIN-2 §1): the penyebab_kegagalan row of a sub kegiatan and
 * quarter (one per item, year and quarter), CRUD on the recipe of decision 0026. A cause applies
 * only to an item that is not tercapai in that quarter; deleting it deletes its corrective langkah
 * aksi in the same transaction. The unit may touch only its own items (404 otherwise).
 */
type Input = z.output<typeof raporPenyebabBodySchema>;

const RESOURCE = 'rapor-kinerja';
const NOT_FOUND = 'Penyebab kegagalan tidak ditemukan';
type Stored = NonNullable<Awaited<ReturnType<typeof causes.findRow>>>;

/** A cause the actor may change (its item in the actor's write scope), else 404. */
export async function causeForWrite(db: Db | Tx, actor: SessionUser, id: number): Promise<Stored> {
  return inScopeOr404(await causes.findRow(db, id), assertCan(actor, 'write', RESOURCE), NOT_FOUND);
}

const xlsxColumns: XlsxColumn<RaporPenyebabRecord>[] = [
  nomorColumn(),
  { header: 'Triwulan', value: (r) => r.triwulan, width: 10 },
  { header: 'Sasaran Sub Kegiatan', value: (r) => r.sasaran, width: 40 },
  { header: 'Indikator', value: (r) => r.indikator, width: 40 },
  { header: 'Penyebab Kegagalan', value: (r) => r.penyebab, width: 60 },
];

/** The item must be a failed item of the quarter, without a cause yet. */
async function assertFailedItem(tx: Tx, tahun: number, unit: string, input: Input) {
  const tw = input.triwulan as 1 | 2 | 3 | 4;
  const { item } = await raporItemOf(tx, tahun, tw, unit, input.kinerja_sub_kegiatan_id).catch(() => {
    throw fieldError('triwulan', 'Sasaran sub kegiatan tidak memiliki target pada triwulan ini');
  });
  if (item.tercapai)
    throw fieldError(
      'penyebab',
      'Sasaran sub kegiatan tercapai pada triwulan ini; penyebab kegagalan tidak diperlukan',
    );
}

export const penyebabService: CrudService<RaporPenyebabListQuery, Input, RaporPenyebabRecord, RaporPenyebabDetail> =
  crudService({
    resource: RESOURCE,
    table: causes.table,
    notFound: NOT_FOUND,
    unitScoped: true,
    repo: causes,
    where: (ctx, q) =>
      and(
        causes.ofSubKegiatan,
        eq(causes.columns.tahun, ctx.tahun),
        listUnitCondition(ctx.actor, RESOURCE, causes.columns.satuanKerjaId, q.satuan_kerja_id),
        eqFilter(causes.columns.kskId, q.kinerja_sub_kegiatan_id),
        eqFilter(causes.columns.triwulan, q.triwulan),
        searchCondition(q.search, causes.searchColumns),
      ),
    toRecord: (row) => row,
    async detail(db, row) {
      const steps = await repo.correctiveOf(db, { tahun: row.tahun, items: [row.kinerja_sub_kegiatan_id] });
      return {
        ...row,
        langkah_perbaikan: steps
          .filter((s) => s.penyebab_kegagalan_id === row.id)
          .map(({ penyebab_kegagalan_id: _p, ...s }) => s),
      };
    },
    xlsx: (rows, tahun) => buildXlsx({ sheetName: `Penyebab Kegagalan ${tahun}`, columns: xlsxColumns, rows }),

    async insert(tx, ctx, input) {
      const found = await itemInScope(tx, ctx.actor, input.kinerja_sub_kegiatan_id, ctx.tahun, 'write');
      await assertFailedItem(tx, ctx.tahun, found.satuan_kerja_id, input);
      if (await causes.causeOfQuarter(tx, found.id, ctx.tahun, input.triwulan))
        throw fieldError('penyebab', 'Penyebab kegagalan triwulan ini sudah diisi; ubah yang ada');
      const row = await insertAudited(tx, causes.table, ctx.actor.id, {
        level: 'kinerja-sub-kegiatan',
        kinerja_sub_kegiatan_id: found.id,
        tahun: ctx.tahun,
        triwulan: input.triwulan,
        penyebab: input.penyebab,
      });
      return row.id;
    },

    async write(tx, ctx, before: Stored, input) {
      if (input.kinerja_sub_kegiatan_id !== before.kinerja_sub_kegiatan_id || input.triwulan !== before.triwulan)
        throw fieldError('triwulan', 'Penyebab kegagalan tidak dapat dipindahkan ke sasaran atau triwulan lain');
      await updateAudited(tx, causes.table, ctx.actor.id, { id: before.id, before, set: { penyebab: input.penyebab } });
      return undefined;
    },

    /** Its corrective langkah aksi go with it (their member targets and notes cascade). */
    async beforeRemove(tx, ctx, before) {
      const removed = await causes.deleteCorrectiveOf(tx, before.id);
      for (const row of removed) {
        await recordAudit(tx, {
          actorId: ctx.actor.id,
          action: 'delete',
          table: 'kinerja_langkah_aksi',
          recordId: row.id,
          oldValues: row,
        });
      }
      return { langkah_perbaikan: removed.map((r) => r.id) };
    },
  });

/**
 * A corrective step of a cause: a langkah aksi of the cause's sub kegiatan (through the langkah
 * aksi service, its rules and audit) linked to the cause. Answers the cause with its steps.
 */
export async function tambahLangkahPerbaikan(
  tx: Tx,
  ctx: CrudContext,
  id: number,
  body: z.output<typeof langkahPerbaikanSchema>,
) {
  const cause = await causeForWrite(tx, ctx.actor, id);
  const step = await kinerjaLangkahAksiService.create(tx, ctx, {
    ...body,
    kinerja_sub_kegiatan_id: must(cause.kinerja_sub_kegiatan_id, 'penyebab_kegagalan.kinerja_sub_kegiatan_id'),
  });
  await causes.linkCorrective(tx, ctx.actor.id, cause.id, step.id);
  return { message: 'Langkah aksi perbaikan berhasil ditambahkan', data: await penyebabService.get(tx, ctx, cause.id) };
}
