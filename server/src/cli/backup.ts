/**
 * `npm run backup -- FILE`: the whole database and every stored file in one .tar.gz (decision
 * 0047). On PGlite the server must be stopped (the data directory is claimed; refused while the
 * server holds it); on PostgreSQL it runs beside the servers, from one consistent snapshot.
 */
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { appliedMigration } from '../db/migrate';
import { createBackup } from '../lib/backup/backup';
import { summaryOf } from '../lib/backup/manifest';
import { createFileStorage } from '../lib/files/index';
import { describeWhere, openForArchive, parseFileArgument, reportFailure } from './archive-cli';
import { CliError } from './errors';

export const BACKUP_USAGE = `Penggunaan: npm run backup -- BERKAS.tar.gz

Menulis seluruh basis data dan semua berkas unggahan ke satu arsip. PGlite: hentikan server dahulu.
PostgreSQL (DATABASE_URL): boleh selagi server berjalan (satu snapshot yang konsisten).`;

async function main(): Promise<void> {
  const parsed = parseFileArgument(process.argv.slice(2), BACKUP_USAGE);
  if (!parsed) return console.log(BACKUP_USAGE);
  const config = loadConfig();
  const started = performance.now();
  const { database, close } = await openForArchive(config);
  try {
    if (!(await appliedMigration(database.db)))
      throw new CliError([`${describeWhere(config)} belum berisi basis data Sakip (belum dimigrasi).`]);
    const manifest = await createBackup(database, parsed.file, { files: (db) => createFileStorage(config, db) });
    const { tables, rows, files, fileBytes } = summaryOf(manifest);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Cadangan ${describeWhere(config)} ditulis ke ${parsed.file} (${mb(statSync(parsed.file).size)} MB): ` +
        `${tables} tabel, ${rows} baris, ${files} berkas (${mb(fileBytes)} MB), skema ${manifest.migration.tag}, ` +
        `${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) main().catch(reportFailure);
