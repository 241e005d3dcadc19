import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFileChunks, storedFiles } from '../../db/schema/index';
import { isFileKey, newFileKey, notFound, type FileStorage, type StoredObject } from './storage';

/** Bytes per row of stored_file_chunks: a 10 MB upload is 20 statements, none of them large. */
export const CHUNK_BYTES = 512 * 1024;
const LIST_PAGE = 1000;

/**
 * Files in the database (FILE_STORE=database, the default with DATABASE_URL; decision 0044): every
 * instance on the database reads the same files, and a database backup holds them. Streamed in and
 * out in chunks of CHUNK_BYTES, one statement each: no transaction stays open while a client
 * uploads, and a download holds one chunk in memory at a time. The file row is written first and
 * marked complete last; open() sees only complete files.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  newKey(): string {
    return newFileKey();
  }

  private check(key: string): void {
    if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }

  async put(key: string, source: Readable): Promise<void> {
    this.check(key);
    await this.db.insert(storedFiles).values({ key });
    try {
      let seq = 0;
      let size = 0;
      for await (const chunk of rechunk(source, CHUNK_BYTES)) {
        await this.db.insert(storedFileChunks).values({ key, seq: seq++, data: chunk });
        size += chunk.length;
      }
      await this.db.update(storedFiles).set({ size, complete: true }).where(eq(storedFiles.key, key));
    } catch (error) {
      await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    this.check(key);
    const [row] = await this.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), eq(storedFiles.complete, true)));
    if (!row) throw notFound(key);
    return { stream: Readable.from(this.chunks(key)), size: row.size };
  }

  private async *chunks(key: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const [chunk] = await this.db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
      if (!chunk) return;
      yield chunk.data;
    }
  }

  async remove(key: string): Promise<void> {
    this.check(key);
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  /** Incomplete files too (an upload cut off by a crash): the sweeper removes them when no row refers to them. */
  async *list(): AsyncIterable<StoredObject> {
    for (let after = ''; ; ) {
      const page = await this.db
        .select({ key: storedFiles.key, size: storedFiles.size, modifiedAt: storedFiles.created_at })
        .from(storedFiles)
        .where(gt(storedFiles.key, after))
        .orderBy(asc(storedFiles.key))
        .limit(LIST_PAGE);
      yield* page;
      const last = page.at(-1);
      if (page.length < LIST_PAGE || !last) return;
      after = last.key;
    }
  }
}

/** The stream's bytes in pieces of exactly `size` (the last one shorter). */
export async function* rechunk(source: AsyncIterable<Buffer | Uint8Array | string>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of source) {
    let buffer = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (held + buffer.length >= size) {
      const take = size - held;
      parts.push(buffer.subarray(0, take));
      yield Buffer.concat(parts);
      parts = [];
      held = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length) {
      parts.push(Buffer.from(buffer));
      held += buffer.length;
    }
  }
  if (held) yield Buffer.concat(parts);
}
