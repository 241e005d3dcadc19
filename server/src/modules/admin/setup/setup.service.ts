import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROLE_IDS, type setupSchema } from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { AppError, ForbiddenError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { saveSettings } from '../pengaturan/pengaturan.service';

type SetupValues = z.output<typeof setupSchema>;

export const SETUP_DONE_MESSAGE = 'Penyiapan awal sudah selesai: sudah ada akun pengguna. Silakan masuk.';
export const SETUP_REFUSED_MESSAGE =
  'Penyiapan awal hanya dapat dilakukan dari komputer server atau dengan token penyiapan yang tercetak di log server.';

/** True while no account exists: the first-run setup is open (one bounded select). */
export async function setupNeeded(db: Db | Tx): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !user;
}

/** Loopback addresses (IPv4 127/8, IPv6 ::1, IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may run the web setup: a request from the server's own machine (request.ip, which honours
 * TRUST_PROXY: behind a proxy it is the client's address, not the proxy's), or one carrying the
 * setup token of the server log. 403 otherwise.
 */
export function assertSetupAllowed(ip: string, token: string | undefined, setupToken: string): void {
  if (!isLoopback(ip) && !sameToken(token, setupToken)) throw new ForbiddenError(SETUP_REFUSED_MESSAGE);
}

/**
 * Creates the first super account and the city profile in the caller's transaction. The users
 * table is locked first, so two setups at once cannot both find it empty; 409 once any user exists.
 */
export async function runSetup(
  tx: Db | Tx,
  input: Omit<SetupValues, 'token'>,
  source: 'web' | 'cli',
): Promise<{ id: number; username: string }> {
  const passwordHash = await hashPassword(input.password);
  await tx.execute(sql`lock table users in share row exclusive mode`);
  if (!(await setupNeeded(tx))) throw new AppError(409, SETUP_DONE_MESSAGE);
  const { username, nama, password: _p, ...profile } = input;
  const [user] = await tx
    .insert(users)
    .values({ username, nama, role_id: ROLE_IDS.super, password_hash: passwordHash })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('insert users returned no row');
  await recordAudit(tx, {
    actorId: null,
    action: 'create',
    table: 'users',
    recordId: user.id,
    newValues: { username, nama, role_id: ROLE_IDS.super, sumber: `penyiapan awal (${source})` },
  });
  await saveSettings(tx, user.id, profile);
  return user;
}
