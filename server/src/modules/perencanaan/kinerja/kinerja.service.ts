import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { KinerjaChild, Paginated, Resource } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  assertCan,
  assertNoChildren,
  assertPerencanaanEditable,
  assertRefs,
  crudService,
  insertAudited,
  listPageOf,
  listUnitCondition,
  pengampuCondition,
  searchCondition,
  updateAudited,
  type CrudContext,
  type CrudRecipe,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
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
import { kegiatanLevel } from './kinerja-kegiatan.level';
import { programLevel } from './kinerja-program.level';
import { findChildren, type KinerjaBareRow, type KinerjaTable } from './kinerja.repository';
import { subKegiatanLevel } from './kinerja-sub-kegiatan.level';
import type { CommonRecord, KinerjaLevel, KinerjaListQueryBase, Placement } from './level';
import { readAll } from '../../../lib/db/reads';

/**
 * The CRUD service of a kinerja level (program, kegiatan, sub kegiatan), one implementation for
 * the three: the crudService recipe (lib/crud/service.ts) filled from the level (its
 * `kinerja-<level>.level.ts`) by the named parts below: the record, the detail, the list
 * condition, the export, the insert and the update. No SQL here (kinerja.repository.ts and the
 * level files hold it).
 */

/** The level's detail (show page) type. */
type DetailOf<S extends { detail: z.ZodType }> = z.output<S['detail']>;

type LevelInput = UkuranInput & KinerjaDetailInput;
/** What the service reads of every level's joined row. */
type LevelRow = Parameters<typeof ukuranRecord>[0] &
  Parameters<typeof pengampuRecord>[0] &
  Parameters<typeof kinerjaDetailRecord>[0] &
  Parameters<typeof bulananRecord>[0] & { id: number; satuan_kerja_id: string; satuan_kerja_nama: string };

type AnyLevel<Q, I, Rec, Row, S> = KinerjaLevel<KinerjaTable, Q & KinerjaListQueryBase, I, Rec, Row, S>;

/** The record of a row: measurement, pengampu and details (every level), then the level's own fields. */
function recordOf<Q, I, Rec, Row extends LevelRow, S>(level: AnyLevel<Q, I, Rec, Row, S>) {
  return (row: Row): Rec =>
    ({ ...ukuranRecord(row), ...pengampuRecord(row), ...kinerjaDetailRecord(row), ...level.record(row) }) as Rec;
}

/** Record + monthly series + children + notes: a bounded number of statements. */
function detailOf<Q, I, Rec, Row extends LevelRow, S extends { detail: z.ZodType }>(
  level: AnyLevel<Q, I, Rec, Row, S>,
  toRecord: (row: Row) => Rec,
) {
  return async (db: Db | Tx, row: Row): Promise<DetailOf<S>> => {
    const { spec, own, cross } = level.children;
    const [children, catatan] = await readAll(db, [
      () => findChildren(db, spec, row.id),
      () => catatanOf(db, level.resource, row.id),
    ]);
    const lists: Record<string, KinerjaChild[]> = { [own]: childRecords(children.own, false) };
    if (cross) lists[cross] = childRecords(children.cross, true);
    return { ...toRecord(row), ...bulananRecord(row), ...lists, ...catatan } as DetailOf<S>;
  };
}

/**
 * The list's condition: the year, the units the actor may read under `readAs` (the Bappeda
 * validation list reads every unit) and the chosen one, the level's filters, pengampu, search.
 */
function whereOf<Q extends KinerjaListQueryBase, I, Rec, Row, S>(level: AnyLevel<Q, I, Rec, Row, S>) {
  const t = level.table;
  return (ctx: CrudContext, q: Q, readAs: Resource = level.resource) =>
    and(
      eq(t.tahun, ctx.tahun),
      listUnitCondition(ctx.actor, readAs, t.satuan_kerja_id, q.satuan_kerja_id),
      ...level.filters(q),
      pengampuCondition(q.pengampu, { type: t.pengampu_type }),
      searchCondition(q.search, level.searchColumns),
    );
}

/** The workbook of a list: unit, the level's columns, the measurement, the level's tail columns. */
function xlsxOf<Q, I, Rec extends CommonRecord, Row, S>(
  level: AnyLevel<Q, I, Rec, Row, S>,
  toRecord: (row: Row) => Rec,
) {
  const columns: XlsxColumn<Rec>[] = [
    nomorColumn(),
    satuanKerjaColumn(),
    ...level.xlsxHead,
    ...ukuranXlsxColumns<Rec>(),
    ...(level.xlsxTail ?? []),
  ];
  return (rows: Row[], tahun: number) =>
    buildXlsx({ sheetName: `${level.sheetName} ${tahun}`, columns, rows, record: toRecord });
}

/** The columns a payload writes: the level's, the measurement of the year, the details. */
function valuesOf<Q, I extends LevelInput, Rec, Row, S>(level: AnyLevel<Q, I, Rec, Row, S>, input: I, tahun: number) {
  return { ...level.values(input), ...ukuranValues(input, tahun), ...kinerjaDetailValues(input) };
}

/** The level's placement checks, then pengampu and cross-cutting references. */
function refChecks(input: LevelInput, placed: Placement, tahun: number) {
  return [
    ...placed.checks(),
    ...pengampuChecks(input, placed.unit, tahun),
    crossCuttingCheck(input.kinerja_cross_cutting_id),
  ];
}

type Writes<I> = Pick<
  CrudRecipe<unknown, I, unknown, KinerjaBareRow<KinerjaTable>, unknown, unknown>,
  'insert' | 'write' | 'beforeRemove'
>;

/**
 * The writes of a level: placement from the actor (level.place), the planning lock, references;
 * the row and its audit entry. An update applies the level's side effect (a validation reset,
 * whose message the answer carries) and clears the causes of failure of quarters now reached.
 */
function levelWrites<Q, I extends LevelInput, Rec, Row, S>(level: AnyLevel<Q, I, Rec, Row, S>): Writes<I> {
  const { resource, table: t, label } = level;
  return {
    async insert(tx, ctx, input) {
      const { actor, tahun } = ctx;
      const placed = await level.place(tx, ctx, input, assertCan(actor, 'write', resource));
      await assertPerencanaanEditable(tx, actor, placed.unit, tahun);
      await assertRefs(tx, refChecks(input, placed, tahun));
      const values = { ...valuesOf(level, input, tahun), tahun, satuan_kerja_id: placed.unit };
      return (await insertAudited(tx, t, actor.id, values)).id;
    },

    async write(tx, ctx, before, input) {
      const { actor } = ctx;
      const { id, tahun, satuan_kerja_id: unit } = before;
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      const placed = await level.place(tx, ctx, input, assertCan(actor, 'write', resource), unit);
      await assertRefs(tx, refChecks(input, placed, tahun));
      const values = valuesOf(level, input, tahun);
      const effect = level.onUpdate?.(before, values);
      const after = await updateAudited(tx, t, actor.id, { id, before, set: { ...values, ...effect?.set } });
      await clearPenyebabTercapai(tx, actor.id, resource, id, tahun, penyebabToClear(after));
      return effect?.message;
    },

    async beforeRemove(tx, ctx, before) {
      await assertPerencanaanEditable(tx, ctx.actor, before.satuan_kerja_id, before.tahun);
      await assertNoChildren(tx, label, before.id, level.blockers);
    },
  };
}

/** Beyond the CRUD routes: the list under another permission, and the joined row → record. */
export interface KinerjaServiceExtras<Q, Rec, Row> {
  listAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource): Promise<Paginated<Rec>>;
  exportXlsxAs(db: Db, ctx: CrudContext, q: Q, readAs: Resource): Promise<Buffer>;
  findRecord(db: Db | Tx, id: number): Promise<Row | undefined>;
  toRecord(row: Row): Rec;
}

export function kinerjaService<
  Q extends KinerjaListQueryBase,
  I extends LevelInput,
  Rec extends CommonRecord,
  Row extends LevelRow,
  S extends { detail: z.ZodType },
>(level: AnyLevel<Q, I, Rec, Row, S>): CrudService<Q, I, Rec, DetailOf<S>> & KinerjaServiceExtras<Q, Rec, Row> {
  const toRecord = recordOf(level);
  const where = whereOf(level);
  const xlsx = xlsxOf(level, toRecord);
  const crud = crudService<Q, I, Row, KinerjaBareRow<KinerjaTable>, Rec, DetailOf<S>>({
    resource: level.resource,
    table: level.table,
    notFound: `${level.label} tidak ditemukan`,
    unitScoped: true,
    repo: level.queries,
    where: (ctx, q) => where(ctx, q),
    toRecord,
    detail: detailOf(level, toRecord),
    xlsx,
    ...levelWrites(level),
  });
  return {
    ...crud,
    listAs: (db, ctx, q, readAs) => listPageOf(db, level.queries, where(ctx, q, readAs), q, toRecord),
    exportXlsxAs: async (db, ctx, q, readAs) =>
      xlsx(await level.queries.listRows(db, where(ctx, q, readAs)), ctx.tahun),
    findRecord: (db, id) => level.queries.findRecord(db, id),
    toRecord,
  };
}

export const kinerjaProgramService = kinerjaService(programLevel);
export const kinerjaKegiatanService = kinerjaService(kegiatanLevel);
export const kinerjaSubKegiatanService = kinerjaService(subKegiatanLevel);
