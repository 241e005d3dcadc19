import { scopeOf, type Actor, type OptionModel, type OptionPengampuType, type Resource } from '@sakip/domain';
import type { Db } from '../../db/client';
import * as repo from './option.repository';
import type { UnitFilter } from './option.repository';

/**
 * Scoping of the option calls (SPEC §7). Options feed the forms and filters of the actor's own
 * scope, so the unit-bound lists (indikator / sasaran of a level, tim kerja, unit kerja pengampu)
 * take the asked unit AND the actor's read scope of the matching resource (permissions.ts): a unit
 * user asking for another unit gets an empty list, never that unit's rows; super, the city roles
 * and the planning validators read every unit, setda its biro too. Master data (program,
 * kegiatan, sub kegiatan, the RPJMD's misi / tujuan / sasaran strategis and their indicators),
 * units and pegawai are readable by any logged-in user.
 */
export function unitFilter(
  actor: Actor,
  resource: Resource,
  requested: string | undefined,
  defaultOwn: boolean,
): UnitFilter {
  return {
    satuanKerjaId: requested ?? (defaultOwn ? (actor.satuan_kerja_id ?? undefined) : undefined),
    scope: scopeOf(actor, 'read', resource),
  };
}

/** Without satuan_kerja_id: the actor's unit, or every unit of the scope for an actor without one. */
export function kinerjaIndikator(
  db: Db,
  actor: Actor,
  model: OptionModel,
  tahun: number,
  satuanKerjaId: string | undefined,
) {
  return repo.listKinerjaIndikatorOptions(db, model, tahun, unitFilter(actor, model, satuanKerjaId, true));
}

export function kinerjaSasaran(
  db: Db,
  actor: Actor,
  model: OptionModel,
  tahun: number,
  satuanKerjaId: string | undefined,
) {
  return repo.listKinerjaSasaranOptions(db, model, tahun, unitFilter(actor, model, satuanKerjaId, true));
}

export function timKerja(db: Db, actor: Actor, tahun: number, satuanKerjaId: string) {
  return repo.listTimKerjaOptions(db, tahun, unitFilter(actor, 'tim-kerja', satuanKerjaId, false));
}

/** The scope is that of the level the pengampu is chosen for (type). */
export function unitKerja(db: Db, actor: Actor, type: OptionPengampuType, satuanKerjaId: string) {
  return repo.listUnitKerjaOptions(db, type, unitFilter(actor, type, satuanKerjaId, false));
}

/** The units whose programs are offered: the asked ones, else the actor's, else none asked (all programs). */
export function unitsOfMasterQuery(actor: Actor, requested: string[] | undefined): string[] | undefined {
  if (requested !== undefined) return requested;
  return actor.satuan_kerja_id ? [actor.satuan_kerja_id] : undefined;
}
