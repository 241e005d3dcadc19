import type { FastifyInstance } from 'fastify';
import { imporPegawaiRoutes } from './impor-pegawai/impor-pegawai.routes';
import { pegawaiRoutes } from './pegawai/pegawai.routes';
import { referensiRoutes } from './referensi.routes';

/**
 * Area referensi: the deadlines (batas waktu) of each year, and the organisation of the city
 * (issue 24, super): satuan kerja, unit kerja, pegawai, RPJMD periods.
 */
export async function referensiArea(app: FastifyInstance) {
  await app.register(referensiRoutes);
  await app.register(pegawaiRoutes);
  await app.register(imporPegawaiRoutes);
}
