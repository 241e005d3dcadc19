import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kinerjaSubKegiatan, sasaranStrategisPdTriwulan } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';

/** Reads of the rapor SS-PD beside the rapor's and the IKU's: one statement each. */

/** Ids of the unit's external sub kegiatan of the year (the Eksternal card). */
export function externalIds(db: Db, tahun: number, unit: string) {
  const ksk = kinerjaSubKegiatan;
  return db
    .select({ id: ksk.id })
    .from(ksk)
    .where(and(eq(ksk.tahun, tahun), eq(ksk.satuan_kerja_id, unit), eq(ksk.is_external, true)));
}

/** Quarter targets and realisations (cumulative) of the given SS-PD in the year. */
export function quartersOf(db: Db, tahun: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const t = sasaranStrategisPdTriwulan;
  return db
    .select(columnsOf(t, ['sasaran_strategis_pd_id', 'triwulan', 'target', 'realisasi']))
    .from(t)
    .where(and(eq(t.tahun, tahun), inArray(t.sasaran_strategis_pd_id, ids)))
    .orderBy(asc(t.triwulan));
}
