/**
 * The databases a bench runs on: the embedded PGlite always, and a PostgreSQL server when one is
 * reachable (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), each freshly
 * migrated and seeded with the demo city. The server database is a new one, dropped afterwards.
 *
 * With `reuseSeed` (big scales take minutes to seed), the seeded city is kept and copied for each
 * run: a PGlite dump in .tmp/bench/ and a template database `sakip_bench_seed_<key>` on the server,
 * the key a hash of the scale, the migrations and the seed code (delete them to seed again).
 * BENCH_PGLITE_THREAD=main runs PGlite in the calling thread (as before decision 0045), for a
 * before/after in the same run window.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../server/src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../server/src/db/migrate';
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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PGLITE_THREAD = process.env.BENCH_PGLITE_THREAD === 'main' ? 'main' : 'worker';

/** Every file under `dir`, sorted (the content of the seed's key). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** What a seeded city depends on: the scale, the migrations, the seed code. */
function seedKey(scale: number): string {
  const hash = createHash('sha1').update(`scale ${scale}`);
  for (const file of [...filesUnder(MIGRATIONS_FOLDER), ...filesUnder(path.join(ROOT, 'server/src/seed'))])
    hash.update(fs.readFileSync(file));
  return `s${scale}_${hash.digest('hex').slice(0, 12)}`;
}

async function seededPglite(scale: number, reuseSeed: boolean): Promise<Database> {
  const options: DatabaseOptions = { dataDir: 'memory://', pgliteThread: PGLITE_THREAD };
  const dump = path.join(ROOT, '.tmp/bench', `pglite-${seedKey(scale)}.tar`);
  if (reuseSeed && fs.existsSync(dump)) {
    return openDatabase({ ...options, loadDataDir: new Blob([fs.readFileSync(dump)]) });
  }
  const database = await seeded(await openDatabase(options), scale);
  if (reuseSeed && database.pglite) {
    fs.mkdirSync(path.dirname(dump), { recursive: true });
    fs.writeFileSync(`${dump}.partial`, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
    fs.renameSync(`${dump}.partial`, dump);
  }
  return database;
}

/** A new server database: a copy of the kept seeded template, or freshly seeded. */
async function seededServer(name: string, scale: number, reuseSeed: boolean): Promise<Database> {
  if (!reuseSeed) {
    await admin(`CREATE DATABASE ${name}`);
    return seeded(await openDatabase({ databaseUrl: withDatabase(SERVER_URL, name) }), scale);
  }
  const template = `sakip_bench_seed_${seedKey(scale)}`;
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [template]).finally(() => client.end());
  if (!exists.rowCount) {
    const partial = `${template}_partial`;
    await admin(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${partial}`);
    await (await seeded(await openDatabase({ databaseUrl: withDatabase(SERVER_URL, partial) }), scale)).close();
    await admin(`ALTER DATABASE ${partial} RENAME TO ${template}`);
  }
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return openDatabase({ databaseUrl: withDatabase(SERVER_URL, name) });
}

/** PGlite, then PostgreSQL when reachable (BENCH_DATABASES=pglite or postgres picks one). */
export async function* benchDatabases(scale = 1, reuseSeed = false): AsyncGenerator<BenchDatabase> {
  const only = process.env.BENCH_DATABASES;
  if (!only || only.includes('pglite')) {
    const database = await seededPglite(scale, reuseSeed);
    yield { label: 'pglite', database, dispose: () => database.close() };
  }
  if (only && !only.includes('postgres')) return;
  if (!(await serverReachable())) {
    console.log(`(PostgreSQL not reachable at ${SERVER_URL}: skipped)`);
    return;
  }
  const name = `sakip_bench_${randomBytes(4).toString('hex')}`;
  const database = await seededServer(name, scale, reuseSeed);
  yield {
    label: 'postgres',
    database,
    dispose: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
