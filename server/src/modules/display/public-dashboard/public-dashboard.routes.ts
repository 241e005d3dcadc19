import type { FastifyInstance } from 'fastify';
import { publicDashboardEndpoint } from '@sakip/domain';
import { cachedReply } from '../../../lib/cache/cached-reply';
import { registerRead } from '../../../lib/contract/register';
import { publicYear } from '../../../lib/public-year';
import { dashboardPublik } from './public-dashboard.service';

/**
 * GET /public-display/display-makro/dashboard?tahun_kinerja= (guard public): the IKU cards and the
 * headline figures of the city. The year of the query (a stable link) or the year header; a year
 * not offered is a 422 on tahun_kinerja. Cached as every public read (decision 0028).
 */
export async function publicDashboardRoutes(app: FastifyInstance) {
  registerRead(app, publicDashboardEndpoint, async (request, reply) => {
    const tahun = publicYear(request, request.query.tahun_kinerja);
    return cachedReply(request, reply, 'public', async () => ({ data: await dashboardPublik(app.db, tahun) }));
  });
}
