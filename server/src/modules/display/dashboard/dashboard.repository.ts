import { and, count, eq } from 'drizzle-orm';
import { unitViewScope, type SessionUser } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { satuanKerja } from '../../../db/schema/index';
import { scopeCondition } from '../../../lib/scope';

/**
 * The units an actor's dashboard counts: its unit view (the domain's unitViewScope): the city's
 * active units, setda's active units with its biro, or the actor's own unit.
 */
function unitScope(actor: SessionUser) {
  const scope = unitViewScope(actor);
  const inView = scopeCondition(satuanKerja.satuan_kerja_id, scope);
  return scope.kind === 'units' ? inView : and(eq(satuanKerja.active, true), inView);
}

/** The units the actor's dashboard counts. */
export async function countUnitsInView(db: Db, actor: SessionUser): Promise<number> {
  const [row] = await db.select({ total: count() }).from(satuanKerja).where(unitScope(actor));
  return row?.total ?? 0;
}
