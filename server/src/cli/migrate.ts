/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
    console.log(`Migrasi selesai (${where}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migrasi gagal:', error);
  process.exitCode = 1;
});
