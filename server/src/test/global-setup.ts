import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, testConfig } from '../config';
import { LocalFileStorage } from '../lib/files/index';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { SNAPSHOT_FILE, TEMPLATE_DATABASE, TEST_PASSWORD, withDatabase } from './paths';

/**
 * Migrates and seeds the demo city once per test run. Each test file then starts from a copy:
 * a PGlite data-dir dump (embedded) or `CREATE DATABASE ... TEMPLATE` (PostgreSQL server).
 */
export default async function setup() {
  const databaseUrl = loadConfig(process.env).databaseUrl;
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
