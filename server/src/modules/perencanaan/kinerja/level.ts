import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KinerjaProgramRecord, PengampuFilter, Resource, RowScope } from '@sakip/domain';
import type { Tx } from '../../../db/client';
import type { KinerjaRefLevel, kinerjaKegiatan, kinerjaProgram } from '../../../db/schema/index';
import {
  assertParent,
  type ChildRef,
  type CrudContext,
  type RecipeRepository,
  type RefCheck,
} from '../../../lib/crud/index';
import type { XlsxColumn } from '../../../lib/xlsx';
import { findParent, type ChildSpec, type KinerjaBareRow, type KinerjaTable } from './kinerja.repository';

/**
 * What a kinerja level (program, kegiatan, sub kegiatan) says about itself; kinerja.service.ts
 * serves the CRUD group of each from it. One file per level holds the level and its SQL:
 * kinerja-program.level.ts, kinerja-kegiatan.level.ts, kinerja-sub-kegiatan.level.ts.
 */

/** The schemas of a level's CRUD routes (lib/crud/routes.ts). */
export interface LevelSchemas<Q, B, R, D> {
  query: Q;
  body: B;
  /** The PUT body: the create body whose fields read as empty when absent must be sent (decision 0050). */
  update: B extends z.ZodType ? z.ZodType<z.output<B>> : never;
  record: R;
  detail: D;
}

/** Where a record goes: its unit, and the checks that run after the planning-lock check. */
export interface Placement {
  unit: string;
  /** May throw a 422 (e.g. an SS-PD of another unit); returns the level's reference checks. */
  checks(): (RefCheck | false | undefined)[];
}

export interface KinerjaListQueryBase {
  page: number;
  per_page: number;
  search?: string;
  satuan_kerja_id?: string;
  pengampu?: PengampuFilter;
}

export interface KinerjaLevel<T extends KinerjaTable, Q extends KinerjaListQueryBase, I, Rec, Row, S> {
  resource: Resource & KinerjaRefLevel;
  table: T;
  /** Subject of messages: 'Kinerja program'. */
  label: string;
  /** The export sheet: 'Kinerja Program 2025'. */
  sheetName: string;
  schemas: S;
  /** The level's reads: the record with the names of its unit, master, parent and pengampu. */
  queries: RecipeRepository<Row, KinerjaBareRow<T>>;
  searchColumns: AnyPgColumn[];
  /** The level's own list filters (parent, master, status). */
  filters(q: Q): (SQL | undefined)[];
  /** The level's fields of a record (the measurement, pengampu and details are added by the service). */
  record(row: Row): Omit<Rec, keyof CommonRecord>;
  /** The detail keys of its children: own and adopted. */
  children: { spec: ChildSpec; own: string; cross?: string };
  blockers: ChildRef[];
  /** Export columns between 'Satuan Kerja' and the measurement, and after it. */
  xlsxHead: XlsxColumn<Rec>[];
  xlsxTail?: XlsxColumn<Rec>[];
  /** New record (unit undefined) or update (the record's unit). */
  place(tx: Tx, ctx: CrudContext, input: I, scope: RowScope, unit?: string): Promise<Placement>;
  /** The level's own columns of a write. */
  values(input: I): Partial<T['$inferInsert']>;
  /** Side effects of an update (e.g. a validation reset): more columns and the message saying so. */
  onUpdate?(before: T['$inferSelect'], values: Record<string, unknown>): UpdateEffect | undefined;
}

/**
 * A level as its file declares it: the query, input and record types are those of its schemas,
 * the row that of its record select (`queries`).
 */
export function defineLevel<
  T extends KinerjaTable,
  QS extends z.ZodType<KinerjaListQueryBase>,
  BS extends z.ZodType,
  RS extends z.ZodType,
  DS extends z.ZodType,
  Row,
>(level: KinerjaLevel<T, z.output<QS>, z.output<BS>, z.output<RS>, Row, LevelSchemas<QS, BS, RS, DS>>) {
  return level;
}

export interface UpdateEffect {
  set: Record<string, unknown>;
  message: string;
}

/** The record fields the service adds for every level (ukuran, pengampu, details). */
export type CommonRecord = Omit<
  KinerjaProgramRecord,
  'sasaran_strategis_pd_id' | 'sasaran_strategis_pd' | 'program_id' | 'program'
>;

/**
 * A child level's place: the unit is its parent's (the parent must be in the write scope and of
 * the year; on update, of the record's unit); the master must belong to the parent's master.
 */
export function underParent<I>(options: {
  parent: typeof kinerjaProgram | typeof kinerjaKegiatan;
  parentMaster: AnyPgColumn;
  parentId: (input: I) => number;
  field: string;
  label: string;
  masterCheck: (input: I, parentMasterId: number) => RefCheck;
}) {
  return async (tx: Tx, ctx: CrudContext, input: I, scope: RowScope, unit?: string): Promise<Placement> => {
    const row = await findParent(tx, options.parent, options.parentMaster, options.parentId(input));
    const parent = assertParent(row, {
      field: options.field,
      label: options.label,
      scope,
      tahun: ctx.tahun,
      ...(unit === undefined ? {} : { unit }),
    });
    return { unit: parent.satuan_kerja_id, checks: () => [options.masterCheck(input, parent.master_id)] };
  };
}
