import { route, type AppRoute } from '../../lib/define-routes';

/** Area admin: user management and the settings (super only). */
export const adminRoutes: AppRoute[] = [
  route('/admin/users', 'Pengguna', 'super', { page: () => import('./UsersPage') }),
  route('/admin/pengaturan', 'Pengaturan', 'super', { page: () => import('./PengaturanPage') }),
];
