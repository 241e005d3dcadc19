import { and, between, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { referensi } from '../../db/schema/index';
import { columnsOf } from '../../lib/db/columns';
import { selectRecordQueries } from '../../lib/db/record-list';

/** GET /referensi/count-down*: the date of one kind of deadline in the year. */
export async function findDeadline(db: Db, tahun: number, kode: string) {
  const rows = await db
    .select({ nilai_date: referensi.nilai_date })
    .from(referensi)
    .where(and(eq(referensi.tahun, tahun), eq(referensi.kode, kode)))
    .limit(1);
  return rows[0];
}

/** The deadlines (Batas Waktu CRUD): listRows, countRows, findRecord, findRow. */
const recordColumns = columnsOf(referensi, ['id', 'tahun', 'kode', 'nama', 'nilai_date', 'keterangan', 'updated_at']);

export const deadlineQueries = selectRecordQueries({
  table: referensi,
  select: (db) => db.select(recordColumns).from(referensi).$dynamic(),
  orderBy: [referensi.nilai_date, referensi.id],
});
export type DeadlineRow = Awaited<ReturnType<typeof deadlineQueries.listRows>>[number];
export type DeadlineStored = typeof referensi.$inferSelect;

export async function allDeadlines(db: Db, tahun: number) {
  return db.select().from(referensi).where(eq(referensi.tahun, tahun)).orderBy(referensi.nilai_date);
}

export async function findDeadlineByKode(db: Db | Tx, tahun: number, kode: string) {
  const rows = await db
    .select({ id: referensi.id })
    .from(referensi)
    .where(and(eq(referensi.tahun, tahun), eq(referensi.kode, kode)))
    .limit(1);
  return rows[0];
}

/** The deadlines of any year dated between two days (yyyy-mm-dd, inclusive): the reminders' window. */
export async function deadlinesBetween(db: Db, from: string, to: string) {
  return db
    .select()
    .from(referensi)
    .where(between(referensi.nilai_date, from, to))
    .orderBy(referensi.nilai_date, referensi.id);
}
