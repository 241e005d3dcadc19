import { randomBytes } from 'node:crypto';
import { MESSAGE_LOGIN_FAILED, MESSAGE_LOGIN_INACTIVE, type SessionUser } from '@sakip/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { hashToken } from '../../plugins/auth';
import { findUserForLogin, insertToken, revokeToken, toSessionUser } from './auth.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' keeps a token a year; otherwise it lasts a working day. */
export const TOKEN_TTL_REMEMBER_MS = 365 * DAY_MS;
export const TOKEN_TTL_SESSION_MS = 12 * 60 * 60 * 1000;

export interface LoginResult {
  token: string;
  expires_at: string;
  user: SessionUser;
}

export async function login(
  db: Db,
  input: { username: string; password: string; remember: boolean },
  client: { ip: string; userAgent: string | null },
): Promise<LoginResult> {
  const row = await findUserForLogin(db, input.username.toLowerCase());
  if (!row) {
    await verifyAgainstDummy(input.password);
    throw fieldError('username', MESSAGE_LOGIN_FAILED);
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw fieldError('username', MESSAGE_LOGIN_FAILED);
  }
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
  if (tokenId !== null) await revokeToken(db, tokenId);
}
