import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { ValidationError } from '../errors';

/** One SELECT of several scalar expressions (no table): the checks below cost one statement. */
async function selectScalars<K extends string, V>(db: Db | Tx, fields: Record<K, SQL.Aliased<V> | SQL<V>>) {
  const [row] = await db.select(fields as Record<string, SQL<V>>).from(sql`(select 1) as "one"`);
  return row as Record<K, V>;
}

/** exists (select 1 from table where ...): for refsExist. */
export function existsIn(table: PgTable, ...conditions: (SQL | undefined)[]): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${table} where ${and(...conditions)})`.mapWith(Boolean);
}

export interface RefCheck {
  /** The payload field the error is reported on. */
  field: string;
  message: string;
  /** True when the reference is fine, e.g. existsIn(program, eq(program.id, input.program_id)). */
  ok: SQL<boolean>;
}

/**
 * Checks the references of a payload (master data, pengampu, category...) in ONE statement and
 * answers 422 with a message per failing field. Pass `false`/undefined for checks that do not
 * apply (e.g. no pengampu chosen).
 */
export async function assertRefs(db: Db | Tx, checks: (RefCheck | false | null | undefined)[]): Promise<void> {
  const active = checks.filter((c): c is RefCheck => !!c);
  if (active.length === 0) return;
  const fields = Object.fromEntries(active.map((c, i) => [`c${i}`, c.ok])) as Record<string, SQL<boolean>>;
  const row = await selectScalars(db, fields);
  const errors: Record<string, string[]> = {};
  active.forEach((c, i) => {
    if (!row[`c${i}`]) (errors[c.field] ??= []).push(c.message);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export interface ChildRef {
  /** What a child is called in the message, e.g. 'kinerja kegiatan'. */
  label: string;
  table: PgTable;
  /** The child's column pointing at the parent. */
  column: AnyPgColumn;
}

/**
 * Delete with children: counts every kind of child in ONE statement and answers 422 naming what
 * blocks the delete ('Kinerja program masih memiliki 3 kinerja kegiatan'), before deleting
 * (the foreign keys stay RESTRICT as the last line of defence).
 */
export async function assertNoChildren(
  db: Db | Tx,
  parentLabel: string,
  id: number,
  children: ChildRef[],
): Promise<void> {
  if (children.length === 0) return;
  const fields = Object.fromEntries(
    children.map((c, i) => [
      `c${i}`,
      sql<number>`(select count(*) from ${c.table} where ${eq(c.column, id)})`.mapWith(Number),
    ]),
  ) as Record<string, SQL<number>>;
  const row = await selectScalars(db, fields);
  const blockers = children
    .map((c, i) => ({ label: c.label, n: row[`c${i}`] ?? 0 }))
    .filter((b) => b.n > 0)
    .map((b) => `${b.n} ${b.label}`);
  if (blockers.length > 0) {
    const message = `${parentLabel} masih memiliki ${blockers.join(' dan ')}`;
    throw new ValidationError({ data: [message] }, message);
  }
}
