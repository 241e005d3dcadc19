import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  mayChooseUnit,
  rowInScope,
  scopeOf,
  unitForWrite,
  type Action,
  type Actor,
  type Resource,
  type RowScope,
} from '@sakip/domain';
import { fieldError, ForbiddenError, NotFoundError } from '../errors';
import { scopeCondition } from '../scope';

/**
 * Permission first (packages/domain permissions.ts): an actor without any scope for the action on
 * the resource gets 403; a row outside the scope answers 404 in reads and in writes (a unit user
 * guessing ids learns nothing). The route's config.permission already refused the first case;
 * services call these again so that they are safe when called from elsewhere.
 */
export function assertCan(actor: Actor, action: Action, resource: Resource): RowScope {
  const scope = scopeOf(actor, action, resource);
  if (scope.kind === 'none') throw new ForbiddenError();
  return scope;
}

/** The row when it exists and its unit is inside the scope; otherwise 404 with `message`. */
export function inScopeOr404<T extends { satuan_kerja_id: string | null }>(
  row: T | undefined,
  scope: RowScope,
  message: string,
): T {
  if (!row || !rowInScope(scope, row.satuan_kerja_id)) throw new NotFoundError(message);
  return row;
}

/**
 * The SQL limiting a list to what the actor may read, plus the unit filter (satuan_kerja_id) when
 * the actor may choose a unit (super, city roles, setda for its biro); ignored for everyone else.
 */
export function listUnitCondition(
  actor: Actor,
  resource: Resource,
  column: AnyPgColumn,
  requestedUnit: string | undefined,
): SQL | undefined {
  const scope = assertCan(actor, 'read', resource);
  const chosen = requestedUnit && mayChooseUnit(actor, resource, 'read') ? eq(column, requestedUnit) : undefined;
  return and(scopeCondition(column, scope), chosen);
}

/**
 * The unit of a new top-level record (e.g. SS-PD, program): the body's satuan_kerja_id only when
 * the actor may choose (else the actor's own unit); for a chooser who chose nothing, `fallback`
 * (e.g. the parent's unit). 403 when the chosen unit is outside the scope; 422 when none results.
 */
export function unitForNew(
  actor: Actor,
  resource: Resource,
  requested: string | null | undefined,
  fallback?: string | null,
): string {
  const chooses = mayChooseUnit(actor, resource, 'write');
  const result = unitForWrite(actor, resource, chooses ? (requested ?? fallback) : null);
  if (result.ok) return result.satuanKerjaId;
  if (result.reason === 'forbidden') throw new ForbiddenError();
  throw fieldError('satuan_kerja_id', 'Satuan kerja wajib dipilih');
}

/**
 * The parent named in a payload (e.g. kinerja_program_id of a kegiatan): it must exist, lie in the
 * actor's write scope and be of the year; otherwise 422 on that field (the same message whether
 * it is missing or another unit's: nothing leaks). `unit`: on update, the parent must stay in the
 * record's unit (a child's unit is its parent's).
 */
export function assertParent<T extends { satuan_kerja_id: string; tahun: number }>(
  row: T | undefined,
  options: { scope: RowScope; tahun: number; field: string; label: string; unit?: string },
): T {
  const { scope, tahun, field, label, unit } = options;
  if (!row || row.tahun !== tahun || !rowInScope(scope, row.satuan_kerja_id)) {
    throw fieldError(field, `${label} tidak ditemukan untuk tahun ${tahun}`);
  }
  if (unit !== undefined && row.satuan_kerja_id !== unit) {
    throw fieldError(field, `${label} harus dari satuan kerja yang sama`);
  }
  return row;
}
