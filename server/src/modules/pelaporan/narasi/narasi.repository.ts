import { asc, eq, sql } from 'drizzle-orm';
import {
  indikatorSasaranStrategis,
  narasiLkip,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
} from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { selectWithOptionalUnit } from '../../../lib/db/unit-joined-select';

const t = narasiLkip;

/** The linked goal's name: 'sasaran — indikator' of the RPJMD goal (city) or of the SS-PD (unit). */
const sasaranNama = sql<string | null>`case
  when ${t.sasaran_strategis_rpjmd_id} is not null then ${sasaranStrategis.sasaran} || ' — ' || ${indikatorSasaranStrategis.indikator}
  when ${t.sasaran_strategis_pd_id} is not null then ${sasaranStrategisPd.sasaran_strategis_satker} || ' — ' || ${sasaranStrategisPd.iku}
end`;

const recordColumns = {
  ...columnsOf(t, ['id', 'tahun', 'satuan_kerja_id', 'bab', 'judul', 'narasi', 'urutan', 'jenis', 'updated_at']),
  ...columnsOf(t, ['sasaran_strategis_rpjmd_id', 'sasaran_strategis_pd_id']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  sasaran_nama: sasaranNama,
};

export const searchColumns = [t.judul, t.narasi];

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: t,
  select: (db) =>
    selectWithOptionalUnit(db, recordColumns, t)
      .leftJoin(sasaranStrategisRpjmd, eq(sasaranStrategisRpjmd.id, t.sasaran_strategis_rpjmd_id))
      .leftJoin(sasaranStrategis, eq(sasaranStrategis.id, sasaranStrategisRpjmd.sasaran_strategis_id))
      .leftJoin(
        indikatorSasaranStrategis,
        eq(indikatorSasaranStrategis.id, sasaranStrategisRpjmd.indikator_sasaran_strategis_id),
      )
      .leftJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, t.sasaran_strategis_pd_id))
      .$dynamic(),
  orderBy: [asc(t.satuan_kerja_id), asc(t.bab), asc(t.urutan), asc(t.id)],
});
export type NarasiRow = Awaited<ReturnType<typeof listRows>>[number];
