import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** The newest audit entry of a table (of one of its rows, when `recordId` is given). */
export async function latestAudit(db: Db, tableName: string, recordId?: number) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(
      recordId === undefined
        ? eq(auditLog.table_name, tableName)
        : and(eq(auditLog.table_name, tableName), eq(auditLog.record_id, String(recordId))),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
