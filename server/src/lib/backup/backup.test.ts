import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { claimDataDir, DATA_DIR_LOCK, DataDirInUse } from '../../db/data-dir-lock';
import { createTestApp, testAppOn, type TestApp } from '../../test/harness';
import { multipart, SAMPLE } from '../../test/multipart';
import { withDatabase } from '../../test/paths';
import { DatabaseFileStorage, LocalFileStorage, type FileStorage } from '../files/index';
import { createBackup } from './backup';
import { restoreBackup, RestoreRefused } from './restore';
import { sequencesOf } from './sql';
import { FILE_STORE_TABLES, tablesInDependencyOrder } from './tables';
import { ArchiveError } from './tar';

/**
 * Backup and restore (decision 0049): the demo city and an uploaded file, backed up, restored into
 * an empty database, compared row by row count and through the API. On PGlite with the local
 * store; on PostgreSQL (the suite's second pass) with the files in the database, and across engines.
 */
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(databaseUrl);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sakip-backup-test-'));
const archive = path.join(work, 'cadangan.tar.gz');
const extraDatabases: string[] = [];
let source: TestApp;
let upload: { url: string; content: Buffer };
let sourceCounts: Record<string, number>;
let sourceSequences: Awaited<ReturnType<typeof sequencesOf>>;
const sourceFiles = (db: Db): FileStorage =>
  onPostgres ? new DatabaseFileStorage(db) : new LocalFileStorage(testConfig().uploadDir);

async function countsOf(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of tablesInDependencyOrder()) {
    if (FILE_STORE_TABLES.has(name)) continue;
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = (result as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A new empty PostgreSQL database (not even migrated), dropped after the file. */
async function emptyPostgres(): Promise<Database> {
  const name = `sakip_ops_backup_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  extraDatabases.push(name);
  return openDatabase({ databaseUrl: withDatabase(databaseUrl!, name) });
}

/** The uploaded PK scan (and a unit's list) as the restored app serves them. */
async function expectSameThroughApi(restored: TestApp): Promise<void> {
  const got = await restored.as('perangkat_daerah', { method: 'GET', url: upload.url });
  expect(got.statusCode).toBe(200);
  expect(got.rawPayload.equals(upload.content)).toBe(true);
  for (const url of ['/backend/api/perjanjian-kinerja', '/backend/api/kinerja-program', '/backend/api/capaian-iku']) {
    const [before, after] = await Promise.all([
      source.as('perangkat_daerah', { method: 'GET', url }),
      restored.as('perangkat_daerah', { method: 'GET', url }),
    ]);
    expect(after.statusCode, url).toBe(before.statusCode);
    expect(after.json(), url).toEqual(before.json());
  }
}

beforeAll(async () => {
  source = await createTestApp(onPostgres ? { fileStore: 'database' } : {});
  const list = await source.as('perangkat_daerah', { method: 'GET', url: '/backend/api/perjanjian-kinerja' });
  const row = list.json().data[0] as { id: number; jenis: string };
  const content = Buffer.concat([SAMPLE.pdf, Buffer.from(`% cadangan ${randomBytes(4).toString('hex')}\n`)]);
  const url = `/backend/api/perjanjian-kinerja/${row.id}/scan?jenis=${row.jenis}`;
  const up = await source.as('perangkat_daerah', {
    method: 'POST',
    url,
    ...multipart({}, { filename: 'PK.pdf', content }),
  });
  expect(up.statusCode, up.body).toBe(200);
  upload = { url, content };
  sourceCounts = await countsOf(source.database.db);
  sourceSequences = await sequencesOf(source.database.db);
  await createBackup(source.database, archive, { files: sourceFiles });
}, 120_000);

afterAll(async () => {
  await source?.close();
  for (const name of extraDatabases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('schema covers every table of the database (nothing is left out of a backup)', async () => {
    const result = await source.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const catalog = (result as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
    expect(
      tablesInDependencyOrder()
        .map((t) => t.name)
        .sort(),
    ).toEqual(catalog);
  });

  it('restores into an empty database: every row, the sequences, the file, the pages', async () => {
    const uploads = path.join(work, 'uploads-1');
    const target = onPostgres ? await emptyPostgres() : await openDatabase({ dataDir: path.join(work, 'pgdata-1') });
    const files = (db: Db): FileStorage => (onPostgres ? new DatabaseFileStorage(db) : new LocalFileStorage(uploads));
    const manifest = await restoreBackup(target, archive, { force: false, files });
    expect(manifest.engine).toBe(source.database.kind);
    expect(await countsOf(target.db)).toEqual(sourceCounts);
    // The next id is the one the source would have handed out: nothing collides after a restore.
    expect(await sequencesOf(target.db)).toEqual(sourceSequences);
    const restored = await testAppOn(
      target,
      async () => {},
      onPostgres ? { fileStore: 'database' } : { uploadDir: uploads },
    );
    try {
      await expectSameThroughApi(restored);
      // Not over data without --force: refused, nothing changed.
      const before = await countsOf(target.db);
      await expect(restoreBackup(target, archive, { force: false, files })).rejects.toThrow(RestoreRefused);
      await expect(restoreBackup(target, archive, { force: false, files })).rejects.toThrow(/tidak kosong.*--force/);
      expect(await countsOf(target.db)).toEqual(before);

      // A damaged archive: a clear error, and nothing changes even with --force.
      const bytes = fs.readFileSync(archive);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
      const damaged = path.join(work, 'rusak.tar.gz');
      for (const corrupt of [flipped, bytes.subarray(0, Math.floor(bytes.length * 0.8)), Buffer.from('bukan arsip')]) {
        fs.writeFileSync(damaged, corrupt);
        await expect(restoreBackup(target, damaged, { force: true, files })).rejects.toThrow(ArchiveError);
      }
      expect(await countsOf(target.db)).toEqual(before);

      // With --force: everything replaced by the archive, in one transaction.
      await target.db.execute(sql`delete from tindak_lanjut_lhe`);
      await restoreBackup(target, archive, { force: true, files });
      expect(await countsOf(target.db)).toEqual(sourceCounts);
      await expectSameThroughApi(restored);
    } finally {
      await restored.close();
    }
  }, 300_000);

  it.runIf(onPostgres)(
    'a PostgreSQL backup restores into PGlite, and that one back into PostgreSQL',
    async () => {
      const uploads = path.join(work, 'uploads-2');
      const local = (db: Db): FileStorage => (void db, new LocalFileStorage(uploads));
      const embedded = await openDatabase({ dataDir: 'memory://' });
      await restoreBackup(embedded, archive, { force: false, files: local });
      expect(await countsOf(embedded.db)).toEqual(sourceCounts);
      const again = path.join(work, 'dari-pglite.tar.gz');
      await createBackup(embedded, again, { files: local });
      await embedded.close();
      const server = await emptyPostgres();
      await restoreBackup(server, again, { force: false, files: (db) => new DatabaseFileStorage(db) });
      expect(await countsOf(server.db)).toEqual(sourceCounts);
      const restored = await testAppOn(server, async () => {}, { fileStore: 'database' });
      try {
        await expectSameThroughApi(restored);
      } finally {
        await restored.close();
      }
    },
    300_000,
  );
});

describe('the PGlite data directory lock', () => {
  it('refuses a directory another live process holds, and takes over one left by a gone process', () => {
    const dir = path.join(work, 'locked');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, DATA_DIR_LOCK), String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(DataDirInUse);
    expect(() => claimDataDir(dir)).toThrow(new RegExp(`dipakai proses ${process.ppid}.*hentikan server`));
    fs.writeFileSync(path.join(dir, DATA_DIR_LOCK), '2147483646');
    const release = claimDataDir(dir);
    expect(fs.readFileSync(path.join(dir, DATA_DIR_LOCK), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, DATA_DIR_LOCK))).toBe(false);
  });
});
