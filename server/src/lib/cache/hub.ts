import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@sakip/domain';
import { driverOf, inBackground, isDatabaseHandle, notifyOthers, type Db } from '../../db/client';
import { noteReads, recordingReads, TableVersions } from '../../db/statement-tables';
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
  /**
   * A write that may change what the cached reads show: every cached response is stale, and the
   * computed results that read one of `tables` (all of them when `tables` is absent).
   */
  | { kind: 'data'; tables?: string[] }
  /** Tables written by a request that changes no cached response (a read that wrote, a 4xx). */
  | { kind: 'tables'; tables: string[] };

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
/** Computed results follow the versions of the tables they read; the TTL is only a safety net. */
const COMPUTED_TTL_MS = 5 * 60_000;
const COMPUTED_ENTRIES = 500;
const COMPUTED_BYTES = 128 * 1024 * 1024;
/** What a computed object is taken to weigh (its size is not measured); a Buffer weighs its bytes. */
const COMPUTED_OBJECT_WEIGHT = 64 * 1024;

interface ComputedEntry {
  value: unknown;
  epoch: number;
  read: ReadonlyMap<string, number>;
}

/** Cached results are shared by every caller: frozen, so that none can change another's. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || Object.isFrozen(value)) return value;
  if (value instanceof Map || value instanceof Set) {
    for (const v of value.values()) deepFreeze(v);
    if (value instanceof Map) for (const k of value.keys()) deepFreeze(k);
    return value;
  }
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

function weightOf(entry: ComputedEntry): number {
  const v = entry.value as { pdf?: unknown } | null;
  if (Buffer.isBuffer(v)) return v.length;
  if (v && Buffer.isBuffer(v.pdf)) return v.pdf.length;
  return COMPUTED_OBJECT_WEIGHT;
}

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
  /** Heavy computed results (rank, penilaian parts, rapor SS-PD, LKIP), by the tables they read. */
  private readonly computedResults = new BoundedMap<string, ComputedEntry>(
    COMPUTED_ENTRIES,
    COMPUTED_TTL_MS,
    COMPUTED_BYTES,
    weightOf,
  );
  private readonly computing = new Map<string, Promise<{ value: unknown; read: ReadonlyMap<string, number> }>>();
  /** Bumped by every session invalidation: a lookup that raced with one is not stored. */
  private sessionGeneration = 0;
  /** Bumped by every data write. */
  private dataVersion = 0;
  /**
   * False while invalidations from other instances could be missed (PostgreSQL without a live
   * LISTEN connection): nothing is cached then, every read goes to the database.
   */
  private trusted: boolean;
  /** Off: every heavy read computed again (bench/stall's before, BENCH_COMPUTED_CACHE=off). */
  computedEnabled = true;
  /** The version of each table, bumped by the writes (decision 0056). */
  readonly tables = new TableVersions();

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
        this.tables.bump(event.tables);
        this.computing.clear();
        return;
      case 'tables':
        this.tables.bump(event.tables);
        this.computing.clear();
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

  /**
   * A heavy computed result (decision 0056): the stored one while no table it read was written
   * since it was computed, else `compute` (stored unless one of its tables was written meanwhile).
   * The tables are those of the statements `compute` issued (db/statement-tables.ts); a cached
   * result met inside another computation passes its tables on. The result is frozen (shared).
   */
  async computed<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.computedEnabled) return compute();
    const hit = this.computedResults.get(key);
    if (hit && this.tables.current(hit)) {
      noteReads(hit.read.keys());
      return hit.value as T;
    }
    let pending = this.computing.get(key);
    if (!pending) {
      pending = this.compute(key, compute);
      this.computing.set(key, pending);
      const started = pending;
      void started
        .catch(() => {})
        .finally(() => {
          if (this.computing.get(key) === started) this.computing.delete(key);
        });
    }
    const { value, read } = await pending;
    noteReads(read.keys());
    return value as T;
  }

  private async compute(key: string, compute: () => Promise<unknown>) {
    // A heavy read: on PGlite its statements wait behind the other requests' (decision 0059).
    const { result, record } = await recordingReads(this.tables, () => inBackground(compute));
    const value = deepFreeze(result);
    if (this.trusted && this.tables.current(record)) {
      this.computedResults.set(key, { value, epoch: record.epoch, read: record.read });
    }
    return { value, read: record.read };
  }
}

/**
 * A heavy read's result through the computed cache of its database (CacheHub.computed). Inside a
 * transaction (a handle that is not an opened database) it is computed, never cached: the
 * transaction may see its own uncommitted writes.
 */
export function computedOnce<T>(db: unknown, key: string, compute: () => Promise<T>): Promise<T> {
  if (!isDatabaseHandle(db)) return compute();
  return hubOf(db).computed(key, compute);
}

const hubs = new WeakMap<Db, CacheHub>();

/** Turns the computed-result cache of a database off or on (a benchmark's before and after). */
export function setComputedCache(db: Db, enabled: boolean): void {
  hubOf(db).computedEnabled = enabled;
}

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

function tablesOfMessage(tables: unknown): string[] | undefined {
  return Array.isArray(tables) && tables.every((t) => typeof t === 'string') ? tables : undefined;
}

function eventOf(message: {
  kind?: unknown;
  tokenId?: unknown;
  userId?: unknown;
  tables?: unknown;
}): CacheEvent | undefined {
  const tables = tablesOfMessage(message.tables);
  if (message.kind === 'data') return tables ? { kind: 'data', tables } : { kind: 'data' };
  if (message.kind === 'tables') return tables ? { kind: 'tables', tables } : { kind: 'data' };
  if (message.kind === 'token' && typeof message.tokenId === 'number')
    return { kind: 'token', tokenId: message.tokenId };
  if (message.kind === 'user' && typeof message.userId === 'number') return { kind: 'user', userId: message.userId };
  return undefined;
}
