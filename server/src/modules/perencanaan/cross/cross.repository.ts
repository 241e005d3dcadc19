import { and, asc, eq, ilike, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CROSS_KANDIDAT_LIMIT, type CrossParent, type Resource } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaProgram,
  kinerjaProgramCross,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  periode,
  program,
  sasaranStrategisPd,
  satuanKerja,
  subKegiatan,
} from '../../../db/schema/index';
import { likePattern } from '../../../lib/pagination';
import { periodeOfYear } from '../../../lib/periode';
import { columnsOf } from '../../../lib/db/columns';

/**
 * The three cross-cutting levels as data: the parent table, the child table with its Kemendagri
 * master, and the link table (unique per pair). Every query below works on any level.
 */
interface KinerjaTable {
  table: PgTable;
  id: AnyPgColumn;
  tahun: AnyPgColumn;
  satuan_kerja_id: AnyPgColumn;
  sasaran: AnyPgColumn;
  indikator: AnyPgColumn;
  target: AnyPgColumn;
  satuan: AnyPgColumn;
  realisasi: AnyPgColumn;
  capaian: AnyPgColumn;
  urutan: AnyPgColumn;
  /** Its Kemendagri item: the foreign key and the master table. */
  masterFk: AnyPgColumn;
  master: { table: PgTable; id: AnyPgColumn; kode: AnyPgColumn; nama: AnyPgColumn };
}

export interface CrossLevel {
  parent: CrossParent;
  parentResource: Resource;
  /** The audit table name of the link. */
  linkName: string;
  link: { table: PgTable; id: AnyPgColumn; parent: AnyPgColumn; child: AnyPgColumn };
  /** The parent as a kinerja of one year; null for an SS-PD (a period, looked up separately). */
  parentKinerja: KinerjaTable | null;
  child: KinerjaTable;
}

function kinerjaTable(
  t: typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan,
  masterFk: AnyPgColumn,
  master: typeof program | typeof kegiatan | typeof subKegiatan,
): KinerjaTable {
  return {
    table: t,
    ...columnsOf(t, [
      'id',
      'tahun',
      'satuan_kerja_id',
      'sasaran',
      'indikator',
      'target',
      'satuan',
      'realisasi',
      'capaian',
      'urutan',
    ]),
    masterFk,
    master: { table: master, id: master.id, kode: master.kode, nama: master.nama },
  };
}

const KP = kinerjaTable(kinerjaProgram, kinerjaProgram.program_id, program);
const KK = kinerjaTable(kinerjaKegiatan, kinerjaKegiatan.kegiatan_id, kegiatan);
const KSK = kinerjaTable(kinerjaSubKegiatan, kinerjaSubKegiatan.sub_kegiatan_id, subKegiatan);

export const CROSS_LEVEL_TABLES: Record<CrossParent, CrossLevel> = {
  'sasaran-strategis-pd': {
    parent: 'sasaran-strategis-pd',
    parentResource: 'sasaran-strategis-pd',
    linkName: 'kinerja_program_cross',
    link: {
      table: kinerjaProgramCross,
      id: kinerjaProgramCross.id,
      parent: kinerjaProgramCross.sasaran_strategis_pd_id,
      child: kinerjaProgramCross.kinerja_program_id,
    },
    parentKinerja: null,
    child: KP,
  },
  'kinerja-program': {
    parent: 'kinerja-program',
    parentResource: 'kinerja-program',
    linkName: 'kinerja_kegiatan_cross',
    link: {
      table: kinerjaKegiatanCross,
      id: kinerjaKegiatanCross.id,
      parent: kinerjaKegiatanCross.kinerja_program_id,
      child: kinerjaKegiatanCross.kinerja_kegiatan_id,
    },
    parentKinerja: KP,
    child: KK,
  },
  'kinerja-kegiatan': {
    parent: 'kinerja-kegiatan',
    parentResource: 'kinerja-kegiatan',
    linkName: 'kinerja_sub_kegiatan_cross',
    link: {
      table: kinerjaSubKegiatanCross,
      id: kinerjaSubKegiatanCross.id,
      parent: kinerjaSubKegiatanCross.kinerja_kegiatan_id,
      child: kinerjaSubKegiatanCross.kinerja_sub_kegiatan_id,
    },
    parentKinerja: KK,
    child: KSK,
  },
};

export interface ParentRow {
  id: number;
  /** The parent's year; for an SS-PD the request's year when it lies in the period, else null. */
  tahun: number | null;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  sasaran: string;
  indikator: string;
  nama: string | null;
}

/** The parent row (one statement), or undefined. */
export async function findParent(db: Db | Tx, level: CrossLevel, id: number, tahun: number) {
  const p = level.parentKinerja;
  if (!p) {
    const t = sasaranStrategisPd;
    const inPeriode = periodeOfYear(tahun);
    const [row] = await db
      .select({
        id: t.id,
        tahun: sql<number | null>`case when ${inPeriode} then ${tahun}::int else null end`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        satuan_kerja_id: t.satuan_kerja_id,
        satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
        sasaran: t.sasaran_strategis_satker,
        indikator: t.iku,
        nama: sql<string | null>`null`,
      })
      .from(t)
      .innerJoin(periode, eq(periode.id, t.periode_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
      .where(eq(t.id, id))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({
      id: p.id,
      tahun: p.tahun,
      satuan_kerja_id: p.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      sasaran: p.sasaran,
      indikator: p.indikator,
      nama: sql<string>`${p.master.kode} || ' ' || ${p.master.nama}`,
    })
    .from(p.table)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, p.satuan_kerja_id))
    .innerJoin(p.master.table, eq(p.master.id, p.masterFk))
    .where(eq(p.id, id))
    .limit(1);
  return row as ParentRow | undefined;
}

export interface ChildRow {
  id: number;
  kode: string;
  nama: string;
  sasaran: string;
  indikator: string;
  target: number | null;
  satuan: string;
  realisasi: number | null;
  capaian: number | null;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
}

function selectChildren(db: Db | Tx, level: CrossLevel) {
  const c = level.child;
  return db
    .select({
      id: c.id,
      kode: c.master.kode,
      nama: c.master.nama,
      sasaran: c.sasaran,
      indikator: c.indikator,
      target: c.target,
      satuan: c.satuan,
      realisasi: c.realisasi,
      capaian: c.capaian,
      satuan_kerja_id: c.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
    })
    .from(c.table)
    .innerJoin(c.master.table, eq(c.master.id, c.masterFk))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, c.satuan_kerja_id))
    .$dynamic();
}

/** The children the parent adopted, of the year, in the order adopted (one statement). */
export async function findAdopted(db: Db | Tx, level: CrossLevel, parentId: number, tahun: number) {
  const { link, child } = level;
  const rows = await selectChildren(db, level)
    .innerJoin(link.table, eq(link.child, child.id))
    .where(and(eq(link.parent, parentId), eq(child.tahun, tahun)))
    .orderBy(asc(link.id));
  return rows as ChildRow[];
}

/**
 * Candidates: other units' children of the year not adopted yet, narrowed by search and unit
 * (one statement, at most CROSS_KANDIDAT_LIMIT rows).
 */
export async function findKandidat(
  db: Db,
  level: CrossLevel,
  parent: { id: number; satuan_kerja_id: string; tahun: number },
  filter: { search?: string | undefined; satuan_kerja_id?: string | undefined },
) {
  const { link, child } = level;
  const adopted = db
    .select({ one: sql`1` })
    .from(link.table)
    .where(and(eq(link.parent, parent.id), eq(link.child, child.id)));
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(child.tahun, parent.tahun),
    ne(child.satuan_kerja_id, parent.satuan_kerja_id),
    notExists(adopted),
    filter.satuan_kerja_id ? eq(child.satuan_kerja_id, filter.satuan_kerja_id) : undefined,
    pattern
      ? or(
          ilike(child.sasaran, pattern),
          ilike(child.indikator, pattern),
          ilike(child.master.nama, pattern),
          ilike(satuanKerja.satuan_kerja_nama, pattern),
        )
      : undefined,
  ];
  const rows = await selectChildren(db, level)
    .where(and(...conditions))
    .orderBy(asc(child.satuan_kerja_id), asc(child.urutan), asc(child.id))
    .limit(CROSS_KANDIDAT_LIMIT);
  return rows as ChildRow[];
}

/** The child to adopt: its unit and year. */
export async function findChild(db: Db | Tx, level: CrossLevel, id: number) {
  const c = level.child;
  const [row] = await db
    .select({ id: c.id, tahun: c.tahun, satuan_kerja_id: c.satuan_kerja_id })
    .from(c.table)
    .where(eq(c.id, id))
    .limit(1);
  return row as { id: number; tahun: number; satuan_kerja_id: string } | undefined;
}

/** Inserts the link; undefined when the pair exists already (ON CONFLICT DO NOTHING). */
export async function insertLink(tx: Tx, level: CrossLevel, parentId: number, childId: number, actorId: number) {
  const { link } = level;
  const values = {
    [columnName(link.parent)]: parentId,
    [columnName(link.child)]: childId,
    updated_by: actorId,
  };
  const rows = await tx.insert(link.table).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Deletes the link of the pair; the deleted row or undefined. */
export async function deleteLink(tx: Tx, level: CrossLevel, parentId: number, childId: number) {
  const { link } = level;
  const rows = await tx
    .delete(link.table)
    .where(and(eq(link.parent, parentId), eq(link.child, childId)))
    .returning();
  return rows[0];
}

/** The property name of a column in its table (drizzle's insert takes property names). */
function columnName(column: AnyPgColumn): string {
  return column.name;
}
