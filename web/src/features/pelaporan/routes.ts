import { simpleCrud } from '../../components/crud/simple-crud-routes';
import { named, route, type AppRoute } from '../../lib/define-routes';

const narasiPages = () => import('./NarasiPages');
const lkipPages = () => import('./lkip/LkipPage');

/** Area pelaporan (LKIP): the narratives and the chapters Bab I-III (lkip/LkipPage). */
export const pelaporanRoutes: AppRoute[] = [
  ...simpleCrud('lkip/narasi-pemda', 'Narasi Pemda', 'auth', narasiPages, (m) => m.narasiPemdaConfig),
  ...simpleCrud('lkip/narasi-pd', 'Narasi Perangkat Daerah', 'auth', narasiPages, (m) => m.narasiPdConfig),
  route('/lkip/bab-1', 'Bab I', 'auth', { page: named(lkipPages, (m) => m.LkipBab1Page) }),
  route('/lkip/bab-2', 'Bab II', 'auth', { page: named(lkipPages, (m) => m.LkipBab2Page) }),
  route('/lkip/bab-3', 'Bab III', 'auth', { page: named(lkipPages, (m) => m.LkipBab3Page) }),
];
