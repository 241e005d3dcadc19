import { crud, type AppRoute } from '../../lib/define-routes';

/** Area referensi: the deadlines (Batas Waktu); one page serves the list and its modal form. */
export const referensiRoutes: AppRoute[] = [
  ...crud('referensi', 'Batas Waktu', 'super', () => import('./ReferensiPage')),
];
