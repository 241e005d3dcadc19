import type { FastifyInstance } from 'fastify';
import { referensiRoutes } from './referensi.routes';

/** Area referensi: the deadlines (batas waktu) of each year. */
export async function referensiArea(app: FastifyInstance) {
  await app.register(referensiRoutes);
}
