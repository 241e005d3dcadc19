import { eq } from 'drizzle-orm';
import {
  roleName,
  type SessionUser,
  type userCreateSchema,
  type userUpdateSchema,
  type UserRecord,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { revokeUserSessions } from '../../auth/index';
import { recordAudit } from '../../../lib/audit';
import { publish } from '../../../lib/cache/hub';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { paginate } from '../../../lib/pagination';
import { hashPassword } from '../../../lib/password';
import {
  countActiveUsers,
  findUser,
  findUserIdByUsername,
  listUsers,
  satuanKerjaExists,
  type UserFilter,
} from './users.repository';
import { must } from '../../../lib/must';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function toRecord(row: UserRow): UserRecord {
  return {
    ...row,
    role: roleName(row.role_id) ?? String(row.role_id),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of a user: never the password hash. */
function auditView(row: UserRow | undefined) {
  if (!row) return null;
  const { last_login_at: _l, created_at: _c, satuan_kerja_nama: _n, ...rest } = row;
  return rest;
}

async function assertSatuanKerja(db: Db | Tx, id: string | null) {
  if (id !== null && !(await satuanKerjaExists(db, id))) {
    throw fieldError('satuan_kerja_id', 'Satuan kerja tidak ditemukan');
  }
}

export async function list(db: Db, filter: UserFilter, page: number, perPage: number) {
  const { rows, total } = await listUsers(db, filter, page, perPage);
  return paginate(rows.map(toRecord), total, page, perPage);
}

export async function get(db: Db, id: number): Promise<UserRecord> {
  const row = await findUser(db, id);
  if (!row) throw new NotFoundError('Pengguna tidak ditemukan');
  return toRecord(row);
}

export async function create(db: Db, actor: SessionUser, input: z.output<typeof userCreateSchema>) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await findUserIdByUsername(tx, input.username)) throw fieldError('username', 'Username sudah dipakai');
    await assertSatuanKerja(tx, input.satuan_kerja_id);
    const { password: _p, ...fields } = input;
    const [inserted] = await tx
      .insert(users)
      .values({ ...fields, password_hash: passwordHash, updated_by: actor.id })
      .returning({ id: users.id });
    const row = await findUser(tx, must(inserted).id);
    await recordAudit(tx, { actorId: actor.id, action: 'create', table: 'users', recordId: must(inserted).id, newValues: auditView(row) });
    return toRecord(must(row));
  });
}

export async function update(db: Db, actor: SessionUser, id: number, input: z.output<typeof userUpdateSchema>) {
  const record = await db.transaction(async (tx) => {
    const before = await findUser(tx, id);
    if (!before) throw new NotFoundError('Pengguna tidak ditemukan');
    const owner = await findUserIdByUsername(tx, input.username);
    if (owner !== undefined && owner !== id) throw fieldError('username', 'Username sudah dipakai');
    await assertSatuanKerja(tx, input.satuan_kerja_id);
    if (actor.id === id && (!input.active || input.role_id !== before.role_id)) {
      throw fieldError('role_id', 'Anda tidak dapat menonaktifkan atau mengubah peran akun sendiri');
    }
    await tx.update(users).set({ ...input, updated_at: new Date(), updated_by: actor.id }).where(eq(users.id, id));
    // A deactivated user or a changed role loses its sessions: the next request must log in again.
    if (!input.active || input.role_id !== before.role_id) {
      await revokeUserSessions(tx, id);
    }
    const after = await findUser(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      table: 'users',
      recordId: id,
      oldValues: auditView(before),
      newValues: auditView(after),
    });
    return toRecord(must(after));
  });
  // Cached sessions of the user hold the old role, unit and name: re-read them (after the commit).
  await publish(db, { kind: 'user', userId: id });
  return record;
}

export async function resetPassword(db: Db, actor: SessionUser, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const before = await findUser(tx, id);
    if (!before) throw new NotFoundError('Pengguna tidak ditemukan');
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), updated_by: actor.id })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      table: 'users',
      recordId: id,
      newValues: { password: 'diatur ulang' },
    });
  });
  await publish(db, { kind: 'user', userId: id });
}

/** How many accounts may log in (the super admin's dashboard). */
export function countActive(db: Db): Promise<number> {
  return countActiveUsers(db);
}
