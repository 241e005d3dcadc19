import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  kinerjaProgram,
  kinerjaProgramCross,
  periode,
  program,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisPdTriwulan,
  sasaranStrategisRpjmd,
  satuanKerja,
} from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { columnsOf } from '../../../lib/db/columns';
import { readAll } from '../../../lib/db/reads';

const t = sasaranStrategisPd;

const recordColumns = {
  ...getTableColumns(t),
  tahun_awal: periode.tahun_awal,
  tahun_akhir: periode.tahun_akhir,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  satuan_kerja_jenis: satuanKerja.jenis,
  satuan_kerja_is_rsud: satuanKerja.is_rsud,
  rpjmd_sasaran: sasaranStrategis.sasaran,
  rpjmd_indikator: indikatorSasaranStrategis.indikator,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(periode, eq(periode.id, t.periode_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .innerJoin(sasaranStrategisRpjmd, eq(sasaranStrategisRpjmd.id, t.sasaran_strategis_rpjmd_id))
    .innerJoin(sasaranStrategis, eq(sasaranStrategis.id, sasaranStrategisRpjmd.sasaran_strategis_id))
    .innerJoin(
      indikatorSasaranStrategis,
      eq(indikatorSasaranStrategis.id, sasaranStrategisRpjmd.indikator_sasaran_strategis_id),
    )
    .$dynamic();
}
export type SasaranStrategisPdRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran_strategis_satker, t.iku, sasaranStrategis.sasaran];

const queries = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [t.satuan_kerja_id, t.urutan, t.id],
});
export const { listRows, countRows, findRecord, findRow } = queries;

export function findTriwulan(db: Db | Tx, id: number) {
  return db
    .select({
      ...columnsOf(sasaranStrategisPdTriwulan, ['id', 'tahun', 'triwulan', 'target', 'realisasi', 'capaian']),
    })
    .from(sasaranStrategisPdTriwulan)
    .where(eq(sasaranStrategisPdTriwulan.sasaran_strategis_pd_id, id))
    .orderBy(sasaranStrategisPdTriwulan.tahun, sasaranStrategisPdTriwulan.triwulan);
}

const childColumns = {
  id: kinerjaProgram.id,
  kode: program.kode,
  nama: program.nama,
  ...columnsOf(kinerjaProgram, ['sasaran', 'indikator', 'target', 'satuan', 'realisasi', 'capaian', 'satuan_kerja_id']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

/** Its programs of the year and the programs of other units it adopted (two statements). */
export async function findChildren(db: Db | Tx, id: number, tahun: number) {
  const [own, cross] = await readAll(db, [
    () =>
      db
        .select(childColumns)
        .from(kinerjaProgram)
        .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
        .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaProgram.satuan_kerja_id))
        .where(and(eq(kinerjaProgram.sasaran_strategis_pd_id, id), eq(kinerjaProgram.tahun, tahun)))
        .orderBy(kinerjaProgram.satuan_kerja_id, kinerjaProgram.urutan, kinerjaProgram.id),
    () =>
      db
        .select(childColumns)
        .from(kinerjaProgramCross)
        .innerJoin(kinerjaProgram, eq(kinerjaProgram.id, kinerjaProgramCross.kinerja_program_id))
        .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
        .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaProgram.satuan_kerja_id))
        .where(and(eq(kinerjaProgramCross.sasaran_strategis_pd_id, id), eq(kinerjaProgram.tahun, tahun)))
        .orderBy(kinerjaProgramCross.id),
  ]);
  return { own, cross };
}
