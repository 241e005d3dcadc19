import type { SQL } from 'drizzle-orm';
import type { Resource } from '@sakip/domain';
import type { Tx } from '../../db/client';
import type { XlsxColumn } from '../xlsx';
import type { CrudContext } from './context';
import { recordReads, withIsoUpdatedAt } from './recipe-parts';
import type { CrudService } from './routes';
import { crudService, type RecipeRepository } from './service';
import { insertAudited, updateAudited, type AuditedTable } from './writes';

type IsoRow<Row extends { updated_at: Date }> = ReturnType<typeof withIsoUpdatedAt<Row>>;

/**
 * The CRUD service of a city-level group (no unit scope) whose record is its joined row (updated_at
 * as ISO text) and whose stored row is the form's input: it says only its list condition, its
 * export, the check of an input (`before` null for a new row) and what a new row gets beside the
 * input (its year). Insert and write run the check, then the audited statement.
 */
export function rowRecordCrud<
  Query extends { page: number; per_page: number },
  Input extends Record<string, unknown>,
  Row extends { updated_at: Date },
  Stored extends { id: number },
  Table extends AuditedTable & { $inferSelect: { id: number } },
>(spec: {
  resource: Resource;
  notFound: string;
  repo: RecipeRepository<Row, Stored> & { table: Table };
  where: (ctx: CrudContext, q: Query) => SQL | undefined;
  sheet: (tahun: number) => string;
  columns: XlsxColumn<IsoRow<Row>>[];
  check: (tx: Tx, ctx: CrudContext, input: Input, before: Stored | null) => Promise<void>;
  newValues?: (ctx: CrudContext) => Record<string, unknown>;
}): CrudService<Query, Input, IsoRow<Row>, IsoRow<Row>> {
  const { repo, check } = spec;
  return crudService({
    resource: spec.resource,
    table: repo.table,
    notFound: spec.notFound,
    unitScoped: false,
    repo,
    where: spec.where,
    ...recordReads((row: Row) => withIsoUpdatedAt(row), spec.sheet, spec.columns),

    async insert(tx, ctx, input) {
      await check(tx, ctx, input, null);
      return (await insertAudited(tx, repo.table, ctx.actor.id, { ...input, ...spec.newValues?.(ctx) })).id;
    },

    async write(tx, ctx, before, input) {
      await check(tx, ctx, input, before);
      await updateAudited(tx, repo.table, ctx.actor.id, { id: before.id, before, set: input });
      return undefined;
    },
  });
}
