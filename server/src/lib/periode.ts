import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { periode } from '../db/schema/index';

/**
 * The RPJMD period of a year (issue 24): an ACTIVE period whose five years contain it. A
 * deactivated period keeps its data but is the period of no year, so every lookup of "the period
 * of the year" goes through this condition (raw SQL adds `and <alias>.active` beside its
 * `between tahun_awal and tahun_akhir`).
 *
 * `reachingBack`: the period may end as early as that year (a year's growth reads the period
 * before it, capaian IKU).
 */
export function periodeOfYear(tahun: number, reachingBack = tahun): SQL {
  return and(eq(periode.active, true), lte(periode.tahun_awal, tahun), gte(periode.tahun_akhir, reachingBack)) as SQL;
}
