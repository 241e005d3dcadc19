import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

/** What was done: the CRUD verbs, and the workflow steps of evaluations, approvals and files. */
export type AuditAction =
  'create' | 'update' | 'delete' | 'submit' | 'approve' | 'reject' | 'close' | 'reopen' | 'upload' | 'verify';

/** Records one write: actor, table, record id, old and new values. Call inside the write's transaction. */
export async function recordAudit(
  tx: Db | Tx,
  entry: {
    actorId: number | null;
    action: AuditAction;
    table: string;
    recordId: string | number;
    oldValues?: unknown;
    newValues?: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    table_name: entry.table,
    record_id: String(entry.recordId),
    old_values: entry.oldValues ?? null,
    new_values: entry.newValues ?? null,
  });
}
