/** `npm run db:seed`: applies the migrations and seeds the demo city when the database is empty. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { isDatabaseEmpty, printSeedSummary, seedDemo } from '../seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('Basis data tidak kosong: data demo tidak ditambahkan (sudah ada pengguna atau satuan kerja).');
      return;
    }
    const started = performance.now();
    const summary = await seedDemo(database.db, { password: config.demoPassword });
    printSeedSummary(summary, config.demoPassword);
    console.log(`Data demo selesai dibuat dalam ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Gagal membuat data demo:', error);
  process.exitCode = 1;
});
