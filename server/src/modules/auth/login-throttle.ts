import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface LoginThrottleLimits {
  /** Failed attempts per window for one address and username. */
  max: number;
  /** Failed attempts per window for one address across usernames (password spraying). */
  perAddressMax: number;
  windowMs: number;
}

/** Expired windows are deleted at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The failed-login throttle (decisions 0016, 0043), shared by every instance through the table
 * login_throttle. An attempt takes a slot in its address+username window and in its address window
 * BEFORE the password is hashed, each in one statement that counts and checks at once (INSERT ... ON
 * CONFLICT DO UPDATE ... WHERE failures < max): parallel attempts can never evaluate more than the
 * limit. A success gives its slots back (only failures count: a shared operator account that logs in
 * all day is never locked) and clears its address+username window (not the address window: a
 * sprayer who guessed one password is still slowed down). Windows are fixed, from the first failure.
 */
export class LoginThrottle {
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginThrottleLimits,
  ) {}

  private keys(address: string, username: string): [account: string, address: string] {
    return [`a:${address} ${username.length}:${username}`, `ip:${address}`];
  }

  /**
   * Takes a slot for one attempt: 0 when the attempt may be evaluated, else the seconds until the
   * caller may try again (nothing taken then).
   */
  async acquire(address: string, username: string): Promise<number> {
    await this.prune();
    const [accountKey, addressKey] = this.keys(address, username);
    if (!(await this.take(accountKey, this.limits.max))) return this.retryAfter(accountKey);
    if (!(await this.take(addressKey, this.limits.perAddressMax))) {
      await this.release(accountKey);
      return this.retryAfter(addressKey);
    }
    return 0;
  }

  /** The password was right: the slots were not failures. */
  async succeeded(address: string, username: string): Promise<void> {
    const [accountKey, addressKey] = this.keys(address, username);
    await this.db.execute(sql`delete from login_throttle where key = ${accountKey}`);
    await this.release(addressKey);
  }

  /** One statement: a new or expired window starts at 1; a live one counts up only below max. */
  private async take(key: string, max: number): Promise<boolean> {
    if (max <= 0) return false;
    const seconds = this.limits.windowMs / 1000;
    const result = await this.db.execute(sql`
      insert into login_throttle as t (key, failures, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${seconds}))
      on conflict (key) do update set
        failures = case when t.window_ends_at <= now() then 1 else t.failures + 1 end,
        window_ends_at = case when t.window_ends_at <= now() then excluded.window_ends_at else t.window_ends_at end
      where t.window_ends_at <= now() or t.failures < ${max}
      returning t.failures`);
    return rowsOf(result).length > 0;
  }

  private async release(key: string): Promise<void> {
    await this.db.execute(
      sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${key} and window_ends_at > now()`,
    );
  }

  private async retryAfter(key: string): Promise<number> {
    const result = await this.db.execute(
      sql`select ceil(extract(epoch from (window_ends_at - now())))::int as seconds from login_throttle where key = ${key}`,
    );
    const seconds = Number((rowsOf(result)[0] as { seconds?: unknown } | undefined)?.seconds ?? 1);
    return Math.max(1, seconds);
  }

  private async prune(now = Date.now()): Promise<void> {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.db.execute(sql`delete from login_throttle where window_ends_at < now()`);
  }
}

/** node-postgres answers { rows }, PGlite's drizzle answers { rows } too; an array on some paths. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}
