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
import { applyBayangan, buildTree, type LevelRows } from './cascading.tree';

/**
 * The cascading tree (SPEC §3 'Diagram tree', DOMAIN.md 'Cascading tree'): which unit an actor
 * sees, then one statement per level (cascading.repository.ts) assembled in cascading.tree.ts.
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

function yearIndex(tahun: number, periode: repo.ContextRow['periode']): number {
  return periode ? tahun - periode.tahun_awal + 1 : 0;
}

const ids = (list: readonly { id: number; is_cross?: boolean }[]) => list.filter((r) => !r.is_cross).map((r) => r.id);

/** Levels 3..7 under the given own SS-PD, each only when max_level reaches it. */
async function loadKinerjaLevels(
  db: Db,
  ssPdIds: number[],
  tahun: number,
  maxLevel: number,
  programUnitId: string | null,
): Promise<Omit<LevelRows, 'ssPd' | 'rpjmd'>> {
  const empty = { program: [], kegiatan: [], subKegiatan: [], langkahAksi: [], anggota: [] };
  if (maxLevel < 3) return empty;
  // A biro sees only its own programs (and below): no programs adopted by setda's goals.
  const program = await repo.findKinerjaProgram(db, {
    parentIds: ssPdIds,
    tahun,
    unitId: programUnitId,
    withCross: programUnitId === null,
  });
  if (maxLevel < 4) return { ...empty, program };
  const kegiatan = await repo.findKinerjaKegiatan(db, { parentIds: ids(program), tahun, unitId: null, withCross: true });
  if (maxLevel < 5) return { ...empty, program, kegiatan };
  const subKegiatan = await repo.findKinerjaSubKegiatan(db, {
    parentIds: ids(kegiatan),
    tahun,
    unitId: null,
    withCross: true,
  });
  if (maxLevel < 6) return { ...empty, program, kegiatan, subKegiatan };
  const langkahAksi = await repo.findLangkahAksi(db, ids(subKegiatan), tahun);
  const anggota = maxLevel < 7 ? [] : await repo.findAnggota(db, ids(langkahAksi));
  return { program, kegiatan, subKegiatan, langkahAksi, anggota };
}

function finish(tree: CascadingTree, levels: LevelRows, options: TreeOptions): CascadingTree {
  const nodes = buildTree(levels);
  return { ...tree, sasaran_strategis_rpjmd: options.bayangan ? applyBayangan(nodes) : nodes };
}

/**
 * The tree of one unit for the year. A biro's tree is setda's upper levels with only the biro's
 * programs and below. A unit that does not exist is a 404.
 */
export async function unitTree(db: Db, unitId: string | null, tahun: number, options: TreeOptions): Promise<CascadingTree> {
  const ctx = await repo.findContext(db, unitId, tahun, unitId === null);
  if (!ctx.unit) throw new NotFoundError(MESSAGE_SATUAN_KERJA_TIDAK_DITEMUKAN);
  const tree = emptyTree(tahun, options, ctx);
  if (!ctx.periode) return tree;

  const biro = isBiroSatker(ctx.unit.satuan_kerja_id);
  const programUnitId = biro ? ctx.unit.satuan_kerja_id : null;
  const index = yearIndex(tahun, ctx.periode);
  const ssPd = await repo.findSasaranStrategisPd(
    db,
    {
      periodeId: ctx.periode.id,
      ownerUnitId: biro ? SATKER_SETDA_ID : ctx.unit.satuan_kerja_id,
      withCross: !biro,
      programUnitId,
    },
    tahun,
    index,
  );
  const rpjmd = await repo.findSasaranStrategisRpjmd(db, ctx.periode.id, ssPd.map((r) => r.parent_id), tahun, index);
  const kinerja = await loadKinerjaLevels(db, ids(ssPd), tahun, options.max_level, programUnitId);
  return finish(tree, { rpjmd, ssPd: options.max_level >= 2 ? ssPd : [], ...kinerja }, options);
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
  const ctx = await repo.findContext(db, null, tahun, false);
  const tree = emptyTree(tahun, query, ctx);
  if (!ctx.periode) return tree;
  const index = yearIndex(tahun, ctx.periode);
  const rpjmd = await repo.findSasaranStrategisRpjmd(db, ctx.periode.id, null, tahun, index);
  const ssPd =
    query.max_level >= 2
      ? await repo.findSasaranStrategisPd(
          db,
          { periodeId: ctx.periode.id, ownerUnitId: null, withCross: false, programUnitId: null },
          tahun,
          index,
        )
      : [];
  const levels = { rpjmd, ssPd, program: [], kegiatan: [], subKegiatan: [], langkahAksi: [], anggota: [] };
  return finish(tree, levels, query);
}
