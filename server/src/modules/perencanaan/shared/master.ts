import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { kegiatan, program, subKegiatan } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import { NotFoundError } from '../../../lib/errors';

/**
 * Pieces of the master-data groups (program, kegiatan, sub kegiatan): their rows have no unit, so
 * the unit scoping of lib/crud does not apply; super writes, everyone reads.
 */

/** The row, or 404 with `message`. */
export function foundOr404<T>(row: T | undefined, message: string): T {
  if (!row) throw new NotFoundError(message);
  return row;
}

/** A Kemendagri code is unique in its table: 422 on `kode` when another row (not `exceptId`) has it. */
export function kodeUnik(
  table: PgTable,
  columns: { id: AnyPgColumn; kode: AnyPgColumn },
  kode: string,
  label: string,
  exceptId?: number,
): RefCheck {
  const other = existsIn(table, eq(columns.kode, kode), exceptId === undefined ? undefined : ne(columns.id, exceptId));
  return {
    field: 'kode',
    message: `${label} ${kode} sudah terdaftar`,
    ok: sql<boolean>`not ${other}`.mapWith(Boolean),
  };
}

/** The columns every master-data record (program, kegiatan, sub kegiatan) starts with. */
export function masterColumns<T extends typeof program | typeof kegiatan | typeof subKegiatan>(t: T) {
  return { id: t.id, kode: t.kode, nama: t.nama, aktif: t.aktif, updated_at: t.updated_at };
}

/** aktif filter: '1' aktif, '0' tidak aktif. */
export function aktifCondition(value: '' | '1' | '0' | undefined, column: AnyPgColumn): SQL | undefined {
  if (value === '1') return eq(column, true);
  if (value === '0') return eq(column, false);
  return undefined;
}

/** (select count(*) from table where column = id-column): a count per row inside the list query. */
export function countOf(table: PgTable, column: AnyPgColumn, parentId: AnyPgColumn, ...more: SQL[]) {
  return sql<number>`(select count(*) from ${table} where ${and(eq(column, parentId), ...more)})`.mapWith(Number);
}
