import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  kinerjaCrossCutting,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  periode,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
} from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { columnsOf } from '../../../lib/db/columns';
import { readAll } from '../../../lib/db/reads';

const t = kinerjaCrossCutting;
const induk = alias(kinerjaCrossCutting, 'induk');

const recordColumns = {
  ...getTableColumns(t),
  tahun_awal: periode.tahun_awal,
  tahun_akhir: periode.tahun_akhir,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  rpjmd_sasaran: sasaranStrategis.sasaran,
  rpjmd_indikator: indikatorSasaranStrategis.indikator,
  induk_sasaran: induk.sasaran,
  induk_indikator: induk.indikator,
};

/** The goal with its period, coordinating unit, RPJMD goal and parent (all optional but the period). */
function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(periode, eq(periode.id, t.periode_id))
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .leftJoin(sasaranStrategisRpjmd, eq(sasaranStrategisRpjmd.id, t.sasaran_strategis_rpjmd_id))
    .leftJoin(sasaranStrategis, eq(sasaranStrategis.id, sasaranStrategisRpjmd.sasaran_strategis_id))
    .leftJoin(
      indikatorSasaranStrategis,
      eq(indikatorSasaranStrategis.id, sasaranStrategisRpjmd.indikator_sasaran_strategis_id),
    )
    .leftJoin(induk, eq(induk.id, t.parent_id))
    .$dynamic();
}
export type KinerjaCrossCuttingRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran, t.indikator];

const queries = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [t.urutan, t.id],
});
export const { listRows, countRows, findRecord, findRow } = queries;

/**
 * The parent is of the same period and is neither the goal itself nor one of its descendants
 * (no cycle), one statement. `id` null on create.
 */
export function parentAllowed(parentId: number, periodeId: number, id: number | null): SQL<boolean> {
  const notDescendant =
    id === null
      ? sql`true`
      : sql`${parentId} not in (with recursive turunan(id) as (
          select ${t.id} from ${t} where ${t.id} = ${id}
          union all select k.id from ${t} k join turunan on k.parent_id = turunan.id
        ) select id from turunan)`;
  return sql<boolean>`(exists (select 1 from ${t} where ${and(eq(t.id, parentId), eq(t.periode_id, periodeId))}) and ${notDescendant})`.mapWith(
    Boolean,
  );
}

/** Sub-goals and the units' rows serving the goal (SS-PD of the period, kinerja of the year). */
export async function findChildren(db: Db | Tx, id: number, tahun: number) {
  // The three kinerja tables share these columns; typed as the program table to share the query.
  const kinerjaOf = (table: typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan) => {
    const k = table as typeof kinerjaProgram;
    return db
      .select({
        id: k.id,
        satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
        sasaran: k.sasaran,
        indikator: k.indikator,
      })
      .from(k)
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, k.satuan_kerja_id))
      .where(and(eq(k.kinerja_cross_cutting_id, id), eq(k.tahun, tahun)))
      .orderBy(k.satuan_kerja_id, k.id);
  };
  const [children, ssPd, program, kegiatan, subKegiatan] = await readAll(db, [
    () =>
      db
        .select({
          ...columnsOf(t, ['id', 'sasaran', 'indikator']),
          satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
        })
        .from(t)
        .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
        .where(eq(t.parent_id, id))
        .orderBy(t.urutan, t.id),
    () =>
      db
        .select({
          id: sasaranStrategisPd.id,
          satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
          sasaran: sasaranStrategisPd.sasaran_strategis_satker,
          indikator: sasaranStrategisPd.iku,
        })
        .from(sasaranStrategisPd)
        .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, sasaranStrategisPd.satuan_kerja_id))
        .where(eq(sasaranStrategisPd.kinerja_cross_cutting_id, id))
        .orderBy(sasaranStrategisPd.satuan_kerja_id, sasaranStrategisPd.id),
    () => kinerjaOf(kinerjaProgram),
    () => kinerjaOf(kinerjaKegiatan),
    () => kinerjaOf(kinerjaSubKegiatan),
  ]);
  return { children, ssPd, program, kegiatan, subKegiatan };
}
