import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { periode, visi } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { organisasiListCondition, selectRecordQueries } from '../../../lib/db/record-list';

const p = periode;

const recordColumns = {
  ...columnsOf(p, ['id', 'tahun_awal', 'tahun_akhir', 'nama', 'active', 'updated_at']),
  ada_visi: sql<boolean>`exists (select 1 from ${visi} where ${visi.periode_id} = ${p.id})`.mapWith(Boolean),
};

export const searchColumns = [p.nama];

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: p,
  select: (db) => db.select(recordColumns).from(p).$dynamic(),
  orderBy: [asc(p.tahun_awal)],
});
export type PeriodeRow = Awaited<ReturnType<typeof listRows>>[number];

/** The period starting in that year (id), if any. */
export async function idOfStart(db: Db | Tx, tahunAwal: number): Promise<number | undefined> {
  const [row] = await db.select({ id: p.id }).from(p).where(eq(p.tahun_awal, tahunAwal)).limit(1);
  return row?.id;
}

/** The table of the group (what the recipe writes and audits). */
export const table = periode;

/** The list's condition: status, search. */
export function whereOf(q: { status?: 'aktif' | 'nonaktif' | undefined; search?: string | undefined }) {
  return organisasiListCondition(q, { active: p.active, searchColumns });
}
