import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  misi,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  tujuan,
} from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';
import type { PerTahunValues } from '../shared/per-tahun';

/** What the renstra import reads and writes: a unit's SS-PD of a period and the SS-RPJMD above them. */

const t = sasaranStrategisPd;

/** An SS-PD of the unit and period as the import compares it. */
export type RenstraRow = PerTahunValues & {
  id: number;
  sasaran_strategis_rpjmd_id: number;
  sasaran: string;
  iku: string;
  satuan: string;
  polaritas: string;
  baseline: number | null;
};

export async function ssPdOfUnit(db: Db | Tx, unit: string, periodeId: number): Promise<RenstraRow[]> {
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.satuan_kerja_id, unit), eq(t.periode_id, periodeId)))
    .orderBy(t.id);
  return rows.map((r) => ({ ...r, sasaran: r.sasaran_strategis_satker }));
}

/** An SS-RPJMD of the period an SS-PD may serve: its goal, indicator and code (misi.tujuan.sasaran). */
export interface RpjmdParent {
  id: number;
  sasaran: string;
  indikator: string;
  kode: string;
}

export function ssRpjmdOfPeriode(db: Db | Tx, periodeId: number): Promise<RpjmdParent[]> {
  return db
    .select({
      id: sasaranStrategisRpjmd.id,
      sasaran: sasaranStrategis.sasaran,
      indikator: indikatorSasaranStrategis.indikator,
      kode: sql<string>`${misi.nomor} || '.' || ${tujuan.nomor} || '.' || ${sasaranStrategis.nomor}`,
    })
    .from(sasaranStrategisRpjmd)
    .innerJoin(sasaranStrategis, eq(sasaranStrategis.id, sasaranStrategisRpjmd.sasaran_strategis_id))
    .innerJoin(tujuan, eq(tujuan.id, sasaranStrategis.tujuan_id))
    .innerJoin(misi, eq(misi.id, tujuan.misi_id))
    .innerJoin(
      indikatorSasaranStrategis,
      eq(indikatorSasaranStrategis.id, sasaranStrategisRpjmd.indikator_sasaran_strategis_id),
    )
    .where(eq(sasaranStrategisRpjmd.periode_id, periodeId))
    .orderBy(sasaranStrategisRpjmd.id);
}

/** The columns an import writes of an SS-PD (capaian computed). */
export type RenstraValues = Record<`${'target' | 'capaian'}_${1 | 2 | 3 | 4 | 5}`, number | null> & {
  sasaran_strategis_rpjmd_id: number;
  satuan: string;
  polaritas: string;
  baseline: number | null;
};
export type NewRenstra = RenstraValues & { sasaran_strategis_satker: string; iku: string };

/** Adds the SS-PD of the unit and period, a thousand per statement; answers their ids in order. */
export async function insertSsPd(
  tx: Tx,
  at: { unit: string; periodeId: number; userId: number },
  rows: readonly NewRenstra[],
): Promise<number[]> {
  const ids: number[] = [];
  await inBatches(rows, 1000, async (batch) => {
    const inserted = await tx
      .insert(t)
      .values(batch.map((r) => ({ ...r, periode_id: at.periodeId, satuan_kerja_id: at.unit, updated_by: at.userId })))
      .returning({ id: t.id });
    ids.push(...inserted.map((r) => r.id));
  });
  return ids;
}

/** Writes the changed SS-PD (a unit's renstra holds tens of rows: one statement each). */
export async function updateSsPd(tx: Tx, userId: number, rows: readonly (RenstraValues & { id: number })[]) {
  for (const { id, ...values } of rows) {
    await tx
      .update(t)
      .set({ ...values, updated_by: userId, updated_at: new Date() })
      .where(eq(t.id, id));
  }
}
