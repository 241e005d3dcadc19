import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { claimDataDir, DataDirInUse } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { createFileStorage, startOrphanSweeper, type OrphanSweeper } from './lib/files/index';
import { startOutbox } from './lib/notify/outbox';
import { startPengingat } from './modules/display/services';
import { prepareDatabase } from './seed/startup';

/** The hard limit of a graceful stop (a container runtime kills after its own, e.g. 30 s). */
const STOP_TIMEOUT_MS = 20_000;

async function main() {
  const config = loadConfig();
  const started = Date.now();
  // PGlite: the data directory is ours until we exit (a backup or restore refuses meanwhile).
  const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  process.once('exit', release);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await prepareDatabase(database.db, config, { files: createFileStorage(config, database.db) });
  const app = await buildApp(config, database.db);
  // E-mail of notifications (SMTP_URL): the outbox loop; without it, notifications stay in the app.
  const outbox = config.mail ? startOutbox(database.db, { ...config.mail, log: app.log }) : undefined;
  // Reminders before the Batas Waktu deadlines and of due LHE follow-ups (each once, whatever runs it).
  const pengingat = startPengingat(database.db, { log: app.log });
  let sweeper: OrphanSweeper | undefined;
  // SIGTERM/SIGINT: stop accepting, let the requests in flight finish (a PDF being drawn too),
  // close the database, exit 0. A stop that takes longer than STOP_TIMEOUT_MS exits 1.
  let stopping = false;
  const close = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: Sakip berhenti (menyelesaikan permintaan yang berjalan)...`);
    setTimeout(() => {
      console.error(`Sakip tidak berhenti dalam ${STOP_TIMEOUT_MS / 1000} detik: dihentikan paksa`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      // The sweep in flight ends before the database closes under it.
      await sweeper?.stop();
      await app.close();
      await pengingat.stop();
      await outbox?.stop();
      await database.close();
      release();
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Files no row refers to: removed at start and daily, after ORPHAN_GRACE_HOURS (decision 0041).
  if (!stopping)
    sweeper = startOrphanSweeper(database.db, app.files, { graceHours: config.orphanGraceHours, log: app.log });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
  console.log(`\nSakip siap di http://localhost:${config.port} (basis data: ${where}, ${Date.now() - started} ms)\n`);
}

main().catch((error: unknown) => {
  // A configuration error or a data directory in use is the operator's to fix: its message, no stack trace.
  if (error instanceof ConfigError) console.error(`Konfigurasi tidak valid: ${error.message}`);
  else if (error instanceof DataDirInUse) console.error(`Sakip tidak dapat mulai: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
