import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';
import { columnsOf } from './columns';

/** A unit's id and name (a document's or a page's heading), or undefined when there is no such unit. */
export async function unitNameOf(db: Db | Tx, satuanKerjaId: string) {
  const [row] = await db
    .select(columnsOf(satuanKerja, ['satuan_kerja_id', 'satuan_kerja_nama']))
    .from(satuanKerja)
    .where(eq(satuanKerja.satuan_kerja_id, satuanKerjaId))
    .limit(1);
  return row;
}
