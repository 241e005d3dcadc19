import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { SNAPSHOT_FILE, TEMPLATE_DATABASE, TEST_PASSWORD, scaleTemplateDatabase, withDatabase } from './paths';

/** Set by global-setup.ts: a directory private to one vitest run (removed when it ends). */
declare module 'vitest' {
  export interface ProvidedContext {
    testRunDir: string;
  }
}

export interface SeededCopy {
  database: Database;
  drop: () => Promise<void>;
}

async function admin<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database copied from `template`, and how to drop it. */
async function copyOfTemplate(databaseUrl: string, template: string): Promise<SeededCopy> {
  const name = `sakip_test_${randomBytes(6).toString('hex')}`;
  await admin(databaseUrl, (a) => a.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
  return {
    database,
    drop: () => admin(databaseUrl, (a) => a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** A fresh copy of the seeded demo database (global-setup.ts), private to one test file. */
export async function openSeededCopy(): Promise<SeededCopy> {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  if (databaseUrl) return copyOfTemplate(databaseUrl, TEMPLATE_DATABASE);
  const dump = new Blob([fs.readFileSync(SNAPSHOT_FILE)]);
  return { database: await openDatabase({ dataDir: 'memory://', loadDataDir: dump }), drop: async () => {} };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `seed` in exactly one test file of this vitest run (files run in parallel workers, each its
 * own process): the first to take the lock seeds, the others wait for its `ready` mark.
 */
async function oncePerRun(name: string, seed: () => Promise<void>): Promise<void> {
  const dir = inject('testRunDir');
  const ready = path.join(dir, `${name}.ready`);
  const failed = path.join(dir, `${name}.failed`);
  if (!claim(path.join(dir, `${name}.lock`))) {
    // Another file seeds: wait for it (bounded, so that a lost worker fails the run instead of hanging it).
    for (const deadline = Date.now() + 15 * 60_000; !fs.existsSync(ready); await sleep(200)) {
      if (fs.existsSync(failed)) throw new Error(`${name}: seeding failed in another test file`);
      if (Date.now() > deadline) throw new Error(`${name}: not seeded after 15 minutes`);
    }
    return;
  }
  try {
    await seed();
  } catch (error) {
    fs.writeFileSync(failed, String(error));
    throw error;
  }
  fs.writeFileSync(ready, '');
}

/** Creates the lock file; false when it exists (another file holds it). */
function claim(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A private copy of the demo city seeded at `scale` (seedDemo's `scale`, e.g. 10), for the tests that
 * compare statement counts at scale 1 and at a larger scale. The city is seeded once per vitest run,
 * by the first file that asks; every file gets its own copy (a PGlite dump loaded into a new
 * in-memory database, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server), so no file sees
 * another's writes. `close()` closes the copy (and drops it on the server).
 */
export async function openScaleCity(scale: number): Promise<Database> {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  if (databaseUrl) {
    const template = scaleTemplateDatabase(inject('testRunDir'), scale);
    await oncePerRun(`scale-${scale}`, async () => {
      await admin(databaseUrl, (a) => a.query(`CREATE DATABASE ${template}`));
      const seeding = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template) });
      try {
        await runMigrations(seeding);
        await seedDemo(seeding.db, { password: TEST_PASSWORD, scale });
      } finally {
        await seeding.close();
      }
    });
    const { database, drop } = await copyOfTemplate(databaseUrl, template);
    return {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const snapshot = path.join(inject('testRunDir'), `pglite-scale-${scale}.tar`);
  let seeded: Database | undefined;
  await oncePerRun(`scale-${scale}`, async () => {
    seeded = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(seeded);
    await seedDemo(seeded.db, { password: TEST_PASSWORD, scale });
    const dump = await seeded.pglite!.dumpDataDir('none');
    // Written aside and renamed: a waiting file never reads half a snapshot.
    fs.writeFileSync(`${snapshot}.partial`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${snapshot}.partial`, snapshot);
  });
  // The file that seeded keeps what it seeded: nobody else has opened it.
  return seeded ?? openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
}
