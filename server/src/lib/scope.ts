import { inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scopeOf, type Action, type Actor, type Resource, type RowScope } from '@sakip/domain';

/**
 * The SQL condition limiting rows to an actor's scope (packages/domain permissions), on the column
 * holding the row's satuan_kerja_id. undefined = no limit. The 'stage' scope limits plans by their
 * validation stage, which the caller joins; here it does not limit units.
 */
export function scopeCondition(column: AnyPgColumn, scope: RowScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
    case 'stage':
      return undefined;
    case 'units':
      return inArray(column, scope.satuanKerjaIds);
    case 'setda-and-biro':
      return like(column, `${scope.prefix}%`);
    case 'none':
      return sql`false`;
  }
}

/** scopeOf + scopeCondition in one call, for the common case. */
export function scopeWhere(actor: Actor, action: Action, resource: Resource, column: AnyPgColumn): SQL | undefined {
  return scopeCondition(column, scopeOf(actor, action, resource));
}
