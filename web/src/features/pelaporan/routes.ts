import { crud, crudModule, route, type AppRoute } from '../../lib/define-routes';

const narasiPages = () => import('./NarasiPages');

/** Area pelaporan (LKIP): the narratives; the chapters are placeholders until their module is built. */
export const pelaporanRoutes: AppRoute[] = [
  ...crud(
    'lkip/narasi-pemda',
    'Narasi Pemda',
    'auth',
    crudModule(narasiPages, (m) => [m.NarasiPemdaListPage, m.NarasiPemdaFormPage, m.NarasiPemdaShowPage]),
  ),
  ...crud(
    'lkip/narasi-pd',
    'Narasi Perangkat Daerah',
    'auth',
    crudModule(narasiPages, (m) => [m.NarasiPdListPage, m.NarasiPdFormPage, m.NarasiPdShowPage]),
  ),
  route('/lkip/bab-1', 'Bab I'),
  route('/lkip/bab-2', 'Bab II'),
  route('/lkip/bab-3', 'Bab III'),
];
