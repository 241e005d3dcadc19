/**
 * User administration from the command line: `npm run user -- <command> [options]`.
 *
 *   create --username U --nama N --role ROLE [--satker ID] [--nip NIP] [--password P]
 *   reset-password --username U [--password P]
 *   deactivate --username U
 *   activate --username U
 *   list
 *
 * Without --password a strong random password is generated and printed once.
 * The functions are exported (and tested); main() runs only when this file is the entry point.
 */
import { pathToFileURL } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { passwordSchema, ROLE_IDS, ROLE_NAMES, roleName, userCreateSchema, type RoleName } from '@sakip/domain';
import type { z } from 'zod';
import { loadConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { runMigrations } from '../db/migrate';
import { pegawai, satuanKerja, users } from '../db/schema/index';
import { recordAudit } from '../lib/audit';
import { publish } from '../lib/cache/hub';
import { generatePassword, hashPassword } from '../lib/password';
import { revokeUserSessions } from '../modules/auth/services';
import { CliError, parseCliArgs } from './errors';
import { failureText, openClaimed } from './open-database';

export { CliError };

export const USAGE = `Penggunaan: npm run user -- <perintah> [opsi]

Perintah:
  create --username U --nama N --role PERAN [--satker ID] [--nip NIP] [--password P]
  reset-password --username U [--password P]
  deactivate --username U
  activate --username U
  list

Tanpa --password, password acak yang kuat dibuat dan ditampilkan sekali.
Peran: ${ROLE_NAMES.join(', ')}`;

/** CLI flag of a schema field, for error messages. */
const FLAGS: Record<string, string> = {
  username: '--username',
  nama: '--nama',
  nip: '--nip',
  role_id: '--role',
  satuan_kerja_id: '--satker',
  password: '--password',
};

function zodMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return FLAGS[field] ? `${FLAGS[field]}: ${issue.message}` : issue.message;
  });
}

function resolvePassword(password: string | undefined): { password: string; generated: boolean } {
  if (password === undefined) return { password: generatePassword(), generated: true };
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success)
    throw new CliError(zodMessages(parsed.error).map((m) => (m.startsWith('--') ? m : `--password: ${m}`)));
  return { password: parsed.data, generated: false };
}

async function findByUsername(db: Db | Tx, username: string | undefined) {
  if (!username) throw new CliError(['--username: Username wajib diisi']);
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!row) throw new CliError([`Pengguna "${username}" tidak ditemukan`]);
  return row;
}

export interface CreateUserInput {
  username?: string | undefined;
  nama?: string | undefined;
  /** Role name, e.g. 'perangkat_daerah'. */
  role?: string | undefined;
  satker?: string | undefined;
  nip?: string | undefined;
  password?: string | undefined;
}

export interface CreateUserResult {
  id: number;
  username: string;
  role: RoleName;
  satuan_kerja_id: string | null;
  password: string;
  generatedPassword: boolean;
}

export async function createUser(db: Db, input: CreateUserInput): Promise<CreateUserResult> {
  if (!input.role) throw new CliError([`--role: Peran wajib diisi (${ROLE_NAMES.join(', ')})`]);
  if (!(ROLE_NAMES as string[]).includes(input.role)) {
    throw new CliError([`--role: Peran "${input.role}" tidak dikenal. Pilihan: ${ROLE_NAMES.join(', ')}`]);
  }
  const role = input.role as RoleName;
  const { password, generated } = resolvePassword(input.password);
  const parsed = userCreateSchema.safeParse({
    username: input.username,
    nama: input.nama,
    nip: input.nip,
    role_id: ROLE_IDS[role],
    satuan_kerja_id: input.satker,
    password,
  });
  if (!parsed.success) throw new CliError(zodMessages(parsed.error));
  const { password: _p, ...fields } = parsed.data;
  const passwordHash = await hashPassword(password);

  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, fields.username)).limit(1);
    if (taken) throw new CliError([`--username: Username "${fields.username}" sudah dipakai`]);
    if (fields.satuan_kerja_id !== null) {
      const [unit] = await tx
        .select({ id: satuanKerja.satuan_kerja_id })
        .from(satuanKerja)
        .where(eq(satuanKerja.satuan_kerja_id, fields.satuan_kerja_id))
        .limit(1);
      if (!unit) throw new CliError([`--satker: Satuan kerja "${fields.satuan_kerja_id}" tidak ditemukan`]);
    }
    if (fields.nip !== null) {
      // users.nip is a foreign key to pegawai: name the missing pegawai instead of a database error.
      const [person] = await tx.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.nip, fields.nip)).limit(1);
      if (!person) {
        throw new CliError([
          `--nip: Pegawai dengan NIP ${fields.nip} tidak ditemukan. Tambahkan dulu pegawainya (menu Pegawai), lalu ulangi.`,
        ]);
      }
    }
    const [inserted] = await tx
      .insert(users)
      .values({ ...fields, password_hash: passwordHash })
      .returning({ id: users.id });
    if (!inserted) throw new Error('insert users returned no row');
    await recordAudit(tx, {
      actorId: null,
      action: 'create',
      table: 'users',
      recordId: inserted.id,
      newValues: { ...fields, sumber: 'cli' },
    });
    return inserted.id;
  });
  return {
    id,
    username: fields.username,
    role,
    satuan_kerja_id: fields.satuan_kerja_id,
    password,
    generatedPassword: generated,
  };
}

export interface ResetPasswordResult {
  id: number;
  username: string;
  password: string;
  generatedPassword: boolean;
  revokedTokens: number;
}

/** Sets a new password and revokes the user's tokens (every session must log in again). */
export async function resetPassword(
  db: Db,
  input: { username?: string | undefined; password?: string | undefined },
): Promise<ResetPasswordResult> {
  const { password, generated } = resolvePassword(input.password);
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx) => {
    const user = await findByUsername(tx, input.username);
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), updated_by: null })
      .where(eq(users.id, user.id));
    const revokedTokens = await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: null,
      action: 'update',
      table: 'users',
      recordId: user.id,
      newValues: { password: 'diatur ulang', token_dicabut: revokedTokens, sumber: 'cli' },
    });
    return { id: user.id, username: user.username, password, generatedPassword: generated, revokedTokens };
  });
  // Running servers on the same PostgreSQL database drop the user's cached sessions (NOTIFY).
  await publish(db, { kind: 'user', userId: result.id });
  return result;
}

/** active = false and every token revoked. */
export async function deactivateUser(
  db: Db,
  username: string | undefined,
): Promise<{ username: string; revokedTokens: number }> {
  const result = await db.transaction(async (tx) => {
    const user = await findByUsername(tx, username);
    await tx
      .update(users)
      .set({ active: false, updated_at: new Date(), updated_by: null })
      .where(eq(users.id, user.id));
    const revokedTokens = await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: null,
      action: 'update',
      table: 'users',
      recordId: user.id,
      oldValues: { active: user.active },
      newValues: { active: false, token_dicabut: revokedTokens, sumber: 'cli' },
    });
    return { id: user.id, username: user.username, revokedTokens };
  });
  await publish(db, { kind: 'user', userId: result.id });
  return { username: result.username, revokedTokens: result.revokedTokens };
}

export async function activateUser(db: Db, username: string | undefined): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const user = await findByUsername(tx, username);
    await tx.update(users).set({ active: true, updated_at: new Date(), updated_by: null }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'update',
      table: 'users',
      recordId: user.id,
      oldValues: { active: user.active },
      newValues: { active: true, sumber: 'cli' },
    });
    return { username: user.username };
  });
}

export interface UserListRow {
  id: number;
  username: string;
  nama: string;
  role: string;
  satuan_kerja: string | null;
  active: boolean;
}

export async function listUsers(db: Db): Promise<UserListRow[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      nama: users.nama,
      role_id: users.role_id,
      satuan_kerja_id: users.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      active: users.active,
    })
    .from(users)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, users.satuan_kerja_id))
    .orderBy(asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    nama: r.nama,
    role: roleName(r.role_id) ?? String(r.role_id),
    satuan_kerja: r.satuan_kerja_id ? `${r.satuan_kerja_id} ${r.satuan_kerja_nama ?? ''}`.trim() : null,
    active: r.active,
  }));
}

function formatTable(rows: UserListRow[]): string[] {
  const header = ['ID', 'Username', 'Nama', 'Peran', 'Satuan kerja', 'Status'];
  const body = rows.map((r) => [
    String(r.id),
    r.username,
    r.nama,
    r.role,
    r.satuan_kerja ?? '-',
    r.active ? 'aktif' : 'nonaktif',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...body.map(format)];
}

export const COMMANDS = ['create', 'reset-password', 'deactivate', 'activate', 'list'] as const;
export type Command = (typeof COMMANDS)[number];

export interface ParsedCommand {
  command: Command;
  values: { username?: string; nama?: string; role?: string; satker?: string; nip?: string; password?: string };
}

/** Parses argv (without node and the script); null when only help was asked for. */
export function parseCommand(argv: string[]): ParsedCommand | null {
  const parsed = parseCliArgs(
    {
      args: argv,
      allowPositionals: true,
      options: {
        username: { type: 'string' },
        nama: { type: 'string' },
        role: { type: 'string' },
        satker: { type: 'string' },
        nip: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    },
    USAGE,
  );
  const [command, ...extra] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') return null;
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new CliError([`Perintah "${command}" tidak dikenal.`, '', USAGE]);
  if (extra.length) throw new CliError([`Argumen tidak dikenal: ${extra.join(' ')}`, '', USAGE]);
  const { help: _h, ...values } = parsed.values;
  return { command: command as Command, values };
}

/** Runs one parsed command and prints the outcome in Indonesian. */
export async function executeCommand(
  db: Db,
  { command, values }: ParsedCommand,
  log: (line: string) => void = console.log,
): Promise<void> {
  const printPassword = (password: string, generated: boolean) => {
    if (generated) log(`Password baru: ${password}\n(Simpan sekarang: password ini tidak ditampilkan lagi.)`);
  };
  switch (command) {
    case 'create': {
      const user = await createUser(db, values);
      log(
        `Pengguna "${user.username}" dibuat (id ${user.id}, peran ${user.role}, satuan kerja ${user.satuan_kerja_id ?? '-'}).`,
      );
      printPassword(user.password, user.generatedPassword);
      return;
    }
    case 'reset-password': {
      const result = await resetPassword(db, values);
      log(`Password pengguna "${result.username}" diganti; ${result.revokedTokens} sesi login dicabut.`);
      printPassword(result.password, result.generatedPassword);
      return;
    }
    case 'deactivate': {
      const result = await deactivateUser(db, values.username);
      log(`Pengguna "${result.username}" dinonaktifkan; ${result.revokedTokens} sesi login dicabut.`);
      return;
    }
    case 'activate': {
      const result = await activateUser(db, values.username);
      log(`Pengguna "${result.username}" diaktifkan kembali.`);
      return;
    }
    case 'list': {
      const rows = await listUsers(db);
      if (!rows.length) log('Belum ada pengguna.');
      else for (const line of formatTable(rows)) log(line);
      return;
    }
  }
}

async function main(): Promise<void> {
  let parsed: ParsedCommand | null;
  try {
    parsed = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
    return;
  }
  if (!parsed) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  let opened;
  try {
    opened = await openClaimed(config);
    await runMigrations(opened.database);
    await executeCommand(opened.database.db, parsed);
  } catch (error) {
    console.error(failureText('Gagal', error));
    process.exitCode = 1;
  } finally {
    await opened?.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) void main();
