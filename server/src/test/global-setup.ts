import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, testConfig } from '../config';
import { LocalFileStorage } from '../lib/files/index';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { SNAPSHOT_FILE, TEMPLATE_DATABASE, TEST_PASSWORD, scaleTemplateDatabase, withDatabase } from './paths';

/**
 * Migrates and seeds the demo city once per test run. Each test file then starts from a copy:
 * a PGlite data-dir dump (embedded) or `CREATE DATABASE ... TEMPLATE` (PostgreSQL server).
 * The larger scale city (databases.ts, openScaleCity) is seeded later, only if a file asks for it,
 * into a directory private to this run; the returned teardown removes it.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  const testRunDir = path.join(os.tmpdir(), `sakip-test-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(testRunDir, { recursive: true });
  project.provide('testRunDir', testRunDir);
  const teardown = async () => {
    fs.rmSync(testRunDir, { recursive: true, force: true });
    if (!databaseUrl) return;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      scaleTemplateDatabase(testRunDir, '%'),
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
  await seedDemoTemplate(databaseUrl);
  return teardown;
}

async function seedDemoTemplate(databaseUrl: string | undefined) {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, TEMPLATE_DATABASE) });
    await runMigrations(database);
    await seedDemo(database.db, { password: TEST_PASSWORD, files: new LocalFileStorage(testConfig().uploadDir) });
    await database.close();
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDemo(database.db, { password: TEST_PASSWORD, files: new LocalFileStorage(testConfig().uploadDir) });
  const dump = await database.pglite!.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  // Written aside and renamed: test runs that overlap never read a half-written snapshot.
  const partial = `${SNAPSHOT_FILE}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, SNAPSHOT_FILE);
  await database.close();
}
