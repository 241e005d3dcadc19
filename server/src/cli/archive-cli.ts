/** What `npm run backup` and `npm run restore` share: the archive argument, the database, the failures. */
import path from 'node:path';
import { invocationDir, type Config } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { RestoreRefused } from '../lib/backup/restore';
import { ArchiveError } from '../lib/backup/tar';
import { CliError, parseCliArgs } from './errors';
import { openClaimed } from './open-database';

/** The archive's path from argv (relative to where npm was started); null when only help was asked for. */
export function parseFileArgument(argv: string[], usage: string, flags: Record<string, { type: 'boolean' }> = {}) {
  const parsed = parseCliArgs(
    { args: argv, allowPositionals: true, options: { ...flags, help: { type: 'boolean', short: 'h' } } },
    usage,
  );
  if (parsed.values.help) return null;
  if (parsed.positionals.length !== 1) throw new CliError(['Sebutkan satu berkas arsip.', '', usage]);
  const [file = ''] = parsed.positionals;
  return { file: path.resolve(invocationDir(), file), values: parsed.values as Record<string, boolean | undefined> };
}

/** Opens the configured database for a backup or restore: on PGlite only once the directory is ours. */
export function openForArchive(config: Config) {
  return openClaimed(config);
}

export function describeWhere(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
}

/** An operator's mistake or a refused archive: its message, without a stack trace. */
export function reportFailure(error: unknown): void {
  if (error instanceof CliError) console.error(`Gagal: ${error.messages.join('\n')}`);
  else if (error instanceof DataDirInUse || error instanceof ArchiveError || error instanceof RestoreRefused)
    console.error(`Gagal: ${error.message}`);
  else console.error('Gagal:', error);
  process.exitCode = 1;
}
