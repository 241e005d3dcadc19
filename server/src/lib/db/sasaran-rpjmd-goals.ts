import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { indikatorSasaranStrategis, sasaranStrategis, sasaranStrategisRpjmd } from '../../db/schema/index';

/**
 * The city's strategic goals as the capaian pages read them: the sasaran strategis RPJMD row with
 * the words of its sasaran and indicator (satuan, polaritas), plus the `extra` columns of joins the
 * caller adds; a dynamic select the caller filters and orders.
 */
export function selectSasaranRpjmdGoals<Extra extends SelectedFields>(db: Db, extra: Extra) {
  const iss = indikatorSasaranStrategis;
  return db
    .select({
      row: sasaranStrategisRpjmd,
      sasaran: sasaranStrategis.sasaran,
      indikator: iss.indikator,
      satuan: iss.satuan,
      polaritas: iss.polaritas,
      ...extra,
    })
    .from(sasaranStrategisRpjmd)
    .innerJoin(sasaranStrategis, eq(sasaranStrategis.id, sasaranStrategisRpjmd.sasaran_strategis_id))
    .innerJoin(iss, eq(iss.id, sasaranStrategisRpjmd.indikator_sasaran_strategis_id))
    .$dynamic();
}
