import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countingLogger } from './query-counter';
import * as schema from './schema/index';

export { schema };
export type Schema = typeof schema;
/** One type for both drivers: the query code is the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (embedded only), for dumps in tests. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL: koneksi idle terputus:', error.message));
    // numeric comes back as string by default; keep it a string and convert at the edges.
    const db = drizzlePg(pool, { schema, logger: countingLogger }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(pglite, { schema, logger: countingLogger }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
