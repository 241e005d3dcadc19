import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';

/** server/drizzle, from src/db/ (tsx) or from dist/ (the compiled bundle, server/build.mjs). */
export const MIGRATIONS_FOLDER = ['../../drizzle', '../drizzle']
  .map((relative) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), relative))
  .find((folder) => fs.existsSync(path.join(folder, 'meta/_journal.json'))) as string;

function journal(): { tag: string; when: number }[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** The newest committed migration: its tag, and its `when` (drizzle stores it as created_at once applied). */
export function newestMigration(): { tag: string; when: number } {
  return journal().reduce((newest, entry) => (entry.when > newest.when ? entry : newest), { tag: '', when: 0 });
}

/** The tag of the committed migration of `when` ('' when none is: a database newer than this code). */
export function migrationTag(when: number): string {
  return journal().find((entry) => entry.when === when)?.tag ?? '';
}

/** Applies the committed SQL migrations (drizzle-kit generate) that the database has not seen. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** The `when` of the newest migration applied to the database (0 when none is). */
export async function appliedMigration(db: Db): Promise<number> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!(exists as { rows: { found: boolean }[] }).rows[0]?.found) return 0;
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
  );
  return Number((result as { rows: { applied: string }[] }).rows[0]?.applied ?? 0);
}
