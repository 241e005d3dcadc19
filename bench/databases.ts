/**
 * The databases a bench runs on: the embedded PGlite always, and a PostgreSQL server when one is
 * reachable (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), each freshly
 * migrated and seeded with the demo city. The server database is a new one, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/seed/demo';
import { withDatabase } from '../server/src/test/paths';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_PASSWORD = 'bench-password';

export interface BenchDatabase {
  label: 'pglite' | 'postgres';
  database: Database;
  /** Closes the database (and drops the server one). */
  dispose: () => Promise<void>;
}

async function serverReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seeded(database: Database, scale: number): Promise<Database> {
  await runMigrations(database);
  await seedDemo(database.db, { password: BENCH_PASSWORD, scale });
  return database;
}

/** PGlite, then PostgreSQL when reachable (BENCH_DATABASES=pglite or postgres picks one). */
export async function* benchDatabases(scale = 1): AsyncGenerator<BenchDatabase> {
  const only = process.env.BENCH_DATABASES;
  if (!only || only.includes('pglite')) {
    const database = await seeded(await openDatabase({ dataDir: 'memory://' }), scale);
    yield { label: 'pglite', database, dispose: () => database.close() };
  }
  if (only && !only.includes('postgres')) return;
  if (!(await serverReachable())) {
    console.log(`(PostgreSQL not reachable at ${SERVER_URL}: skipped)`);
    return;
  }
  const name = `sakip_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const database = await seeded(await openDatabase({ databaseUrl: withDatabase(SERVER_URL, name) }), scale);
  yield {
    label: 'postgres',
    database,
    dispose: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
