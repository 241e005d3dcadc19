import { count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  program,
  satuanKerja,
  subKegiatan,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import { ketua, pengampuColumns } from '../shared/pengampu';

const t = kinerjaKegiatan;

const recordColumns = {
  ...getTableColumns(t),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  kegiatan_kode: kegiatan.kode,
  kegiatan_nama: kegiatan.nama,
  parent_sasaran: kinerjaProgram.sasaran,
  parent_indikator: kinerjaProgram.indikator,
  program_kode: program.kode,
  program_nama: program.nama,
  ...pengampuColumns,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .innerJoin(kegiatan, eq(kegiatan.id, t.kegiatan_id))
    .innerJoin(kinerjaProgram, eq(kinerjaProgram.id, t.kinerja_program_id))
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}
export type KinerjaKegiatanRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran, t.indikator, kegiatan.nama, kegiatan.kode];

export function listRows(db: Db, where: SQL | undefined, limit?: number, offset?: number) {
  const q = selectRecords(db).where(where).orderBy(t.satuan_kerja_id, t.kinerja_program_id, t.urutan, t.id).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}

export function countRows(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(t).innerJoin(kegiatan, eq(kegiatan.id, t.kegiatan_id)).where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<KinerjaKegiatanRow | undefined> {
  const [row] = await selectRecords(db).where(eq(t.id, id)).limit(1);
  return row;
}

export async function findRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The parent program performance: its unit, year and master program. */
export async function findParent(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: kinerjaProgram.id,
      satuan_kerja_id: kinerjaProgram.satuan_kerja_id,
      tahun: kinerjaProgram.tahun,
      program_id: kinerjaProgram.program_id,
    })
    .from(kinerjaProgram)
    .where(eq(kinerjaProgram.id, id))
    .limit(1);
  return row;
}

const childColumns = {
  id: kinerjaSubKegiatan.id,
  kode: subKegiatan.kode,
  nama: subKegiatan.nama,
  sasaran: kinerjaSubKegiatan.sasaran,
  indikator: kinerjaSubKegiatan.indikator,
  target: kinerjaSubKegiatan.target,
  satuan: kinerjaSubKegiatan.satuan,
  realisasi: kinerjaSubKegiatan.realisasi,
  capaian: kinerjaSubKegiatan.capaian,
  satuan_kerja_id: kinerjaSubKegiatan.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

/** Its kinerja sub kegiatan and those of other units it adopted (two statements). */
export async function findChildren(db: Db | Tx, id: number) {
  const [own, cross] = await Promise.all([
    db
      .select(childColumns)
      .from(kinerjaSubKegiatan)
      .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaSubKegiatan.satuan_kerja_id))
      .where(eq(kinerjaSubKegiatan.kinerja_kegiatan_id, id))
      .orderBy(kinerjaSubKegiatan.urutan, kinerjaSubKegiatan.id),
    db
      .select(childColumns)
      .from(kinerjaSubKegiatanCross)
      .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, kinerjaSubKegiatanCross.kinerja_sub_kegiatan_id))
      .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaSubKegiatan.satuan_kerja_id))
      .where(eq(kinerjaSubKegiatanCross.kinerja_kegiatan_id, id))
      .orderBy(kinerjaSubKegiatanCross.id),
  ]);
  return { own, cross };
}
