import { and, eq } from 'drizzle-orm';
import { kepalaOpdPosisi } from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { satuanKerja, unitKerja } from '../../../db/schema/index';
import { updateAudited } from '../../../lib/crud/index';

/**
 * The head of a unit is said twice: `satuan_kerja.kepala_nip` (what the PK and the fallbacks read)
 * and the holder of the unit's eselon-II position in its structure (`unit_kerja.pejabat_nip`, what
 * the team approvals read, decision 0057). The structure is the source of truth; both are kept
 * equal in the transaction that saves either one through the admin screens or the imports: the
 * record just saved wins, and the other follows with its own audit entry.
 */

/** The unit's head position: its active position of the lowest eselon (2), first by id. */
async function headPosition(tx: Tx, satuanKerjaId: string) {
  const positions = await tx
    .select({
      id: unitKerja.id,
      parent_id: unitKerja.parent_id,
      satuan_kerja_id: unitKerja.satuan_kerja_id,
      eselon: unitKerja.eselon,
      pejabat_nip: unitKerja.pejabat_nip,
    })
    .from(unitKerja)
    .where(and(eq(unitKerja.satuan_kerja_id, satuanKerjaId), eq(unitKerja.active, true)));
  return kepalaOpdPosisi(positions, satuanKerjaId);
}

/** After a satuan kerja is saved: its head position's holder becomes the unit's head. */
export async function headPositionFollowsUnit(
  tx: Tx,
  actorId: number,
  satuanKerjaId: string,
  kepalaNip: string | null,
) {
  const head = await headPosition(tx, satuanKerjaId);
  if (!head || head.pejabat_nip === kepalaNip) return;
  const [before] = await tx.select().from(unitKerja).where(eq(unitKerja.id, head.id));
  await updateAudited(tx, unitKerja, actorId, { id: head.id, before: before ?? {}, set: { pejabat_nip: kepalaNip } });
}

/** After a position is saved: when it is its unit's head position, the unit's head becomes its holder. */
export async function unitFollowsHeadPosition(tx: Tx, actorId: number, satuanKerjaId: string, positionId: number) {
  const head = await headPosition(tx, satuanKerjaId);
  if (!head || head.id !== positionId) return;
  const [before] = await tx.select().from(satuanKerja).where(eq(satuanKerja.satuan_kerja_id, satuanKerjaId));
  if (!before || before.kepala_nip === head.pejabat_nip) return;
  await updateAudited(tx, satuanKerja, actorId, { id: before.id, before, set: { kepala_nip: head.pejabat_nip } });
}
