import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BackupManifest } from './manifest';

/**
 * The statements of a backup and a restore. Rows travel as PostgreSQL's own JSON of them
 * (row_to_json, json_populate_recordset): every type keeps its exact text (numeric digits, bytea
 * hex, timestamps with their offset), on PGlite and on a PostgreSQL server alike.
 */

/** Rows fetched per round trip from a table's cursor. */
const FETCH_ROWS = 1000;

/** A name from our own schema, quoted as an identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function rowsIn<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A table's rows as JSON text, one at a time, through a cursor (inside the caller's transaction). */
export async function* rowsOf(db: Db, table: string): AsyncGenerator<string> {
  const cursor = ident(`backup_${table}`);
  await db.execute(
    sql.raw(`declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`),
  );
  try {
    for (;;) {
      const rows = rowsIn<{ j: string }>(await db.execute(sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`)));
      if (!rows.length) return;
      for (const row of rows) yield row.j;
    }
  } finally {
    await db.execute(sql.raw(`close ${cursor}`));
  }
}

/** Where every sequence of the public schema stands (the next id a restored database hands out). */
export async function sequencesOf(db: Db): Promise<BackupManifest['sequences']> {
  const names = rowsIn<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public' order by c.relname`),
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const { name } of names) {
    const [row] = rowsIn<{ value: string; called: boolean }>(
      await db.execute(sql.raw(`select last_value::text as value, is_called as called from ${ident(name)}`)),
    );
    if (row) sequences.push({ name, value: row.value, called: row.called });
  }
  return sequences;
}

/** Puts every sequence where the backup found it. */
export async function restoreSequences(db: Db, sequences: BackupManifest['sequences']): Promise<void> {
  for (const { name, value, called } of sequences)
    await db.execute(sql`select setval(${ident(name)}::regclass, ${value}::bigint, ${called})`);
}

/** The insertable columns of every public table (generated columns are left to the database). */
export async function insertableColumns(db: Db): Promise<Map<string, string>> {
  const rows = rowsIn<{ name: string; columns: string }>(
    await db.execute(sql`select table_name as name, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
      from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name`),
  );
  return new Map(rows.map((row) => [row.name, row.columns]));
}

/** Whether none of the tables holds a row. */
export async function tablesEmpty(db: Db, tables: readonly string[]): Promise<boolean> {
  const probe = tables.map((table) => `select 1 from ${ident(table)}`).join(' union all ');
  return rowsIn(await db.execute(sql.raw(`select exists (${probe}) as found`))).every(
    (row) => !(row as { found: boolean }).found,
  );
}

/** Empties every table at once (restore --force), identities restarted. */
export async function truncateAll(db: Db, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw(`truncate table ${tables.map(ident).join(', ')} restart identity cascade`));
}

/**
 * Inserts one part (JSON lines) into `target`, its columns as the catalog lists them. The rows of
 * a part go in one statement, so a foreign key into the same part is checked after all of them.
 */
export async function insertPart(
  db: Db,
  target: string,
  rowType: string,
  columns: string,
  jsonLines: string,
): Promise<void> {
  const array = `[${jsonLines.trimEnd().replaceAll('\n', ',')}]`;
  await db.execute(
    sql`insert into ${sql.raw(ident(target))} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(ident(rowType))}, ${array}::json)`,
  );
}

/**
 * A table with a foreign key into itself collects its parts in a temporary table first and inserts
 * them in one statement: a child may come in an earlier part than its parent.
 */
export async function stageTable(db: Db, table: string): Promise<string> {
  const staging = `restore_${table}`;
  await db.execute(sql.raw(`create temp table ${ident(staging)} (like ${ident(table)}) on commit drop`));
  return staging;
}

export async function unstageTable(db: Db, staging: string, table: string, columns: string): Promise<void> {
  await db.execute(
    sql.raw(
      `insert into ${ident(table)} (${columns}) overriding system value select ${columns} from ${ident(staging)}`,
    ),
  );
  await db.execute(sql.raw(`drop table ${ident(staging)}`));
}
