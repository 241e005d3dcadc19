import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/**
 * Which tables a statement reads or writes, seen by the query logger (query-counter.ts) for every
 * statement of both drivers (Drizzle's and db/prepared.ts's), and a version per table of each
 * database's caches (decision 0056). A computed-result cache (lib/cache/hub.ts `computed`) records the tables its computation
 * read and stays valid while none of them was written; a request records the tables it wrote, and
 * its answer bumps them (plugins/cache.ts, after the commit, here and by NOTIFY on the others).
 *
 * The tables of a statement are every identifier of its text that names a table of the schema:
 * an over-approximation (a column named like a table counts too) that never misses one.
 */

const TABLES: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
const TABLE_NAMES: ReadonlySet<string> = new Set(TABLES.map((table) => getTableName(table)));

/**
 * The tables a delete in each table may change by its foreign keys (ON DELETE CASCADE or SET NULL),
 * transitively: a write to a table bumps them too.
 */
const CHANGED_WITH: ReadonlyMap<string, readonly string[]> = (() => {
  const direct = new Map<string, Set<string>>();
  for (const table of TABLES) {
    for (const fk of getTableConfig(table).foreignKeys) {
      if (fk.onDelete !== 'cascade' && fk.onDelete !== 'set null') continue;
      const parent = getTableName(fk.reference().foreignTable);
      let children = direct.get(parent);
      if (!children) direct.set(parent, (children = new Set()));
      children.add(getTableName(table));
    }
  }
  const closure = new Map<string, string[]>();
  for (const parent of direct.keys()) {
    const seen = new Set<string>();
    const stack = [parent];
    while (stack.length) {
      for (const child of direct.get(stack.pop() ?? '') ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        stack.push(child);
      }
    }
    seen.delete(parent);
    closure.set(parent, [...seen]);
  }
  return closure;
})();

const DELETES = /\b(delete\s+from|truncate)\b/i;

/** The tables a delete naming `tables` may change: they and those their foreign keys cascade to. */
export function changedBy(tables: readonly string[]): string[] {
  const all = new Set(tables);
  for (const t of tables) for (const child of CHANGED_WITH.get(t) ?? []) all.add(child);
  return [...all];
}

const IDENTIFIER = /[a-z_][a-z0-9_]*/g;

/** The schema's tables named in a SQL text. */
export function tablesOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(IDENTIFIER)) if (TABLE_NAMES.has(match[0])) found.add(match[0]);
  return [...found];
}

/** Statements that change nothing (reads, transaction control, settings). */
const NOT_WRITES =
  /^\s*\(?\s*(select|show|explain|begin|start|commit|end|rollback|savepoint|release|set|reset|listen|unlisten|prepare|execute|deallocate|values|fetch|declare|close)\b/i;
/** A `with` statement writes when one of its parts does. */
const WITH = /^\s*with\b/i;
const DATA_CHANGE =
  /\b(insert\s+into|delete\s+from|update\s+("[^"]+"|\w+)(\s+(as\s+)?\w+)?\s+set|merge\s+into|truncate)\b/i;

/** Whether a statement may change data: anything but a read or a transaction control statement. */
export function isWrite(text: string): boolean {
  if (NOT_WRITES.test(text)) return false;
  if (WITH.test(text)) return DATA_CHANGE.test(text);
  return true;
}

// ---------------------------------------------------------------- versions

/** The tables read by a computation, with their versions when it started. */
export interface ReadRecord {
  epoch: number;
  read: Map<string, number>;
  /** The versions of every table when the computation started (looked up for each table read). */
  start: ReadonlyMap<string, number>;
}

/** Every live TableVersions: a write outside any request bumps them all. */
const registry = new Set<WeakRef<TableVersions>>();

/** A version per table, of one database's caches (lib/cache/hub.ts keeps one per opened database). */
export class TableVersions {
  private readonly versions = new Map<string, number>();
  /** Bumped for a write whose tables are unknown: every recorded dependency is stale. */
  private epoch = 0;

  constructor() {
    registry.add(new WeakRef(this));
  }

  /** Tables changed (after their commit), or everything (`undefined`: tables unknown). */
  bump(tables: readonly string[] | undefined): void {
    if (tables === undefined) {
      this.epoch++;
      return;
    }
    for (const t of tables) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
  }

  /** A record to fill with the tables a computation reads, starting now. */
  startRecord(): ReadRecord {
    return { epoch: this.epoch, read: new Map(), start: new Map(this.versions) };
  }

  /** Whether every table a record read still has the version it had when its computation started. */
  current(record: { epoch: number; read: ReadonlyMap<string, number> }): boolean {
    if (record.epoch !== this.epoch) return false;
    for (const [table, version] of record.read) if ((this.versions.get(table) ?? 0) !== version) return false;
    return true;
  }
}

function bumpEverywhere(tables: readonly string[] | undefined): void {
  for (const ref of registry) {
    const versions = ref.deref();
    if (versions) versions.bump(tables);
    else registry.delete(ref);
  }
}

// ---------------------------------------------------------------- reads of a computation

const readers = new AsyncLocalStorage<ReadRecord[]>();

/** Runs `fn` recording the tables its statements read (nested recordings feed every level). */
export async function recordingReads<T>(versions: TableVersions, fn: () => Promise<T>) {
  const record = versions.startRecord();
  const chain = [...(readers.getStore() ?? []), record];
  const result = await readers.run(chain, fn);
  return { result, record };
}

/** Adds dependencies found without a statement (a nested cached result's) to the recordings around. */
export function noteReads(tables: Iterable<string>): void {
  const chain = readers.getStore();
  if (!chain) return;
  for (const record of chain)
    for (const t of tables) if (!record.read.has(t)) record.read.set(t, record.start.get(t) ?? 0);
}

// ---------------------------------------------------------------- writes of a request

/** The tables a request wrote; `unknown` when a write named no table of the schema. */
export interface WriteRecord {
  tables: Set<string>;
  unknown: boolean;
}

const writers = new AsyncLocalStorage<WriteRecord>();

/** Runs `fn` (a request's handling) recording the tables its statements write. */
export function recordingWrites(record: WriteRecord, fn: () => void): void {
  writers.run(record, fn);
}

/** Called by the query logger for every statement, before it runs. */
export function noteStatement(text: string): void {
  const chain = readers.getStore();
  const write = isWrite(text);
  if (!chain && !write) return;
  const tables = tablesOf(text);
  if (chain) noteReads(tables);
  if (!write) return;
  // Only a delete reaches other tables by the foreign keys (no key of the schema cascades an update).
  const changed = DELETES.test(text) ? changedBy(tables) : tables;
  const record = writers.getStore();
  if (record) {
    for (const t of changed) record.tables.add(t);
    if (!changed.length) record.unknown = true;
    return;
  }
  // A write outside any request (a CLI, a background job): its tables are stale from now on.
  // A writer that commits later publishes itself (the CLIs do); nothing cached reads their tables.
  bumpEverywhere(changed.length ? changed : undefined);
}
