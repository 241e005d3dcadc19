import { and, count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { eqFilter, searchCondition, statusAktifCondition } from '../crud/filters';
import { recordQueries } from '../crud/queries';
import type { AuditedTable } from '../crud/writes';

/** What a list may be ordered by: columns, `asc(...)`/`desc(...)` or raw SQL. */
export type ListOrder = (AnyPgColumn | SQL | SQL.Aliased)[];

/**
 * The total of a select's rows, in one statement: `select count(*) from (<select>) rows`. The
 * select keeps its own joins and condition, so a count never lists the joins a second time and
 * always agrees with the rows; PostgreSQL flattens the subquery (unused columns and left joins
 * on a key cost nothing).
 */
export function totalOf(db: Db | Tx, select: PgSelect): Promise<{ total: number }[]> {
  return db.select({ total: count() }).from(select.as('rows'));
}

/**
 * recordQueries (lib/crud/queries.ts) of a group from its select written once: the record
 * columns with their joins (a `$dynamic()` select without condition) and the list order. The page
 * is that select under the list's condition, ordered; its count is totalOf the same select.
 */
export function selectRecordQueries<Q extends PgSelect, T extends AuditedTable>(spec: {
  table: T;
  select: (db: Db | Tx) => Q;
  orderBy: ListOrder;
}) {
  return recordQueries<Awaited<Q>[number], T>({
    table: spec.table,
    rows: (db, where) =>
      spec
        .select(db)
        .where(where)
        .orderBy(...spec.orderBy),
    count: (db, where) => totalOf(db, spec.select(db).where(where)),
  });
}

/** A list filter: the column and the value asked for (undefined or '' = no condition). */
export type ListFilter = [AnyPgColumn, string | number | undefined];

/**
 * The condition of an organisation list (satuan kerja, unit kerja, pegawai, periode): each
 * `[column, value]` filter that is given, status aktif/nonaktif on the active flag, the search.
 */
export function organisasiListCondition(
  q: { status?: 'aktif' | 'nonaktif' | undefined; search?: string | undefined },
  spec: { active: AnyPgColumn; searchColumns: AnyPgColumn[]; filters?: ListFilter[] },
): SQL | undefined {
  return and(
    ...(spec.filters ?? []).map(([column, value]) => eqFilter(column, value)),
    statusAktifCondition(spec.active, q.status),
    searchCondition(q.search, spec.searchColumns),
  );
}
