import { and, desc, eq } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type RiwayatRecord } from '@sakip/domain';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

/** Bookkeeping columns that every write changes: not shown as changes. */
const IGNORED_FIELDS = new Set(['created_at', 'updated_at', 'updated_by']);

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The changed fields between the old and new values of an audit entry: on create the filled
 * fields (old null), on delete the removed values (new null), on update what differs.
 */
export function changesOf(oldValues: unknown, newValues: unknown): RiwayatRecord['changes'] {
  const before = asObject(oldValues);
  const after = asObject(newValues);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: RiwayatRecord['changes'] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, old, new: next });
  }
  return changes;
}

/**
 * The history of one record (GET /G/:id/riwayat), newest first, in one statement. The caller
 * first loads the record through its scope (404 outside it).
 */
export async function listRiwayat(db: Db, table: PgTable, recordId: number | string): Promise<RiwayatRecord[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor_id: auditLog.actor_id,
      actor_nama: users.nama,
      created_at: auditLog.created_at,
      old_values: auditLog.old_values,
      new_values: auditLog.new_values,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(and(eq(auditLog.table_name, getTableName(table)), eq(auditLog.record_id, String(recordId))))
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action)
      ? (row.action as RiwayatRecord['action'])
      : 'update',
    actor_id: row.actor_id,
    actor_nama: row.actor_nama,
    created_at: row.created_at.toISOString(),
    changes: changesOf(row.old_values, row.new_values),
  }));
}
