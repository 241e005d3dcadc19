import { and, asc, between, eq, sql } from 'drizzle-orm';
import { BULAN_KE, monthlyKey } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaSubKegiatan, subKegiatan } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';

/** The monthly series an import writes. */
export const SERIES = ['target', 'realisasi', 'realisasi_anggaran'] as const;
export const MONTH_COLUMNS = SERIES.flatMap((s) => BULAN_KE.map((b) => monthlyKey(s, b)));

const READ_CHUNK = 500;

function monthlySelect(db: Db | Tx) {
  const months = Object.fromEntries(MONTH_COLUMNS.map((c) => [c, kinerjaSubKegiatan[c]]));
  return db
    .select({
      id: kinerjaSubKegiatan.id,
      kode: subKegiatan.kode,
      ...columnsOf(kinerjaSubKegiatan, ['indikator', 'polaritas', 'target', 'realisasi']),
      ...months,
    })
    .from(kinerjaSubKegiatan)
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id));
}

/**
 * The kinerja sub kegiatan of a unit and year with their code and monthly values: their ids in one
 * statement, then the rows five hundred at a time, each part by the range of its ids (two
 * parameters, not five hundred): no statement of an import holds the embedded database for long
 * (decision 0059), and no part's decoding holds the server's thread for long (decision 0066).
 */
export async function kinerjaOfUnit(db: Db | Tx, unit: string, tahun: number) {
  const ofUnit = and(eq(kinerjaSubKegiatan.satuan_kerja_id, unit), eq(kinerjaSubKegiatan.tahun, tahun));
  const ids = await db
    .select({ id: kinerjaSubKegiatan.id })
    .from(kinerjaSubKegiatan)
    .where(ofUnit)
    .orderBy(asc(kinerjaSubKegiatan.id));
  const rows: Awaited<ReturnType<typeof monthlySelect>> = [];
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    const first = ids[i]?.id as number;
    const last = ids[Math.min(i + READ_CHUNK, ids.length) - 1]?.id as number;
    const part = await monthlySelect(db).where(and(ofUnit, between(kinerjaSubKegiatan.id, first, last)));
    for (const row of part) rows.push(row);
  }
  return rows;
}

export type KinerjaMonthly = Awaited<ReturnType<typeof monthlySelect>>[number];

/** The new values of a row: its months and the yearly values computed from them. */
export type MonthlyUpdate = {
  id: number;
  realisasi: number | null;
  capaian: number | null;
  realisasi_anggaran: number;
} & Record<string, number | null>;

const NUMERIC_COLUMNS = [...MONTH_COLUMNS, 'realisasi', 'capaian', 'realisasi_anggaran'];

/** Rows per UPDATE: a statement of a quarter second at most on a loaded machine (decision 0059). */
export const WRITE_BATCH = 250;
const RECORD = sql.raw(['id int', ...NUMERIC_COLUMNS.map((c) => `${c} numeric`)].join(', '));
const SETS = sql.raw(NUMERIC_COLUMNS.map((c) => `${c} = j.${c}`).join(', '));

/** Writes the rows in one statement (UPDATE … FROM a typed JSON record set): at most WRITE_BATCH of them. */
export async function updateMonthly(tx: Tx, userId: number, rows: readonly MonthlyUpdate[]): Promise<void> {
  await tx.execute(sql`
    update kinerja_sub_kegiatan k set ${SETS}, updated_by = ${userId}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as j(${RECORD})
    where k.id = j.id`);
}
