// The route table is in the entry: a subpath, not the barrel (which brings zod and every schema).
import { DISPLAY_MAKRO_PAGES, DISPLAY_MIKRO_PAGES } from '@sakip/domain/menus';
import { lazy } from 'react';
import { reportPage } from '../../components/report/report-page';
import { simpleCrud } from '../../components/crud/simple-crud-routes';
import { route, type AppRoute } from '../../lib/define-routes';
import { displayReportPage } from './reports/display-report-page';

/**
 * Area display: the landing page, the dashboards, display makro/mikro and their public copies,
 * and the guest navbar. The cascading pages of these menus belong to
 * the cascading area, which declares their routes.
 */
const OWN_ROUTE = ([slug]: readonly [string, string]) => slug !== 'cascading';
/**
 * Display pages on the report descriptor (decision 0023; their declarations load with the page).
 * Declared by hand below: the public dashboard and the rencana aksi terintegrasi (perencanaan's).
 */
const OWN_PAGES = new Set(['cascading', 'dashboard', 'rencana-aksi-terintegrasi']);
const PUBLIC_REPORT = ([slug]: readonly [string, string]) => !OWN_PAGES.has(slug);

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
  /** How the page takes the visitor's unit: `?satuan_kerja_id=` or a last path segment (issue 25 item 31). */
  unit?: 'query' | 'path';
}

/** The link of a navbar entry carrying the unit the visitor chose last. */
export function navTarget(item: NavItem, unit: string | null): string {
  if (!unit || !item.unit) return item.to;
  if (item.unit === 'path') return `${item.to}/${encodeURIComponent(unit)}`;
  return `${item.to}?satuan_kerja_id=${encodeURIComponent(unit)}`;
}

/** The mikro copies take the unit in the query, the public rapor in its path. */
const KINERJA_PERANGKAT_DAERAH: NavItem[] = [
  ...PUBLIC_MIKRO_PAGES.map(([slug, title]): NavItem => ({
    title,
    to: `/public-display/display-mikro/${slug}`,
    unit: 'query',
  })),
  { title: 'Rapor Kinerja', to: '/public-display/rapor-kinerja/4', unit: 'path' },
];

/** The guest navbar menus (GuestLayout): this area's menu entries. */
export const PUBLIC_NAV = {
  kinerjaWalikota: PUBLIC_MAKRO_PAGES.map(([slug, title]) => ({ title, to: `/public-display/display-makro/${slug}` })),
  kinerjaPerangkatDaerah: KINERJA_PERANGKAT_DAERAH,
  // The three public diagrams (issue 24 item 5: the cross cutting and bayangan ones were linked from nowhere).
  arsitekturKinerja: [
    { title: 'Arsitektur Kinerja', to: '/public-display/arsitektur-kinerja' },
    { title: 'Arsitektur Kinerja Cross Cutting', to: '/public-display/arsitektur-kinerja-cross-cutting' },
    { title: 'Arsitektur Kinerja Bayangan', to: '/public-display/arsitektur-kinerja-bayangan' },
  ] satisfies NavItem[],
  laporanDokumen: [
    ...JENIS_DOKUMEN.map(([id, title]) => ({ title, to: `/public-display/dokumen/${id}` })),
    { title: 'Capaian IKU', to: '/public-display/capaian-iku' },
    { title: 'Hasil Self Assessment', to: '/public-display/lke/hasil-self-assessment' },
    { title: 'Hasil Akhir Evaluasi', to: '/public-display/lke/hasil-akhir' },
  ] satisfies NavItem[],
  programPrioritas: '/public-display/program-prioritas',
} as const;

/** The header's bell of Tugas Saya (AuthLayout), loaded after the shell: it brings the domain's schemas. */
export const TugasBell = lazy(() => import('./tugas-saya/TugasBell'));

const guest = { layout: 'guest' } as const;

const adminPages = () => import('./admin/DisplayAdminPages');
/** Super's administration of the display data (issue 24 item 3). */
const ADMIN_ROUTES: AppRoute[] = [
  ...simpleCrud('admin/program-inovatif', 'Program Inovatif', 'super', adminPages, (m) => m.programInovatif),
  ...simpleCrud('admin/penghargaan-kinerja', 'Penghargaan dan Peringkat', 'super', adminPages, (m) => m.penghargaan),
  ...simpleCrud('admin/strategi-rpjmd', 'Strategi RPJMD', 'super', adminPages, (m) => m.strategi),
];

export const displayRoutes: AppRoute[] = [
  ...ADMIN_ROUTES,
  route('/', 'Beranda', 'public', { ...guest, page: () => import('./welcome/WelcomePage') }),
  route('/dashboard', 'Dashboard', 'auth', { page: () => import('./dashboard/DashboardPage') }),
  route('/dashboard-pd', 'Dashboard Perangkat Daerah', 'auth', { page: () => import('./dashboard/DashboardPdPage') }),
  route('/tugas-saya', 'Tugas Saya', 'auth', { page: () => import('./tugas-saya/TugasSayaPage') }),
  route('/kesehatan-data', 'Kesehatan Data', 'auth', { page: () => import('./kesehatan-data/KesehatanDataPage') }),
  ...DISPLAY_MAKRO_PAGES.filter(OWN_ROUTE).map(([slug, title]) =>
    route(`/display-makro/${slug}`, title, 'auth', {
      section: 'Display Kinerja Makro',
      page: displayReportPage('makro', slug),
    }),
  ),
  ...DISPLAY_MIKRO_PAGES.filter(OWN_ROUTE).map(([slug, title]) =>
    route(`/display-mikro/${slug}`, title, 'auth', {
      section: 'Display Kinerja Mikro',
      page: displayReportPage('mikro', slug),
    }),
  ),
  ...PUBLIC_MAKRO_PAGES.filter(PUBLIC_REPORT).map(([slug, title]) =>
    route(`/public-display/display-makro/${slug}`, title, 'public', {
      ...guest,
      page: displayReportPage('makro', slug, true),
    }),
  ),
  ...PUBLIC_MIKRO_PAGES.filter(PUBLIC_REPORT).map(([slug, title]) =>
    route(`/public-display/display-mikro/${slug}`, title, 'public', {
      ...guest,
      page: displayReportPage('mikro', slug, true),
    }),
  ),
  route('/public-display/display-makro/dashboard', 'Dashboard Kinerja Walikota', 'public', {
    ...guest,
    page: () => import('./public-dashboard/PublicDashboardPage'),
  }),
  route('/public-display/display-mikro/rencana-aksi-terintegrasi', 'Rencana Aksi Terintegrasi', 'public', {
    ...guest,
    page: reportPage(
      () => import('@sakip/domain/report/pages/rencana-aksi-terintegrasi').then((m) => m.rencanaAksiTerintegrasiReport),
      true,
    ),
  }),
];
