import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { KinerjaChild, Paginated, Resource } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertPerencanaanEditable,
  assertRefs,
  crudService,
  listPageOf,
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
import { must } from '../../../lib/must';

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
  type Bare = repo.KinerjaBareRow<typeof t>;
  /** The level's reads in the shape of lib/crud recordQueries (its SQL: levels.ts + kinerja.repository.ts). */
  const queries = {
    listRows: async (db: Db, where: SQL | undefined, limit?: number, offset?: number): Promise<Row[]> =>
      repo.listRows(db, level.queries, where, limit, offset),
    countRows: async (db: Db, where: SQL | undefined) => repo.countRows(db, level.queries, where),
    findRecord: (db: Db | Tx, id: number) => repo.findRecord(db, level.queries, t, id),
    findRow: (db: Db | Tx, id: number) => repo.findRow(db, t, id),
  };

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
    const [children, catatan] = await Promise.all([
      repo.findChildren(db, spec, row.id),
      catatanOf(db, resource, row.id),
    ]);
    const lists: Record<string, KinerjaChild[]> = { [own]: childRecords(children.own, false) };
    if (cross) lists[cross] = childRecords(children.cross, true);
    return { ...toRecord(row), ...bulananRecord(row), ...lists, ...catatan } as DetailOf<S>;
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

  function refChecks(
    input: I,
    checks: ReturnType<Awaited<ReturnType<typeof level.place>>['checks']>,
    unit: string,
    tahun: number,
  ) {
    return [...checks, ...pengampuChecks(input, unit, tahun), crossCuttingCheck(input.kinerja_cross_cutting_id)];
  }

  /** The list and its export under another permission (`readAs`): the validation lists. */
  async function listAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource): Promise<Paginated<Rec>> {
    return listPageOf(db, queries, whereOf(ctx, q, readAs), q, toRecord);
  }

  async function exportXlsxAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource) {
    return xlsxOf(await queries.listRows(db, whereOf(ctx, q, readAs)), ctx.tahun);
  }

  function xlsxOf(rows: Row[], tahun: number) {
    return buildXlsx({ sheetName: `${level.sheetName} ${tahun}`, columns: xlsxColumns, rows: rows.map(toRecord) });
  }

  const crud = crudService<Q, I, Row, Bare, Rec, DetailOf<S>>({
    resource,
    table: t,
    notFound,
    unitScoped: true,
    repo: queries,
    where: (ctx, q) => whereOf(ctx, q),
    toRecord,
    detail: (db, row) => detailOf(db, row),
    xlsx: xlsxOf,
    insert: insertLevelRow,
    write: updateLevelRow,
    async beforeRemove(tx, ctx, before) {
      await assertPerencanaanEditable(tx, ctx.actor, before.satuan_kerja_id, before.tahun);
      await assertNoChildren(tx, label, before.id, level.blockers);
    },
  });

  /** Placement from the actor (level.place), lock, references; the row and its audit entry. */
  async function insertLevelRow(tx: Tx, ctx: CrudContext, input: I): Promise<number> {
    const { actor, tahun } = ctx;
    const placed = await level.place(tx, ctx, input, assertCan(actor, 'write', resource));
    const unit = placed.unit;
    await assertPerencanaanEditable(tx, actor, unit, tahun);
    await assertRefs(tx, refChecks(input, placed.checks(), unit, tahun));
    const [row] = await tx
      .insert(t)
      .values({ ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit, updated_by: actor.id } as never)
      .returning();
    const id = must(row, tableName).id;
    await recordAudit(tx, { actorId: actor.id, action: 'create', table: tableName, recordId: id, newValues: row });
    return id;
  }

  /** Lock, placement checks, references; the update (with the level's side effect) and its audit. */
  async function updateLevelRow(tx: Tx, ctx: CrudContext, before: Bare, input: I): Promise<string | undefined> {
    const { actor } = ctx;
    const { id, tahun, satuan_kerja_id: unit } = before;
    await assertPerencanaanEditable(tx, actor, unit, tahun);
    const placed = await level.place(tx, ctx, input, assertCan(actor, 'write', resource), unit);
    await assertRefs(tx, refChecks(input, placed.checks(), unit, tahun));
    const values = valuesOf(input, tahun);
    const effect = level.onUpdate?.(before, values);
    const [after] = await tx
      .update(t)
      .set({ ...values, ...effect?.set, updated_at: new Date(), updated_by: actor.id })
      .where(eq(t.id, id))
      .returning();
    await clearPenyebabTercapai(tx, actor.id, resource, id, tahun, penyebabToClear(must(after, tableName)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      table: tableName,
      recordId: id,
      oldValues: before,
      newValues: after,
    });
    return effect?.message;
  }

  return { ...crud, listAs, exportXlsxAs, findRecord: queries.findRecord, toRecord };
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
