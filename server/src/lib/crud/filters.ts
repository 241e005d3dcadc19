import { eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Paginated, PengampuFilter } from '@sakip/domain';
import type { Db } from '../../db/client';
import { likePattern, offsetOf, paginate } from '../pagination';

/** The list filters of SPEC §4 as SQL conditions; undefined = no condition (and() drops them). */

/** search: ILIKE on any of the columns (wildcards of the term escaped). */
export function searchCondition(search: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** column = value when the filter is given. */
export function eqFilter<T>(column: AnyPgColumn, value: T | undefined | null | ''): SQL | undefined {
  return value === undefined || value === null || value === '' ? undefined : eq(column, value);
}

/** status 'aktif' | 'nonaktif' on an active flag (the organisation's admin lists). */
export function statusAktifCondition(column: AnyPgColumn, status: 'aktif' | 'nonaktif' | undefined): SQL | undefined {
  return status === undefined ? undefined : eq(column, status === 'aktif');
}

/**
 * pengampu '-' (none) | 'tim-kerja' | 'unit-kerja' on the pengampu_type column. Without a type
 * column (langkah aksi: only a team), pass the team column as `teamColumn`.
 */
export function pengampuCondition(
  filter: PengampuFilter | undefined,
  columns: { type: AnyPgColumn } | { teamColumn: AnyPgColumn },
): SQL | undefined {
  if (!filter) return undefined;
  if ('type' in columns) return filter === '-' ? isNull(columns.type) : eq(columns.type, filter);
  if (filter === '-') return isNull(columns.teamColumn);
  if (filter === 'tim-kerja') return isNotNull(columns.teamColumn);
  return sql`false`;
}

/** status_validasi '1' Tervalidasi, '0' Belum Tervalidasi, '' or absent = all. */
export function statusValidasiCondition(value: '' | '1' | '0' | undefined, column: AnyPgColumn): SQL | undefined {
  if (value === '1') return eq(column, true);
  if (value === '0') return eq(column, false);
  return undefined;
}

/**
 * One page of a list in two statements (rows + count), run together: the statement count does
 * not depend on the data size. `rows` receives limit and offset.
 */
export async function listPage<Row, Out>(
  query: {
    rows: (limit: number, offset: number) => Promise<Row[]>;
    count: () => Promise<{ total: number }[]>;
  },
  page: number,
  perPage: number,
  map: (row: Row) => Out,
): Promise<Paginated<Out>> {
  const [rows, totals] = await Promise.all([query.rows(perPage, offsetOf(page, perPage)), query.count()]);
  return paginate(rows.map(map), totals[0]?.total ?? 0, page, perPage);
}

/** The list queries of a repository: rows (a page of them when limit is given) and their count. */
export interface ListQueries<Row> {
  listRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Row[]>;
  countRows(db: Db, where: SQL | undefined): Promise<{ total: number }[]>;
}

/** listPage over a repository's listRows/countRows for one condition and the query's page. */
export function listPageOf<Row, Out>(
  db: Db,
  queries: ListQueries<Row>,
  where: SQL | undefined,
  q: { page: number; per_page: number },
  map: (row: Row) => Out,
): Promise<Paginated<Out>> {
  return listPage(
    { rows: (limit, offset) => queries.listRows(db, where, limit, offset), count: () => queries.countRows(db, where) },
    q.page,
    q.per_page,
    map,
  );
}
