import { and, count, eq, like } from 'drizzle-orm';
import { ROLE_IDS, SATKER_SETDA_ID, SETDA_CODE, type SessionUser } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { satuanKerja } from '../../../db/schema/index';

/** Roles that work on one unit and see only it; the others see the whole city. */
const UNIT_ROLES: number[] = [
  ROLE_IDS.perangkat_daerah,
  ROLE_IDS.setda,
  ROLE_IDS.validator_kepala_bidang,
  ROLE_IDS.validator_kepala_opd,
];

function unitScope(actor: SessionUser) {
  if (!UNIT_ROLES.includes(actor.role_id) || !actor.satuan_kerja_id) return eq(satuanKerja.active, true);
  // Setda sees itself and its biro units.
  if (actor.satuan_kerja_id === SATKER_SETDA_ID)
    return and(eq(satuanKerja.active, true), like(satuanKerja.satuan_kerja_id, `${SETDA_CODE}%`));
  return eq(satuanKerja.satuan_kerja_id, actor.satuan_kerja_id);
}

/** The units the actor's dashboard counts. */
export async function countUnitsInView(db: Db, actor: SessionUser): Promise<number> {
  const [row] = await db.select({ total: count() }).from(satuanKerja).where(unitScope(actor));
  return row?.total ?? 0;
}
