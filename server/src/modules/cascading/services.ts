/**
 * What other areas may call in cascading (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

// The PK of a unit's people (penugasan: PK pegawai) is built from the same read and generator.
export {
  unitPkData,
  headSigner,
  signerOfKey,
  modelOf,
  peopleOf,
  personSigner,
  strukturOf,
  unitOfRead,
  unitPkList,
  type UnitPkData,
} from './perjanjian-kinerja-unit/perjanjian-kinerja-unit.service';
export { walikota } from './perjanjian-kinerja/perjanjian-kinerja.service';
// LKIP Bab I draws the diagram of the same tree (pelaporan/lkip/lkip-diagram.ts).
export { cityTree, unitTree } from './cascading.service';
export { renderPk, type PkModel, type PkSigner } from './perjanjian-kinerja/pk-document';
