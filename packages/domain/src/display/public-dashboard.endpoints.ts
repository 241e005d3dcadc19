import { defineEndpoint } from '../contract/endpoint';
import {
  DISPLAY_DASHBOARD_PATH,
  displayDashboardQuerySchema,
  displayDashboardResponseSchema,
} from '../report/pages/display-dashboard';

/**
 * The public makro dashboard (DOMAIN-2 §3): the year of the query (a stable link) or the year
 * header; a year not offered is a 422 on tahun_kinerja.
 */
export const publicDashboardEndpoint = defineEndpoint({
  area: 'display',
  group: 'public-dashboard',
  name: 'dashboard',
  method: 'GET',
  path: DISPLAY_DASHBOARD_PATH,
  guard: 'public',
  summary: 'Dashboard kinerja Walikota (publik)',
  query: displayDashboardQuerySchema,
  response: displayDashboardResponseSchema,
});
