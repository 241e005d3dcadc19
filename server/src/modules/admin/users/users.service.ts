import { eq } from 'drizzle-orm';
import {
  roleLabel,
  roleName,
  type ListQuery,
  type userCreateSchema,
  type userListQuerySchema,
  type UserRecord,
  type userUpdateSchema,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { revokeUserSessions } from '../../auth/services';
import { recordAudit } from '../../../lib/audit';
import { publish } from '../../../lib/cache/hub';
import { crudService, UpdatedWithMessage, type CrudContext } from '../../../lib/crud/index';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { must } from '../../../lib/must';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './users.repository';

/**
 * User accounts (super admin): list, export, show, history, create and update are the crudService
 * recipe (lib/crud/service.ts); accounts are deactivated, never deleted. The writes
 * run in the route's transaction (registerWrite); after the commit of an update or a password
 * reset the route tells the user's cached sessions to re-read it (`sessionsChanged`, lib/cache/hub).
 */

type Query = ListQuery & z.output<typeof userListQuerySchema>;
type UserFields = z.output<typeof userUpdateSchema>;
/** A new account as the recipe writes it: the fields and the password's hash. */
type NewAccount = UserFields & { password_hash: string };

function toRecord(row: repo.UserRow): UserRecord {
  return {
    ...row,
    role: roleName(row.role_id) ?? String(row.role_id),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of a user: never the password hash. */
function auditView(row: repo.UserRow | undefined) {
  if (!row) return null;
  const { last_login_at: _l, created_at: _c, satuan_kerja_nama: _n, pegawai_nama: _p, ...rest } = row;
  return rest;
}

/** The audit entry of a created account (no `before`) or of a change, with the account as it is now. */
async function auditAccount(tx: Tx, actorId: number, id: number, before?: repo.UserRow) {
  const after = await repo.findRecord(tx, id);
  await recordAudit(tx, {
    actorId,
    action: before ? 'update' : 'create',
    table: 'users',
    recordId: id,
    oldValues: auditView(before),
    newValues: auditView(after),
  });
}

/** The username is free (422 otherwise) and the unit, when given, exists. */
async function assertAccountRefs(tx: Tx, input: UserFields, id?: number) {
  const owner = await repo.findUserIdByUsername(tx, input.username);
  if (owner !== undefined && owner !== id) throw fieldError('username', 'Username sudah dipakai');
  if (input.satuan_kerja_id !== null && !(await repo.satuanKerjaExists(tx, input.satuan_kerja_id))) {
    throw fieldError('satuan_kerja_id', 'Satuan kerja tidak ditemukan');
  }
  if (input.nip !== null) {
    if (!(await repo.pegawaiExists(tx, input.nip))) throw fieldError('nip', 'Pegawai dengan NIP ini tidak ditemukan');
  }
}

/** The accounts' workbook: the list's columns and what the list shows under them (NIP, e-mail). */
const XLSX_COLUMNS: XlsxColumn<UserRecord>[] = [
  nomorColumn(),
  { header: 'Username', value: (u) => u.username, width: 24 },
  { header: 'Nama', value: (u) => u.nama },
  { header: 'NIP', value: (u) => u.nip, width: 20 },
  { header: 'Nama Pegawai', value: (u) => u.pegawai_nama },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Notifikasi E-mail', value: (u) => (u.email_notifikasi ? 'Ya' : 'Tidak'), width: 12 },
  { header: 'Peran', value: (u) => roleLabel(u.role_id, u.role), width: 24 },
  satuanKerjaColumn(),
  { header: 'Status', value: (u) => (u.active ? 'Aktif' : 'Nonaktif'), width: 10 },
  { header: 'Login Terakhir', value: (u) => (u.last_login_at ? new Date(u.last_login_at) : null), width: 18 },
];

const accounts = crudService<Query, NewAccount, repo.UserRow, repo.UserRow, UserRecord, UserRecord, UserFields>({
  resource: 'users',
  table: users,
  notFound: 'Pengguna tidak ditemukan',
  unitScoped: false,
  // The stored row as the audit keeps it: the joined record, without the password hash.
  repo: { listRows: repo.listRows, countRows: repo.countRows, findRecord: repo.findRecord, findRow: repo.findRecord },
  where: (_ctx, q) => repo.whereOf(q),
  toRecord,
  detail: async (_db, row) => toRecord(row),
  xlsx: (rows) => buildXlsx({ sheetName: 'Pengguna', columns: XLSX_COLUMNS, rows, record: toRecord }),

  async insert(tx, { actor }, input) {
    await assertAccountRefs(tx, input);
    const [inserted] = await tx
      .insert(users)
      .values({ ...input, updated_by: actor.id })
      .returning({ id: users.id });
    const id = must(inserted).id;
    await auditAccount(tx, actor.id, id);
    return id;
  },

  async write(tx, { actor }, before, input) {
    const { id } = before;
    await assertAccountRefs(tx, input, id);
    if (actor.id === id && (!input.active || input.role_id !== before.role_id)) {
      throw fieldError('role_id', 'Anda tidak dapat menonaktifkan atau mengubah peran akun sendiri');
    }
    await tx
      .update(users)
      .set({ ...input, updated_at: new Date(), updated_by: actor.id })
      .where(eq(users.id, id));
    // A deactivated user or a changed role loses its sessions: the next request must log in again.
    if (!input.active || input.role_id !== before.role_id) await revokeUserSessions(tx, id);
    await auditAccount(tx, actor.id, id, before);
    return undefined;
  },
});

export function list(db: Db, ctx: CrudContext, q: Query) {
  return accounts.list(db, ctx, q);
}

export function get(db: Db, ctx: CrudContext, id: number) {
  return accounts.get(db, ctx, id);
}

export function exportXlsx(db: Db, ctx: CrudContext, q: Query) {
  return accounts.exportXlsx(db, ctx, q);
}

/** Who changed the account and how (its audit entries; the password only as "diatur ulang"). */
export function riwayat(db: Db, ctx: CrudContext, id: number) {
  return accounts.riwayat(db, ctx, id);
}

/** A new account, in the caller's transaction; the password's hash is computed before the insert. */
export async function create(tx: Tx, ctx: CrudContext, input: z.output<typeof userCreateSchema>) {
  const { password, ...fields } = input;
  return accounts.create(tx, ctx, { ...fields, password_hash: await hashPassword(password) });
}

/** The update, in the caller's transaction; after its commit the caller calls `sessionsChanged`. */
export async function update(tx: Tx, ctx: CrudContext, id: number, input: UserFields) {
  const result = await accounts.update(tx, ctx, id, input);
  return result instanceof UpdatedWithMessage ? result.data : result;
}

/** A new password, in the caller's transaction: the user's sessions end (`sessionsChanged` after the commit). */
export async function resetPassword(tx: Tx, ctx: CrudContext, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  const { actor } = ctx;
  if (!(await repo.findRecord(tx, id))) throw new NotFoundError('Pengguna tidak ditemukan');
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
}

/** After the commit of a change of the account: its cached sessions re-read it (old role, unit, name). */
export function sessionsChanged(db: Db, id: number): Promise<void> {
  return publish(db, { kind: 'user', userId: id });
}

/** How many accounts may log in (the super admin's dashboard). */
export function countActive(db: Db): Promise<number> {
  return repo.countActiveUsers(db);
}
