import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  type kegiatan,
  type kinerjaKegiatan,
  type kinerjaKegiatanCross,
  type kinerjaLangkahAksi,
  type kinerjaProgram,
  type kinerjaSubKegiatan,
  type kinerjaSubKegiatanCross,
  satuanKerja,
  type subKegiatan,
} from '../../../db/schema/index';

/**
 * The queries every kinerja level (program, kegiatan, sub kegiatan) runs the same way; what differs
 * per level (the joined names, the parent) is in levels.ts.
 */

export type KinerjaTable = typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan;
/** The bare row of a level (audit old values, scope and lock checks). */
export type KinerjaBareRow<T extends KinerjaTable> = T['$inferSelect'];

/** The statement shape a level's record select offers (a dynamic drizzle select). */
export interface RowQuery<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): RowQuery<Row>;
  orderBy(...columns: (AnyPgColumn | SQL)[]): RowQuery<Row>;
  limit(limit: number): RowQuery<Row>;
  offset(offset: number): RowQuery<Row>;
}

export interface RecordQueries<Row> {
  /** The record with the names of its unit, master, parent and pengampu (one statement with joins). */
  select(db: Db | Tx): RowQuery<Row>;
  /** The count of a list: from the table with the joins its search columns need. */
  countFrom(db: Db | Tx): RowQuery<{ total: number }>;
  order: AnyPgColumn[];
}

/** One page (or everything, for the export) in one statement. */
export function listRows<Row>(db: Db, q: RecordQueries<Row>, where: SQL | undefined, limit?: number, offset?: number) {
  const rows = q.select(db).where(where).orderBy(...q.order);
  return limit === undefined ? rows : rows.limit(limit).offset(offset ?? 0);
}

export function countRows<Row>(db: Db, q: RecordQueries<Row>, where: SQL | undefined) {
  return q.countFrom(db).where(where);
}

export async function findRecord<Row>(db: Db | Tx, q: RecordQueries<Row>, table: KinerjaTable, id: number) {
  const [row] = await q.select(db).where(eq(table.id, id)).limit(1);
  return row;
}

export async function findRow<T extends KinerjaTable>(db: Db | Tx, table: T, id: number) {
  const source: KinerjaTable = table;
  const [row] = await db.select().from(source).where(eq(source.id, id)).limit(1);
  return row as KinerjaBareRow<T> | undefined;
}

/** count(*) as the `total` of a list. */
export const totalColumn = { total: count() };

// --- Children of show pages -----------------------------------------------------------------

type ChildTable = typeof kinerjaKegiatan | typeof kinerjaSubKegiatan | typeof kinerjaLangkahAksi;

/** How a level's children hang under it: own children, their master, adopted (cross) children. */
export interface ChildSpec {
  table: ChildTable;
  /** The child's column pointing at this level. */
  parent: AnyPgColumn;
  /** The master (Kemendagri) of a child and the child's column pointing at it. */
  master?: { table: typeof kegiatan | typeof subKegiatan; column: AnyPgColumn };
  /** The cross table: its id, its child column and its parent column. */
  cross?: {
    table: typeof kinerjaKegiatanCross | typeof kinerjaSubKegiatanCross;
    id: AnyPgColumn;
    child: AnyPgColumn;
    parent: AnyPgColumn;
  };
}

function selectChildren(db: Db | Tx, spec: ChildSpec) {
  const c = spec.table;
  const m = spec.master;
  return db
    .select({
      id: c.id,
      kode: m ? m.table.kode : sql<string | null>`null`,
      nama: m ? m.table.nama : sql<string | null>`null`,
      sasaran: c.sasaran,
      indikator: c.indikator,
      target: c.target,
      satuan: c.satuan,
      realisasi: c.realisasi,
      capaian: c.capaian,
      satuan_kerja_id: c.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
    })
    .from(spec.cross ? spec.cross.table : c)
    .$dynamic();
}

/** Own children and adopted ones (one statement each). */
export async function findChildren(db: Db | Tx, spec: ChildSpec, id: number) {
  const c = spec.table;
  const joined = (q: ReturnType<typeof selectChildren>) => {
    const withMaster = spec.master ? q.innerJoin(spec.master.table, eq(spec.master.table.id, spec.master.column)) : q;
    return withMaster.innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, c.satuan_kerja_id));
  };
  const own = joined(selectChildren(db, { ...spec, cross: undefined }))
    .where(eq(spec.parent, id))
    .orderBy(c.urutan, c.id);
  const x = spec.cross;
  const cross = x
    ? joined(selectChildren(db, spec).innerJoin(c, eq(c.id, x.child)))
        .where(eq(x.parent, id))
        .orderBy(x.id)
    : Promise.resolve([]);
  const [ownRows, crossRows] = await Promise.all([own, cross]);
  return { own: ownRows, cross: crossRows };
}
