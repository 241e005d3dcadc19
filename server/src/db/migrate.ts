import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

/** server/drizzle, from src/db/ (tsx) or from dist/ (the compiled bundle, server/build.mjs). */
export const MIGRATIONS_FOLDER = ['../../drizzle', '../drizzle']
  .map((relative) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), relative))
  .find((folder) => fs.existsSync(path.join(folder, 'meta/_journal.json'))) as string;

/** Applies the committed SQL migrations (drizzle-kit generate) that the database has not seen. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}
