import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BAYANGAN_LEVEL_LABELS,
  BAYANGAN_LEVELS,
  MESSAGE_BAYANGAN_DUPLIKAT,
  type BayanganLevel,
  type KinerjaBayanganDetail,
  type KinerjaBayanganListQuery,
  type KinerjaBayanganRecord,
  type kinerjaBayanganSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaBayangan } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertRefs,
  eqFilter,
  listPageOf,
  listRiwayat,
  searchCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { NotFoundError } from '../../../lib/errors';
import { buildXlsx, nomorColumn } from '../../../lib/xlsx';
import * as repo from './kinerja-bayangan.repository';

type Input = z.output<typeof kinerjaBayanganSchema>;

/**
 * Kinerja bayangan: the shadow wording of one diagram node (SS-PD, program, kegiatan or sub
 * kegiatan), at most one per node. The city writes; everyone reads.
 */
const RESOURCE = 'kinerja-bayangan';
const NOT_FOUND = 'Kinerja bayangan tidak ditemukan';
const t = kinerjaBayangan;

function levelOf(value: string): BayanganLevel {
  return (BAYANGAN_LEVELS as readonly string[]).includes(value) ? (value as BayanganLevel) : 'kinerja-program';
}

function toRecord(row: repo.KinerjaBayanganRow): KinerjaBayanganRecord {
  const level = levelOf(row.level);
  return {
    id: row.id,
    level,
    kinerja_id: row[repo.NODE_COLUMN[level].name as 'kinerja_program_id'] ?? 0,
    kinerja: { sasaran: row.node_sasaran, indikator: row.node_indikator },
    satuan_kerja_id: row.node_unit,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    target: row.target,
    keterangan: row.keterangan,
    updated_at: row.updated_at.toISOString(),
  };
}

async function findOr404(db: Db | Tx, id: number) {
  const row = await repo.findRecord(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

function whereOf(ctx: CrudContext, q: KinerjaBayanganListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(
    repo.nodeOfYear(ctx.tahun),
    eqFilter(t.level, q.level),
    q.satuan_kerja_id ? eq(repo.unitColumn, q.satuan_kerja_id) : undefined,
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The node is of the year and has no other shadow (422 on kinerja_id otherwise). */
async function assertNode(tx: Tx, input: Input, tahun: number, id: number | null) {
  const label = BAYANGAN_LEVEL_LABELS[input.level];
  await assertRefs(tx, [
    {
      field: 'kinerja_id',
      message: `${label} tidak ditemukan untuk tahun ${tahun}`,
      ok: repo.nodeExists(input.level, input.kinerja_id, tahun),
    },
  ]);
  await assertRefs(tx, [
    { field: 'kinerja_id', message: MESSAGE_BAYANGAN_DUPLIKAT, ok: repo.nodeFree(input.level, input.kinerja_id, id) },
  ]);
}

function valuesOf(input: Input) {
  const { kinerja_id, ...fields } = input;
  return {
    ...fields,
    sasaran_strategis_pd_id: input.level === 'sasaran-strategis-pd' ? kinerja_id : null,
    kinerja_program_id: input.level === 'kinerja-program' ? kinerja_id : null,
    kinerja_kegiatan_id: input.level === 'kinerja-kegiatan' ? kinerja_id : null,
    kinerja_sub_kegiatan_id: input.level === 'kinerja-sub-kegiatan' ? kinerja_id : null,
  };
}

export const kinerjaBayanganService: CrudService<
  KinerjaBayanganListQuery,
  Input,
  KinerjaBayanganRecord,
  KinerjaBayanganDetail
> = {
  async list(db, ctx, q) {
    const where = whereOf(ctx, q);
    return listPageOf(db, repo, where, q, toRecord);
  },

  async exportXlsx(db, ctx, q) {
    const rows = (await repo.listRows(db, whereOf(ctx, q))).map(toRecord);
    return buildXlsx({
      sheetName: `Kinerja Bayangan ${ctx.tahun}`,
      columns: [
        nomorColumn(),
        { header: 'Satuan Kerja', value: (r: KinerjaBayanganRecord) => r.satuan_kerja_nama, width: 30 },
        { header: 'Tingkat', value: (r) => BAYANGAN_LEVEL_LABELS[r.level], width: 22 },
        { header: 'Kinerja', value: (r) => r.kinerja.sasaran, width: 40 },
        { header: 'Sasaran Bayangan', value: (r) => r.sasaran, width: 40 },
        { header: 'Indikator Bayangan', value: (r) => r.indikator, width: 40 },
        { header: 'Target', value: (r) => r.target, format: 'angka' },
        { header: 'Satuan', value: (r) => r.satuan ?? '', width: 14 },
      ],
      rows,
    });
  },

  async get(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    return toRecord(await findOr404(db, id));
  },

  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      await assertNode(tx, input, tahun, null);
      const [row] = await tx
        .insert(t)
        .values({ ...valuesOf(input), updated_by: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'kinerja_bayangan',
        recordId: row!.id,
        newValues: row,
      });
      return toRecord(await findOr404(tx, row!.id));
    });
  },

  async update(db, ctx, id, input) {
    const { actor, tahun } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = await repo.findRow(tx, id);
      if (!before) throw new NotFoundError(NOT_FOUND);
      await assertNode(tx, input, tahun, id);
      const [after] = await tx
        .update(t)
        .set({ ...valuesOf(input), updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'kinerja_bayangan',
        recordId: id,
        oldValues: before,
        newValues: after,
      });
      return toRecord(await findOr404(tx, id));
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = await repo.findRow(tx, id);
      if (!before) throw new NotFoundError(NOT_FOUND);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'kinerja_bayangan',
        recordId: id,
        oldValues: before,
      });
    });
  },

  async riwayat(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    await findOr404(db, id);
    return listRiwayat(db, t, id);
  },
};
