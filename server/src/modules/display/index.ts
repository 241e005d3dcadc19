import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { displayPageRoutes } from './pages/pages.routes';
import { publicDashboardRoutes } from './public-dashboard/public-dashboard.routes';

/** Area display: the dashboard summary, the display makro / mikro pages with their public copies, the public dashboard. */
export async function displayArea(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(displayPageRoutes);
  await app.register(publicDashboardRoutes);
}
