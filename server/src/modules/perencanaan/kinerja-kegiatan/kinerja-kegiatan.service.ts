import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KinerjaKegiatanDetail,
  KinerjaKegiatanListQuery,
  KinerjaKegiatanRecord,
  kinerjaKegiatanSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaKegiatan, kinerjaSubKegiatan } from '../../../db/schema/index';
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
import * as repo from './kinerja-kegiatan.repository';

type Input = z.output<typeof kinerjaKegiatanSchema>;

const RESOURCE = 'kinerja-kegiatan';
const LEVEL = 'kinerja-kegiatan';
const NOT_FOUND = 'Kinerja kegiatan tidak ditemukan';
const t = kinerjaKegiatan;

function toRecord(row: repo.KinerjaKegiatanRow): KinerjaKegiatanRecord {
  return {
    ...ukuranRecord(row),
    ...pengampuRecord(row),
    ...kinerjaDetailRecord(row),
    kinerja_program_id: row.kinerja_program_id,
    kinerja_program: {
      id: row.kinerja_program_id,
      sasaran: row.parent_sasaran,
      indikator: row.parent_indikator,
      kode: row.program_kode,
      nama: row.program_nama,
    },
    kegiatan_id: row.kegiatan_id,
    kegiatan: { id: row.kegiatan_id, kode: row.kegiatan_kode, nama: row.kegiatan_nama },
  };
}

async function detailOf(db: Db | Tx, row: repo.KinerjaKegiatanRow): Promise<KinerjaKegiatanDetail> {
  const [children, catatan] = await Promise.all([repo.findChildren(db, row.id), catatanOf(db, LEVEL, row.id)]);
  return {
    ...toRecord(row),
    ...bulananRecord(row),
    kinerja_sub_kegiatan: childRecords(children.own, false),
    kinerja_sub_kegiatan_cross: childRecords(children.cross, true),
    ...catatan,
  };
}

async function reload(tx: Tx, id: number) {
  const row = await repo.findRecord(tx, id);
  if (!row) throw new Error(`kinerja_kegiatan ${id} hilang setelah ditulis`);
  return detailOf(tx, row);
}

function whereOf(ctx: CrudContext, q: KinerjaKegiatanListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.kinerja_program_id, q.kinerja_program_id),
    eqFilter(t.kegiatan_id, q.kegiatan_id),
    pengampuCondition(q.pengampu, { type: t.pengampu_type }),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The kegiatan must be one of the parent's program (Kemendagri nomenclature). */
function refChecks(input: Input, programId: number, unit: string, tahun: number) {
  return [
    {
      field: 'kegiatan_id',
      message: 'Kegiatan tidak ditemukan pada program ini',
      ok: existsIn(kegiatan, eq(kegiatan.id, input.kegiatan_id), eq(kegiatan.program_id, programId)),
    },
    ...pengampuChecks(input, unit, tahun),
    crossCuttingCheck(input.kinerja_cross_cutting_id),
  ];
}

function valuesOf(input: Input, tahun: number) {
  return {
    kinerja_program_id: input.kinerja_program_id,
    kegiatan_id: input.kegiatan_id,
    ...ukuranValues(input, tahun),
    ...kinerjaDetailValues(input),
  };
}

const xlsxColumns: XlsxColumn<KinerjaKegiatanRecord>[] = [
  nomorColumn(),
  { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
  { header: 'Program', value: (r) => r.kinerja_program.nama, width: 36 },
  { header: 'Kode Kegiatan', value: (r) => r.kegiatan.kode, width: 16 },
  { header: 'Kegiatan', value: (r) => r.kegiatan.nama, width: 40 },
  ...ukuranXlsxColumns<KinerjaKegiatanRecord>(),
];

const PARENT = { field: 'kinerja_program_id', label: 'Kinerja program' };

export const kinerjaKegiatanService: CrudService<
  KinerjaKegiatanListQuery,
  Input,
  KinerjaKegiatanRecord,
  KinerjaKegiatanDetail
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
    return buildXlsx({ sheetName: `Kinerja Kegiatan ${ctx.tahun}`, columns: xlsxColumns, rows: rows.map(toRecord) });
  },

  async get(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, inScopeOr404(await repo.findRecord(db, id), scope, NOT_FOUND));
  },

  /** The unit of a kegiatan is its program's. */
  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const parent = assertParent(await repo.findParent(tx, input.kinerja_program_id), { ...PARENT, scope, tahun });
      const unit = parent.satuan_kerja_id;
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      await assertRefs(tx, refChecks(input, parent.program_id, unit, tahun));
      const [row] = await tx
        .insert(t)
        .values({ ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit, updated_by: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'kinerja_kegiatan',
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
      const parent = assertParent(await repo.findParent(tx, input.kinerja_program_id), {
        ...PARENT,
        scope,
        tahun,
        unit,
      });
      await assertRefs(tx, refChecks(input, parent.program_id, unit, tahun));
      const [after] = await tx
        .update(t)
        .set({ ...valuesOf(input, tahun), updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await clearPenyebabTercapai(tx, actor.id, LEVEL, id, tahun, penyebabToClear(after!));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'kinerja_kegiatan',
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
      await assertNoChildren(tx, 'Kinerja kegiatan', id, [
        { label: 'kinerja sub kegiatan', table: kinerjaSubKegiatan, column: kinerjaSubKegiatan.kinerja_kegiatan_id },
      ]);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'kinerja_kegiatan',
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
