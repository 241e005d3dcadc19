import type { Tx } from '../../../db/client';
import { insertAudited, updateAudited, type AuditedTable } from '../../../lib/crud/index';
import { pltOf, savePlt, type PltValues } from './plt.repository';

/**
 * The audited writes of a post with an acting official (a satuan kerja's head, a position of unit
 * kerja): the form's Plt. fields are not the table's columns but a pejabat_plt row, which the audit
 * entry keeps beside the row. Shared by the satuan kerja and unit kerja forms and their imports.
 */

/** The post of a Plt.: a unit's head (unitKerjaId null) or a position. */
export interface PltPost {
  satuanKerjaId: string;
  unitKerjaId: number | null;
}

/** The Plt. fields as a plain object type, so that the audit entry may keep them beside the row. */
type Plt = Pick<PltValues, keyof PltValues>;

/** The form's acting official apart from the rest of its fields. */
export function splitPlt<I extends PltValues>(input: I): { fields: Omit<I, keyof PltValues>; plt: Plt } {
  const { plt_nip, plt_mulai, plt_selesai, ...fields } = input;
  return { fields, plt: { plt_nip, plt_mulai, plt_selesai } };
}

/** INSERT of the row (the Plt. in its audit entry), then the Plt. of the post the new row is. */
export async function insertWithPlt<T extends AuditedTable>(
  tx: Tx,
  actorId: number,
  write: { table: T; columns: Record<string, unknown>; plt: Plt; postOf(row: T['$inferSelect']): PltPost },
): Promise<T['$inferSelect']> {
  const row = await insertAudited(tx, write.table, actorId, write.columns, write.plt);
  await savePlt(tx, actorId, write.postOf(row), write.plt);
  return row;
}

/** UPDATE of the row (the Plt. before and after in its audit entry), then the post's new Plt. */
export async function updateWithPlt(
  tx: Tx,
  actorId: number,
  write: {
    table: AuditedTable;
    before: { id: number };
    post: PltPost;
    columns: Record<string, unknown>;
    plt: Plt;
  },
): Promise<void> {
  const { table, before, post, plt } = write;
  const pltBefore = { ...(await pltOf(tx, post.satuanKerjaId, post.unitKerjaId)) };
  await updateAudited(
    tx,
    table,
    actorId,
    { id: before.id, before, set: write.columns },
    { before: pltBefore, after: plt },
  );
  await savePlt(tx, actorId, post, plt);
}
