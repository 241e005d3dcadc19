import { and, eq, sql } from 'drizzle-orm';
import { BULAN_KE, monthlyKey } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaSubKegiatan, subKegiatan } from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';

/** The monthly series an import writes. */
export const SERIES = ['target', 'realisasi', 'realisasi_anggaran'] as const;
export const MONTH_COLUMNS = SERIES.flatMap((s) => BULAN_KE.map((b) => monthlyKey(s, b)));

/** The kinerja sub kegiatan of a unit and year with their code and monthly values: one statement. */
export function kinerjaOfUnit(db: Db | Tx, unit: string, tahun: number) {
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
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .where(and(eq(kinerjaSubKegiatan.satuan_kerja_id, unit), eq(kinerjaSubKegiatan.tahun, tahun)));
}

export type KinerjaMonthly = Awaited<ReturnType<typeof kinerjaOfUnit>>[number];

/** The new values of a row: its months and the yearly values computed from them. */
export type MonthlyUpdate = { id: number; realisasi: number | null; capaian: number | null; realisasi_anggaran: number } & Record<
  string,
  number | null
>;

const NUMERIC_COLUMNS = [...MONTH_COLUMNS, 'realisasi', 'capaian', 'realisasi_anggaran'];

/** Writes the rows, a thousand per statement (UPDATE … FROM a JSON array). */
export async function updateMonthly(tx: Tx, userId: number, rows: readonly MonthlyUpdate[]): Promise<void> {
  const sets = sql.raw(NUMERIC_COLUMNS.map((c) => `${c} = (j->>'${c}')::numeric`).join(', '));
  await inBatches(rows, 1000, (batch) =>
    tx.execute(sql`
      update kinerja_sub_kegiatan k set ${sets}, updated_by = ${userId}, updated_at = now()
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) j
      where k.id = (j->>'id')::int`),
  );
}
