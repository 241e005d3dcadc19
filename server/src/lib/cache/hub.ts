import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@sakip/domain';
import { driverOf, notifyOthers, type Db } from '../../db/client';
import { BoundedMap } from './bounded-map';
import { StoredBody } from './stored-body';

/**
 * The in-process caches of one database (decision 0017): resolved sessions by token hash, and
 * serialised public-read responses under a data version. Invalidations apply here at once and go
 * to the other instances on PostgreSQL by NOTIFY (db/client.ts listenForChanges).
 */

/** What changed. */
export type CacheEvent =
  /** One token was revoked (logout). */
  | { kind: 'token'; tokenId: number }
  /** A user's sessions must be re-read: deactivated, password reset, role or profile changed. */
  | { kind: 'user'; userId: number }
  /** A write that may change what the cached reads show. */
  | { kind: 'data' };

export interface CachedSession {
  tokenId: number;
  user: SessionUser;
  /** The token's own expiry (ms): a cached session never outlives it. */
  expiresAt: number;
}

/** A revoked token may be honoured this long by an instance that missed the NOTIFY. */
export const SESSION_TTL_MS = 30_000;
const SESSION_ENTRIES = 10_000;
/** Responses follow the data version; the TTL is only a safety net. */
const RESPONSE_TTL_MS = 5 * 60_000;
const RESPONSE_ENTRIES = 1_000;
const RESPONSE_BYTES = 64 * 1024 * 1024;

export class CacheHub {
  readonly instanceId = randomBytes(6).toString('hex');
  private readonly sessions = new BoundedMap<string, CachedSession>(SESSION_ENTRIES, SESSION_TTL_MS);
  private readonly responses = new BoundedMap<string, { version: number; body: StoredBody }>(
    RESPONSE_ENTRIES,
    RESPONSE_TTL_MS,
    RESPONSE_BYTES,
    (entry) => entry.body.weight,
  );
  /** Concurrent misses of one key share one computation. */
  private readonly inflight = new Map<string, Promise<StoredBody>>();
  /** Bumped by every session invalidation: a lookup that raced with one is not stored. */
  private sessionGeneration = 0;
  /** Bumped by every data write. */
  private dataVersion = 0;
  /**
   * False while invalidations from other instances could be missed (PostgreSQL without a live
   * LISTEN connection): nothing is cached then, every read goes to the database.
   */
  private trusted: boolean;

  constructor(multiInstance: boolean) {
    this.trusted = !multiInstance;
  }

  get version(): number {
    return this.dataVersion;
  }

  apply(event: CacheEvent): void {
    switch (event.kind) {
      case 'token':
        this.sessionGeneration++;
        this.sessions.deleteWhere((s) => s.tokenId === event.tokenId);
        return;
      case 'user':
        this.sessionGeneration++;
        this.sessions.deleteWhere((s) => s.user.id === event.userId);
        return;
      case 'data':
        this.dataVersion++;
        this.responses.clear();
        this.inflight.clear();
        return;
    }
  }

  /** Listener state: on (re)connect everything is dropped, as messages may have been lost. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.sessionGeneration++;
    this.sessions.clear();
    this.apply({ kind: 'data' });
  }

  /** The session of a token hash: from the cache, else `load` (stored unless revoked meanwhile). */
  async session(tokenHash: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined> {
    const now = Date.now();
    const hit = this.sessions.get(tokenHash, now);
    if (hit && hit.expiresAt > now) return hit;
    const generation = this.sessionGeneration;
    const loaded = await load();
    if (loaded && this.trusted && generation === this.sessionGeneration) {
      this.sessions.set(tokenHash, loaded, loaded.expiresAt);
    }
    return loaded;
  }

  /**
   * A response body under the current data version, else `compute` (stored unless a write came).
   * Kept as UTF-8 bytes (a string would be encoded again on every write to the socket), with its
   * ETag and compressed variants (stored-body.ts).
   */
  async response(key: string, compute: () => Promise<string>): Promise<StoredBody> {
    const version = this.dataVersion;
    const hit = this.responses.get(key);
    if (hit && hit.version === version) return hit.body;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = compute().then((text) => new StoredBody(Buffer.from(text)));
    if (!this.trusted) return promise;
    this.inflight.set(key, promise);
    try {
      const body = await promise;
      if (version === this.dataVersion) this.responses.set(key, { version, body });
      return body;
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    }
  }
}

const hubs = new WeakMap<Db, CacheHub>();

/** The caches of a database handle (one per opened database, shared by its app). */
export function hubOf(db: Db): CacheHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new CacheHub(driverOf(db) === 'postgres');
    hubs.set(db, hub);
  }
  return hub;
}

/**
 * Applies an invalidation here and sends it to the other instances. Call it after the write has
 * committed (a read racing with the write could otherwise cache the old state again).
 */
export async function publish(db: Db, event: CacheEvent): Promise<void> {
  const hub = hubOf(db);
  hub.apply(event);
  await notifyOthers(db, JSON.stringify({ ...event, from: hub.instanceId }));
}

/** A NOTIFY payload from another instance, applied here; undefined for our own or a bad one. */
export function receive(db: Db, payload: string): CacheEvent | undefined {
  const hub = hubOf(db);
  let message: (CacheEvent & { from?: string }) | undefined;
  try {
    message = JSON.parse(payload) as CacheEvent & { from?: string };
  } catch {
    return undefined;
  }
  if (message.from === hub.instanceId) return undefined;
  const event = eventOf(message);
  if (event) hub.apply(event);
  return event;
}

function eventOf(message: { kind?: unknown; tokenId?: unknown; userId?: unknown }): CacheEvent | undefined {
  if (message.kind === 'data') return { kind: 'data' };
  if (message.kind === 'token' && typeof message.tokenId === 'number') return { kind: 'token', tokenId: message.tokenId };
  if (message.kind === 'user' && typeof message.userId === 'number') return { kind: 'user', userId: message.userId };
  return undefined;
}
