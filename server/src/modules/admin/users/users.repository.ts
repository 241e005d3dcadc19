import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pegawai, satuanKerja, users } from '../../../db/schema/index';
import { eqFilter, searchCondition } from '../../../lib/crud/index';
import { selectRecordQueries } from '../../../lib/db/record-list';

const recordColumns = {
  id: users.id,
  username: users.username,
  nama: users.nama,
  nip: users.nip,
  pegawai_nama: pegawai.peg_nama,
  email: users.email,
  email_notifikasi: users.email_notifikasi,
  role_id: users.role_id,
  satuan_kerja_id: users.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  active: users.active,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
};

export interface UserFilter {
  search?: string | undefined;
  role_id?: number | undefined;
  satuan_kerja_id?: string | undefined;
}

export function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    searchCondition(filter.search, [users.username, users.nama, users.nip, users.email]),
    eqFilter(users.role_id, filter.role_id),
    eqFilter(users.satuan_kerja_id, filter.satuan_kerja_id),
  );
}

/**
 * The accounts with their unit's name (never the password hash): listRows, countRows, findRecord
 * and findRow (the same joined row: what the audit keeps of a user).
 */
const queries = selectRecordQueries({
  table: users,
  select: (db) =>
    db
      .select(recordColumns)
      .from(users)
      .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
      .leftJoin(pegawai, eq(pegawai.nip, users.nip))
      .$dynamic(),
  orderBy: [desc(users.active), users.role_id, users.username],
});
export const { listRows, countRows, findRecord } = queries;
export type UserRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

export async function findUserIdByUsername(db: Db | Tx, username: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows[0]?.id;
}

export async function satuanKerjaExists(db: Db | Tx, id: string) {
  const rows = await db
    .select({ id: satuanKerja.satuan_kerja_id })
    .from(satuanKerja)
    .where(eq(satuanKerja.satuan_kerja_id, id))
    .limit(1);
  return rows.length > 0;
}

export async function countActiveUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.active, true));
  return row?.total ?? 0;
}

/** The pegawai of a NIP and the account already tied to it (one account per person). */
export async function pegawaiExists(db: Db | Tx, nip: string): Promise<boolean> {
  const [person] = await db.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.nip, nip)).limit(1);
  return person !== undefined;
}
