import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  penghargaanKinerja,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
} from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';

const t = penghargaanKinerja;
/** The table of the group (the recipe writes and audits it). */
export const table = penghargaanKinerja;
const ssr = sasaranStrategisRpjmd;
const ssp = sasaranStrategisPd;

/** The city's goal has no unit: its rows read 'Pemerintah Daerah'. */
const unitName = sql<string>`coalesce(${satuanKerja.satuan_kerja_nama}, 'Pemerintah Daerah')`;
const sasaran = sql<string>`coalesce(${ssp.sasaran_strategis_satker}, ${sasaranStrategis.sasaran}, '')`;
const indikator = sql<string>`coalesce(${ssp.iku}, ${indikatorSasaranStrategis.indikator}, '')`;

const recordColumns = {
  ...columnsOf(t, ['id', 'tahun', 'sasaran_strategis_rpjmd_id', 'sasaran_strategis_pd_id', 'peringkat', 'penghargaan']),
  satuan_kerja_id: ssp.satuan_kerja_id,
  satuan_kerja_nama: unitName,
  sasaran,
  indikator,
  updated_at: t.updated_at,
};

export const searchColumns = [
  t.peringkat,
  t.penghargaan,
  ssp.sasaran_strategis_satker,
  ssp.iku,
  sasaranStrategis.sasaran,
];
export const columns = { tahun: t.tahun, satuanKerjaId: ssp.satuan_kerja_id, rpjmdId: t.sasaran_strategis_rpjmd_id };

/** The goal of a row: the city's (RPJMD, its sasaran and indikator) or a unit's (SS-PD, its unit). */
function joined(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .leftJoin(ssr, eq(ssr.id, t.sasaran_strategis_rpjmd_id))
    .leftJoin(sasaranStrategis, eq(sasaranStrategis.id, ssr.sasaran_strategis_id))
    .leftJoin(indikatorSasaranStrategis, eq(indikatorSasaranStrategis.id, ssr.indikator_sasaran_strategis_id))
    .leftJoin(ssp, eq(ssp.id, t.sasaran_strategis_pd_id))
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ssp.satuan_kerja_id))
    .$dynamic();
}

const queries = selectRecordQueries({
  table: t,
  select: joined,
  orderBy: [sql`${ssp.satuan_kerja_id} nulls first`, asc(t.id)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type PenghargaanRow = Awaited<ReturnType<typeof listRows>>[number];

export function rpjmdExists(id: number): RefCheck {
  return {
    field: 'sasaran_strategis_rpjmd_id',
    message: 'Sasaran strategis RPJMD tidak ditemukan',
    ok: existsIn(ssr, eq(ssr.id, id)),
  };
}

export function pdExists(id: number): RefCheck {
  return {
    field: 'sasaran_strategis_pd_id',
    message: 'Sasaran strategis PD tidak ditemukan',
    ok: existsIn(ssp, eq(ssp.id, id)),
  };
}

/** The row of the same goal and year (one per goal and year), if any. */
export async function ofGoal(db: Db | Tx, tahun: number, goal: { rpjmd: number | null; pd: number | null }) {
  const column = goal.rpjmd !== null ? t.sasaran_strategis_rpjmd_id : t.sasaran_strategis_pd_id;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(sql`${t.tahun} = ${tahun} and ${column} = ${goal.rpjmd ?? goal.pd}`)
    .limit(1);
  return row;
}
