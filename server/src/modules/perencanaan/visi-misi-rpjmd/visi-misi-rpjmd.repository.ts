import { asc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../lib/pagination';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { RpjmdNode } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  indikatorTujuan,
  misi,
  periode,
  sasaranStrategis,
  sasaranStrategisRpjmd,
  tujuan,
  visi,
} from '../../../db/schema/index';
import { existsIn, type AuditedTable, type ChildRef } from '../../../lib/crud/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { joinUp, type RpjmdTable } from '../../../lib/db/rpjmd-joins';
import { readAll } from '../../../lib/db/reads';

const recordColumns = {
  ...getTableColumns(visi),
  tahun_awal: periode.tahun_awal,
  tahun_akhir: periode.tahun_akhir,
  periode_nama: periode.nama,
};

function selectRecords(db: Db | Tx) {
  return db.select(recordColumns).from(visi).innerJoin(periode, eq(periode.id, visi.periode_id)).$dynamic();
}
export type VisiRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** Search matches the visi or any of its misi. */
export function searchVisi(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(visi.visi, pattern), existsIn(misi, eq(misi.visi_id, visi.id), ilike(misi.misi, pattern)));
}

const visiQueries = selectRecordQueries({
  table: visi,
  select: selectRecords,
  orderBy: [periode.tahun_awal, visi.id],
});

/** The visi rows with their misi (the index lists them): two statements whatever the page. */
async function listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number) {
  const rows = await visiQueries.listRows(db, where, limit, offset);
  const misiRows = await findMisiOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, misi: misiRows.filter((m) => m.visi_id === row.id) }));
}
export type VisiWithMisi = Awaited<ReturnType<typeof listRows>>[number];

/** The reads of the visi CRUD (lib/crud recordQueries, the rows with their misi). */
export const visiRepo = {
  listRows,
  countRows: visiQueries.countRows,
  findRecord: async (db: Db | Tx, id: number): Promise<VisiWithMisi | undefined> =>
    (await listRows(db, eq(visi.id, id), 1))[0],
  findRow: visiQueries.findRow,
};

export async function findByPeriode(db: Db | Tx, periodeId: number) {
  const [row] = await db
    .select({ id: visi.id, visi: visi.visi })
    .from(visi)
    .where(eq(visi.periode_id, periodeId))
    .limit(1);
  return row;
}

/** The misi of these visi (the index lists them), one statement. */
function findMisiOf(db: Db | Tx, visiIds: number[]) {
  if (visiIds.length === 0) return Promise.resolve([]);
  return db.select().from(misi).where(inArray(misi.visi_id, visiIds)).orderBy(asc(misi.nomor), asc(misi.id));
}

/** The whole tree under one visi: five statements whatever its size, run together. */
export async function findTree(db: Db | Tx, visiId: number) {
  const misiOfVisi = eq(misi.visi_id, visiId);
  /** The nodes of one kind under the visi's misi, in their numbering. */
  const under = <Q extends PgSelect>(q: Q, from: RpjmdTable, order: AnyPgColumn[]) =>
    joinUp(q, from, 'misi')
      .where(misiOfVisi)
      .orderBy(...order);
  const it = indikatorTujuan;
  const iss = indikatorSasaranStrategis;
  const ss = sasaranStrategis;
  const [misiRows, tujuanRows, indikatorTujuanRows, sasaranRows, indikatorSasaranRows] = await readAll(db, [
    () => db.select().from(misi).where(misiOfVisi).orderBy(misi.nomor, misi.id),
    () => under(db.select(getTableColumns(tujuan)).from(tujuan).$dynamic(), 'tujuan', [tujuan.nomor, tujuan.id]),
    () => under(db.select(getTableColumns(it)).from(it).$dynamic(), 'indikator-tujuan', [it.nomor, it.id]),
    () => under(db.select(getTableColumns(ss)).from(ss).$dynamic(), 'sasaran', [ss.nomor, ss.id]),
    () => under(db.select(getTableColumns(iss)).from(iss).$dynamic(), 'indikator-sasaran', [iss.nomor, iss.id]),
  ]);
  return { misiRows, tujuanRows, indikatorTujuanRows, sasaranRows, indikatorSasaranRows };
}

interface NodeTable {
  table: AuditedTable;
  id: AnyPgColumn;
  /** The parent's table and id column (the payload's parent field must point at a row there). */
  parent: PgTable;
  parentId: AnyPgColumn;
  children: ChildRef[];
}

/** Where each node kind is stored, its parent table and what blocks its delete. */
export const NODE_TABLES: Record<RpjmdNode, NodeTable> = {
  misi: {
    table: misi,
    id: misi.id,
    parent: visi,
    parentId: visi.id,
    children: [{ label: 'tujuan', table: tujuan, column: tujuan.misi_id }],
  },
  tujuan: {
    table: tujuan,
    id: tujuan.id,
    parent: misi,
    parentId: misi.id,
    children: [
      { label: 'indikator tujuan', table: indikatorTujuan, column: indikatorTujuan.tujuan_id },
      { label: 'sasaran strategis', table: sasaranStrategis, column: sasaranStrategis.tujuan_id },
    ],
  },
  'indikator-tujuan': {
    table: indikatorTujuan,
    id: indikatorTujuan.id,
    parent: tujuan,
    parentId: tujuan.id,
    children: [],
  },
  'sasaran-strategis': {
    table: sasaranStrategis,
    id: sasaranStrategis.id,
    parent: tujuan,
    parentId: tujuan.id,
    children: [
      {
        label: 'indikator sasaran strategis',
        table: indikatorSasaranStrategis,
        column: indikatorSasaranStrategis.sasaran_strategis_id,
      },
      {
        label: 'sasaran strategis RPJMD',
        table: sasaranStrategisRpjmd,
        column: sasaranStrategisRpjmd.sasaran_strategis_id,
      },
    ],
  },
  'indikator-sasaran-strategis': {
    table: indikatorSasaranStrategis,
    id: indikatorSasaranStrategis.id,
    parent: sasaranStrategis,
    parentId: sasaranStrategis.id,
    children: [
      {
        label: 'sasaran strategis RPJMD',
        table: sasaranStrategisRpjmd,
        column: sasaranStrategisRpjmd.indikator_sasaran_strategis_id,
      },
    ],
  },
};

type NodeRow = Record<string, unknown> & { id: number };

export async function findNode(db: Db | Tx, kind: RpjmdNode, id: number): Promise<NodeRow | undefined> {
  const { table, id: idColumn } = NODE_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(idColumn, id)).limit(1);
  return row as NodeRow | undefined;
}
