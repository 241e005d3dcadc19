import type { FastifyInstance } from 'fastify';
import { capaianIkuRoutes } from './capaian-iku/capaian-iku.routes';

/** Area pengukuran: the capaian diagrams (and their public copy). */
export async function pengukuranArea(app: FastifyInstance) {
  await app.register(capaianIkuRoutes);
}
