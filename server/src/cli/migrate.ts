/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { failureText, openClaimed } from './open-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, close } = await openClaimed(config);
  try {
    await runMigrations(database);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
    console.log(`Migrasi selesai (${where}).`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(failureText('Migrasi gagal', error));
  process.exitCode = 1;
});
