import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dokumen, imporPratinjau, lkeEviden, perjanjianKinerjaScan } from '../../db/schema/index';
import type { FileStorage, StoredObject } from './storage';

/**
 * The orphan sweeper (issue 21 item 7, decision 0041): a stored file that no row refers to (a crash
 * between storing and the write, an older bug) is removed once it is older than the grace period,
 * through the storage interface, so it works for every FILE_STORE. The grace period keeps an upload
 * in flight (stored, its row not yet committed) from being taken.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Once at start, then once a day. */
export const SWEEP_EVERY_MS = 24 * HOUR_MS;

/** What the sweeper logs through (the app's pino logger). */
export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SweepOptions {
  /** ORPHAN_GRACE_HOURS: files younger than this are never removed. */
  graceHours: number;
  log: SweepLog;
  /** The clock (tests move it forward instead of waiting a day). */
  now?: () => Date;
}

/**
 * Every file key a row refers to: one statement, the UNION of the file-key columns. A new table with
 * a file column adds its column here.
 */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ key: dokumen.file_key })
    .from(dokumen)
    .union(db.select({ key: perjanjianKinerjaScan.file_key }).from(perjanjianKinerjaScan))
    .union(
      db
        .select({ key: sql<string>`${lkeEviden.file_key}` })
        .from(lkeEviden)
        .where(isNotNull(lkeEviden.file_key)),
    )
    .union(db.select({ key: imporPratinjau.file_key }).from(imporPratinjau));
  return new Set(rows.map((r) => r.key));
}

/**
 * One sweep: the references are read before the listing, so a file stored after that read is
 * younger than the grace period and stays. Returns the removed files (also logged one by one).
 */
export async function sweepOrphanFiles(db: Db, files: FileStorage, options: SweepOptions): Promise<StoredObject[]> {
  const referenced = await referencedKeys(db);
  const cutoff = (options.now?.() ?? new Date()).getTime() - options.graceHours * HOUR_MS;
  const orphans: StoredObject[] = [];
  for await (const file of files.list()) {
    if (!referenced.has(file.key) && file.modifiedAt.getTime() < cutoff) orphans.push(file);
  }
  // Removed after the listing: a store that pages through its keys is not changed under its cursor.
  for (const file of orphans) {
    await files.remove(file.key);
    options.log.info(
      { key: file.key, size: file.size, modifiedAt: file.modifiedAt.toISOString() },
      'Berkas tanpa rujukan dihapus',
    );
  }
  return orphans;
}

export interface OrphanSweeper {
  /** Waits for the sweep in flight (if any) and stops the daily one. */
  stop(): Promise<void>;
  /** The sweep started last (at start or by the timer). */
  readonly running: Promise<unknown>;
}

/** Sweeps now and then every day on an unref'd timer (it never keeps the process alive). */
export function startOrphanSweeper(db: Db, files: FileStorage, options: SweepOptions): OrphanSweeper {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweepOrphanFiles(db, files, options))
      .catch((error: unknown) => options.log.error({ err: error }, 'Penyapuan berkas tanpa rujukan gagal'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    get running() {
      return running;
    },
  };
}
