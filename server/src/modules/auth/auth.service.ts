import { randomBytes } from 'node:crypto';
import { MESSAGE_LOGIN_FAILED, MESSAGE_LOGIN_INACTIVE, type SessionUser } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { publish, type CachedSession } from '../../lib/cache/hub';
import { fieldError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/token';
import {
  findSessionByTokenHash,
  findUserForLogin,
  insertToken,
  revokeToken,
  revokeUserTokens,
  toSessionUser,
} from './auth.repository';
import type { LoginThrottle } from './login-throttle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' keeps a token a year; otherwise it lasts a working day. */
export const TOKEN_TTL_REMEMBER_MS = 365 * DAY_MS;
export const TOKEN_TTL_SESSION_MS = 12 * 60 * 60 * 1000;

export interface LoginResult {
  token: string;
  expires_at: string;
  user: SessionUser;
}

/** Too many failed attempts: the route answers 429 with the wait. */
export class LoginThrottledError extends Error {
  constructor(public readonly retryAfterSeconds: number) {
    super('login throttled');
  }
}

export async function login(
  db: Db,
  input: { username: string; password: string; remember: boolean },
  client: { ip: string; userAgent: string | null },
  throttle: LoginThrottle,
): Promise<LoginResult> {
  const username = input.username.toLowerCase();
  // Counted and checked in one statement before the hash: parallel attempts never exceed the limit.
  const wait = await throttle.acquire(client.ip, username);
  if (wait > 0) throw new LoginThrottledError(wait);
  const row = await findUserForLogin(db, username);
  if (!row || !(await verifyPassword(row.password_hash, input.password))) {
    // An unknown user is checked against a dummy hash: both failures take the same time.
    if (!row) await verifyAgainstDummy(input.password);
    throw fieldError('username', MESSAGE_LOGIN_FAILED);
  }
  await throttle.succeeded(client.ip, username);
  // Only someone who knows the password learns that the account is inactive.
  if (!row.active) throw fieldError('username', MESSAGE_LOGIN_INACTIVE);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.remember ? TOKEN_TTL_REMEMBER_MS : TOKEN_TTL_SESSION_MS));
  await insertToken(db, {
    user_id: row.id,
    token_hash: hashToken(token),
    remember: input.remember,
    expires_at: expiresAt,
    ip: client.ip,
    user_agent: client.userAgent,
  });
  const { password_hash: _hash, active: _active, ...user } = row;
  return { token, expires_at: expiresAt.toISOString(), user: toSessionUser(user) };
}

export async function logout(db: Db, tokenId: number | null): Promise<void> {
  if (tokenId === null) return;
  await revokeToken(db, tokenId);
  await publish(db, { kind: 'token', tokenId });
}

/** The session of a token hash (the auth plugin's lookup on a session-cache miss). */
export function sessionOfTokenHash(db: Db, tokenHash: string): Promise<CachedSession | undefined> {
  return findSessionByTokenHash(db, tokenHash);
}

/** Ends every session of a user (password reset, deactivation, role change); returns how many. */
export function revokeUserSessions(db: Db | Tx, userId: number): Promise<number> {
  return revokeUserTokens(db, userId);
}
