import { route, type AppRoute } from '../../lib/define-routes';

/**
 * Area auth: the login page and the first-run setup (logout and the intended URL are session
 * helpers in api/).
 */
export const authRoutes: AppRoute[] = [
  route('/login', 'Masuk', 'guest', { layout: 'simple', page: () => import('./LoginPage') }),
  route('/setup', 'Penyiapan Awal', 'guest', { layout: 'simple', page: () => import('./SetupPage') }),
];
