import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isBiroSatker, roleName, type SessionUser } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import type { CachedSession } from '../../lib/cache/hub';
import { apiTokens, satuanKerja, users } from '../../db/schema/index';

const sessionColumns = {
  id: users.id,
  nama: users.nama,
  username: users.username,
  nip: users.nip,
  role_id: users.role_id,
  satuan_kerja_id: users.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

type SessionRow = {
  id: number;
  nama: string;
  username: string;
  nip: string | null;
  role_id: number;
  satuan_kerja_id: string | null;
  satuan_kerja_nama: string | null;
};

export function toSessionUser(row: SessionRow): SessionUser {
  return {
    ...row,
    role: roleName(row.role_id) ?? 'perangkat_daerah',
    is_biro: isBiroSatker(row.satuan_kerja_id),
  };
}

/** The active user of a live token, in one query. */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<CachedSession | undefined> {
  const rows = await db
    .select({ ...sessionColumns, tokenId: apiTokens.id, expiresAt: apiTokens.expires_at })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
    .where(
      and(
        eq(apiTokens.token_hash, tokenHash),
        isNull(apiTokens.revoked_at),
        gt(apiTokens.expires_at, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const { tokenId, expiresAt, ...user } = row;
  return { tokenId, expiresAt: expiresAt.getTime(), user: toSessionUser(user) };
}

export async function findUserForLogin(db: Db, username: string) {
  const rows = await db
    .select({ ...sessionColumns, password_hash: users.password_hash, active: users.active })
    .from(users)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
    .where(eq(users.username, username))
    .limit(1);
  return rows[0];
}

export async function insertToken(
  db: Db,
  values: { user_id: number; token_hash: string; remember: boolean; expires_at: Date; ip: string; user_agent: string | null },
) {
  await db.transaction(async (tx) => {
    await tx.insert(apiTokens).values(values);
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, values.user_id));
  });
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(apiTokens).set({ revoked_at: new Date() }).where(eq(apiTokens.id, tokenId));
}

/** Revokes every live token of a user (password reset, deactivation); returns how many. */
export async function revokeUserTokens(db: Db | Tx, userId: number): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}
