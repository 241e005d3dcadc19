import { eq, getTableName } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit';
import { must } from '../must';
import type { AuditedTable } from './writes';

type RowOf<T extends AuditedTable> = T['$inferSelect'];

/**
 * insertAudited / updateAudited (writes.ts) of a row whose children (member targets, quarters) are
 * written with it: the row's statement, then `children` (given the row as written; its writes and
 * their own audits), then the row's audit entry with the children's rows under `key`.
 */
export async function insertAuditedWithChildren<T extends AuditedTable, C>(
  tx: Tx,
  table: T,
  actorId: number,
  write: { values: Record<string, unknown>; key: string; children: (row: RowOf<T>) => Promise<C> },
): Promise<RowOf<T>> {
  const [inserted] = (await tx
    .insert(table)
    .values({ ...write.values, updated_by: actorId } as never)
    .returning()) as RowOf<T>[];
  const row = must(inserted, getTableName(table));
  const children = await write.children(row);
  await recordAudit(tx, {
    actorId,
    action: 'create',
    table: getTableName(table),
    recordId: (row as { id: number }).id,
    newValues: { ...row, [write.key]: children },
  });
  return row;
}

/** The update of row `id` (updated_at/updated_by refreshed), its children, its audit before → after. */
export async function updateAuditedWithChildren<T extends AuditedTable, C>(
  tx: Tx,
  table: T,
  actorId: number,
  write: {
    id: number;
    before: object;
    set: Record<string, unknown>;
    key: string;
    childrenBefore: C;
    children: (after: RowOf<T>) => Promise<C>;
  },
): Promise<RowOf<T>> {
  const { id, key } = write;
  const [updated] = (await tx
    .update(table)
    .set({ ...write.set, updated_at: new Date(), updated_by: actorId } as never)
    .where(eq(table.id, id))
    .returning()) as RowOf<T>[];
  const after = must(updated, getTableName(table));
  const children = await write.children(after);
  await recordAudit(tx, {
    actorId,
    action: 'update',
    table: getTableName(table),
    recordId: id,
    oldValues: { ...write.before, [key]: write.childrenBefore },
    newValues: { ...after, [key]: children },
  });
  return after;
}
