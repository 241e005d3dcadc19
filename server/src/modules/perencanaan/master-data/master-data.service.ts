import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import {
  assertCan,
  assertNoChildren,
  assertRefs,
  deleteAudited,
  insertAudited,
  listPageOf,
  listRiwayat,
  searchCondition,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx } from '../../../lib/xlsx';
import { aktifCondition, foundOr404, kodeUnik } from '../shared/master';
import type { MasterLevel, MasterSchemas } from './levels';
import { must } from '../../../lib/must';

/**
 * The CRUD service of a master-data level (program, kegiatan, sub kegiatan), one implementation
 * for the three: the level descriptor (levels.ts) says what differs. Super writes, everyone reads.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** The audit values of a program's units (satuan_kerja_ids); nothing for the other levels. */
function unitsAudit(ids: string[] | undefined) {
  return ids === undefined ? undefined : { satuan_kerja_ids: ids };
}

export function masterDataService<S extends MasterSchemas, Row extends { id: number }>(
  level: MasterLevel<S, Row>,
): CrudService<Out<S['query']>, Out<S['body']>, Out<S['record']>, Out<S['detail']>> {
  const { resource, table: t, label, queries: repo, units } = level;
  const notFound = `${label} tidak ditemukan`;
  const kodeLabel = `Kode ${label.toLowerCase()}`;
  type Detail = Out<S['detail']>;

  async function detailOf(db: Db | Tx, row: Row): Promise<Detail> {
    return { ...level.record(row), ...(await level.detail(db, row.id)) };
  }

  async function reload(tx: Tx, id: number) {
    return detailOf(tx, foundOr404(await repo.findRecord(tx, id), notFound));
  }

  function whereOf(ctx: CrudContext, q: Out<S['query']>) {
    assertCan(ctx.actor, 'read', resource);
    return and(aktifCondition(q.aktif, t.aktif), ...level.filters(q), searchCondition(q.search, level.searchColumns));
  }

  function refChecks(input: Out<S['body']>, exceptId?: number) {
    return [kodeUnik(t, t, input.kode, kodeLabel, exceptId), ...level.refChecks(input)];
  }

  return {
    async list(db, ctx, q) {
      const where = whereOf(ctx, q);
      return listPageOf(db, repo, where, q, level.record);
    },

    async exportXlsx(db, ctx, q) {
      const rows = await repo.listRows(db, whereOf(ctx, q));
      return buildXlsx({ sheetName: level.sheetName, columns: level.xlsxColumns, rows: rows.map(level.record) });
    },

    async get(db, ctx, id) {
      assertCan(ctx.actor, 'read', resource);
      return detailOf(db, foundOr404(await repo.findRecord(db, id), notFound));
    },

    async create(db, ctx, input) {
      const { actor } = ctx;
      assertCan(actor, 'write', resource);
      return db.transaction(async (tx) => {
        await assertRefs(tx, refChecks(input));
        const unitIds = await units?.of(tx, input);
        const row = await insertAudited(tx, t, actor.id, level.values(input), unitsAudit(unitIds));
        if (unitIds) await must(units).replace(tx, row.id, unitIds, actor.id);
        return reload(tx, row.id);
      });
    },

    async update(db, ctx, id, input) {
      const { actor } = ctx;
      assertCan(actor, 'write', resource);
      return db.transaction(async (tx) => {
        const before = foundOr404(await repo.findRow(tx, id), notFound);
        await assertRefs(tx, refChecks(input, id));
        const unitIds = await units?.of(tx, input);
        const unitsBefore = await units?.read(tx, id);
        await updateAudited(
          tx,
          t,
          actor.id,
          { id, before, set: level.values(input) },
          { before: unitsAudit(unitsBefore), after: unitsAudit(unitIds) },
        );
        if (unitIds) await must(units).replace(tx, id, unitIds, actor.id);
        return reload(tx, id);
      });
    },

    async remove(db, ctx, id) {
      const { actor } = ctx;
      assertCan(actor, 'write', resource);
      await db.transaction(async (tx) => {
        foundOr404(await repo.findRow(tx, id), notFound);
        await assertNoChildren(tx, label, id, level.blockers);
        const unitsBefore = await units?.read(tx, id);
        await deleteAudited(tx, t, actor.id, { id, notFound }, unitsAudit(unitsBefore));
      });
    },

    async riwayat(db, ctx, id) {
      assertCan(ctx.actor, 'read', resource);
      foundOr404(await repo.findRow(db, id), notFound);
      return listRiwayat(db, t, id);
    },
  };
}
