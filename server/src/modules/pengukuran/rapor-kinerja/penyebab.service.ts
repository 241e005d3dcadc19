import { and, asc, count, eq, inArray } from 'drizzle-orm';
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
import {
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  langkahAksiPerbaikan,
  penyebabKegagalan,
} from '../../../db/schema/index';
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
import { recordQueries } from '../../../lib/crud/queries';
import { insertAudited, updateAudited } from '../../../lib/crud/writes';
import { fieldError } from '../../../lib/errors';
import { must } from '../../../lib/must';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './rapor.repository';
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
const pk = penyebabKegagalan;
const ksk = kinerjaSubKegiatan;

const queries = recordQueries({
  table: pk,
  rows: (db, where) =>
    db
      .select({
        id: pk.id,
        kinerja_sub_kegiatan_id: ksk.id,
        satuan_kerja_id: ksk.satuan_kerja_id,
        tahun: pk.tahun,
        triwulan: pk.triwulan,
        penyebab: pk.penyebab,
        sasaran: ksk.sasaran,
        indikator: ksk.indikator,
      })
      .from(pk)
      .innerJoin(ksk, eq(ksk.id, pk.kinerja_sub_kegiatan_id))
      .where(and(eq(pk.level, 'kinerja-sub-kegiatan'), where))
      .orderBy(asc(pk.triwulan), asc(pk.id))
      .$dynamic(),
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(pk)
      .innerJoin(ksk, eq(ksk.id, pk.kinerja_sub_kegiatan_id))
      .where(and(eq(pk.level, 'kinerja-sub-kegiatan'), where)),
});

/** The stored cause with the unit of its sub kegiatan (the recipe scopes rows by it). */
async function findRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ row: pk, satuan_kerja_id: ksk.satuan_kerja_id })
    .from(pk)
    .innerJoin(ksk, eq(ksk.id, pk.kinerja_sub_kegiatan_id))
    .where(and(eq(pk.id, id), eq(pk.level, 'kinerja-sub-kegiatan')))
    .limit(1);
  return row ? { ...row.row, satuan_kerja_id: row.satuan_kerja_id } : undefined;
}
type Stored = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/** A cause the actor may change (its item in the actor's write scope), else 404. */
export async function causeForWrite(db: Db | Tx, actor: SessionUser, id: number): Promise<Stored> {
  return inScopeOr404(await findRow(db, id), assertCan(actor, 'write', RESOURCE), NOT_FOUND);
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
    table: pk,
    notFound: NOT_FOUND,
    unitScoped: true,
    repo: { ...queries, findRow },
    where: (ctx, q) =>
      and(
        eq(pk.tahun, ctx.tahun),
        listUnitCondition(ctx.actor, RESOURCE, ksk.satuan_kerja_id, q.satuan_kerja_id),
        eqFilter(ksk.id, q.kinerja_sub_kegiatan_id),
        eqFilter(pk.triwulan, q.triwulan),
        searchCondition(q.search, [pk.penyebab, ksk.sasaran, ksk.indikator]),
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
      const [existing] = await tx
        .select({ id: pk.id })
        .from(pk)
        .where(and(eq(pk.kinerja_sub_kegiatan_id, found.id), eq(pk.tahun, ctx.tahun), eq(pk.triwulan, input.triwulan)))
        .limit(1);
      if (existing) throw fieldError('penyebab', 'Penyebab kegagalan triwulan ini sudah diisi; ubah yang ada');
      const row = await insertAudited(tx, pk, ctx.actor.id, {
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
      await updateAudited(tx, pk, ctx.actor.id, { id: before.id, before, set: { penyebab: input.penyebab } });
      return undefined;
    },

    /** Its corrective langkah aksi go with it (their member targets and notes cascade). */
    async beforeRemove(tx, ctx, before) {
      const links = await tx
        .select({ id: langkahAksiPerbaikan.kinerja_langkah_aksi_id })
        .from(langkahAksiPerbaikan)
        .where(eq(langkahAksiPerbaikan.penyebab_kegagalan_id, before.id));
      if (links.length === 0) return { langkah_perbaikan: [] };
      const removed = await tx
        .delete(kinerjaLangkahAksi)
        .where(
          inArray(
            kinerjaLangkahAksi.id,
            links.map((l) => l.id),
          ),
        )
        .returning();
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
  await insertAudited(tx, langkahAksiPerbaikan, ctx.actor.id, {
    penyebab_kegagalan_id: cause.id,
    kinerja_langkah_aksi_id: step.id,
  });
  return { message: 'Langkah aksi perbaikan berhasil ditambahkan', data: await penyebabService.get(tx, ctx, cause.id) };
}
