import { DISPLAY_MAKRO_PAGES, DISPLAY_MIKRO_PAGES, rencanaAksiTerintegrasiReport } from '@sakip/domain';
import { reportPage } from '../../components/report/report-page';
import { route, type AppRoute } from '../../lib/define-routes';

/**
 * Area display: the landing page, the dashboards, display makro/mikro and their public copies
 * (placeholders until built), and the guest navbar. The cascading pages of these menus belong to
 * the cascading area, which declares their routes.
 */
const OWN_ROUTE = ([slug]: readonly [string, string]) => slug !== 'cascading';
/** Public mikro pages built on the report descriptor (declared below); the rest are placeholders. */
const REPORT_PAGES = new Set(['rencana-aksi-terintegrasi']);
const PLACEHOLDER = ([slug]: readonly [string, string]) => slug !== 'cascading' && !REPORT_PAGES.has(slug);

const PUBLIC_MAKRO_PAGES: readonly (readonly [string, string])[] = [
  ['dashboard', 'Dashboard Kinerja Walikota'],
  ...DISPLAY_MAKRO_PAGES,
];

const PUBLIC_MIKRO_PAGES: readonly (readonly [string, string])[] = [
  ...DISPLAY_MIKRO_PAGES,
  ['capaian-kinerja-program', 'Capaian Kinerja Program'],
  ['rencana-aksi-terintegrasi', 'Rencana Aksi Terintegrasi'],
  ['realisasi-rencana-aksi-terintegrasi', 'Realisasi Rencana Aksi Terintegrasi'],
];

/** SPEC §2: 1 LKIP, 2 Renstra, 3 Perjanjian Kinerja, 4 Indikator Kinerja Utama. */
const JENIS_DOKUMEN: readonly [id: number, title: string][] = [
  [1, 'LKIP'],
  [2, 'Renstra'],
  [3, 'Perjanjian Kinerja'],
  [4, 'Indikator Kinerja Utama'],
];

export interface NavItem {
  title: string;
  to: string;
}

/** The guest navbar menus (GuestLayout): this area's menu entries. */
export const PUBLIC_NAV = {
  kinerjaWalikota: PUBLIC_MAKRO_PAGES.map(([slug, title]) => ({ title, to: `/public-display/display-makro/${slug}` })),
  kinerjaPerangkatDaerah: PUBLIC_MIKRO_PAGES.map(([slug, title]) => ({
    title,
    to: `/public-display/display-mikro/${slug}`,
  })),
  arsitekturKinerja: '/public-display/arsitektur-kinerja',
  laporanDokumen: [
    ...JENIS_DOKUMEN.map(([id, title]) => ({ title, to: `/public-display/dokumen/${id}` })),
    { title: 'Capaian IKU', to: '/public-display/capaian-iku' },
    { title: 'Hasil Self Assessment', to: '/public-display/lke/hasil-self-assessment' },
    { title: 'Hasil Akhir Evaluasi', to: '/public-display/lke/hasil-akhir' },
  ] satisfies NavItem[],
  programPrioritas: '/program-prioritas',
} as const;

const guest = { layout: 'guest' } as const;

export const displayRoutes: AppRoute[] = [
  route('/', 'Beranda', 'public', { ...guest, page: () => import('./welcome/WelcomePage') }),
  route('/dashboard', 'Dashboard', 'auth', { page: () => import('./dashboard/DashboardPage') }),
  route('/dashboard-pd', 'Dashboard Perangkat Daerah', 'auth', { page: () => import('./dashboard/DashboardPdPage') }),
  ...DISPLAY_MAKRO_PAGES.filter(OWN_ROUTE).map(([slug, title]) =>
    route(`/display-makro/${slug}`, title, 'auth', { section: 'Display Kinerja Makro' }),
  ),
  ...DISPLAY_MIKRO_PAGES.filter(OWN_ROUTE).map(([slug, title]) =>
    route(`/display-mikro/${slug}`, title, 'auth', { section: 'Display Kinerja Mikro' }),
  ),
  ...PUBLIC_MAKRO_PAGES.filter(OWN_ROUTE).map(([slug, title]) =>
    route(`/public-display/display-makro/${slug}`, title, 'public', guest),
  ),
  ...PUBLIC_MIKRO_PAGES.filter(PLACEHOLDER).map(([slug, title]) =>
    route(`/public-display/display-mikro/${slug}`, title, 'public', guest),
  ),
  route('/public-display/display-mikro/rencana-aksi-terintegrasi', 'Rencana Aksi Terintegrasi', 'public', {
    ...guest,
    page: reportPage(rencanaAksiTerintegrasiReport, true),
  }),
  route('/public-display/lke/hasil-self-assessment', 'Hasil Self Assessment', 'public', guest),
  route('/public-display/lke/hasil-akhir', 'Hasil Akhir Evaluasi', 'public', guest),
  route('/public-display/rapor-kinerja/:triwulan/:satuanKerjaId', 'Rapor Kinerja', 'public', guest),
  route('/public-display/dokumen/:jenisDokumenId', 'Laporan & Dokumen', 'public', guest),
];
