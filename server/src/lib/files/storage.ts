import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are made here (never from a request), so no path a client sends
 * can reach the filesystem. The local directory is the default; an S3-compatible store implements
 * the same four calls (ARCHITECTURE 'Files').
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
  /** Every stored file (the orphan sweeper compares them with the keys the rows hold). */
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

  /** Files under yyyy/mm/ with a key's shape (anything else in the folder is not ours to list). */
  async *list(): AsyncIterable<{ key: string; size: number; modifiedAt: Date }> {
    for (const year of await this.entries(this.root, /^\d{4}$/)) {
      for (const month of await this.entries(path.join(this.root, year), /^\d{2}$/)) {
        for (const name of await this.entries(path.join(this.root, year, month))) {
          const key = `${year}/${month}/${name}`;
          if (!isFileKey(key)) continue;
          const info = await stat(this.pathOf(key)).catch(() => null);
          if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
        }
      }
    }
  }

  /** Names in a directory (matching `shape`), none when it is missing. */
  private async entries(dir: string, shape?: RegExp): Promise<string[]> {
    const names: string[] = [];
    try {
      for await (const entry of await opendir(dir)) if (!shape || shape.test(entry.name)) names.push(entry.name);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
    return names.sort();
  }
}
