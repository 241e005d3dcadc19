import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SubKegiatanDetail, SubKegiatanListQuery, SubKegiatanRecord, subKegiatanSchema } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, subKegiatan } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertRefs,
  eqFilter,
  existsIn,
  listPage,
  listRiwayat,
  searchCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { aktifCondition, foundOr404, kodeUnik } from '../shared/master';
import * as repo from './sub-kegiatan.repository';

type Input = z.output<typeof subKegiatanSchema>;

const RESOURCE = 'sub-kegiatan';
const NOT_FOUND = 'Sub kegiatan tidak ditemukan';
const t = subKegiatan;

function toRecord(row: repo.SubKegiatanRow): SubKegiatanRecord {
  return {
    id: row.id,
    kode: row.kode,
    nama: row.nama,
    indikator: row.indikator,
    satuan: row.satuan,
    aktif: row.aktif,
    kegiatan_id: row.kegiatan_id,
    kegiatan: { id: row.kegiatan_id, kode: row.kegiatan_kode, nama: row.kegiatan_nama },
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
    updated_at: row.updated_at.toISOString(),
  };
}

async function detailOf(db: Db | Tx, row: repo.SubKegiatanRow): Promise<SubKegiatanDetail> {
  return { ...toRecord(row), jumlah_kinerja: await repo.countKinerja(db, row.id) };
}

async function reload(tx: Tx, id: number) {
  return detailOf(tx, foundOr404(await repo.findRecord(tx, id), NOT_FOUND));
}

function whereOf(ctx: CrudContext, q: SubKegiatanListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(
    aktifCondition(q.aktif, t.aktif),
    eqFilter(t.kegiatan_id, q.kegiatan_id),
    eqFilter(kegiatan.program_id, q.program_id),
    searchCondition(q.search, repo.searchColumns),
  );
}

function refChecks(input: Input, exceptId?: number) {
  return [
    kodeUnik(t, t, input.kode, 'Kode sub kegiatan', exceptId),
    {
      field: 'kegiatan_id',
      message: 'Kegiatan tidak ditemukan',
      ok: existsIn(kegiatan, eq(kegiatan.id, input.kegiatan_id)),
    },
  ];
}

const XLSX_COLUMNS: XlsxColumn<SubKegiatanRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 22 },
  { header: 'Nama Sub Kegiatan', value: (r) => r.nama, width: 60 },
  { header: 'Kegiatan', value: (r) => `${r.kegiatan.kode} ${r.kegiatan.nama}`, width: 50 },
  { header: 'Program', value: (r) => `${r.program.kode} ${r.program.nama}`, width: 50 },
  { header: 'Indikator', value: (r) => r.indikator, width: 50 },
  { header: 'Satuan', value: (r) => r.satuan, width: 14 },
  { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
];

export const subKegiatanService: CrudService<SubKegiatanListQuery, Input, SubKegiatanRecord, SubKegiatanDetail> = {
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
    return buildXlsx({ sheetName: 'Sub Kegiatan', columns: XLSX_COLUMNS, rows: rows.map(toRecord) });
  },

  async get(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, foundOr404(await repo.findRecord(db, id), NOT_FOUND));
  },

  async create(db, ctx, input) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      await assertRefs(tx, refChecks(input));
      const [row] = await tx
        .insert(t)
        .values({ ...input, updated_by: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'sub_kegiatan',
        recordId: row!.id,
        newValues: row,
      });
      return reload(tx, row!.id);
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await assertRefs(tx, refChecks(input, id));
      const [after] = await tx
        .update(t)
        .set({ ...input, updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'sub_kegiatan',
        recordId: id,
        oldValues: before,
        newValues: after,
      });
      return reload(tx, id);
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await assertNoChildren(tx, 'Sub kegiatan', id, repo.usedBy);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'sub_kegiatan',
        recordId: id,
        oldValues: before,
      });
    });
  },

  async riwayat(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    foundOr404(await repo.findRow(db, id), NOT_FOUND);
    return listRiwayat(db, t, id);
  },
};
