import { sql, type SQL } from 'drizzle-orm';
import { BULAN_KE } from '@sakip/domain';

/**
 * SQL: the member target row `ref` (a table name or alias) has no monthly realisasi. A member
 * enters their realisasi per month on 'Tim Saya' (DOMAIN-2 §4) and its yearly value is the sum;
 * the writers of a yearly member realisasi here (the terintegrasi realisasi page, the langkah
 * aksi form) keep that sum and write their value only for a member without monthly values.
 */
export function tanpaRealisasiBulanan(ref: string): SQL {
  return sql.raw(`coalesce(${BULAN_KE.map((b) => `${ref}.realisasi_bulan_${b}`).join(', ')}) is null`);
}
