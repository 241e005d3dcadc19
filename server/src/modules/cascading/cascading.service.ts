import {
  isBiroSatker,
  mayChooseViewUnit,
  SATKER_SETDA_ID,
  yearKey,
  type Actor,
  type CascadingMakroQuery,
  type CascadingQuery,
  type CascadingTree,
  type PublicCascadingQuery,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import * as repo from './cascading.repository';
import type { LevelRows } from './cascading.repository';
import { applyBayangan, buildTree } from './cascading.tree';

/**
 * The cascading tree (SPEC §3 'Diagram tree', DOMAIN.md 'Cascading tree'): which unit an actor
 * sees, then ONE statement for its context and every level of the tree (cascading.repository.ts,
 * decision 0040) assembled in cascading.tree.ts.
 */

export const MESSAGE_SATUAN_KERJA_TIDAK_DITEMUKAN = 'Satuan kerja tidak ditemukan';

/**
 * The unit of the diagram: the requested one when the actor may choose (the domain's rule,
 * mayChooseViewUnit: super, the city, setda, the plan validators), else the actor's own.
 */
export function diagramUnitOf(actor: Actor, requested: string | undefined): string | null {
  if (mayChooseViewUnit(actor)) return requested ?? actor.satuan_kerja_id;
  return actor.satuan_kerja_id;
}

type TreeOptions = Pick<CascadingQuery, 'max_level' | 'type' | 'show_skp' | 'bayangan'>;

function emptyTree(tahun: number, options: TreeOptions, ctx: repo.ContextRow): CascadingTree {
  return {
    satuan_kerja: ctx.unit ? { satuan_kerja_id: ctx.unit.satuan_kerja_id, satuan_kerja_nama: ctx.unit.satuan_kerja_nama } : null,
    tahun,
    periode: ctx.periode,
    target_key: targetKey(tahun, ctx.periode),
    type: options.type,
    max_level: options.max_level,
    show_skp: options.show_skp,
    bayangan: options.bayangan,
    sasaran_strategis_rpjmd: [],
  };
}

/** The period column of the year's target ('baseline' without a period). */
function targetKey(tahun: number, periode: repo.ContextRow['periode']): string {
  return periode ? yearKey('target_', tahun, periode.tahun_awal) : 'baseline';
}

function finish(tree: CascadingTree, levels: LevelRows, options: TreeOptions): CascadingTree {
  const nodes = buildTree(levels);
  return { ...tree, sasaran_strategis_rpjmd: options.bayangan ? applyBayangan(nodes) : nodes };
}

/**
 * The tree of one unit for the year. A biro's tree is setda's upper levels with only the biro's
 * programs and below. A unit that does not exist is a 404. Without a unit: the first active one
 * (one statement more, to know which).
 */
export async function unitTree(db: Db, unitId: string | null, tahun: number, options: TreeOptions): Promise<CascadingTree> {
  const id = unitId ?? (await repo.findContext(db, null, tahun, true)).unit?.satuan_kerja_id;
  if (!id) throw new NotFoundError(MESSAGE_SATUAN_KERJA_TIDAK_DITEMUKAN);
  const biro = isBiroSatker(id);
  const { ctx, levels } = await repo.findTree(db, {
    tahun,
    unitId: id,
    maxLevel: options.max_level,
    ownerUnitId: biro ? SATKER_SETDA_ID : id,
    withCross: !biro,
    programUnitId: biro ? id : null,
  });
  if (!ctx.unit) throw new NotFoundError(MESSAGE_SATUAN_KERJA_TIDAK_DITEMUKAN);
  const tree = emptyTree(tahun, options, ctx);
  return ctx.periode ? finish(tree, levels, options) : tree;
}

/** GET display-mikro/cascading: the actor's unit, or the chosen one for super and setda. */
export function cascadingForActor(db: Db, actor: Actor, tahun: number, query: CascadingQuery): Promise<CascadingTree> {
  return unitTree(db, diagramUnitOf(actor, query.satuan_kerja_id), tahun, query);
}

/** GET public-display/display-mikro/cascading: the requested unit, public fields only. */
export function publicCascading(db: Db, tahun: number, query: PublicCascadingQuery): Promise<CascadingTree> {
  return unitTree(db, query.satuan_kerja_id, tahun, query);
}

/**
 * GET display-makro/cascading (+ public): the city's RPJMD goals of the period down to every
 * unit's SS-PD (levels below are not expanded at city level).
 */
export async function cityTree(db: Db, tahun: number, query: CascadingMakroQuery): Promise<CascadingTree> {
  const { ctx, levels } = await repo.findTree(db, {
    tahun,
    unitId: null,
    maxLevel: Math.min(query.max_level, 2),
    ownerUnitId: null,
    withCross: false,
    programUnitId: null,
  });
  const tree = emptyTree(tahun, query, ctx);
  return ctx.periode ? finish(tree, levels, query) : tree;
}
