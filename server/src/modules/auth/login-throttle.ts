import { BoundedMap } from '../../lib/cache/bounded-map';

export interface LoginThrottleLimits {
  /** Failed attempts per window for one address and username. */
  max: number;
  /** Failed attempts per window for one address across usernames (password spraying). */
  perAddressMax: number;
  windowMs: number;
}

/** A fixed window of failures, from the first failure. */
interface Window {
  failures: number;
  endsAt: number;
}

/** Enough windows for a large city under attack; the oldest are forgotten first when full. */
const MAX_WINDOWS = 100_000;

/**
 * The failed-login throttle (decision 0016). Only failures count: a shared operator account that
 * logs in all day is never locked. A success clears its address+username window (not the address
 * window: a sprayer who guessed one password is still slowed down). Per instance, in memory.
 */
export class LoginThrottle {
  private readonly windows: BoundedMap<string, Window>;

  constructor(private readonly limits: LoginThrottleLimits) {
    this.windows = new BoundedMap(MAX_WINDOWS, limits.windowMs);
  }

  private keys(address: string, username: string): [account: string, address: string] {
    return [`a:${address}\u0000${username}`, `ip:${address}`];
  }

  /** Seconds until the caller may try again, or 0 when not throttled. */
  retryAfterSeconds(address: string, username: string, now = Date.now()): number {
    const [accountKey, addressKey] = this.keys(address, username);
    const blockedUntil = Math.max(
      this.blockedUntil(accountKey, this.limits.max, now),
      this.blockedUntil(addressKey, this.limits.perAddressMax, now),
    );
    return blockedUntil > now ? Math.ceil((blockedUntil - now) / 1000) : 0;
  }

  failed(address: string, username: string, now = Date.now()): void {
    for (const key of this.keys(address, username)) {
      const window = this.windows.get(key, now);
      if (window) window.failures++;
      else this.windows.set(key, { failures: 1, endsAt: now + this.limits.windowMs }, Infinity, now);
    }
  }

  succeeded(address: string, username: string): void {
    this.windows.delete(this.keys(address, username)[0]);
  }

  private blockedUntil(key: string, max: number, now: number): number {
    const window = this.windows.get(key, now);
    return window && window.failures >= max ? window.endsAt : 0;
  }
}
