import { and, count, eq, getTableColumns, lte, gte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaProgram,
  periode,
  program,
  sasaranStrategisPd,
  satuanKerja,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import { ketua, pengampuColumns } from '../shared/pengampu';

const t = kinerjaProgram;

/** A row with the names of its unit, program, SS-PD and pengampu (one statement with joins). */
const recordColumns = {
  ...getTableColumns(t),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  program_kode: program.kode,
  program_nama: program.nama,
  ss_pd_sasaran: sasaranStrategisPd.sasaran_strategis_satker,
  ss_pd_iku: sasaranStrategisPd.iku,
  ...pengampuColumns,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .innerJoin(program, eq(program.id, t.program_id))
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, t.sasaran_strategis_pd_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}
export type KinerjaProgramRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** Search columns need the program join; the count joins it too. */
export const searchColumns = [t.sasaran, t.indikator, program.nama, program.kode];

/** One page (or everything, for the export) in one statement. */
export function listRows(db: Db, where: SQL | undefined, limit?: number, offset?: number) {
  const q = selectRecords(db).where(where).orderBy(t.satuan_kerja_id, t.urutan, t.id).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}

export function countRows(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(t).innerJoin(program, eq(program.id, t.program_id)).where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<KinerjaProgramRow | undefined> {
  const [row] = await selectRecords(db).where(eq(t.id, id)).limit(1);
  return row;
}

/** The bare row (audit old values, scope and lock checks). */
export async function findRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The SS-PD a program hangs under, when its period contains the year. */
export async function findSasaranStrategisPd(db: Db | Tx, id: number, tahun: number) {
  const [row] = await db
    .select({ id: sasaranStrategisPd.id, satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(eq(sasaranStrategisPd.id, id), lte(periode.tahun_awal, tahun), gte(periode.tahun_akhir, tahun)))
    .limit(1);
  return row;
}

const childColumns = {
  id: kinerjaKegiatan.id,
  kode: kegiatan.kode,
  nama: kegiatan.nama,
  sasaran: kinerjaKegiatan.sasaran,
  indikator: kinerjaKegiatan.indikator,
  target: kinerjaKegiatan.target,
  satuan: kinerjaKegiatan.satuan,
  realisasi: kinerjaKegiatan.realisasi,
  capaian: kinerjaKegiatan.capaian,
  satuan_kerja_id: kinerjaKegiatan.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

/** Its kinerja kegiatan and the kegiatan of other units it adopted (two statements). */
export async function findChildren(db: Db | Tx, id: number) {
  const [own, cross] = await Promise.all([
    db
      .select(childColumns)
      .from(kinerjaKegiatan)
      .innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaKegiatan.satuan_kerja_id))
      .where(eq(kinerjaKegiatan.kinerja_program_id, id))
      .orderBy(kinerjaKegiatan.urutan, kinerjaKegiatan.id),
    db
      .select(childColumns)
      .from(kinerjaKegiatanCross)
      .innerJoin(kinerjaKegiatan, eq(kinerjaKegiatan.id, kinerjaKegiatanCross.kinerja_kegiatan_id))
      .innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaKegiatan.satuan_kerja_id))
      .where(eq(kinerjaKegiatanCross.kinerja_program_id, id))
      .orderBy(kinerjaKegiatanCross.id),
  ]);
  return { own, cross };
}
