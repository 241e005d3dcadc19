import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { LocalFileStorage } from './lib/files/index';
import { prepareDatabase } from './seed/startup';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await prepareDatabase(database.db, config, { files: new LocalFileStorage(config.uploadDir) });
  const app = await buildApp(config, database.db);
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
  console.log(`\nSakip siap di http://localhost:${config.port} (basis data: ${where}, ${Date.now() - started} ms)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
