import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CellValue, ImportChange, ImportRecipe, ImportRefusal, ImportRow } from '@sakip/domain';
import type { Tx } from '../../db/client';

/**
 * What every kind's plan shares (decision 0053): the matching key of a row, the rows of a file
 * that repeat a key, the words of a change and the audit of many rows at once.
 */

/** A text as rows are matched by it: without case and extra blanks. */
export const normText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const norm = (value: CellValue) => (typeof value === 'string' ? normText(value) : value);

/** The key of a row: its matchBy values (text compared without case or extra blanks). */
export function matchKey(values: Record<string, CellValue>, keys: readonly string[]): string {
  return keys.map((k) => String(norm(values[k] ?? null))).join('\u0000');
}

/** The rows whose key an earlier row of the file already had are refused; the others come back. */
export async function withoutDuplicates(recipe: ImportRecipe, rows: ImportRow[], refused: ImportRefusal[]): Promise<ImportRow[]> {
  const first = new Map<string, number>();
  const kept: ImportRow[] = [];
  const column = recipe.columns.find((c) => c.key === recipe.matchBy[0]);
  await eachInTurns(rows, (row) => {
    const key = matchKey(row.values, recipe.matchBy);
    const earlier = first.get(key);
    if (earlier !== undefined) {
      refused.push({
        baris: row.baris,
        kolom: column?.header ?? '',
        alasan: `Baris ganda: sama dengan baris ${earlier}.`,
      });
      return;
    }
    first.set(key, row.baris);
    kept.push(row);
  });
  return kept;
}

function shown(value: CellValue | undefined): string {
  if (value === null || value === undefined || value === '') return '(kosong)';
  return typeof value === 'number' ? value.toLocaleString('id-ID', { maximumFractionDigits: 6 }) : value;
}

function same(a: CellValue | undefined, b: CellValue | undefined): boolean {
  const x = a === '' ? null : (a ?? null);
  const y = b === '' ? null : (b ?? null);
  if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) < 1e-9;
  return x === y;
}

/** The keys among `keys` whose value in `after` differs from `before` (cheap: no words). */
export function changedKeys(
  keys: readonly string[],
  before: Readonly<Record<string, unknown>>,
  after: Record<string, CellValue>,
): string[] {
  return keys.filter((key) => key in after && !same(before[key] as CellValue, after[key]));
}

/** Only the given keys of a record (what an audit row keeps of a change). */
export function pick(record: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? null]));
}

/** The changes of the present columns, in words ("Nama: A → B"); empty when nothing changes. */
export function differences(
  labels: Readonly<Record<string, string>>,
  keys: readonly string[],
  before: Readonly<Record<string, unknown>>,
  after: Record<string, CellValue>,
): string[] {
  const out: string[] = [];
  for (const key of keys) {
    if (!(key in after) || same(before[key] as CellValue, after[key])) continue;
    const header = labels[key] ?? key;
    out.push(`${header}: ${shown(before[key] as CellValue)} → ${shown(after[key])}`);
  }
  return out;
}

/** Column key → header of a recipe (the words of a change). */
export function labelsOf(recipe: ImportRecipe): Record<string, string> {
  return Object.fromEntries(recipe.columns.map((c) => [c.key, c.header]));
}

export function change(row: ImportRow, aksi: ImportChange['aksi'], kunci: string, perubahan: string[]): ImportChange {
  return { baris: row.baris, aksi, kunci, perubahan };
}

/**
 * The refusals of a row from the form's own checks (decision 0053: a row is held to the form's
 * rules): the issues of its zod schema or a rule's field errors, each on the column of its field
 * (`columns`: field → header; a field without a column is named in the reason).
 */
export function refusalsOf(
  row: ImportRow,
  errors: z.ZodError | Readonly<Record<string, readonly string[]>>,
  columns: Readonly<Record<string, string>>,
): ImportRefusal[] {
  const pairs: [string, string][] =
    'issues' in errors
      ? (errors as z.ZodError).issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])
      : Object.entries(errors as Record<string, string[]>).flatMap(([field, messages]) =>
          messages.map((m): [string, string] => [field, m]),
        );
  return pairs.map(([field, alasan]) => ({ baris: row.baris, kolom: columns[field] ?? '', alasan }));
}

/** Whether the file has the column of `key` (an absent column leaves the record's value alone). */
export const hasColumn = (row: ImportRow, key: string) => key in row.values;

/** The text of a present column, or `old` when the file has no such column. */
export function textOr(row: ImportRow, key: string, old: string | null | undefined): string | null {
  return hasColumn(row, key) ? ((row.values[key] as string | null) ?? null) : (old ?? null);
}

/** The Status column (Aktif / Nonaktif): `old` (or active for a new record) when absent or empty. */
export function activeOr(row: ImportRow, old: boolean | undefined): boolean {
  const v = row.values.active;
  return v === undefined || v === null ? (old ?? true) : v === 'Aktif';
}

const AUDIT_BATCH = 1000;

/**
 * Audits many rows of one import in a few statements (one per thousand rows), the rows as one JSON
 * parameter (`jsonb_to_recordset`): ten times faster than a thousand rows of bound parameters.
 */
export async function auditRows(
  tx: Tx,
  entry: { actorId: number; table: string; action: 'create' | 'update' },
  rows: readonly { id: string | number; old?: unknown; new: unknown }[],
): Promise<void> {
  await inBatches(rows, AUDIT_BATCH, (batch) => {
    const json = JSON.stringify(batch.map((r) => ({ id: String(r.id), old: r.old ?? null, new: r.new })));
    return tx.execute(sql`
      insert into audit_log (actor_id, action, table_name, record_id, old_values, new_values)
      select ${entry.actorId}::int, ${entry.action}, ${entry.table}, j.id, nullif(j.old, 'null'::jsonb), j.new
      from jsonb_to_recordset(${json}::jsonb) as j(id text, old jsonb, new jsonb)`);
  });
}

/** Runs `write` over the items in batches (one statement each). */
export async function inBatches<T>(items: readonly T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** How long a loop over a file's rows may hold the server's thread before letting it turn. */
const TURN_MS = 8;

/**
 * Calls `fn` on every item, letting the event loop serve other requests every few milliseconds:
 * planning 50,000 rows must not hold the server's thread (decisions 0059, 0066). Measured by the
 * clock, not by a number of items: a row's cost differs by kind and by the machine's load.
 */
export async function eachInTurns<T>(items: readonly T[], fn: (item: T, index: number) => void): Promise<void> {
  let turnStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (performance.now() - turnStart >= TURN_MS) {
      await nextTurn();
      turnStart = performance.now();
    }
    fn(items[i] as T, i);
  }
}
