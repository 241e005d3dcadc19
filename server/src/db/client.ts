import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGliteThread } from './pglite-thread';
import { countingLogger } from './query-counter';
import * as schema from './schema/index';

export { schema };
export { inBackground } from './pglite-thread';
export type Schema = typeof schema;
/** One type for both drivers: the query code is the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database (PGlite only), for dumps in tests. */
  pglite?: { dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests). */
  loadDataDir?: Blob;
  /**
   * Where PGlite runs (decision 0045): in a worker thread of its own (the default: a heavy report
   * no longer holds the server's main thread), or in the calling thread ('main').
   */
  pgliteThread?: 'worker' | 'main';
}

/**
 * The NOTIFY channel of cache invalidations (lib/cache/hub.ts): every instance on the same
 * PostgreSQL database LISTENs on it. PGlite is embedded, so one process only: nothing to notify.
 */
export const CACHE_CHANNEL = 'sakip_cache';

/** Which driver a Db handle belongs to (and the server URL, for a dedicated LISTEN connection). */
const drivers = new WeakMap<Db, { kind: Database['kind']; databaseUrl?: string }>();

/** Whether a handle is an opened database (not a transaction's handle). */
export function isDatabaseHandle(db: unknown): db is Db {
  return typeof db === 'object' && db !== null && drivers.has(db as Db);
}

export function driverOf(db: Db): Database['kind'] {
  return drivers.get(db)?.kind ?? 'pglite';
}

/** Sends a cache invalidation to the other instances (PostgreSQL only; delivered on commit). */
export async function notifyOthers(db: Db, payload: string): Promise<void> {
  if (driverOf(db) !== 'postgres') return;
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
}

export interface ChangeListener {
  onMessage(payload: string): void;
  /** The connection is (re)established: messages sent while it was down are lost. */
  onUp(): void;
  /** The connection is lost: until onUp, nothing can be trusted to arrive. */
  onDown(error: Error): void;
}

const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * LISTENs on CACHE_CHANNEL over a dedicated connection (a pooled one cannot keep a LISTEN), and
 * reconnects with backoff when it drops. Returns the function that stops listening. On PGlite
 * there are no other instances: nothing to listen to, onUp is called at once.
 */
export async function listenForChanges(db: Db, listener: ChangeListener): Promise<() => Promise<void>> {
  const driver = drivers.get(db);
  if (driver?.kind !== 'postgres' || !driver.databaseUrl) {
    listener.onUp();
    return async () => {};
  }
  const url = driver.databaseUrl;
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = (error: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      listener.onDown(error);
      void next.end().catch(() => {});
      timer = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('LISTEN connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) listener.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (stopped) return;
      attempt = 0;
      listener.onUp();
    } catch (error) {
      lost(error as Error);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL: koneksi idle terputus:', error.message));
    // numeric comes back as string by default; keep it a string and convert at the edges.
    const db = drizzlePg(pool, { schema, logger: countingLogger }) as unknown as Db;
    drivers.set(db, { kind: 'postgres', databaseUrl: options.databaseUrl });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite =
    options.pgliteThread === 'main'
      ? await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
      : await PGliteThread.open(dataDir, options.loadDataDir);
  // Drizzle's PGlite driver calls only query and transaction (PGliteThread answers both).
  const db = drizzlePglite(pglite as PGlite, { schema, logger: countingLogger }) as unknown as Db;
  drivers.set(db, { kind: 'pglite' });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
