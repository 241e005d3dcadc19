import { route, type AppRoute } from '../../lib/define-routes';

/** Area auth: the login page (logout and the intended URL are session helpers in api/). */
export const authRoutes: AppRoute[] = [
  route('/login', 'Masuk', 'guest', { layout: 'simple', page: () => import('./LoginPage') }),
];
