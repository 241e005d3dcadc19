import type { FastifyInstance } from 'fastify';
import { narasiPdRoutes, narasiPemdaRoutes } from './narasi/narasi.routes';

/** Pelaporan (LKIP): the CRUD groups lkip/narasi-pemda and lkip/narasi-pd. */
export async function pelaporanArea(app: FastifyInstance) {
  for (const group of [narasiPemdaRoutes, narasiPdRoutes]) await app.register(group);
}
