import { crud, crudModule, named, route, type AppRoute } from '../../lib/define-routes';

const narasiPages = () => import('./NarasiPages');
const lkipPages = () => import('./lkip/LkipPage');

/** Area pelaporan (LKIP): the narratives and the chapters Bab I-III (lkip/LkipPage). */
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
  route('/lkip/bab-1', 'Bab I', 'auth', { page: named(lkipPages, (m) => m.LkipBab1Page) }),
  route('/lkip/bab-2', 'Bab II', 'auth', { page: named(lkipPages, (m) => m.LkipBab2Page) }),
  route('/lkip/bab-3', 'Bab III', 'auth', { page: named(lkipPages, (m) => m.LkipBab3Page) }),
];
