import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BAB_LKIP_LABELS,
  type BabLkip,
  type NarasiLkipListQuery,
  type NarasiLkipRecord,
  type narasiLkipSchema,
  type Resource,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { narasiLkip } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  deleteAudited,
  eqFilter,
  inScopeOr404,
  listPageOf,
  listRiwayat,
  insertAudited,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { NotFoundError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './narasi.repository';

type Input = z.output<typeof narasiLkipSchema>;

/**
 * LKIP narratives, two CRUD groups on one table (narasi_lkip): 'pemda' = the city's report (rows
 * without a unit, resource narasi-pemda), 'pd' = a unit's report (resource narasi-pd, scoped by
 * unit like the planning records). A row of the other level is 404.
 */
export type NarasiLevel = 'pemda' | 'pd';

const t = narasiLkip;
const NOT_FOUND = 'Narasi tidak ditemukan';
const RESOURCE: Record<NarasiLevel, Resource> = { pemda: 'narasi-pemda', pd: 'narasi-pd' };

function toRecord(row: repo.NarasiRow): NarasiLkipRecord {
  return {
    ...row,
    bab_nama: BAB_LKIP_LABELS[row.bab as BabLkip] ?? `Bab ${row.bab}`,
    updated_at: row.updated_at.toISOString(),
  };
}

async function reload(tx: Tx, id: number) {
  const row = await repo.findRecord(tx, id);
  if (!row) throw new Error(`narasi_lkip ${id} hilang setelah ditulis`);
  return toRecord(row);
}

function xlsxColumns(level: NarasiLevel): XlsxColumn<NarasiLkipRecord>[] {
  return [
    nomorColumn(),
    ...(level === 'pd'
      ? [{ header: 'Satuan Kerja', value: (r: NarasiLkipRecord) => r.satuan_kerja_nama, width: 30 }]
      : []),
    { header: 'Bab', value: (r) => r.bab_nama, width: 30 },
    { header: 'Judul', value: (r) => r.judul, width: 40 },
    { header: 'Narasi', value: (r) => r.narasi, width: 80 },
  ];
}

export function narasiService(
  level: NarasiLevel,
): CrudService<NarasiLkipListQuery, Input, NarasiLkipRecord, NarasiLkipRecord> {
  const resource = RESOURCE[level];
  const ofLevel = level === 'pemda' ? isNull(t.satuan_kerja_id) : isNotNull(t.satuan_kerja_id);

  /** The row when it is of this level and in scope; else 404. */
  function rowOf<T extends { satuan_kerja_id: string | null }>(
    row: T | undefined,
    scope: ReturnType<typeof assertCan>,
  ) {
    if (row && (row.satuan_kerja_id === null) !== (level === 'pemda')) throw new NotFoundError(NOT_FOUND);
    return inScopeOr404(row, scope, NOT_FOUND);
  }

  /** pd: the actor's units (and the chosen one); pemda: every reader sees the city's rows. */
  function unitCondition(ctx: CrudContext, q: NarasiLkipListQuery) {
    if (level === 'pd') return listUnitCondition(ctx.actor, resource, t.satuan_kerja_id, q.satuan_kerja_id);
    assertCan(ctx.actor, 'read', resource);
    return undefined;
  }

  function whereOf(ctx: CrudContext, q: NarasiLkipListQuery) {
    return and(
      eq(t.tahun, ctx.tahun),
      ofLevel,
      unitCondition(ctx, q),
      eqFilter(t.bab, q.bab ? Number(q.bab) : undefined),
      searchCondition(q.search, repo.searchColumns),
    );
  }

  return {
    async list(db, ctx, q) {
      const where = whereOf(ctx, q);
      return listPageOf(db, repo, where, q, toRecord);
    },

    async exportXlsx(db, ctx, q) {
      const rows = await repo.listRows(db, whereOf(ctx, q));
      return buildXlsx({
        sheetName: `Narasi LKIP ${ctx.tahun}`,
        columns: xlsxColumns(level),
        rows: rows.map(toRecord),
      });
    },

    async get(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'read', resource);
      return toRecord(rowOf(await repo.findRecord(db, id), scope));
    },

    async create(db, ctx, input) {
      const { actor, tahun } = ctx;
      assertCan(actor, 'write', resource);
      const unit = level === 'pd' ? unitForNew(actor, resource, input.satuan_kerja_id) : null;
      return db.transaction(async (tx) => {
        if (unit !== null) await assertRefs(tx, [satuanKerjaExists(unit)]);
        const { satuan_kerja_id: _unit, ...fields } = input;
        const row = await insertAudited(tx, t, actor.id, { ...fields, satuan_kerja_id: unit, tahun });
        return reload(tx, row.id);
      });
    },

    async update(db, ctx, id, input) {
      const { actor } = ctx;
      const scope = assertCan(actor, 'write', resource);
      return db.transaction(async (tx) => {
        const before = rowOf(await repo.findRow(tx, id), scope);
        const { satuan_kerja_id: _unit, ...fields } = input;
        await updateAudited(tx, t, actor.id, { id, before, set: fields });
        return reload(tx, id);
      });
    },

    async remove(db, ctx, id) {
      const { actor } = ctx;
      const scope = assertCan(actor, 'write', resource);
      await db.transaction(async (tx) => {
        const before = rowOf(await repo.findRow(tx, id), scope);
        await deleteAudited(tx, t, actor.id, { id, before });
      });
    },

    async riwayat(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'read', resource);
      rowOf(await repo.findRow(db, id), scope);
      return listRiwayat(db, t, id);
    },
  };
}
