import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaSubKegiatan,
  rencanaAksi,
  sasaranStrategisPd,
  satuanKerja,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { selectWithUnit } from '../../../lib/db/unit-joined-select';
import { ketua, pengampuColumns } from '../../perencanaan/services';

const t = rencanaAksi;
/** The table of the group (the recipe writes and audits it). */
export const table = rencanaAksi;

const recordColumns = {
  ...columnsOf(t, ['id', 'tahun', 'satuan_kerja_id']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  sasaran_strategis_pd_id: t.sasaran_strategis_pd_id,
  sasaran_strategis_pd: sasaranStrategisPd.sasaran_strategis_satker,
  iku: sasaranStrategisPd.iku,
  ...columnsOf(t, [
    'sasaran_strategis_rpjmd_id',
    'kinerja_sub_kegiatan_id',
    'rencana_aksi',
    'indikator',
    'satuan',
    'tw1',
    'tw2',
    'tw3',
    'tw4',
    'tw1_realisasi',
    'tw2_realisasi',
    'tw3_realisasi',
    'tw4_realisasi',
    'pengampu_type',
    'unit_kerja_id',
    'tim_kerja_id',
    'urutan',
  ]),
  ...pengampuColumns,
};

/** A row with its unit, its SS-PD and its pengampu's names. */
function selectRecords(db: Db | Tx) {
  return selectWithUnit(db, recordColumns, t)
    .leftJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, t.sasaran_strategis_pd_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip))
    .$dynamic();
}
export type RencanaAksiRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const columns = {
  tahun: t.tahun,
  satuanKerjaId: t.satuan_kerja_id,
  sasaranStrategisPdId: t.sasaran_strategis_pd_id,
  sasaranStrategisRpjmdId: t.sasaran_strategis_rpjmd_id,
};
export const searchColumns = [t.rencana_aksi, t.indikator];

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [t.sasaran_strategis_pd_id, t.urutan, t.id],
});

/** The unit of an SS-PD and the RPJMD goal it serves, or undefined. */
export async function findSasaranPd(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id,
      rpjmd: sasaranStrategisPd.sasaran_strategis_rpjmd_id,
    })
    .from(sasaranStrategisPd)
    .where(eq(sasaranStrategisPd.id, id))
    .limit(1);
  return row;
}

/** The kinerja sub kegiatan exists in the unit and year. */
export function subKegiatanOfUnit(id: number, unit: string, tahun: number): RefCheck {
  const ksk = kinerjaSubKegiatan;
  return {
    field: 'kinerja_sub_kegiatan_id',
    message: 'Kinerja sub kegiatan tidak ditemukan pada satuan kerja dan tahun ini',
    ok: existsIn(ksk, eq(ksk.id, id), eq(ksk.satuan_kerja_id, unit), eq(ksk.tahun, tahun)),
  };
}
