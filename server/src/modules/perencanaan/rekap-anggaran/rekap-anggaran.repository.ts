import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  program,
  satuanKerja,
  subKegiatan,
} from '../../../db/schema/index';
import { BULAN_KE } from '../../../db/schema/kolom';

/**
 * The SQL of the budget recap: one statement for the per-unit totals, one per level for the
 * rincian (program, kegiatan, sub kegiatan), whatever the number of units and rows.
 */

export type Uang = number | null;
export type Bulan = Uang[];

/** The 12 monthly spending columns of a kinerja table, as an array expression (one value per month). */
function realisasiBulan(table: Record<string, unknown>, sum: boolean): SQL<Bulan> {
  const cells = BULAN_KE.map((b) => {
    const column = table[`realisasi_anggaran_bulan_${b}`] as AnyPgColumn;
    return sum ? sql`sum(${column})` : sql`${column}`;
  });
  return sql<Bulan>`array[${sql.join(cells, sql`, `)}]::float8[]`;
}

const money = (value: unknown): Uang => (value === null || value === undefined ? null : Number(value));

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
  return rows.map((r) => ({
    ...r,
    anggaran: money(r.anggaran),
    realisasi_anggaran: money(r.realisasi_anggaran),
    bulan: r.bulan.map(money),
  }));
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

function toNode(r: {
  id: number;
  parent_id: number | null;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  kode: string;
  nama: string;
  sasaran: string;
  indikator: string;
  anggaran: unknown;
  realisasi_anggaran: unknown;
  bulan: Bulan;
}): RincianNode {
  return {
    ...r,
    anggaran: money(r.anggaran),
    realisasi_anggaran: money(r.realisasi_anggaran),
    bulan: r.bulan.map(money),
  };
}

/** Program, kegiatan and sub kegiatan rows of a year for the units of `unitCondition` (three statements). */
export async function rincianLevels(db: Db, tahun: number, unitCondition: (column: AnyPgColumn) => SQL | undefined) {
  const kp = kinerjaProgram;
  const kk = kinerjaKegiatan;
  const ks = kinerjaSubKegiatan;
  const unitName = satuanKerja.satuan_kerja_nama;
  const [programs, kegiatans, subs] = await Promise.all([
    db
      .select({
        id: kp.id,
        parent_id: sql<number | null>`null::int`,
        satuan_kerja_id: kp.satuan_kerja_id,
        satuan_kerja_nama: unitName,
        kode: program.kode,
        nama: program.nama,
        sasaran: kp.sasaran,
        indikator: kp.indikator,
        anggaran: kp.anggaran,
        realisasi_anggaran: kp.realisasi_anggaran,
        bulan: realisasiBulan(kp as unknown as Record<string, unknown>, false),
      })
      .from(kp)
      .innerJoin(program, eq(program.id, kp.program_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kp.satuan_kerja_id))
      .where(and(eq(kp.tahun, tahun), unitCondition(kp.satuan_kerja_id)))
      .orderBy(asc(satuanKerja.urutan), asc(kp.satuan_kerja_id), asc(kp.urutan), asc(kp.id)),
    db
      .select({
        id: kk.id,
        parent_id: kk.kinerja_program_id,
        satuan_kerja_id: kk.satuan_kerja_id,
        satuan_kerja_nama: unitName,
        kode: kegiatan.kode,
        nama: kegiatan.nama,
        sasaran: kk.sasaran,
        indikator: kk.indikator,
        anggaran: kk.anggaran,
        realisasi_anggaran: kk.realisasi_anggaran,
        bulan: realisasiBulan(kk as unknown as Record<string, unknown>, false),
      })
      .from(kk)
      .innerJoin(kegiatan, eq(kegiatan.id, kk.kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kk.satuan_kerja_id))
      .where(and(eq(kk.tahun, tahun), unitCondition(kk.satuan_kerja_id)))
      .orderBy(asc(kk.urutan), asc(kk.id)),
    db
      .select({
        id: ks.id,
        parent_id: ks.kinerja_kegiatan_id,
        satuan_kerja_id: ks.satuan_kerja_id,
        satuan_kerja_nama: unitName,
        kode: subKegiatan.kode,
        nama: subKegiatan.nama,
        sasaran: ks.sasaran,
        indikator: ks.indikator,
        anggaran: ks.anggaran,
        realisasi_anggaran: ks.realisasi_anggaran,
        bulan: realisasiBulan(ks as unknown as Record<string, unknown>, false),
      })
      .from(ks)
      .innerJoin(subKegiatan, eq(subKegiatan.id, ks.sub_kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ks.satuan_kerja_id))
      .where(and(eq(ks.tahun, tahun), unitCondition(ks.satuan_kerja_id)))
      .orderBy(asc(ks.urutan), asc(ks.id)),
  ]);
  return { programs: programs.map(toNode), kegiatans: kegiatans.map(toNode), subs: subs.map(toNode) };
}
