import { eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { findById, type AuditedTable } from './writes';

/** A group's ordered select before its page is cut: a drizzle `.orderBy(...).$dynamic()` query. */
export interface OrderedSelect<Row> extends PromiseLike<Row[]> {
  limit(limit: number): OrderedSelect<Row>;
  offset(offset: number): OrderedSelect<Row>;
}

/**
 * The four reads every CRUD repository has, from the two statements that differ per group: the
 * ordered rows of a condition (with their joins) and the count of the same condition. Used by
 * the repositories and, through them, by crudService (lib/crud/service.ts) and listPageOf.
 */
export function recordQueries<Row, T extends AuditedTable>(spec: {
  table: T;
  rows: (db: Db | Tx, where: SQL | undefined) => OrderedSelect<Row>;
  count: (db: Db | Tx, where: SQL | undefined) => PromiseLike<{ total: number }[]>;
}) {
  /** All rows of the condition, or one page of them when limit is given. */
  async function listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number): Promise<Row[]> {
    const q = spec.rows(db, where);
    return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
  }
  return {
    listRows,
    countRows: async (db: Db | Tx, where: SQL | undefined) => spec.count(db, where),
    /** The row with its joined names, or undefined. */
    findRecord: async (db: Db | Tx, id: number): Promise<Row | undefined> => {
      const [row] = await listRows(db, eq(spec.table.id, id), 1);
      return row;
    },
    /** The row as stored (every column), or undefined. */
    findRow: (db: Db | Tx, id: number) => findById(db, spec.table, id),
  };
}
