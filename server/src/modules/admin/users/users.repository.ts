import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { satuanKerja, users } from '../../../db/schema/index';
import { likePattern, offsetOf } from '../../../lib/pagination';

const recordColumns = {
  id: users.id,
  username: users.username,
  nama: users.nama,
  nip: users.nip,
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

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const p = likePattern(filter.search);
    conditions.push(or(ilike(users.username, p), ilike(users.nama, p), ilike(users.nip, p)));
  }
  if (filter.role_id !== undefined) conditions.push(eq(users.role_id, filter.role_id));
  if (filter.satuan_kerja_id) conditions.push(eq(users.satuan_kerja_id, filter.satuan_kerja_id));
  return and(...conditions);
}

export async function listUsers(db: Db, filter: UserFilter, page: number, perPage: number) {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(recordColumns)
      .from(users)
      .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
      .where(where)
      .orderBy(desc(users.active), users.role_id, users.username)
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUser(db: Db | Tx, id: number) {
  const rows = await db
    .select(recordColumns)
    .from(users)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

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
