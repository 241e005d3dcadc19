import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import { apiTokens, users } from '../server/src/db/schema/index';
import { hashToken } from '../server/src/lib/token';

/** A bearer token of a demo account, minted directly (no password hashing in the measurement). */
export async function mintToken(db: Db, username: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`demo user ${username} missing`);
  const token = randomBytes(32).toString('base64url');
  await db.insert(apiTokens).values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3600_000) });
  return token;
}
