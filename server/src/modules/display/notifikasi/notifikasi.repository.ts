import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { notifikasi, users } from '../../../db/schema/index';

/** The person's latest notifications, newest first. */
export function latest(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: notifikasi.id,
      jenis: notifikasi.jenis,
      judul: notifikasi.judul,
      pesan: notifikasi.pesan,
      tautan: notifikasi.tautan,
      dibaca_at: notifikasi.dibaca_at,
      created_at: notifikasi.created_at,
    })
    .from(notifikasi)
    .where(eq(notifikasi.user_id, userId))
    .orderBy(desc(notifikasi.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifikasi)
    .where(and(eq(notifikasi.user_id, userId), isNull(notifikasi.dibaca_at)));
  return row?.n ?? 0;
}

export async function emailSettings(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, email_notifikasi: users.email_notifikasi })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Marks the person's own notification (or all of them) read; answers how many rows changed. */
export async function markRead(tx: Tx, userId: number, id?: number): Promise<number> {
  const rows = await tx
    .update(notifikasi)
    .set({ dibaca_at: new Date() })
    .where(and(eq(notifikasi.user_id, userId), id === undefined ? isNull(notifikasi.dibaca_at) : eq(notifikasi.id, id)))
    .returning({ id: notifikasi.id });
  return rows.length;
}

export async function saveEmailSettings(
  tx: Tx,
  userId: number,
  set: { email: string | null; email_notifikasi: boolean },
) {
  await tx
    .update(users)
    .set({ ...set, updated_at: new Date(), updated_by: userId })
    .where(eq(users.id, userId));
}
