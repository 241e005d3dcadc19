import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BULAN_KE, monthlyKey } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaSubKegiatan, subKegiatan } from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';

/** The monthly series an import writes. */
export const SERIES = ['target', 'realisasi', 'realisasi_anggaran'] as const;
export const MONTH_COLUMNS = SERIES.flatMap((s) => BULAN_KE.map((b) => monthlyKey(s, b)));

const READ_CHUNK = 2000;

function monthlySelect(db: Db | Tx) {
  const months = Object.fromEntries(MONTH_COLUMNS.map((c) => [c, kinerjaSubKegiatan[c]]));
  return db
    .select({
      id: kinerjaSubKegiatan.id,
      kode: subKegiatan.kode,
      indikator: kinerjaSubKegiatan.indikator,
      polaritas: kinerjaSubKegiatan.polaritas,
      target: kinerjaSubKegiatan.target,
      realisasi: kinerjaSubKegiatan.realisasi,
      ...months,
    })
    .from(kinerjaSubKegiatan)
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id));
}

/**
 * The kinerja sub kegiatan of a unit and year with their code and monthly values: their ids in one
 * statement, then the rows two thousand at a time (no statement of an import holds the embedded
 * database for long, decision 0059).
 */
export async function kinerjaOfUnit(db: Db | Tx, unit: string, tahun: number) {
  const ids = await db
    .select({ id: kinerjaSubKegiatan.id })
    .from(kinerjaSubKegiatan)
    .where(and(eq(kinerjaSubKegiatan.satuan_kerja_id, unit), eq(kinerjaSubKegiatan.tahun, tahun)))
    .orderBy(asc(kinerjaSubKegiatan.id));
  const rows: Awaited<ReturnType<typeof monthlySelect>> = [];
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    const chunk = ids.slice(i, i + READ_CHUNK).map((r) => r.id);
    rows.push(...(await monthlySelect(db).where(inArray(kinerjaSubKegiatan.id, chunk))));
  }
  return rows;
}

export type KinerjaMonthly = Awaited<ReturnType<typeof monthlySelect>>[number];

/** The new values of a row: its months and the yearly values computed from them. */
export type MonthlyUpdate = { id: number; realisasi: number | null; capaian: number | null; realisasi_anggaran: number } & Record<
  string,
  number | null
>;

const NUMERIC_COLUMNS = [...MONTH_COLUMNS, 'realisasi', 'capaian', 'realisasi_anggaran'];

/** Rows per UPDATE: a statement of a quarter second at most on a loaded machine (decision 0059). */
const WRITE_BATCH = 250;
const RECORD = sql.raw(['id int', ...NUMERIC_COLUMNS.map((c) => `${c} numeric`)].join(', '));
const SETS = sql.raw(NUMERIC_COLUMNS.map((c) => `${c} = j.${c}`).join(', '));

/** Writes the rows, WRITE_BATCH per statement (UPDATE … FROM a typed JSON record set). */
export async function updateMonthly(tx: Tx, userId: number, rows: readonly MonthlyUpdate[]): Promise<void> {
  await inBatches(rows, WRITE_BATCH, (batch) =>
    tx.execute(sql`
      update kinerja_sub_kegiatan k set ${SETS}, updated_by = ${userId}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as j(${RECORD})
      where k.id = j.id`),
  );
}
