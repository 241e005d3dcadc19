import type { FastifyInstance } from 'fastify';
import { cascadingRoutes } from './cascading.routes';
import { modalsRoutes } from './modals/modals.routes';
import { perjanjianKinerjaRoutes } from './perjanjian-kinerja/perjanjian-kinerja.routes';
import { perjanjianKinerjaUnitRoutes } from './perjanjian-kinerja-unit/perjanjian-kinerja-unit.routes';

/** Area cascading: the diagram (and its public copy), the diagram's modals and its PK download. */
export async function cascadingArea(app: FastifyInstance) {
  for (const part of [cascadingRoutes, modalsRoutes, perjanjianKinerjaRoutes]) await app.register(part);
  await app.register(perjanjianKinerjaUnitRoutes);
}

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
  type UnitPkData,
} from './perjanjian-kinerja-unit/perjanjian-kinerja-unit.service';
export { walikota } from './perjanjian-kinerja/perjanjian-kinerja.service';
// LKIP Bab I draws the diagram of the same tree (pelaporan/lkip/lkip-diagram.ts).
export { cityTree, unitTree } from './cascading.service';
export { renderPk, type PkModel, type PkSigner } from './perjanjian-kinerja/pk-document';
// The three kinerja levels with their master tables (perencanaan: rekap anggaran rincian).
export { KINERJA_LEVELS, type KinerjaJenis } from './perjanjian-kinerja/perjanjian-kinerja.repository';
