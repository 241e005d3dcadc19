import type { FastifyInstance } from 'fastify';
import { tindakLanjutLheRoutes } from './tindak-lanjut-lhe/tindak-lanjut-lhe.routes';
import { dokumenRoutes } from './dokumen/dokumen.routes';
import { lkeRoutes } from './lke/lke.routes';
import { lkeAdminRoutes } from './lke/lke-admin.routes';
import { lkeLembarRoutes } from './lke/lke-lembar.routes';

/** Evaluasi: tindak lanjut LHE, the documents registry, the LKE, its administration and its worksheet editor. */
export async function evaluasiArea(app: FastifyInstance) {
  await app.register(tindakLanjutLheRoutes);
  await app.register(dokumenRoutes);
  await app.register(lkeRoutes);
  await app.register(lkeAdminRoutes);
  await app.register(lkeLembarRoutes);
}
