import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  type kegiatan,
  type kinerjaKegiatan,
  type kinerjaKegiatanCross,
  type kinerjaLangkahAksi,
  type kinerjaProgram,
  type kinerjaSubKegiatan,
  type kinerjaSubKegiatanCross,
  type program,
  satuanKerja,
  type subKegiatan,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import { ketua, pengampuColumns } from '../shared/pengampu';
import { columnsOf } from '../../../lib/db/columns';
import { readAll } from '../../../lib/db/reads';

/**
 * The SQL every kinerja level (program, kegiatan, sub kegiatan) shares: the joins of its unit and
 * pengampu, the chain to its parent and master (a child level's record select),
 * the parent lookup of a placement, and the children of its show page. A level's own statements
 * (its select, count, parent and reference lookups) are in its level file
 * (`kinerja-<level>.level.ts`); the service has none.
 */

export type KinerjaTable = typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan;
/** The bare row of a level (audit old values, scope and lock checks). */
export type KinerjaBareRow<T extends KinerjaTable> = T['$inferSelect'];

// --- The record select of every level ---------------------------------------------------------

/** The names withUnitAndPengampu joins. */
export const unitAndPengampuColumns = { satuan_kerja_nama: satuanKerja.satuan_kerja_nama, ...pengampuColumns };

/** Every level's row names its unit and its pengampu (unit-kerja position or team with leader). */
export function withUnitAndPengampu<Q extends PgSelect>(q: Q, t: KinerjaTable) {
  return q
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}

/** A child level's chain: its Kemendagri master, its parent kinerja and the parent's master. */
export interface Chain {
  master: typeof kegiatan | typeof subKegiatan;
  masterFk: AnyPgColumn;
  parent: typeof kinerjaProgram | typeof kinerjaKegiatan;
  parentFk: AnyPgColumn;
  parentMaster: typeof program | typeof kegiatan;
  parentMasterFk: AnyPgColumn;
}

/** The joined names of a chain (read back by chainRefs). */
function chainColumns(c: Chain) {
  return {
    master_id: c.master.id,
    master_kode: c.master.kode,
    master_nama: c.master.nama,
    parent_id: c.parent.id,
    parent_sasaran: c.parent.sasaran,
    parent_indikator: c.parent.indikator,
    parent_kode: c.parentMaster.kode,
    parent_nama: c.parentMaster.nama,
  };
}

function withChain<Q extends PgSelect>(q: Q, c: Chain) {
  return q
    .innerJoin(c.master, eq(c.master.id, c.masterFk))
    .innerJoin(c.parent, eq(c.parent.id, c.parentFk))
    .innerJoin(c.parentMaster, eq(c.parentMaster.id, c.parentMasterFk));
}

/**
 * A child level's record select (kegiatan, sub kegiatan): the given columns of its row, its unit
 * and pengampu, and its chain to its master, parent and the parent's master.
 */
export function chainSelect<S extends SelectedFields>(
  db: Db | Tx,
  t: typeof kinerjaKegiatan | typeof kinerjaSubKegiatan,
  c: Chain,
  columns: S,
) {
  const q = db
    .select({ ...columns, ...unitAndPengampuColumns, ...chainColumns(c) })
    .from(t)
    .$dynamic();
  return withChain(withUnitAndPengampu(q, t), c);
}

interface ChainRow {
  parent_id: number;
  parent_sasaran: string;
  parent_indikator: string;
  parent_kode: string;
  parent_nama: string;
  master_id: number;
  master_kode: string;
  master_nama: string;
}

/** The parent kinerja (with its Kemendagri name) and the master of a chain row. */
export function chainRefs(row: ChainRow) {
  return {
    parent: {
      id: row.parent_id,
      sasaran: row.parent_sasaran,
      indikator: row.parent_indikator,
      kode: row.parent_kode,
      nama: row.parent_nama,
    },
    master: { id: row.master_id, kode: row.master_kode, nama: row.master_nama },
  };
}

/** The parent row a child level hangs under (unit, year, master), for its placement. */
export async function findParent(
  tx: Tx,
  parent: typeof kinerjaProgram | typeof kinerjaKegiatan,
  parentMaster: AnyPgColumn,
  id: number,
) {
  const [row] = await tx
    .select({ satuan_kerja_id: parent.satuan_kerja_id, tahun: parent.tahun, master_id: parentMaster })
    .from(parent)
    .where(eq(parent.id, id))
    .limit(1);
  return row as { satuan_kerja_id: string; tahun: number; master_id: number } | undefined;
}

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
      ...columnsOf(c, ['sasaran', 'indikator', 'target', 'satuan', 'realisasi', 'capaian', 'satuan_kerja_id']),
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
  const [ownRows, crossRows] = await readAll(db, [() => own, () => cross]);
  return { own: ownRows, cross: crossRows };
}
