import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KinerjaSubKegiatanDetail,
  KinerjaSubKegiatanListQuery,
  KinerjaSubKegiatanRecord,
  kinerjaSubKegiatanSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kategoriTematik,
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  rencanaAksi,
  subKegiatan,
} from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertParent,
  assertPerencanaanEditable,
  assertRefs,
  eqFilter,
  existsIn,
  inScopeOr404,
  listPage,
  listRiwayat,
  listUnitCondition,
  pengampuCondition,
  searchCondition,
  statusValidasiCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { catatanOf, clearPenyebabTercapai } from '../shared/catatan';
import {
  childRecords,
  crossCuttingCheck,
  kinerjaDetailRecord,
  kinerjaDetailValues,
  ukuranXlsxColumns,
} from '../shared/kinerja';
import { pengampuChecks, pengampuRecord } from '../shared/pengampu';
import { bulananRecord, penyebabToClear, ukuranRecord, ukuranValues } from '../shared/ukuran';
import * as repo from './kinerja-sub-kegiatan.repository';

type Input = z.output<typeof kinerjaSubKegiatanSchema>;

const RESOURCE = 'kinerja-sub-kegiatan';
const LEVEL = 'kinerja-sub-kegiatan';
const NOT_FOUND = 'Kinerja sub kegiatan tidak ditemukan';
const t = kinerjaSubKegiatan;

function toRecord(row: repo.KinerjaSubKegiatanRow): KinerjaSubKegiatanRecord {
  return {
    ...ukuranRecord(row),
    ...pengampuRecord(row),
    ...kinerjaDetailRecord(row),
    kinerja_kegiatan_id: row.kinerja_kegiatan_id,
    kinerja_kegiatan: {
      id: row.kinerja_kegiatan_id,
      sasaran: row.parent_sasaran,
      indikator: row.parent_indikator,
      kode: row.kegiatan_kode,
      nama: row.kegiatan_nama,
    },
    sub_kegiatan_id: row.sub_kegiatan_id,
    sub_kegiatan: { id: row.sub_kegiatan_id, kode: row.sub_kegiatan_kode, nama: row.sub_kegiatan_nama },
    indikator_kemendagri: row.indikator_kemendagri,
    is_external: row.is_external,
    kategori_tematik_id: row.kategori_tematik_id,
    kategori_tematik:
      row.kategori_tematik_id !== null && row.kategori_tematik_nama !== null
        ? { id: row.kategori_tematik_id, nama: row.kategori_tematik_nama }
        : null,
    status_validasi: row.status_validasi,
    catatan_validasi: row.catatan_validasi,
    validasi_at: row.validasi_at?.toISOString() ?? null,
  };
}

async function detailOf(db: Db | Tx, row: repo.KinerjaSubKegiatanRow): Promise<KinerjaSubKegiatanDetail> {
  const [children, catatan] = await Promise.all([repo.findChildren(db, row.id), catatanOf(db, LEVEL, row.id)]);
  return {
    ...toRecord(row),
    ...bulananRecord(row),
    kinerja_langkah_aksi: childRecords(children, false),
    ...catatan,
  };
}

async function reload(tx: Tx, id: number) {
  const row = await repo.findRecord(tx, id);
  if (!row) throw new Error(`kinerja_sub_kegiatan ${id} hilang setelah ditulis`);
  return detailOf(tx, row);
}

function whereOf(ctx: CrudContext, q: KinerjaSubKegiatanListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.kinerja_kegiatan_id, q.kinerja_kegiatan_id),
    eqFilter(t.sub_kegiatan_id, q.sub_kegiatan_id),
    pengampuCondition(q.pengampu, { type: t.pengampu_type }),
    statusValidasiCondition(q.status_validasi, t.status_validasi),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The sub kegiatan must be one of the parent's kegiatan (Kemendagri nomenclature). */
function refChecks(input: Input, kegiatanId: number, unit: string, tahun: number) {
  return [
    {
      field: 'sub_kegiatan_id',
      message: 'Sub kegiatan tidak ditemukan pada kegiatan ini',
      ok: existsIn(subKegiatan, eq(subKegiatan.id, input.sub_kegiatan_id), eq(subKegiatan.kegiatan_id, kegiatanId)),
    },
    input.kategori_tematik_id !== null && {
      field: 'kategori_tematik_id',
      message: 'Kategori tematik tidak ditemukan',
      ok: existsIn(kategoriTematik, eq(kategoriTematik.id, input.kategori_tematik_id)),
    },
    ...pengampuChecks(input, unit, tahun),
    crossCuttingCheck(input.kinerja_cross_cutting_id),
  ];
}

function valuesOf(input: Input, tahun: number) {
  return {
    kinerja_kegiatan_id: input.kinerja_kegiatan_id,
    sub_kegiatan_id: input.sub_kegiatan_id,
    ...ukuranValues(input, tahun),
    ...kinerjaDetailValues(input),
    indikator_kemendagri: input.indikator_kemendagri,
    is_external: input.is_external,
    kategori_tematik_id: input.kategori_tematik_id,
  };
}

const xlsxColumns: XlsxColumn<KinerjaSubKegiatanRecord>[] = [
  nomorColumn(),
  { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
  { header: 'Kegiatan', value: (r) => r.kinerja_kegiatan.nama, width: 36 },
  { header: 'Kode Sub Kegiatan', value: (r) => r.sub_kegiatan.kode, width: 20 },
  { header: 'Sub Kegiatan', value: (r) => r.sub_kegiatan.nama, width: 40 },
  ...ukuranXlsxColumns<KinerjaSubKegiatanRecord>(),
  { header: 'Indikator Kemendagri', value: (r) => r.indikator_kemendagri, width: 36 },
  { header: 'Status Validasi', value: (r) => (r.status_validasi ? 'Tervalidasi' : 'Belum Tervalidasi'), width: 18 },
];

const PARENT = { field: 'kinerja_kegiatan_id', label: 'Kinerja kegiatan' };

export const kinerjaSubKegiatanService: CrudService<
  KinerjaSubKegiatanListQuery,
  Input,
  KinerjaSubKegiatanRecord,
  KinerjaSubKegiatanDetail
> = {
  async list(db, ctx, q) {
    const where = whereOf(ctx, q);
    return listPage(
      { rows: (limit, offset) => repo.listRows(db, where, limit, offset), count: () => repo.countRows(db, where) },
      q.page,
      q.per_page,
      toRecord,
    );
  },

  async exportXlsx(db, ctx, q) {
    const rows = await repo.listRows(db, whereOf(ctx, q));
    return buildXlsx({
      sheetName: `Kinerja Sub Kegiatan ${ctx.tahun}`,
      columns: xlsxColumns,
      rows: rows.map(toRecord),
    });
  },

  async get(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, inScopeOr404(await repo.findRecord(db, id), scope, NOT_FOUND));
  },

  /** The unit of a sub kegiatan is its kegiatan's. */
  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const parent = assertParent(await repo.findParent(tx, input.kinerja_kegiatan_id), { ...PARENT, scope, tahun });
      const unit = parent.satuan_kerja_id;
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      await assertRefs(tx, refChecks(input, parent.kegiatan_id, unit, tahun));
      const [row] = await tx
        .insert(t)
        .values({ ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit, updated_by: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'kinerja_sub_kegiatan',
        recordId: row!.id,
        newValues: row,
      });
      return reload(tx, row!.id);
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      const { tahun, satuan_kerja_id: unit } = before;
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      const parent = assertParent(await repo.findParent(tx, input.kinerja_kegiatan_id), {
        ...PARENT,
        scope,
        tahun,
        unit,
      });
      await assertRefs(tx, refChecks(input, parent.kegiatan_id, unit, tahun));
      const [after] = await tx
        .update(t)
        .set({ ...valuesOf(input, tahun), updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await clearPenyebabTercapai(tx, actor.id, LEVEL, id, tahun, penyebabToClear(after!));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'kinerja_sub_kegiatan',
        recordId: id,
        oldValues: before,
        newValues: after,
      });
      return reload(tx, id);
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, before.tahun);
      await assertNoChildren(tx, 'Kinerja sub kegiatan', id, [
        {
          label: 'kinerja langkah aksi',
          table: kinerjaLangkahAksi,
          column: kinerjaLangkahAksi.kinerja_sub_kegiatan_id,
        },
        { label: 'rencana aksi', table: rencanaAksi, column: rencanaAksi.kinerja_sub_kegiatan_id },
      ]);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'kinerja_sub_kegiatan',
        recordId: id,
        oldValues: before,
      });
    });
  },

  async riwayat(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    inScopeOr404(await repo.findRow(db, id), scope, NOT_FOUND);
    return listRiwayat(db, t, id);
  },
};
