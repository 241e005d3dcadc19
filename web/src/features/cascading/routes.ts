import { named, route, type AppRoute } from '../../lib/define-routes';

const cascadingPages = () => import('./CascadingPages');
const guest = { layout: 'guest' } as const;

/** Area cascading: the diagram in the display menus, tim saya and the public arsitektur kinerja pages. */
export const cascadingRoutes: AppRoute[] = [
  route('/display-makro/cascading', 'Cascading', 'auth', {
    section: 'Display Kinerja Makro',
    page: named(cascadingPages, (m) => m.DisplayMakroCascadingPage),
  }),
  route('/display-mikro/cascading', 'Cascading', 'auth', {
    section: 'Display Kinerja Mikro',
    page: named(cascadingPages, (m) => m.DisplayMikroCascadingPage),
  }),
  route('/tim-saya/cascading-langkah-aksi', 'Cascading Langkah Aksi', 'validator-kepala-bidang', {
    page: named(cascadingPages, (m) => m.TimSayaCascadingPage),
  }),
  route('/perjanjian-kinerja', 'Perjanjian Kinerja', 'auth', {
    page: () => import('./perjanjian-kinerja/PerjanjianKinerjaPage'),
  }),
  route('/perjanjian-kinerja/:id', 'Detail Perjanjian Kinerja', 'auth', {
    parent: '/perjanjian-kinerja',
    page: () => import('./perjanjian-kinerja/PerjanjianKinerjaDetailPage'),
  }),
  route('/public-display/display-makro/cascading', 'Cascading', 'public', {
    ...guest,
    page: named(cascadingPages, (m) => m.PublicMakroCascadingPage),
  }),
  route('/public-display/display-mikro/cascading', 'Cascading', 'public', {
    ...guest,
    page: named(cascadingPages, (m) => m.PublicMikroCascadingPage),
  }),
  route('/public-display/arsitektur-kinerja', 'Arsitektur Kinerja', 'public', {
    ...guest,
    page: named(cascadingPages, (m) => m.ArsitekturKinerjaPage),
  }),
  route('/public-display/arsitektur-kinerja-cross-cutting', 'Arsitektur Kinerja Cross Cutting', 'public', {
    ...guest,
    page: named(cascadingPages, (m) => m.ArsitekturKinerjaCrossCuttingPage),
  }),
  route('/public-display/arsitektur-kinerja-bayangan', 'Arsitektur Kinerja Bayangan', 'public', {
    ...guest,
    page: named(cascadingPages, (m) => m.ArsitekturKinerjaBayanganPage),
  }),
];
