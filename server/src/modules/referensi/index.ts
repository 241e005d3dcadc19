import type { FastifyInstance } from 'fastify';
import { imporPegawaiRoutes } from './impor-pegawai/impor-pegawai.routes';
import { imporSatuanKerjaRoutes } from './impor-satuan-kerja/impor-satuan-kerja.routes';
import { imporUnitKerjaRoutes } from './impor-unit-kerja/impor-unit-kerja.routes';
import { pegawaiRoutes } from './pegawai/pegawai.routes';
import { periodeRpjmdRoutes } from './periode-rpjmd/periode-rpjmd.routes';
import { referensiRoutes } from './referensi.routes';
import { satuanKerjaRoutes } from './satuan-kerja/satuan-kerja.routes';
import { unitKerjaRoutes } from './unit-kerja/unit-kerja.routes';

/**
 * Area referensi: the deadlines (batas waktu) of each year, and the organisation of the city
 * (issue 24, super): satuan kerja, unit kerja positions, pegawai, RPJMD periods.
 */
export async function referensiArea(app: FastifyInstance) {
  await app.register(referensiRoutes);
  await app.register(satuanKerjaRoutes);
  await app.register(unitKerjaRoutes);
  await app.register(pegawaiRoutes);
  await app.register(periodeRpjmdRoutes);
  await app.register(imporPegawaiRoutes);
  await app.register(imporSatuanKerjaRoutes);
  await app.register(imporUnitKerjaRoutes);
}
