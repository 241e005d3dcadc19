import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file, as list() reports it. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded files live. Keys are made here (never from a request), so no path a client sends
 * can reach the filesystem. Three stores implement it (FILE_STORE, decision 0044): a local
 * directory (the default on PGlite), the database (the default with DATABASE_URL: every instance
 * sees the same files) and an S3-compatible bucket.
 */
export interface FileStorage {
  /** A fresh key for a new file. */
  newKey(): string;
  /** Writes the stream under the key; rejects (and leaves nothing behind) if the stream fails. */
  put(key: string, source: Readable): Promise<void>;
  /** Streams the file back; rejects with NotFound semantics (code 'ENOENT') when it is gone. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  /** Deletes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file (the orphan sweeper, backups), in no particular order. */
  list(): AsyncIterable<{ key: string; size: number; modifiedAt: Date }>;
}

/** yyyy/mm/uuid: spreads files over folders and is the only shape a key can have. */
const KEY_SHAPE = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isFileKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** A fresh key: the year and month of the upload, then a random UUID. */
export function newFileKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  newKey(): string {
    return newFileKey();
  }

  private pathOf(key: string): string {
    // Keys come from our own rows; refusing any other shape keeps a corrupted row from escaping the root.
    if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(source, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const target = this.pathOf(key);
    const { size } = await stat(target);
    return { stream: createReadStream(target), size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    let names: string[];
    try {
      names = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (!isFileKey(key)) continue;
      const info = await stat(path.join(this.root, name)).catch(() => undefined);
      if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
}

/** The error open() rejects with for a missing file, as the filesystem's. */
export function notFound(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`file not found: ${key}`), { code: 'ENOENT' });
}
