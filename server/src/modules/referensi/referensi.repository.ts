import { and, between, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { referensi } from '../../db/schema/index';
import { recordQueries } from '../../lib/crud/index';

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
export const deadlineQueries = recordQueries({
  table: referensi,
  rows: (db, where) => db.select().from(referensi).where(where).orderBy(referensi.nilai_date, referensi.id).$dynamic(),
  count: (db, where) => db.select({ total: count() }).from(referensi).where(where),
});
export type DeadlineRow = typeof referensi.$inferSelect;

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
