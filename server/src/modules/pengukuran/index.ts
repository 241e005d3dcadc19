import type { FastifyInstance } from 'fastify';
import { capaianIkuRoutes } from './capaian-iku/capaian-iku.routes';
import { penambahanOutputRoutes } from './penambahan-output/penambahan-output.routes';
import { raporKinerjaRoutes } from './rapor-kinerja/rapor.routes';
import { rencanaAksiRoutes } from './rencana-aksi/rencana-aksi.routes';
import { nilaiJenjangRoutes } from './nilai-jenjang/nilai-jenjang.routes';
import { penilaianOrganisasiRoutes } from './penilaian-organisasi/penilaian-organisasi.routes';
import { raporSsPdRoutes } from './rapor-ss-pd/rapor-ss-pd.routes';

/** Area pengukuran: the capaian diagrams (and their public copy), the rapor kinerja, the rencana aksi. */
export async function pengukuranArea(app: FastifyInstance) {
  await app.register(capaianIkuRoutes);
  await app.register(raporKinerjaRoutes);
  await app.register(penambahanOutputRoutes);
  await app.register(rencanaAksiRoutes);
  await app.register(nilaiJenjangRoutes);
  await app.register(penilaianOrganisasiRoutes);
  await app.register(raporSsPdRoutes);
}
