import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database, Db } from '../../db/client';
import { appliedMigration, migrationTag } from '../../db/migrate';
import type { FileStorage } from '../files/storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  partEntry,
  type BackupManifest,
  type BackupPart,
} from './manifest';
import { FILE_STORE_TABLES, tablesInDependencyOrder } from './tables';
import { TAR_END, tarHeader, tarPadding } from './tar';
import { rowsOf, sequencesOf } from './sql';

/** A table part closes at this many bytes or rows: memory stays bounded whatever a table's size. */
const PART_BYTES = 4 * 1024 * 1024;
const PART_ROWS = 20_000;

export interface BackupOptions {
  /** The store the files are read from, on the snapshot's own handle (FILE_STORE=database reads them in it). */
  files: (db: Db) => FileStorage;
  now?: Date;
}

/**
 * Writes the whole database and every stored file to `target` (a .tar.gz; decision 0049), from one
 * REPEATABLE READ READ ONLY transaction: on PostgreSQL a consistent snapshot while the servers run
 * (files in the database included). Written beside the target and renamed at the end: a failed
 * backup leaves no half archive under the name.
 */
export async function createBackup(
  database: Database,
  target: string,
  options: BackupOptions,
): Promise<BackupManifest> {
  const partial = `${target}.partial`;
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        const snapshot = tx as unknown as Db;
        const when = await appliedMigration(snapshot);
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: (options.now ?? new Date()).toISOString(),
          engine: database.kind,
          migration: { tag: migrationTag(when), when },
          tables: [],
          sequences: await sequencesOf(snapshot),
          files: [],
        };
        const chunks = archiveChunks(snapshot, options.files(snapshot), manifest);
        await pipeline(Readable.from(chunks), createGzip(), createWriteStream(partial));
        return manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The tar stream: every table's parts in dependency order, every file, then the manifest. */
async function* archiveChunks(db: Db, files: FileStorage, manifest: BackupManifest): AsyncGenerator<Buffer> {
  for (const { name } of tablesInDependencyOrder()) {
    if (FILE_STORE_TABLES.has(name)) continue;
    const table = { name, rows: 0, parts: [] as BackupPart[] };
    for await (const lines of partsOf(db, name)) {
      const body = Buffer.from(lines.join('\n') + '\n');
      const part = {
        entry: partEntry(name, table.parts.length),
        rows: lines.length,
        size: body.length,
        sha256: sha256(body),
      };
      yield* entry(part.entry, body);
      table.parts.push(part);
      table.rows += lines.length;
    }
    manifest.tables.push(table);
  }
  yield* fileEntries(files, manifest);
  yield* entry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
  yield TAR_END;
}

/** A table's rows as JSON lines, grouped in parts of at most PART_BYTES / PART_ROWS. */
async function* partsOf(db: Db, table: string): AsyncGenerator<string[]> {
  let lines: string[] = [];
  let bytes = 0;
  for await (const line of rowsOf(db, table)) {
    lines.push(line);
    bytes += line.length + 1;
    if (bytes >= PART_BYTES || lines.length >= PART_ROWS) {
      yield lines;
      lines = [];
      bytes = 0;
    }
  }
  if (lines.length) yield lines;
}

async function* fileEntries(files: FileStorage, manifest: BackupManifest): AsyncGenerator<Buffer> {
  for await (const { key } of files.list()) {
    let opened;
    try {
      opened = await files.open(key);
    } catch (error) {
      // Listed but gone (removed meanwhile) or never completed (an upload cut off): not a file.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const name = fileEntry(key);
    const hash = createHash('sha256');
    let size = 0;
    yield tarHeader(name, opened.size);
    for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > opened.size) break;
      hash.update(chunk);
      yield chunk;
    }
    if (size !== opened.size) throw new Error(`berkas ${key} berubah ukuran selama pencadangan: ulangi pencadangan`);
    yield tarPadding(size);
    manifest.files.push({ key, size, sha256: hash.digest('hex') });
  }
}

function* entry(name: string, body: Buffer): Generator<Buffer> {
  yield tarHeader(name, body.length);
  yield body;
  yield tarPadding(body.length);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
