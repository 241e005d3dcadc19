import { createHash } from 'node:crypto';
import fs, { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Database, Db } from '../../db/client';
import { appliedMigration, newestMigration, runMigrations } from '../../db/migrate';
import { isFileKey, type FileStorage } from '../files/storage';
import { sha256 } from './backup';
import { BACKUP_FORMAT, manifestSchema, MANIFEST_ENTRY, type BackupManifest } from './manifest';
import {
  insertableColumns,
  insertPart,
  restoreSequences,
  stageTable,
  tablesEmpty,
  truncateAll,
  unstageTable,
} from './sql';
import { tablesInDependencyOrder } from './tables';
import { ArchiveError, readTar, type TarEntry } from './tar';

/** A table part or a manifest larger than this is not one a backup wrote: refused before it is held in memory. */
const ENTRY_MAX_BYTES = 64 * 1024 * 1024;

/** The restore would overwrite data (no --force), or the archive belongs to another schema. */
export class RestoreRefused extends Error {}

/** The archive's entries (a damaged gzip stream is an ArchiveError, tar.ts). */
async function* entriesOf(file: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  try {
    yield* readTar(gunzip);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

async function bodyOf(entry: TarEntry): Promise<Buffer> {
  if (entry.size > ENTRY_MAX_BYTES) throw new ArchiveError(`arsip rusak: entri ${entry.name} terlalu besar`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function parseManifest(body: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ArchiveError('arsip rusak: manifest.json bukan JSON');
  }
  if ((json as { format?: unknown } | null)?.format !== BACKUP_FORMAT)
    throw new ArchiveError('berkas ini bukan cadangan Sakip (manifest.json tanpa format sakip-backup)');
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArchiveError('arsip rusak: manifest.json tidak lengkap atau versinya tidak dikenal');
  return parsed.data;
}

/**
 * Reads the whole archive once before anything is changed: the gzip stream, the tar headers, the
 * SHA-256 and size of every part and file against the manifest (the last entry), the schema.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new ArchiveError(`berkas ${file} tidak ditemukan`);
  const seen = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  for await (const entry of entriesOf(file)) {
    if (manifest) throw new ArchiveError(`arsip rusak: entri ${entry.name} setelah manifest.json`);
    if (entry.name === MANIFEST_ENTRY) {
      manifest = parseManifest(await bodyOf(entry));
      continue;
    }
    const hash = createHash('sha256');
    for await (const chunk of entry.body) hash.update(chunk);
    seen.set(entry.name, `${entry.size}/${hash.digest('hex')}`);
  }
  if (!manifest) throw new ArchiveError('arsip tidak lengkap: manifest.json tidak ada (terpotong?)');
  const expected = new Map<string, string>([
    ...manifest.tables.flatMap((table) =>
      table.parts.map((part) => [part.entry, `${part.size}/${part.sha256}`] as const),
    ),
    ...manifest.files.map((f) => [`files/${f.key}`, `${f.size}/${f.sha256}`] as const),
  ]);
  for (const [name, signature] of expected)
    if (seen.get(name) !== signature) throw new ArchiveError(`arsip rusak: isi ${name} tidak sesuai manifest`);
  if (seen.size !== expected.size) throw new ArchiveError('arsip rusak: ada entri yang tidak disebut manifest');
  checkSchema(manifest);
  return manifest;
}

function checkSchema(manifest: BackupManifest): void {
  const newest = newestMigration();
  if (manifest.migration.when !== newest.when) {
    throw new RestoreRefused(
      `cadangan ini dari skema ${manifest.migration.tag || manifest.migration.when}, aplikasi ini skema ${newest.tag}: ` +
        'pulihkan dengan versi aplikasi yang membuatnya, lalu jalankan versi ini (migrasi berjalan saat mulai)',
    );
  }
  const known = new Set(tablesInDependencyOrder().map((table) => table.name));
  const unknown = manifest.tables.find((table) => !known.has(table.name));
  if (unknown) throw new ArchiveError(`arsip rusak: tabel ${unknown.name} tidak dikenal`);
  const badKey = manifest.files.find((f) => !isFileKey(f.key));
  if (badKey) throw new ArchiveError(`arsip rusak: kunci berkas ${badKey.key} tidak valid`);
}

export interface RestoreOptions {
  /** Replace a database that is not empty (everything in it, in one transaction). */
  force: boolean;
  /** The store the files go to, on the restore transaction's handle (FILE_STORE=database writes them in it). */
  files: (db: Db) => FileStorage;
}

/**
 * Restores an archive of createBackup into `database` (migrated here first if it is not yet):
 * every row, the sequences, every file. All rows in one transaction; a failure leaves the
 * database as it was and removes the files already written to a store outside the database.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const manifest = await verifyArchive(file);
  if ((await appliedMigration(database.db)) > manifest.migration.when)
    throw new RestoreRefused('basis data tujuan memakai skema yang lebih baru daripada aplikasi ini');
  await runMigrations(database);
  const tables = tablesInDependencyOrder().map((table) => table.name);
  if (!options.force && !(await tablesEmpty(database.db, tables)))
    throw new RestoreRefused(
      'basis data tujuan tidak kosong: tambahkan --force untuk menggantinya seluruhnya dengan isi cadangan',
    );
  const columns = await insertableColumns(database.db);
  const written: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (options.force) await truncateAll(db, tables);
      await applyEntries(db, file, manifest, { storage: options.files(db), columns, written });
      await restoreSequences(db, manifest.sequences);
    });
  } catch (error) {
    const storage = options.files(database.db);
    for (const key of written) await storage.remove(key).catch(() => {});
    throw error;
  }
  if (options.force) await removeFilesNotIn(options.files(database.db), manifest);
  return manifest;
}

interface ApplyContext {
  storage: FileStorage;
  columns: Map<string, string>;
  /** Keys put into the store that were not there before (removed again if the transaction fails). */
  written: string[];
}

/** The second reading of the archive: each part into its table, each file into the store. */
async function applyEntries(db: Db, file: string, manifest: BackupManifest, context: ApplyContext): Promise<void> {
  const parts = new Map(
    manifest.tables.flatMap((table) => table.parts.map((part, index) => [part.entry, { table, part, index }] as const)),
  );
  const selfReferencing = new Set(
    tablesInDependencyOrder()
      .filter((t) => t.selfReferencing)
      .map((t) => t.name),
  );
  const files = new Map(manifest.files.map((f) => [`files/${f.key}`, f]));
  let staging: string | undefined;
  for await (const entry of entriesOf(file)) {
    const found = parts.get(entry.name);
    if (found) {
      const { table, part, index } = found;
      const columns = context.columns.get(table.name);
      if (!columns) throw new RestoreRefused(`tabel ${table.name} tidak ada di basis data tujuan`);
      const body = await bodyOf(entry);
      if (sha256(body) !== part.sha256) throw new ArchiveError(`arsip berubah selama pemulihan: ${entry.name}`);
      const staged = selfReferencing.has(table.name);
      if (staged && index === 0) staging = await stageTable(db, table.name);
      await insertPart(db, staged && staging ? staging : table.name, table.name, columns, body.toString('utf8'));
      if (staged && staging && index === table.parts.length - 1) {
        await unstageTable(db, staging, table.name, columns);
        staging = undefined;
      }
      continue;
    }
    const stored = files.get(entry.name);
    if (stored) await putFile(context, stored, entry);
    else for await (const _ of entry.body); // the manifest: already read
  }
}

/**
 * One file into the store, its hash checked again. A file already stored under the key with the
 * same size (a --force over the same backup: keys are random and files never change) is kept.
 */
async function putFile(context: ApplyContext, stored: BackupManifest['files'][number], entry: TarEntry): Promise<void> {
  const hash = createHash('sha256');
  const hashed = async function* () {
    for await (const chunk of entry.body) {
      hash.update(chunk);
      yield chunk;
    }
  };
  const existing = await storedSize(context.storage, stored.key);
  if (existing === stored.size) {
    for await (const chunk of hashed()) void chunk;
  } else {
    if (existing !== undefined) await context.storage.remove(stored.key);
    await context.storage.put(stored.key, Readable.from(hashed()));
    context.written.push(stored.key);
  }
  if (hash.digest('hex') !== stored.sha256)
    throw new ArchiveError(`arsip berubah selama pemulihan: files/${stored.key}`);
}

async function storedSize(storage: FileStorage, key: string): Promise<number | undefined> {
  try {
    const { stream, size } = await storage.open(key);
    stream.destroy();
    return size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** After a --force restore: the store holds exactly the archive's files. */
async function removeFilesNotIn(storage: FileStorage, manifest: BackupManifest): Promise<void> {
  const keep = new Set(manifest.files.map((f) => f.key));
  const stale: string[] = [];
  for await (const { key } of storage.list()) if (!keep.has(key)) stale.push(key);
  for (const key of stale) await storage.remove(key);
}
