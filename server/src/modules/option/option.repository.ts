import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { SATKER_SETDA_ID, SETDA_CODE } from '@sakip/domain';
import type { Db } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';

/**
 * Units for pickers. With satuan_kerja_id = setda the secretariat's biro units come along (the
 * secretariat flag of SPEC §7); satuan_kerja_ids narrows to a list.
 */
export async function listSatuanKerjaOptions(db: Db, filter: { satuanKerjaId?: string | undefined; satuanKerjaIds?: string[] | undefined }) {
  const conditions: (SQL | undefined)[] = [eq(satuanKerja.active, true)];
  if (filter.satuanKerjaId === SATKER_SETDA_ID) {
    conditions.push(like(satuanKerja.satuan_kerja_id, `${SETDA_CODE}%`));
  } else if (filter.satuanKerjaId) {
    conditions.push(eq(satuanKerja.satuan_kerja_id, filter.satuanKerjaId));
  }
  if (filter.satuanKerjaIds?.length) conditions.push(inArray(satuanKerja.satuan_kerja_id, filter.satuanKerjaIds));
  return db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(and(...conditions))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_nama));
}

