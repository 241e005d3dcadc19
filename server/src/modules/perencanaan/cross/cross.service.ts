import {
  CROSS_LEVELS,
  MESSAGE_CROSS_DUPLIKAT,
  MESSAGE_CROSS_UNIT_SENDIRI,
  type CrossKandidat,
  type CrossKandidatQuery,
  type CrossList,
  type CrossParent,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { assertCan, assertPerencanaanEditable, inScopeOr404, type CrudContext } from '../../../lib/crud/index';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { childRecords } from '../shared/kinerja';
import * as repo from './cross.repository';

/**
 * Cross cutting of one level: the parent of unit A adopts a child of unit B of the same year
 * (SPEC §2, DOMAIN 'Cascading tree'). Authorisation is the write rule of the parent's resource
 * for that parent row (permissions.ts): a parent outside the actor's scope is 404; adopting and
 * releasing respect the parent unit's planning-validation lock.
 */
function levelOf(parent: CrossParent) {
  return { table: repo.CROSS_LEVEL_TABLES[parent], meta: CROSS_LEVELS[parent] };
}

/** The parent in the actor's scope (read or write) and of the request's year; else 404. */
async function parentInScope(db: Db | Tx, ctx: CrudContext, parent: CrossParent, id: number, action: 'read' | 'write') {
  const { table, meta } = levelOf(parent);
  const scope = assertCan(ctx.actor, action, table.parentResource);
  const notFound = `${meta.parentLabel} tidak ditemukan`;
  const row = inScopeOr404(await repo.findParent(db, table, id, ctx.tahun), scope, notFound);
  if (row.tahun === null) throw new NotFoundError(`${notFound} untuk tahun ${ctx.tahun}`);
  return { ...row, tahun: row.tahun };
}

async function listOf(db: Db | Tx, parent: CrossParent, row: repo.ParentRow & { tahun: number }): Promise<CrossList> {
  const adopted = await repo.findAdopted(db, repo.CROSS_LEVEL_TABLES[parent], row.id, row.tahun);
  return { parent: row, cross: childRecords(adopted, true) };
}

/**
 * Adopting or releasing, in one transaction: the parent in the write scope and its plan
 * unlocked, the link written (or deleted) by `write`, audited, and the parent's list after it.
 */
async function writeLink(
  db: Db,
  ctx: CrudContext,
  parent: CrossParent,
  id: number,
  action: 'create' | 'delete',
  write: (tx: Tx, row: repo.ParentRow & { tahun: number }) => Promise<Record<string, unknown>>,
): Promise<CrossList> {
  return db.transaction(async (tx) => {
    const row = await parentInScope(tx, ctx, parent, id, 'write');
    await assertPerencanaanEditable(tx, ctx.actor, row.satuan_kerja_id, row.tahun);
    const link = await write(tx, row);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action,
      table: repo.CROSS_LEVEL_TABLES[parent].linkName,
      recordId: link.id as number,
      ...(action === 'create' ? { newValues: link } : { oldValues: link }),
    });
    return listOf(tx, parent, row);
  });
}

export const crossService = {
  async list(db: Db, ctx: CrudContext, parent: CrossParent, id: number): Promise<CrossList> {
    const row = await parentInScope(db, ctx, parent, id, 'read');
    return listOf(db, parent, row);
  },

  /** Other units' children of the year that the parent may adopt (write scope on the parent). */
  async kandidat(db: Db, ctx: CrudContext, parent: CrossParent, id: number, q: CrossKandidatQuery) {
    const row = await parentInScope(db, ctx, parent, id, 'write');
    const rows: CrossKandidat[] = await repo.findKandidat(db, repo.CROSS_LEVEL_TABLES[parent], row, q);
    return rows;
  },

  async adopt(db: Db, ctx: CrudContext, parent: CrossParent, id: number, childId: number): Promise<CrossList> {
    const { table, meta } = levelOf(parent);
    return writeLink(db, ctx, parent, id, 'create', async (tx, row) => {
      const child = await repo.findChild(tx, table, childId);
      if (!child || child.tahun !== row.tahun) {
        throw fieldError(meta.childKey, `${meta.childLabel} tidak ditemukan untuk tahun ${row.tahun}`);
      }
      if (child.satuan_kerja_id === row.satuan_kerja_id) throw fieldError(meta.childKey, MESSAGE_CROSS_UNIT_SENDIRI);
      // The unique pair decides (also between two concurrent requests): a duplicate is a 422.
      const link = await repo.insertLink(tx, table, row.id, childId, ctx.actor.id);
      if (!link) throw fieldError(meta.childKey, MESSAGE_CROSS_DUPLIKAT);
      return link;
    });
  },

  async release(db: Db, ctx: CrudContext, parent: CrossParent, id: number, childId: number): Promise<CrossList> {
    const { table, meta } = levelOf(parent);
    return writeLink(db, ctx, parent, id, 'delete', async (tx, row) => {
      const link = await repo.deleteLink(tx, table, row.id, childId);
      if (!link) throw new NotFoundError(`${meta.childLabel} cross cutting tidak ditemukan`);
      return link;
    });
  },
};
