/**
 * `npm run db:seed [-- --scale N]`: applies the migrations and seeds the demo city when the
 * database is empty. `--scale N` repeats every unit's programs (and everything below them) N times:
 * the synthetic data of the benchmarks (ARCHITECTURE.md 'Measuring').
 */
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { createFileStorage } from '../lib/files/index';
import { publish } from '../lib/cache/hub';
import { isDatabaseEmpty, printSeedSummary, seedDemo } from '../seed/demo';
import { failureText, openClaimed } from './open-database';

/** The value of `--scale N` or `--scale=N` (default 1); throws on anything but a whole number 1..100. */
function parseScale(argv: readonly string[]): number {
  let raw: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--scale') raw = argv[i + 1] ?? '';
    else if (arg.startsWith('--scale=')) raw = arg.slice('--scale='.length);
  });
  if (raw === undefined) return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new Error(`--scale harus bilangan bulat 1 sampai 100, bukan '${raw}'`);
  return scale;
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const config = loadConfig();
  const { database, close } = await openClaimed(config);
  try {
    await runMigrations(database);
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('Basis data tidak kosong: data demo tidak ditambahkan (sudah ada pengguna atau satuan kerja).');
      return;
    }
    const started = performance.now();
    const summary = await seedDemo(database.db, {
      password: config.demoPassword,
      scale,
      files: createFileStorage(config, database.db),
    });
    printSeedSummary(summary, config.demoPassword);
    // Servers already running on the same PostgreSQL database drop their cached reads.
    await publish(database.db, { kind: 'data' });
    console.log(
      `Data demo${scale > 1 ? ` (skala ${scale})` : ''} selesai dibuat dalam ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(failureText('Gagal membuat data demo', error));
  process.exitCode = 1;
});
