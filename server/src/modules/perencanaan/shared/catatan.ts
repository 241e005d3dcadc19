import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  KINERJA_REF_COLUMNS,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  penyebabKegagalan,
  type KinerjaRefLevel,
} from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { readAll } from '../../../lib/db/reads';

/**
 * The notes hanging on a node (causes of failure, CSF notes): listed on show pages (three
 * statements) and the causes cleared when the node's capaian reaches 100.
 */

function refColumn(
  table: typeof penyebabKegagalan | typeof kinerjaTercapai | typeof kinerjaTidakTercapai,
  level: KinerjaRefLevel,
): AnyPgColumn {
  return table[KINERJA_REF_COLUMNS[level]];
}

/** penyebab_kegagalan, kinerja_tercapai and kinerja_tidak_tercapai of a node (optionally of one year). */
export async function catatanOf(db: Db | Tx, level: KinerjaRefLevel, id: number, tahun?: number) {
  const csf = (table: typeof kinerjaTercapai | typeof kinerjaTidakTercapai) =>
    db
      .select({ id: table.id, tahun: table.tahun, triwulan: table.triwulan, catatan: table.catatan })
      .from(table)
      .where(and(eq(refColumn(table, level), id), tahun === undefined ? undefined : eq(table.tahun, tahun)))
      .orderBy(table.tahun, table.triwulan, table.urutan, table.id);
  const [penyebab, tercapai, tidakTercapai] = await readAll(db, [
    () =>
      db
        .select({
          id: penyebabKegagalan.id,
          tahun: penyebabKegagalan.tahun,
          triwulan: penyebabKegagalan.triwulan,
          penyebab: penyebabKegagalan.penyebab,
        })
        .from(penyebabKegagalan)
        .where(
          and(
            eq(refColumn(penyebabKegagalan, level), id),
            tahun === undefined ? undefined : eq(penyebabKegagalan.tahun, tahun),
          ),
        )
        .orderBy(penyebabKegagalan.tahun, penyebabKegagalan.triwulan),
    () => csf(kinerjaTercapai),
    () => csf(kinerjaTidakTercapai),
  ]);
  return { penyebab_kegagalan: penyebab, kinerja_tercapai: tercapai, kinerja_tidak_tercapai: tidakTercapai };
}

/**
 * Deletes the causes of failure that no longer apply (capaian reached 100: the whole year, or the
 * given quarters), with an audit record each (at most 4 per year), inside the write's transaction.
 */
export async function clearPenyebabTercapai(
  tx: Tx,
  actorId: number,
  level: KinerjaRefLevel,
  id: number,
  tahun: number,
  clear: { all: boolean; triwulan: number[] },
): Promise<number> {
  if (!clear.all && clear.triwulan.length === 0) return 0;
  const deleted = await tx
    .delete(penyebabKegagalan)
    .where(
      and(
        eq(refColumn(penyebabKegagalan, level), id),
        eq(penyebabKegagalan.tahun, tahun),
        clear.all ? undefined : inArray(penyebabKegagalan.triwulan, clear.triwulan),
      ),
    )
    .returning();
  for (const row of deleted) {
    await recordAudit(tx, { actorId, action: 'delete', table: 'penyebab_kegagalan', recordId: row.id, oldValues: row });
  }
  return deleted.length;
}
