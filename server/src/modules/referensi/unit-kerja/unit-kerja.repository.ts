import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { pegawai, pejabatPlt, satuanKerja, unitKerja } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { organisasiListCondition, selectRecordQueries, type ListFilter } from '../../../lib/db/record-list';
import { pltColumns, pltJoin } from '../organisasi/plt.repository';

const u = unitKerja;
const parent = alias(unitKerja, 'atasan');
const grand = alias(unitKerja, 'atasan_atasan');
const holder = alias(pegawai, 'pejabat');

/** Depth in the tree (eselon II → III → IV: at most three levels). */
const tingkat =
  sql<number>`case when ${grand.id} is not null then 2 when ${parent.id} is not null then 1 else 0 end`.mapWith(Number);

const recordColumns = {
  ...columnsOf(u, [
    'id',
    'satuan_kerja_id',
    'parent_id',
    'unit_kerja_nama',
    'unit_kerja_nama_full',
    'jabatan_nama',
    'eselon',
    'pejabat_nip',
    'active',
    'updated_at',
  ]),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  parent_nama: parent.unit_kerja_nama,
  tingkat,
  pejabat_nama: holder.peg_nama,
  ...pltColumns,
};

export const searchColumns = [u.unit_kerja_nama, u.unit_kerja_nama_full, u.jabatan_nama, holder.peg_nama];

function joined(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(u)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, u.satuan_kerja_id))
    .leftJoin(parent, eq(parent.id, u.parent_id))
    .leftJoin(grand, eq(grand.id, parent.parent_id))
    .leftJoin(holder, eq(holder.nip, u.pejabat_nip))
    .leftJoin(pejabatPlt, eq(pejabatPlt.unit_kerja_id, u.id))
    .leftJoin(...pltJoin)
    .$dynamic();
}

/** Tree order inside each satuan kerja: a position follows its parent (top, then its children by id). */
const treeOrder = [
  asc(satuanKerja.urutan),
  asc(u.satuan_kerja_id),
  asc(sql`coalesce(${grand.id}, ${parent.id}, ${u.id})`),
  asc(sql`case when ${grand.id} is not null then ${parent.id} when ${parent.id} is not null then ${u.id} else 0 end`),
  asc(sql`case when ${grand.id} is not null then ${u.id} else 0 end`),
];

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: u,
  select: joined,
  orderBy: treeOrder,
});
export type UnitKerjaRow = Awaited<ReturnType<typeof listRows>>[number];

/** The parent position as the rules need it. */
export async function positionOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columnsOf(u, ['id', 'satuan_kerja_id', 'eselon']))
    .from(u)
    .where(eq(u.id, id))
    .limit(1);
  return row;
}

/** The table of the group (what the recipe writes and audits). */
export const table = unitKerja;

/** The list's condition: unit, eselon, status, search. */
export function whereOf(q: {
  satuan_kerja_id?: string | undefined;
  eselon?: number | undefined;
  status?: 'aktif' | 'nonaktif' | undefined;
  search?: string | undefined;
}) {
  const filters: ListFilter[] = [
    [u.satuan_kerja_id, q.satuan_kerja_id],
    [u.eselon, q.eselon],
  ];
  return organisasiListCondition(q, { active: u.active, searchColumns, filters });
}

/** Every position as stored (the import compares and writes over them): one statement. */
export function allStored(db: Db | Tx) {
  return db.select().from(u).orderBy(asc(u.id));
}
export type UnitKerjaStored = Awaited<ReturnType<typeof allStored>>[number];

/** The codes of every satuan kerja (a position's unit must exist): one statement. */
export async function unitCodes(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.select({ id: satuanKerja.satuan_kerja_id }).from(satuanKerja);
  return new Set(rows.map((r) => r.id));
}
