/**
 * `npm run restore -- FILE [--force]`: an archive of `npm run backup` into the configured database
 * and file store (decision 0049). The archive is read and checked whole before anything changes;
 * a database that is not empty is replaced only with --force (everything, in one transaction).
 * On PGlite the server must be stopped; on PostgreSQL stop the servers too (their caches).
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { publish } from '../lib/cache/hub';
import { summaryOf } from '../lib/backup/manifest';
import { restoreBackup } from '../lib/backup/restore';
import { createFileStorage } from '../lib/files/index';
import { describeWhere, openForArchive, parseFileArgument, reportFailure } from './archive-cli';

export const RESTORE_USAGE = `Penggunaan: npm run restore -- BERKAS.tar.gz [--force]

Memulihkan arsip npm run backup ke basis data dan penyimpanan berkas yang dikonfigurasi.
Basis data tujuan harus kosong; --force menggantinya seluruhnya. Hentikan server dahulu.`;

async function main(): Promise<void> {
  const parsed = parseFileArgument(process.argv.slice(2), RESTORE_USAGE, { force: { type: 'boolean' } });
  if (!parsed) return console.log(RESTORE_USAGE);
  const config = loadConfig();
  const started = performance.now();
  const { database, close } = await openForArchive(config);
  try {
    const manifest = await restoreBackup(database, parsed.file, {
      force: parsed.values.force === true,
      files: (db) => createFileStorage(config, db),
    });
    // Servers still running on the same PostgreSQL database drop their cached reads.
    await publish(database.db, { kind: 'data' });
    const { tables, rows, files } = summaryOf(manifest);
    console.log(
      `Cadangan ${parsed.file} (dibuat ${manifest.created_at}, ${manifest.engine}) dipulihkan ke ${describeWhere(config)}: ` +
        `${tables} tabel, ${rows} baris, ${files} berkas, ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) main().catch(reportFailure);
