import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';

/** Area display: the dashboard summary now; the display pages and their public copies come here. */
export async function displayArea(app: FastifyInstance) {
  await app.register(dashboardRoutes);
}
