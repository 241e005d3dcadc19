import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { KegiatanDetail, KegiatanListQuery, KegiatanRecord, kegiatanSchema } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaKegiatan, program, subKegiatan } from '../../../db/schema/index';
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
import * as repo from './kegiatan.repository';

type Input = z.output<typeof kegiatanSchema>;

const RESOURCE = 'kegiatan';
const NOT_FOUND = 'Kegiatan tidak ditemukan';
const t = kegiatan;

function toRecord(row: repo.KegiatanRow): KegiatanRecord {
  return {
    id: row.id,
    kode: row.kode,
    nama: row.nama,
    aktif: row.aktif,
    program_id: row.program_id,
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
    jumlah_sub_kegiatan: row.jumlah_sub_kegiatan,
    updated_at: row.updated_at.toISOString(),
  };
}

async function detailOf(db: Db | Tx, row: repo.KegiatanRow): Promise<KegiatanDetail> {
  const children = await repo.findChildren(db, row.id);
  return { ...toRecord(row), sub_kegiatan: children.subKegiatan, jumlah_kinerja: children.jumlahKinerja };
}

async function reload(tx: Tx, id: number) {
  return detailOf(tx, foundOr404(await repo.findRecord(tx, id), NOT_FOUND));
}

function whereOf(ctx: CrudContext, q: KegiatanListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(
    aktifCondition(q.aktif, t.aktif),
    eqFilter(t.program_id, q.program_id),
    searchCondition(q.search, repo.searchColumns),
  );
}

function refChecks(input: Input, exceptId?: number) {
  return [
    kodeUnik(t, t, input.kode, 'Kode kegiatan', exceptId),
    {
      field: 'program_id',
      message: 'Program tidak ditemukan',
      ok: existsIn(program, eq(program.id, input.program_id)),
    },
  ];
}

const XLSX_COLUMNS: XlsxColumn<KegiatanRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 18 },
  { header: 'Nama Kegiatan', value: (r) => r.nama, width: 60 },
  { header: 'Program', value: (r) => `${r.program.kode} ${r.program.nama}`, width: 50 },
  { header: 'Jumlah Sub Kegiatan', value: (r) => r.jumlah_sub_kegiatan, format: 'bilangan' },
  { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
];

export const kegiatanService: CrudService<KegiatanListQuery, Input, KegiatanRecord, KegiatanDetail> = {
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
    return buildXlsx({ sheetName: 'Kegiatan', columns: XLSX_COLUMNS, rows: rows.map(toRecord) });
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
        table: 'kegiatan',
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
        table: 'kegiatan',
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
      await assertNoChildren(tx, 'Kegiatan', id, [
        { label: 'sub kegiatan', table: subKegiatan, column: subKegiatan.kegiatan_id },
        { label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kegiatan_id },
      ]);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'kegiatan',
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
