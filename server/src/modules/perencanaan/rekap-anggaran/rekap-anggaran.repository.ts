import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { kinerjaProgram, satuanKerja } from '../../../db/schema/index';
import { BULAN_KE } from '../../../db/schema/kolom';
import { KINERJA_LEVELS, type KinerjaJenis } from '../../../db/kinerja-levels';
import { columnsOf } from '../../../lib/db/columns';

/**
 * The SQL of the budget recap: one statement for the per-unit totals, one per level for the
 * rincian (program, kegiatan, sub kegiatan), whatever the number of units and rows.
 */

export type Uang = number | null;
export type Bulan = Uang[];
type UnitCondition = (column: AnyPgColumn) => SQL | undefined;

/** The 12 monthly spending columns of a kinerja table, as an array expression (one value per month). */
function realisasiBulan(table: Record<string, unknown>, sum: boolean): SQL<Bulan> {
  const cells = BULAN_KE.map((b) => {
    const column = table[`realisasi_anggaran_bulan_${b}`] as AnyPgColumn;
    return sum ? sql`sum(${column})` : sql`${column}`;
  });
  return sql<Bulan>`array[${sql.join(cells, sql`, `)}]::float8[]`;
}

const money = (value: unknown): Uang => (value === null || value === undefined ? null : Number(value));

/** A row's amounts as numbers (the driver gives sums as text). */
function withMoney<R extends { anggaran: unknown; realisasi_anggaran: unknown; bulan: unknown[] }>(r: R) {
  return {
    ...r,
    anggaran: money(r.anggaran),
    realisasi_anggaran: money(r.realisasi_anggaran),
    bulan: r.bulan.map(money),
  };
}

/** Budget totals of every active unit in `unitCondition` (program level: a parent sums its children). */
export async function totalsPerUnit(db: Db, tahun: number, unitCondition: SQL | undefined) {
  const kp = kinerjaProgram;
  const rows = await db
    .select({
      satuan_kerja_id: satuanKerja.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      jumlah_program: sql<number>`count(${kp.id})::int`,
      anggaran: sql<string | null>`sum(${kp.anggaran})`,
      realisasi_anggaran: sql<string | null>`sum(${kp.realisasi_anggaran})`,
      bulan: realisasiBulan(kp as unknown as Record<string, unknown>, true),
    })
    .from(satuanKerja)
    .leftJoin(kp, and(eq(kp.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(kp.tahun, tahun)))
    .where(and(eq(satuanKerja.active, true), unitCondition))
    .groupBy(satuanKerja.satuan_kerja_id)
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
  return rows.map(withMoney);
}

export interface RincianNode {
  id: number;
  parent_id: number | null;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  kode: string;
  nama: string;
  sasaran: string;
  indikator: string;
  anggaran: Uang;
  realisasi_anggaran: Uang;
  bulan: Bulan;
}

/** The rows of one kinerja level of a year for the units of `unitCondition` (one statement). */
function levelRows(db: Db, tahun: number, unitCondition: UnitCondition, jenis: KinerjaJenis) {
  const { t, master, masterId, parentId } = KINERJA_LEVELS[jenis];
  // Programs come in unit order; kegiatan and sub kegiatan are placed under their parent by the report.
  const order =
    parentId === null
      ? [asc(satuanKerja.urutan), asc(t.satuan_kerja_id), asc(t.urutan), asc(t.id)]
      : [asc(t.urutan), asc(t.id)];
  return db
    .select({
      id: t.id,
      parent_id: parentId ?? sql<number | null>`null::int`,
      satuan_kerja_id: t.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      kode: master.kode,
      nama: master.nama,
      ...columnsOf(t, ['sasaran', 'indikator', 'anggaran', 'realisasi_anggaran']),
      bulan: realisasiBulan(t as unknown as Record<string, unknown>, false),
    })
    .from(t)
    .innerJoin(master, eq(master.id, masterId))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .where(and(eq(t.tahun, tahun), unitCondition(t.satuan_kerja_id)))
    .orderBy(...order)
    .then((rows): RincianNode[] => rows.map(withMoney));
}

/** Program, kegiatan and sub kegiatan rows of a year for the units of `unitCondition` (three statements). */
export async function rincianLevels(db: Db, tahun: number, unitCondition: UnitCondition) {
  const [programs, kegiatans, subs] = await Promise.all([
    levelRows(db, tahun, unitCondition, 'kinerjaProgram'),
    levelRows(db, tahun, unitCondition, 'kinerjaKegiatan'),
    levelRows(db, tahun, unitCondition, 'kinerjaSubKegiatan'),
  ]);
  return { programs, kegiatans, subs };
}
