import type { FastifyInstance } from 'fastify';
import { narasiPdRoutes, narasiPemdaRoutes } from './narasi/narasi.routes';
import { lkipRoutes } from './lkip/lkip.routes';

/** Pelaporan (LKIP): the CRUD groups lkip/narasi-pemda and lkip/narasi-pd; the chapters Bab I-III and the PDF (lkip/). */
export async function pelaporanArea(app: FastifyInstance) {
  for (const group of [narasiPemdaRoutes, narasiPdRoutes]) await app.register(group);
  await app.register(lkipRoutes);
}
