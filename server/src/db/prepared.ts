import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { driverOf, type Db } from './client';
import { countingLogger } from './query-counter';

/**
 * Named prepared statements for hot read paths (decision 0035): the statement is parsed, analysed
 * and (after PostgreSQL's first five custom plans) planned once per session, then only bound and
 * executed. The cascading tree's level statements spent as much in parse + plan as in execution.
 *
 * - PostgreSQL (node-postgres pool): a query config with a `name`; node-postgres prepares it on
 *   each pooled connection the first time that connection runs it.
 * - PGlite (one session): SQL `PREPARE name AS ...` once, then `EXECUTE name(<literals>)`. PGlite's
 *   query API has no named statements, and EXECUTE takes no protocol parameters, so the values are
 *   written as literals (`literal` below: numbers, booleans, null and quoted strings only).
 *
 * The name is a hash of the text, so the same text is prepared once whatever calls it. Statements
 * are counted by the query counter like any other (one per call; the PREPARE is not a query of the
 * request). Inside a transaction (a handle without `$client`) it falls back to a plain execute.
 */
const dialect = new PgDialect();

/** PREPAREs done (or under way) per PGlite instance. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<void>>>();

function statementName(text: string): string {
  return `sakip_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** A SQL literal of a parameter value (standard_conforming_strings is on: only ' is special). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Nilai parameter tidak berhingga: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new Error('Parameter mengandung karakter NUL');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`Jenis parameter tidak didukung: ${typeof value}`);
}

async function prepareOnce(pglite: PGlite, name: string, text: string): Promise<void> {
  let done = preparedOn.get(pglite);
  if (!done) preparedOn.set(pglite, (done = new Map<string, Promise<void>>()));
  let ready = done.get(name);
  if (!ready) {
    ready = pglite.exec(`PREPARE ${name} AS ${text}`).then(() => undefined);
    done.set(name, ready);
    // A failed PREPARE is tried again by the next call.
    ready.catch(() => done.delete(name));
  }
  await ready;
}

function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** The rows of `query`, run as a named prepared statement. */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = clientOf(db);
  if (!client) {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run<T>(db, client, { text, name: statementName(text) }, params);
}

/** A parameter of a statement built once per shape: its placeholder, or its value. */
export type ShapeParam<V> = (name: keyof V & string) => SQL;

/** Statement text (and its parameters, placeholders for the values) per shape key. */
const shapes = new Map<string, { text: string; name: string; params: unknown[] }>();

/**
 * `preparedRows` of a statement whose text depends on `key` only, the values coming through
 * `param(name)`: the SQL is built and turned into text once per key (with placeholders), then
 * each call only fills in `values` (decision 0040: building a large statement's text cost more
 * than a small statement's execution). Inside a transaction it is built with the values.
 */
export async function preparedShapeRows<T, V extends Record<string, unknown>>(
  db: Db,
  key: string,
  build: (param: ShapeParam<V>) => SQL,
  values: V,
): Promise<T[]> {
  const client = clientOf(db);
  if (!client) return preparedRows<T>(db, build((name) => sql`${values[name]}`));
  let shape = shapes.get(key);
  if (!shape) {
    const query = dialect.sqlToQuery(build((name) => sql`${sql.placeholder(name)}`));
    shape = { text: query.sql, name: statementName(query.sql), params: query.params };
    shapes.set(key, shape);
  }
  return run<T>(db, client, shape, fillPlaceholders(shape.params, values));
}

async function run<T>(db: Db, client: unknown, statement: { text: string; name: string }, params: unknown[]): Promise<T[]> {
  const { text, name } = statement;
  countingLogger.logQuery(text, params);
  if (driverOf(db) === 'postgres') {
    const result = await (client as pg.Pool).query({ name, text, values: params });
    return result.rows as T[];
  }
  const pglite = client as PGlite;
  await prepareOnce(pglite, name, text);
  const result = await pglite.query<T>(`EXECUTE ${name}(${params.map(literal).join(', ')})`);
  return result.rows;
}
