import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '../../db/client';

/** One table of a backup: its name, and whether a foreign key points into the table itself. */
export interface BackupTable {
  name: string;
  selfReferencing: boolean;
}

/**
 * The storage's own tables (FILE_STORE=database): their content travels as the archive's files,
 * read and written through the storage interface, so that a backup restores into any store.
 */
export const FILE_STORE_TABLES = new Set(['stored_files', 'stored_file_chunks']);

/**
 * Every table of the Drizzle schema, parents before children (the order of their foreign keys),
 * so that a restore inserts each row after the rows it refers to. A cycle between two tables
 * would have no such order: it throws, and the schema's test says so at once.
 */
export function tablesInDependencyOrder(): BackupTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const name = getTableName(table);
    const refs = getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
    parents.set(name, new Set(refs));
  }
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    visiting.add(name);
    const own = parents.get(name) ?? new Set();
    for (const parent of [...own].sort()) if (parent !== name) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push({ name, selfReferencing: own.has(name) });
  };
  for (const name of [...parents.keys()].sort()) place(name);
  return ordered;
}
