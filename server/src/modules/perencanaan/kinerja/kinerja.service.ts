import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { KinerjaChild, Paginated, Resource, RiwayatRecord } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertPerencanaanEditable,
  assertRefs,
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
  type KinerjaDetailInput,
} from '../shared/kinerja';
import { pengampuChecks, pengampuRecord } from '../shared/pengampu';
import { bulananRecord, penyebabToClear, ukuranRecord, ukuranValues, type UkuranInput } from '../shared/ukuran';
import * as repo from './kinerja.repository';
import {
  kegiatanLevel,
  programLevel,
  subKegiatanLevel,
  type CommonRecord,
  type KinerjaLevel,
  type KinerjaListQueryBase,
} from './levels';

/**
 * The CRUD service of a kinerja level (program, kegiatan, sub kegiatan), one implementation for
 * the three: the level descriptor (levels.ts) says what differs.
 */

/** The level's detail (show page) type. */
type DetailOf<S extends { detail: z.ZodType }> = z.output<S['detail']>;

type LevelInput = UkuranInput & KinerjaDetailInput;
/** What the service reads of every level's joined row. */
type LevelRow = Parameters<typeof ukuranRecord>[0] &
  Parameters<typeof pengampuRecord>[0] &
  Parameters<typeof kinerjaDetailRecord>[0] &
  Parameters<typeof bulananRecord>[0] & { id: number; satuan_kerja_id: string; satuan_kerja_nama: string };

type AnyLevel<Q, I, Rec, Row, S> = KinerjaLevel<repo.KinerjaTable, Q & KinerjaListQueryBase, I, Rec, Row, S>;

export function kinerjaService<
  Q extends KinerjaListQueryBase,
  I extends LevelInput,
  Rec extends CommonRecord,
  Row extends LevelRow,
  S extends { detail: z.ZodType },
>(level: AnyLevel<Q, I, Rec, Row, S>): CrudService<Q, I, Rec, DetailOf<S>> & KinerjaServiceExtras<Q, Rec, Row> {
  const { resource, table: t, tableName, label } = level;
  const notFound = `${label} tidak ditemukan`;
  /** The message of an update with a side effect (CrudService.updateMessage), per result. */
  const updateMessages = new WeakMap<object, string>();

  function toRecord(row: Row): Rec {
    return {
      ...ukuranRecord(row),
      ...pengampuRecord(row),
      ...kinerjaDetailRecord(row),
      ...level.record(row),
    } as Rec;
  }

  /** Record + monthly series + children + notes: a bounded number of statements. */
  async function detailOf(db: Db | Tx, row: Row): Promise<DetailOf<S>> {
    const { spec, own, cross } = level.children;
    const [children, catatan] = await Promise.all([repo.findChildren(db, spec, row.id), catatanOf(db, resource, row.id)]);
    const lists: Record<string, KinerjaChild[]> = { [own]: childRecords(children.own, false) };
    if (cross) lists[cross] = childRecords(children.cross, true);
    return { ...toRecord(row), ...bulananRecord(row), ...lists, ...catatan } as DetailOf<S>;
  }

  async function reload(tx: Tx, id: number) {
    const row = await repo.findRecord(tx, level.queries, t, id);
    if (!row) throw new Error(`${tableName} ${id} hilang setelah ditulis`);
    return detailOf(tx, row);
  }

  /** `readAs`: the permission the list is read under (the Bappeda validation list reads all units). */
  function whereOf(ctx: CrudContext, q: Q, readAs: Resource = resource) {
    return and(
      eq(t.tahun, ctx.tahun),
      listUnitCondition(ctx.actor, readAs, t.satuan_kerja_id, q.satuan_kerja_id),
      ...level.filters(q),
      pengampuCondition(q.pengampu, { type: t.pengampu_type }),
      searchCondition(q.search, level.searchColumns),
    );
  }

  const xlsxColumns: XlsxColumn<Rec>[] = [
    nomorColumn(),
    { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
    ...level.xlsxHead,
    ...ukuranXlsxColumns<Rec>(),
    ...(level.xlsxTail ?? []),
  ];

  function valuesOf(input: I, tahun: number) {
    return { ...level.values(input), ...ukuranValues(input, tahun), ...kinerjaDetailValues(input) };
  }

  function refChecks(input: I, checks: ReturnType<Awaited<ReturnType<typeof level.place>>['checks']>, unit: string, tahun: number) {
    return [...checks, ...pengampuChecks(input, unit, tahun), crossCuttingCheck(input.kinerja_cross_cutting_id)];
  }

  async function list(db: Db, ctx: CrudContext, q: Q, readAs?: Resource): Promise<Paginated<Rec>> {
    const where = whereOf(ctx, q, readAs);
    return listPage(
      {
        rows: async (limit, offset) => repo.listRows(db, level.queries, where, limit, offset),
        count: async () => repo.countRows(db, level.queries, where),
      },
      q.page,
      q.per_page,
      toRecord,
    );
  }

  async function exportXlsx(db: Db, ctx: CrudContext, q: Q, readAs?: Resource) {
    const rows = await repo.listRows(db, level.queries, whereOf(ctx, q, readAs));
    return buildXlsx({ sheetName: `${level.sheetName} ${ctx.tahun}`, columns: xlsxColumns, rows: rows.map(toRecord) });
  }

  return {
    list: (db, ctx, q) => list(db, ctx, q),
    listAs: list,
    findRecord: (db, id) => repo.findRecord(db, level.queries, t, id),

    exportXlsx: (db, ctx, q) => exportXlsx(db, ctx, q),
    exportXlsxAs: exportXlsx,

    async get(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'read', resource);
      return detailOf(db, inScopeOr404(await repo.findRecord(db, level.queries, t, id), scope, notFound));
    },

    async create(db, ctx, input) {
      const { actor, tahun } = ctx;
      const scope = assertCan(actor, 'write', resource);
      return db.transaction(async (tx) => {
        const placed = await level.place(tx, ctx, input, scope);
        const unit = placed.unit;
        await assertPerencanaanEditable(tx, actor, unit, tahun);
        await assertRefs(tx, refChecks(input, placed.checks(), unit, tahun));
        const [row] = await tx
          .insert(t)
          .values({ ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit, updated_by: actor.id } as never)
          .returning();
        await recordAudit(tx, { actorId: actor.id, action: 'create', table: tableName, recordId: row!.id, newValues: row });
        return reload(tx, row!.id);
      });
    },

    async update(db, ctx, id, input) {
      const { actor } = ctx;
      const scope = assertCan(actor, 'write', resource);
      return db.transaction(async (tx) => {
        const before = inScopeOr404(await repo.findRow(tx, t, id), scope, notFound);
        const { tahun, satuan_kerja_id: unit } = before;
        await assertPerencanaanEditable(tx, actor, unit, tahun);
        const placed = await level.place(tx, ctx, input, scope, unit);
        await assertRefs(tx, refChecks(input, placed.checks(), unit, tahun));
        const values = valuesOf(input, tahun);
        const effect = level.onUpdate?.(before, values);
        const [after] = await tx
          .update(t)
          .set({ ...values, ...effect?.set, updated_at: new Date(), updated_by: actor.id })
          .where(eq(t.id, id))
          .returning();
        await clearPenyebabTercapai(tx, actor.id, resource, id, tahun, penyebabToClear(after!));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'update',
          table: tableName,
          recordId: id,
          oldValues: before,
          newValues: after,
        });
        const detail = await reload(tx, id);
        if (effect) updateMessages.set(detail as object, effect.message);
        return detail;
      });
    },

    updateMessage: (detail) => updateMessages.get(detail as object),

    async remove(db, ctx, id) {
      const { actor } = ctx;
      const scope = assertCan(actor, 'write', resource);
      await db.transaction(async (tx) => {
        const before = inScopeOr404(await repo.findRow(tx, t, id), scope, notFound);
        await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, before.tahun);
        await assertNoChildren(tx, label, id, level.blockers);
        await tx.delete(t).where(eq(t.id, id));
        await recordAudit(tx, { actorId: actor.id, action: 'delete', table: tableName, recordId: id, oldValues: before });
      });
    },

    async riwayat(db, ctx, id): Promise<RiwayatRecord[]> {
      const scope = assertCan(ctx.actor, 'read', resource);
      inScopeOr404(await repo.findRow(db, t, id), scope, notFound);
      return listRiwayat(db, t, id);
    },
    toRecord,
  };
}

/** Beyond the CRUD routes: the list under another permission, and the joined row → record. */
export interface KinerjaServiceExtras<Q, Rec, Row> {
  listAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource): Promise<Paginated<Rec>>;
  exportXlsxAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource): Promise<Buffer>;
  findRecord(db: Db | Tx, id: number): Promise<Row | undefined>;
  toRecord(row: Row): Rec;
}

export const kinerjaProgramService = kinerjaService(programLevel);
export const kinerjaKegiatanService = kinerjaService(kegiatanLevel);
export const kinerjaSubKegiatanService = kinerjaService(subKegiatanLevel);
