import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';
import { recordAudit } from '../audit';
import { NotFoundError } from '../errors';
import { existsIn, type RefCheck } from './checks';
import { must } from '../must';

/**
 * The single-row writes of a CRUD service: the statement plus its audit_log entry (table name
 * from the table itself, so that riwayat.ts finds it), inside the caller's transaction. The
 * services keep their own rules (permission, scope, references) before calling these.
 */

/** A table with a serial `id` and the bookkeeping column updated_by. */
export type AuditedTable = PgTable & { id: PgColumn; updated_by: PgColumn };
type RowOf<T extends AuditedTable> = T['$inferSelect'];

/**
 * Values the audit entry records next to the row's columns, e.g. the units of a program kept in a
 * side table (satuan_kerja_ids).
 */
export type AuditExtra = Record<string, unknown> | undefined;

/** The row `id` of the table as stored (every column), or undefined: what a write starts from. */
export async function findById<T extends AuditedTable>(db: Db | Tx, table: T, id: number) {
  const rows = await db.select().from<PgTable>(table).where(eq(table.id, id)).limit(1);
  return rows[0] as RowOf<T> | undefined;
}

/** INSERT … RETURNING with updated_by = the actor; audits 'create' with the new row. */
export async function insertAudited<T extends AuditedTable>(
  tx: Tx,
  table: T,
  actorId: number,
  values: Record<string, unknown>,
  extra?: AuditExtra,
): Promise<RowOf<T>> {
  const [row] = (await tx
    .insert(table)
    .values({ ...values, updated_by: actorId } as never)
    .returning()) as RowOf<T>[];
  const id = (row as { id: number }).id;
  await recordAudit(tx, {
    actorId,
    action: 'create',
    table: getTableName(table),
    recordId: id,
    newValues: { ...row, ...extra },
  });
  return must(row);
}

/** UPDATE … RETURNING of row `id` (updated_at/updated_by refreshed); audits 'update' before → after. */
export async function updateAudited<T extends AuditedTable>(
  tx: Tx,
  table: T,
  actorId: number,
  change: { id: number; before: object; set: Record<string, unknown> },
  extra?: { before: AuditExtra; after: AuditExtra },
): Promise<RowOf<T>> {
  const { id, before, set } = change;
  const [after] = (await tx
    .update(table)
    .set({ ...set, updated_at: new Date(), updated_by: actorId } as never)
    .where(eq(table.id, id))
    .returning()) as RowOf<T>[];
  await recordAudit(tx, {
    actorId,
    action: 'update',
    table: getTableName(table),
    recordId: id,
    oldValues: { ...before, ...extra?.before },
    newValues: { ...after, ...extra?.after },
  });
  return must(after);
}

/**
 * DELETE … RETURNING: the rows as they were, or a 404 when none was left, e.g. because a
 * concurrent request deleted it between the caller's read and this statement (READ COMMITTED
 * re-checks the row after waiting for the other transaction). Only the request whose statement
 * removed the row goes on to audit it.
 */
export async function deleteOr404(tx: Tx, table: PgTable, where: SQL | undefined, notFound?: string) {
  const rows = (await tx.delete(table).where(where).returning()) as Record<string, unknown>[];
  if (rows.length === 0) throw new NotFoundError(notFound);
  return rows;
}

/** DELETE of row `id` (404 if it is gone already); audits 'delete' with the row as it was. */
export async function deleteAudited<T extends AuditedTable>(
  tx: Tx,
  table: T,
  actorId: number,
  removed: { id: number; notFound?: string },
  extra?: AuditExtra,
): Promise<RowOf<T>> {
  const [row] = await deleteOr404(tx, table, eq(table.id, removed.id), removed.notFound);
  await recordAudit(tx, {
    actorId,
    action: 'delete',
    table: getTableName(table),
    recordId: removed.id,
    oldValues: { ...row, ...extra },
  });
  return row as RowOf<T>;
}

/** The payload's satuan_kerja_id names an existing unit (422 on that field otherwise). */
export function satuanKerjaExists(unit: string): RefCheck {
  return {
    field: 'satuan_kerja_id',
    message: 'Satuan kerja tidak ditemukan',
    ok: existsIn(satuanKerja, eq(satuanKerja.satuan_kerja_id, unit)),
  };
}
