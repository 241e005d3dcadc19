import { route, type AppRoute } from '../../lib/define-routes';

/** Area admin: user management (super only). */
export const adminRoutes: AppRoute[] = [
  route('/admin/users', 'Pengguna', 'super', { page: () => import('./UsersPage') }),
];
