import { and, eq, getTableColumns, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SS_RPJMD_CROSS_KANDIDAT_LIMIT } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  kinerjaCrossCutting,
  kinerjaProgram,
  misi,
  periode,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisPdCross,
  sasaranStrategisRpjmd,
  satuanKerja,
  tujuan,
  visi,
} from '../../../db/schema/index';
import { searchCondition } from '../../../lib/crud/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { joinUp } from '../../../lib/db/rpjmd-joins';
import { columnsOf } from '../../../lib/db/columns';
import { readAll } from '../../../lib/db/reads';

const t = sasaranStrategisRpjmd;

const recordColumns = {
  ...getTableColumns(t),
  tahun_awal: periode.tahun_awal,
  tahun_akhir: periode.tahun_akhir,
  ss_nomor: sasaranStrategis.nomor,
  ss_sasaran: sasaranStrategis.sasaran,
  tujuan_id: tujuan.id,
  tujuan_nomor: tujuan.nomor,
  tujuan_tujuan: tujuan.tujuan,
  misi_id: misi.id,
  misi_nomor: misi.nomor,
  misi_misi: misi.misi,
  ...columnsOf(indikatorSasaranStrategis, ['indikator', 'satuan', 'polaritas']),
};

/** The goal with its period, its place in the tree (sasaran → tujuan → misi) and its indicator. */
function selectRecords(db: Db | Tx) {
  const q = db
    .select(recordColumns)
    .from(t)
    .innerJoin(periode, eq(periode.id, t.periode_id))
    .innerJoin(sasaranStrategis, eq(sasaranStrategis.id, t.sasaran_strategis_id))
    .innerJoin(indikatorSasaranStrategis, eq(indikatorSasaranStrategis.id, t.indikator_sasaran_strategis_id))
    .$dynamic();
  return joinUp(q, 'sasaran', 'misi');
}
export type SasaranStrategisRpjmdRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [sasaranStrategis.sasaran, indikatorSasaranStrategis.indikator];

const queries = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [misi.nomor, tujuan.nomor, sasaranStrategis.nomor, t.urutan, t.id],
});
export const { listRows, countRows, findRecord, findRow } = queries;

/** The sasaran strategis belongs to the visi of the period (sasaran → tujuan → misi → visi). */
export function sasaranInPeriode(sasaranStrategisId: number, periodeId: number): SQL<boolean> {
  // Columns through eq(): qualified with their table, the four tables share column names.
  return sql<boolean>`exists (select 1 from ${sasaranStrategis}
    join ${tujuan} on ${eq(tujuan.id, sasaranStrategis.tujuan_id)}
    join ${misi} on ${eq(misi.id, tujuan.misi_id)}
    join ${visi} on ${eq(visi.id, misi.visi_id)}
    where ${and(eq(sasaranStrategis.id, sasaranStrategisId), eq(visi.periode_id, periodeId))})`.mapWith(Boolean);
}

/** No other goal of the period measures this indicator yet (unique per period). */
export function indikatorFree(periodeId: number, indikatorId: number, exceptId: number | null): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${t} where ${and(
    eq(t.periode_id, periodeId),
    eq(t.indikator_sasaran_strategis_id, indikatorId),
    exceptId === null ? undefined : ne(t.id, exceptId),
  )})`.mapWith(Boolean);
}

const childColumns = {
  id: sasaranStrategisPd.id,
  satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  ...columnsOf(sasaranStrategisPd, ['sasaran_strategis_satker', 'iku', 'satuan', 'baseline']),
  ...(Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((k) => [
      [`target_${k}`, sasaranStrategisPd[`target_${k}` as 'target_1']],
      [`realisasi_${k}`, sasaranStrategisPd[`realisasi_${k}` as 'realisasi_1']],
      [`capaian_${k}`, sasaranStrategisPd[`capaian_${k}` as 'capaian_1']],
    ]),
  ) as Pick<typeof sasaranStrategisPd, `${'target' | 'realisasi' | 'capaian'}_${1 | 2 | 3 | 4 | 5}`>),
};

/** Its SS-PD (own, then adopted) and the cross-cutting goals under it: three statements. */
export async function findChildren(db: Db | Tx, id: number) {
  const [own, cross, kcc] = await readAll(db, [
    () =>
      db
        .select(childColumns)
        .from(sasaranStrategisPd)
        .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, sasaranStrategisPd.satuan_kerja_id))
        .where(eq(sasaranStrategisPd.sasaran_strategis_rpjmd_id, id))
        .orderBy(sasaranStrategisPd.satuan_kerja_id, sasaranStrategisPd.urutan, sasaranStrategisPd.id),
    () => findCross(db, id),
    () =>
      db
        .select({
          ...columnsOf(kinerjaCrossCutting, ['id', 'sasaran', 'indikator']),
        })
        .from(kinerjaCrossCutting)
        .where(eq(kinerjaCrossCutting.sasaran_strategis_rpjmd_id, id))
        .orderBy(kinerjaCrossCutting.urutan, kinerjaCrossCutting.id),
  ]);
  return { own, cross, kcc };
}

export function findCross(db: Db | Tx, id: number) {
  return db
    .select(childColumns)
    .from(sasaranStrategisPdCross)
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, sasaranStrategisPdCross.sasaran_strategis_pd_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, sasaranStrategisPd.satuan_kerja_id))
    .where(eq(sasaranStrategisPdCross.sasaran_strategis_rpjmd_id, id))
    .orderBy(sasaranStrategisPdCross.id);
}
export type SsPdChildRow = Awaited<ReturnType<typeof findCross>>[number];

/**
 * Budgets of the year's programs under the SS-PD serving the goal (its own SS-PD and the ones it
 * adopted), one statement: pagu and realisasi of efisiensi sumber daya.
 */
export async function findAnggaran(db: Db | Tx, id: number, tahun: number) {
  const serving = sql`(select ${sasaranStrategisPd.id} from ${sasaranStrategisPd} where ${eq(
    sasaranStrategisPd.sasaran_strategis_rpjmd_id,
    id,
  )} union select ${sasaranStrategisPdCross.sasaran_strategis_pd_id} from ${sasaranStrategisPdCross} where ${eq(
    sasaranStrategisPdCross.sasaran_strategis_rpjmd_id,
    id,
  )})`;
  const [row] = await db
    .select({
      pagu: sql<number>`coalesce(sum(${kinerjaProgram.anggaran}), 0)`.mapWith(Number),
      realisasi: sql<number>`coalesce(sum(${kinerjaProgram.realisasi_anggaran}), 0)`.mapWith(Number),
    })
    .from(kinerjaProgram)
    .where(and(eq(kinerjaProgram.tahun, tahun), sql`${kinerjaProgram.sasaran_strategis_pd_id} in ${serving}`));
  return row ?? { pagu: 0, realisasi: 0 };
}

export async function findSsPd(db: Db | Tx, id: number) {
  const [row] = await db.select().from(sasaranStrategisPd).where(eq(sasaranStrategisPd.id, id)).limit(1);
  return row;
}

export async function findLink(db: Db | Tx, ssRpjmdId: number, ssPdId: number) {
  const [row] = await db
    .select()
    .from(sasaranStrategisPdCross)
    .where(
      and(
        eq(sasaranStrategisPdCross.sasaran_strategis_rpjmd_id, ssRpjmdId),
        eq(sasaranStrategisPdCross.sasaran_strategis_pd_id, ssPdId),
      ),
    )
    .limit(1);
  return row;
}

const goalOfPd = alias(sasaranStrategisRpjmd, 'goal_of_pd');
const ssOfGoal = alias(sasaranStrategis, 'ss_of_goal');

/** SS-PD of the period under other goals, not adopted yet: at most SS_RPJMD_CROSS_KANDIDAT_LIMIT. */
export function findKandidat(
  db: Db,
  parent: { id: number; periode_id: number },
  q: { search?: string | undefined; satuan_kerja_id?: string | undefined },
) {
  return db
    .select({ ...childColumns, sasaran_strategis_rpjmd: ssOfGoal.sasaran })
    .from(sasaranStrategisPd)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, sasaranStrategisPd.satuan_kerja_id))
    .innerJoin(goalOfPd, eq(goalOfPd.id, sasaranStrategisPd.sasaran_strategis_rpjmd_id))
    .innerJoin(ssOfGoal, eq(ssOfGoal.id, goalOfPd.sasaran_strategis_id))
    .where(
      and(
        eq(sasaranStrategisPd.periode_id, parent.periode_id),
        ne(sasaranStrategisPd.sasaran_strategis_rpjmd_id, parent.id),
        q.satuan_kerja_id ? eq(sasaranStrategisPd.satuan_kerja_id, q.satuan_kerja_id) : undefined,
        searchCondition(q.search, [
          sasaranStrategisPd.sasaran_strategis_satker,
          sasaranStrategisPd.iku,
          satuanKerja.satuan_kerja_nama,
        ]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sasaranStrategisPdCross)
            .where(
              and(
                eq(sasaranStrategisPdCross.sasaran_strategis_rpjmd_id, parent.id),
                eq(sasaranStrategisPdCross.sasaran_strategis_pd_id, sasaranStrategisPd.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sasaranStrategisPd.satuan_kerja_id, sasaranStrategisPd.urutan, sasaranStrategisPd.id)
    .limit(SS_RPJMD_CROSS_KANDIDAT_LIMIT);
}
