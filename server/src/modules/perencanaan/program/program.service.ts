import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProgramDetail, ProgramListQuery, ProgramRecord, programSchema } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaProgram, program } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertRefs,
  listPage,
  listRiwayat,
  searchCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { aktifCondition, foundOr404, kodeUnik } from '../shared/master';
import * as repo from './program.repository';

type Input = z.output<typeof programSchema>;

const RESOURCE = 'program';
const NOT_FOUND = 'Program tidak ditemukan';
const t = program;

function toRecord(row: repo.ProgramRow): ProgramRecord {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

async function detailOf(db: Db | Tx, row: repo.ProgramRow): Promise<ProgramDetail> {
  const children = await repo.findChildren(db, row.id);
  return {
    ...toRecord(row),
    satuan_kerja: children.units,
    kegiatan: children.kegiatan,
    jumlah_kinerja: children.jumlahKinerja,
  };
}

async function reload(tx: Tx, id: number) {
  return detailOf(tx, foundOr404(await repo.findRecord(tx, id), NOT_FOUND));
}

function whereOf(ctx: CrudContext, q: ProgramListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(aktifCondition(q.aktif, t.aktif), searchCondition(q.search, repo.searchColumns));
}

/** The unit ids of the payload, without duplicates; 422 when one does not exist. */
async function unitsOf(tx: Tx, input: Input): Promise<string[]> {
  const ids = [...new Set(input.satuan_kerja_ids)].sort();
  const found = new Set(await repo.existingUnits(tx, ids));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError('satuan_kerja_ids', `Satuan kerja tidak ditemukan: ${missing.join(', ')}`);
  return ids;
}

const XLSX_COLUMNS: XlsxColumn<ProgramRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 16 },
  { header: 'Nama Program', value: (r) => r.nama, width: 60 },
  { header: 'Jumlah Kegiatan', value: (r) => r.jumlah_kegiatan, format: 'bilangan' },
  { header: 'Jumlah Satuan Kerja', value: (r) => r.jumlah_satuan_kerja, format: 'bilangan' },
  { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
];

export const programService: CrudService<ProgramListQuery, Input, ProgramRecord, ProgramDetail> = {
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
    return buildXlsx({ sheetName: 'Program', columns: XLSX_COLUMNS, rows: rows.map(toRecord) });
  },

  async get(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, foundOr404(await repo.findRecord(db, id), NOT_FOUND));
  },

  async create(db, ctx, input) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      await assertRefs(tx, [kodeUnik(t, t, input.kode, 'Kode program')]);
      const units = await unitsOf(tx, input);
      const { satuan_kerja_ids: _units, ...fields } = input;
      const [row] = await tx
        .insert(t)
        .values({ ...fields, updated_by: actor.id })
        .returning();
      await repo.replaceUnits(tx, row!.id, units, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'program',
        recordId: row!.id,
        newValues: { ...row, satuan_kerja_ids: units },
      });
      return reload(tx, row!.id);
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await assertRefs(tx, [kodeUnik(t, t, input.kode, 'Kode program', id)]);
      const units = await unitsOf(tx, input);
      const unitsBefore = (await repo.findUnitIds(tx, id)).map((u) => u.satuan_kerja_id);
      const { satuan_kerja_ids: _units, ...fields } = input;
      const [after] = await tx
        .update(t)
        .set({ ...fields, updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await repo.replaceUnits(tx, id, units, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'program',
        recordId: id,
        oldValues: { ...before, satuan_kerja_ids: unitsBefore },
        newValues: { ...after, satuan_kerja_ids: units },
      });
      return reload(tx, id);
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await assertNoChildren(tx, 'Program', id, [
        { label: 'kegiatan', table: kegiatan, column: kegiatan.program_id },
        { label: 'kinerja program', table: kinerjaProgram, column: kinerjaProgram.program_id },
      ]);
      const units = (await repo.findUnitIds(tx, id)).map((u) => u.satuan_kerja_id);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'program',
        recordId: id,
        oldValues: { ...before, satuan_kerja_ids: units },
      });
    });
  },

  async riwayat(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    foundOr404(await repo.findRow(db, id), NOT_FOUND);
    return listRiwayat(db, t, id);
  },
};
