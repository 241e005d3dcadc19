import { and, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BayanganLevel } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaBayangan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  periode,
  sasaranStrategisPd,
  satuanKerja,
} from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { periodeOfYear } from '../../../lib/periode';

const t = kinerjaBayangan;

/** The node column of each level (one of them is set, the arc check of the table). */
export const NODE_COLUMN = {
  'sasaran-strategis-pd': t.sasaran_strategis_pd_id,
  'kinerja-program': t.kinerja_program_id,
  'kinerja-kegiatan': t.kinerja_kegiatan_id,
  'kinerja-sub-kegiatan': t.kinerja_sub_kegiatan_id,
} as const;

const NODE_TABLE = {
  'sasaran-strategis-pd': sasaranStrategisPd,
  'kinerja-program': kinerjaProgram,
  'kinerja-kegiatan': kinerjaKegiatan,
  'kinerja-sub-kegiatan': kinerjaSubKegiatan,
} as const;

/** The node's unit and wording, whatever its level. */
const nodeUnit = sql<string>`coalesce(${sasaranStrategisPd.satuan_kerja_id}, ${kinerjaProgram.satuan_kerja_id}, ${kinerjaKegiatan.satuan_kerja_id}, ${kinerjaSubKegiatan.satuan_kerja_id})`;

const recordColumns = {
  ...getTableColumns(t),
  node_unit: nodeUnit,
  node_sasaran: sql<string>`coalesce(${sasaranStrategisPd.sasaran_strategis_satker}, ${kinerjaProgram.sasaran}, ${kinerjaKegiatan.sasaran}, ${kinerjaSubKegiatan.sasaran})`,
  node_indikator: sql<string>`coalesce(${sasaranStrategisPd.iku}, ${kinerjaProgram.indikator}, ${kinerjaKegiatan.indikator}, ${kinerjaSubKegiatan.indikator})`,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .leftJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, t.sasaran_strategis_pd_id))
    .leftJoin(kinerjaProgram, eq(kinerjaProgram.id, t.kinerja_program_id))
    .leftJoin(kinerjaKegiatan, eq(kinerjaKegiatan.id, t.kinerja_kegiatan_id))
    .leftJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, t.kinerja_sub_kegiatan_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, nodeUnit))
    .$dynamic();
}
export type KinerjaBayanganRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran, t.indikator];
export const unitColumn = nodeUnit;

/** Nodes of the year: kinerja rows of the year, SS-PD of the period containing it. */
export function nodeOfYear(tahun: number): SQL | undefined {
  return or(
    inArray(sasaranStrategisPd.periode_id, periodeIdsOfYear(tahun)),
    eq(kinerjaProgram.tahun, tahun),
    eq(kinerjaKegiatan.tahun, tahun),
    eq(kinerjaSubKegiatan.tahun, tahun),
  );
}

function periodeIdsOfYear(tahun: number) {
  return sql`(select ${periode.id} from ${periode} where ${periodeOfYear(tahun)})`;
}

const queries = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [nodeUnit, t.level, t.id],
});
export const { listRows, countRows, findRecord, findRow } = queries;

/** The node exists and is of the year (SS-PD: of the period containing it). */
export function nodeExists(level: BayanganLevel, kinerjaId: number, tahun: number): SQL<boolean> {
  if (level === 'sasaran-strategis-pd') {
    return sql<boolean>`exists (select 1 from ${sasaranStrategisPd} where ${eq(sasaranStrategisPd.id, kinerjaId)} and ${
      sasaranStrategisPd.periode_id
    } in ${periodeIdsOfYear(tahun)})`.mapWith(Boolean);
  }
  const k = NODE_TABLE[level] as typeof kinerjaProgram;
  return sql<boolean>`exists (select 1 from ${k} where ${and(eq(k.id, kinerjaId), eq(k.tahun, tahun))})`.mapWith(
    Boolean,
  );
}

/** No other shadow on the node (at most one per node). */
export function nodeFree(level: BayanganLevel, kinerjaId: number, id: number | null): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${t} where ${and(
    eq(NODE_COLUMN[level], kinerjaId),
    id === null ? undefined : ne(t.id, id),
  )})`.mapWith(Boolean);
}
