import type { FastifyInstance } from 'fastify';
import { cascadingRoutes } from './cascading.routes';
import { catatanRoutes } from './catatan/catatan.routes';
import { modalsRoutes } from './modals/modals.routes';
import { perjanjianKinerjaRoutes } from './perjanjian-kinerja/perjanjian-kinerja.routes';
import { perjanjianKinerjaUnitRoutes } from './perjanjian-kinerja-unit/perjanjian-kinerja-unit.routes';

/** Area cascading: the diagram (and its public copy), the diagram's modals (with the edit mode of the CSF notes and solutions) and its PK download. */
export async function cascadingArea(app: FastifyInstance) {
  for (const part of [cascadingRoutes, modalsRoutes, perjanjianKinerjaRoutes]) await app.register(part);
  await app.register(perjanjianKinerjaUnitRoutes);
  await app.register(catatanRoutes);
}
