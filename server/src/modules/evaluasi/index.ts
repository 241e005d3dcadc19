import type { FastifyInstance } from 'fastify';
import { tindakLanjutLheRoutes } from './tindak-lanjut-lhe/tindak-lanjut-lhe.routes';

/** Evaluasi: the CRUD group tindak-lanjut-lhe (LKE and dokumen come with their issues). */
export async function evaluasiArea(app: FastifyInstance) {
  await app.register(tindakLanjutLheRoutes);
}
