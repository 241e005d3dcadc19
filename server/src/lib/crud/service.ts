import type { SQL } from 'drizzle-orm';
import type { Resource, RowScope } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { NotFoundError } from '../errors';
import { assertCan, inScopeOr404 } from './access';
import type { CrudContext } from './context';
import { listPageOf } from './filters';
import { listRiwayat } from './riwayat';
import { UpdatedWithMessage, type CrudService } from './routes';
import { deleteAudited, type AuditedTable, type AuditExtra } from './writes';

/** The queries a CRUD recipe reads with: the joined record rows and the stored row of one id. */
export interface RecipeRepository<Row, Stored> {
  /** All rows of the condition, or one page of them when limit is given. */
  listRows(db: Db, where: SQL | undefined, limit?: number, offset?: number): Promise<Row[]>;
  countRows(db: Db, where: SQL | undefined): Promise<{ total: number }[]>;
  /** The row with its joined names (what the record and the detail are built from). */
  findRecord(db: Db | Tx, id: number): Promise<Row | undefined>;
  /** The row as stored (what a write starts from and the audit keeps as 'before'). */
  findRow(db: Db | Tx, id: number): Promise<Stored | undefined>;
}

/**
 * What one CRUD group says about itself; crudService() turns it into the seven service functions
 * with the same order everywhere: permission (403), the row in scope (404), the group's checks,
 * the write and its audit entry in one transaction, the detail read back in that transaction.
 */
export interface CrudRecipe<Query, Input, Row, Stored, Rec, Detail, UpdateInput = Input> {
  resource: Resource;
  table: AuditedTable;
  /** The 404 message of a missing (or out-of-scope) row. */
  notFound: string;
  /**
   * Placement: whether rows belong to a unit (satuan_kerja_id), so that a row outside the actor's
   * unit scope answers 404. City-level groups (RPJMD, cross cutting) only need it to exist.
   */
  unitScoped: boolean;
  /**
   * For groups that share a table with another group: whether a row (by its unit) is this group's
   * (narasi: pemda rows have no unit, pd rows have one). Another group's row answers 404.
   */
  ownsUnit?: (satuanKerjaId: string | null) => boolean;
  repo: RecipeRepository<Row, Stored>;
  /** The list's condition (year or period, unit, filters, search); read permission is checked first. */
  where(ctx: CrudContext, q: Query): SQL | undefined;
  toRecord(row: Row, tahun: number): Rec;
  detail(db: Db | Tx, row: Row, tahun: number): Promise<Detail>;
  /** The workbook of the rows the list's filters show (absent: the group has no export route). */
  xlsx?(rows: Row[], tahun: number): Promise<Buffer>;
  /** The checks of a new record and its insert (with its audit entry); returns the new id. */
  insert(tx: Tx, ctx: CrudContext, input: Input): Promise<number>;
  /** The checks of an update and its write over `before`; a string replaces the answer's message. */
  write(tx: Tx, ctx: CrudContext, before: Stored, input: UpdateInput): Promise<string | undefined>;
  /**
   * What must hold before a delete (no children left, plan not locked); the delete is the recipe's.
   * May return values the delete's audit entry keeps beside the row (a program's units).
   */
  beforeRemove?(tx: Tx, ctx: CrudContext, before: Stored): Promise<AuditExtra | void>;
}

/** The service of a CRUD group (lib/crud/routes.ts CrudService) from its recipe. */
export function crudService<
  Query extends { page: number; per_page: number },
  Input,
  Row,
  Stored,
  Rec,
  Detail,
  UpdateInput = Input,
>(
  recipe: CrudRecipe<Query, Input, Row, Stored, Rec, Detail, UpdateInput>,
): CrudService<Query, Input, Rec, Detail, UpdateInput> {
  const { resource, repo, table, notFound } = recipe;

  /** The row when it exists (and, for unit-scoped groups, lies in the scope); otherwise 404. */
  function visible<T>(row: T | undefined, scope: RowScope): T {
    const unitOf = (r: T) => (r as { satuan_kerja_id: string | null }).satuan_kerja_id;
    if (row !== undefined && recipe.ownsUnit && !recipe.ownsUnit(unitOf(row))) throw new NotFoundError(notFound);
    if (recipe.unitScoped)
      return inScopeOr404(row as (T & { satuan_kerja_id: string | null }) | undefined, scope, notFound);
    if (row === undefined) throw new NotFoundError(notFound);
    return row;
  }

  async function reload(tx: Tx, id: number, tahun: number): Promise<Detail> {
    const row = await repo.findRecord(tx, id);
    if (!row) throw new Error(`${resource} ${id} hilang setelah ditulis`);
    return recipe.detail(tx, row, tahun);
  }

  function whereOf(ctx: CrudContext, q: Query) {
    assertCan(ctx.actor, 'read', resource);
    return recipe.where(ctx, q);
  }

  return {
    async list(db, ctx, q) {
      return listPageOf(db, repo, whereOf(ctx, q), q, (row) => recipe.toRecord(row, ctx.tahun));
    },

    async exportXlsx(db, ctx, q) {
      if (!recipe.xlsx) throw new Error(`${resource} tidak memiliki ekspor XLSX`);
      return recipe.xlsx(await repo.listRows(db, whereOf(ctx, q)), ctx.tahun);
    },

    async get(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'read', resource);
      return recipe.detail(db, visible(await repo.findRecord(db, id), scope), ctx.tahun);
    },

    async create(db, ctx, input) {
      assertCan(ctx.actor, 'write', resource);
      return db.transaction(async (tx) => reload(tx, await recipe.insert(tx, ctx, input), ctx.tahun));
    },

    async update(db, ctx, id, input) {
      const scope = assertCan(ctx.actor, 'write', resource);
      return db.transaction(async (tx) => {
        const before = visible(await repo.findRow(tx, id), scope);
        const message = await recipe.write(tx, ctx, before, input);
        const detail = await reload(tx, id, ctx.tahun);
        return message === undefined ? detail : new UpdatedWithMessage(detail, message);
      });
    },

    async remove(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'write', resource);
      await db.transaction(async (tx) => {
        const before = visible(await repo.findRow(tx, id), scope);
        const extra = await recipe.beforeRemove?.(tx, ctx, before);
        await deleteAudited(tx, table, ctx.actor.id, { id, notFound }, extra ?? undefined);
      });
    },

    async riwayat(db, ctx, id) {
      const scope = assertCan(ctx.actor, 'read', resource);
      visible(await repo.findRow(db, id), scope);
      return listRiwayat(db, table, id);
    },
  };
}
