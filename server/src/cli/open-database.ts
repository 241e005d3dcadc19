/** How every CLI opens the configured database: on PGlite only once the data directory is ours. */
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { claimDataDir, DataDirInUse } from '../db/data-dir-lock';
import { CliError } from './errors';

/**
 * Opens the configured database for a CLI (seed, user, setup, migrate, backup, restore). On PGlite
 * the data directory is claimed first (db/data-dir-lock.ts): while the server (or another CLI)
 * holds it, a CliError with the lock's Indonesian message, and nothing is opened. `close` closes
 * the database and gives the directory back.
 */
export async function openClaimed(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = claimDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUse) throw new CliError([error.message]);
      throw error;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return { database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The line a CLI prints for a failure: an operator's mistake as is (no stack trace), else the error. */
export function failureText(prefix: string, error: unknown): string {
  if (error instanceof CliError) return `${prefix}: ${error.messages.join('\n')}`;
  return `${prefix}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
