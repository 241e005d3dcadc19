import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { displayPageRoutes } from './pages/pages.routes';
import { publicDashboardRoutes } from './public-dashboard/public-dashboard.routes';
import { notifikasiRoutes } from './notifikasi/notifikasi.routes';
import { tugasSayaRoutes } from './tugas-saya/tugas-saya.routes';
import { kesehatanDataRoutes } from './kesehatan-data/kesehatan-data.routes';
import { penghargaanKinerjaRoutes } from './penghargaan-kinerja/penghargaan-kinerja.routes';
import { programInovatifRoutes } from './program-inovatif/program-inovatif.routes';
import { strategiRpjmdRoutes } from './strategi-rpjmd/strategi-rpjmd.routes';

/** Area display: the dashboard summary, the display makro / mikro pages with their public copies, the public dashboard, Tugas Saya, notifications and Kesehatan Data. */
export async function displayArea(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(displayPageRoutes);
  await app.register(publicDashboardRoutes);
  await app.register(tugasSayaRoutes);
  await app.register(notifikasiRoutes);
  await app.register(kesehatanDataRoutes);
  // Super's administration of what the display pages show (issue 24 item 3).
  await app.register(programInovatifRoutes);
  await app.register(penghargaanKinerjaRoutes);
  await app.register(strategiRpjmdRoutes);
}
