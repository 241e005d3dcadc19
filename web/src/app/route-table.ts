import type { GuardName } from '@sakip/domain';
import type { ComponentType } from 'react';

/**
 * The route table of SPEC §2, as data: path, title (the menu name), guard (SPEC §6), layout and the
 * lazily imported page. router.tsx turns it into React Router routes; route-table.test.ts checks it
 * against the SPEC. Pages that later issues build use the placeholder page.
 */
export type LayoutName = 'auth' | 'guest' | 'simple';
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  title: string;
  guard: GuardName;
  layout: LayoutName;
  page: PageLoader;
  /** Breadcrumb parent: an index path of this table. */
  parent?: string;
  /** Breadcrumb section without a page of its own (e.g. 'Display Kinerja Makro'). */
  section?: string;
}

export const pages = {
  placeholder: () => import('../features/placeholder/PlaceholderPage'),
  welcome: () => import('../features/welcome/WelcomePage'),
  login: () => import('../features/auth/LoginPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  dashboardPd: () => import('../features/dashboard/DashboardPdPage'),
  adminUsers: () => import('../features/admin-users/UsersPage'),
  referensi: () => import('../features/referensi/ReferensiPage'),
  kinerjaProgramList: () => import('../features/perencanaan/kinerja-program/KinerjaProgramListPage'),
  kinerjaProgramForm: () => import('../features/perencanaan/kinerja-program/KinerjaProgramFormPage'),
  kinerjaProgramShow: () => import('../features/perencanaan/kinerja-program/KinerjaProgramShowPage'),
  kinerjaKegiatanList: () => import('../features/perencanaan/kinerja-kegiatan/KinerjaKegiatanListPage'),
  kinerjaKegiatanForm: () => import('../features/perencanaan/kinerja-kegiatan/KinerjaKegiatanFormPage'),
  kinerjaKegiatanShow: () => import('../features/perencanaan/kinerja-kegiatan/KinerjaKegiatanShowPage'),
  kinerjaSubKegiatanList: () => import('../features/perencanaan/kinerja-sub-kegiatan/KinerjaSubKegiatanListPage'),
  kinerjaSubKegiatanForm: () => import('../features/perencanaan/kinerja-sub-kegiatan/KinerjaSubKegiatanFormPage'),
  kinerjaSubKegiatanShow: () => import('../features/perencanaan/kinerja-sub-kegiatan/KinerjaSubKegiatanShowPage'),
} satisfies Record<string, PageLoader>;

interface Options {
  layout?: LayoutName;
  page?: PageLoader;
  /** CRUD groups: the pages of index, create/edit (one form page) and show. */
  crudPages?: { index: PageLoader; form: PageLoader; show: PageLoader };
  parent?: string;
  section?: string;
}

function route(path: string, title: string, guard: GuardName = 'auth', options: Options = {}): AppRoute {
  return {
    path,
    title,
    guard,
    layout: options.layout ?? 'auth',
    page: options.page ?? pages.placeholder,
    ...(options.parent ? { parent: options.parent } : {}),
    ...(options.section ? { section: options.section } : {}),
  };
}

/** A CRUD group: index, /create, /:id/edit and /:id (SPEC §2). */
function crud(base: string, title: string, guard: GuardName = 'auth', options: Options = {}): AppRoute[] {
  const index = `/${base}`;
  const sub = { ...options, parent: index };
  const p = options.crudPages;
  return [
    route(index, title, guard, p ? { ...options, page: p.index } : options),
    route(`${index}/create`, `Tambah ${title}`, guard, p ? { ...sub, page: p.form } : sub),
    route(`${index}/:id/edit`, `Ubah ${title}`, guard, p ? { ...sub, page: p.form } : sub),
    route(`${index}/:id`, `Detail ${title}`, guard, p ? { ...sub, page: p.show } : sub),
  ];
}

// --- Display pages (SPEC §2 'Display macro/micro'); titles are the sidebar names. -------------

export const DISPLAY_MAKRO_PAGES: readonly [slug: string, title: string][] = [
  ['rpjmd', 'RPJMD'],
  ['rkpd', 'RKPD'],
  ['perjanjian-kinerja', 'Perjanjian Kinerja'],
  ['rencana-aksi', 'Rencana Aksi'],
  ['capaian-kinerja-pemda', 'Capaian Kinerja Pemda'],
  ['capaian-kinerja-efisiensi-anggaran', 'Capaian Efisiensi Anggaran'],
  ['capaian-kinerja-keuangan', 'Capaian Kinerja Keuangan'],
  ['program-inovatif', 'Program Inovatif'],
  ['capaian-kinerja-kegiatan', 'Capaian Kinerja Kegiatan'],
  ['capaian-kinerja-sub-kegiatan', 'Capaian Kinerja Sub Kegiatan'],
  ['capaian-kinerja-aktivitas', 'Capaian Kinerja Aktivitas'],
  ['cascading', 'Cascading'],
];

export const DISPLAY_MIKRO_PAGES: readonly [slug: string, title: string][] = [
  ['renstra', 'Renstra'],
  ['rkt', 'RKT'],
  ['perjanjian-kinerja', 'Perjanjian Kinerja'],
  ['rencana-aksi', 'Rencana Aksi'],
  ['capaian-kinerja-pd', 'Capaian Kinerja PD'],
  ['capaian-kinerja-efisiensi-anggaran', 'Capaian Efisiensi Anggaran'],
  ['capaian-kinerja-keuangan', 'Capaian Kinerja Keuangan'],
  ['program-inovatif', 'Program Inovatif'],
  ['capaian-kinerja-kegiatan', 'Capaian Kinerja Kegiatan'],
  ['capaian-kinerja-sub-kegiatan', 'Capaian Kinerja Sub Kegiatan'],
  ['capaian-kinerja-langkah-aksi', 'Capaian Kinerja Langkah Aksi'],
  ['cascading', 'Cascading'],
];

const PUBLIC_MAKRO_PAGES: readonly [string, string][] = [
  ['dashboard', 'Dashboard Kinerja Walikota'],
  ...DISPLAY_MAKRO_PAGES,
];

const PUBLIC_MIKRO_PAGES: readonly [string, string][] = [
  ...DISPLAY_MIKRO_PAGES,
  ['capaian-kinerja-program', 'Capaian Kinerja Program'],
  ['rencana-aksi-terintegrasi', 'Rencana Aksi Terintegrasi'],
  ['realisasi-rencana-aksi-terintegrasi', 'Realisasi Rencana Aksi Terintegrasi'],
];

/** SPEC §2: 1 LKIP, 2 Renstra, 3 Perjanjian Kinerja, 4 Indikator Kinerja Utama. */
export const JENIS_DOKUMEN: readonly [id: number, title: string][] = [
  [1, 'LKIP'],
  [2, 'Renstra'],
  [3, 'Perjanjian Kinerja'],
  [4, 'Indikator Kinerja Utama'],
];

export interface NavItem {
  title: string;
  to: string;
}

/** The guest navbar menus (GuestLayout). */
export const PUBLIC_NAV = {
  kinerjaWalikota: PUBLIC_MAKRO_PAGES.map(([slug, title]) => ({
    title,
    to: `/public-display/display-makro/${slug}`,
  })),
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

export const ROUTES: AppRoute[] = [
  // --- Auth and general --------------------------------------------------------------------------
  route('/', 'Beranda', 'public', { layout: 'guest', page: pages.welcome }),
  route('/login', 'Masuk', 'guest', { layout: 'simple', page: pages.login }),
  route('/dashboard', 'Dashboard', 'auth', { page: pages.dashboard }),
  route('/dashboard-pd', 'Dashboard Perangkat Daerah', 'auth', { page: pages.dashboardPd }),

  // --- CRUD groups -------------------------------------------------------------------------------
  ...crud('visi-misi-rpjmd', 'Visi Misi RPJMD'),
  ...crud('sasaran-strategis-rpjmd', 'Sasaran Strategis RPJMD'),
  route('/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross', 'Sasaran Strategis PD Cross Cutting', 'auth', {
    parent: '/sasaran-strategis-rpjmd',
  }),
  ...crud('kinerja-cross-cutting', 'Kinerja Cross Cutting'),
  ...crud('sasaran-strategis-pd', 'Sasaran Strategis PD'),
  route('/sasaran-strategis-pd/:id/kinerja-program-cross', 'Kinerja Program Cross Cutting', 'auth', {
    parent: '/sasaran-strategis-pd',
  }),
  ...crud('kinerja-program', 'Kinerja Program', 'auth', {
    crudPages: { index: pages.kinerjaProgramList, form: pages.kinerjaProgramForm, show: pages.kinerjaProgramShow },
  }),
  route('/kinerja-program/:id/kinerja-kegiatan-cross', 'Kinerja Kegiatan Cross Cutting', 'auth', {
    parent: '/kinerja-program',
  }),
  ...crud('kinerja-kegiatan', 'Kinerja Kegiatan', 'auth', {
    crudPages: { index: pages.kinerjaKegiatanList, form: pages.kinerjaKegiatanForm, show: pages.kinerjaKegiatanShow },
  }),
  route('/kinerja-kegiatan/:id/kinerja-sub-kegiatan-cross', 'Kinerja Sub Kegiatan Cross Cutting', 'auth', {
    parent: '/kinerja-kegiatan',
  }),
  ...crud('kinerja-sub-kegiatan', 'Kinerja Sub Kegiatan', 'auth', {
    crudPages: { index: pages.kinerjaSubKegiatanList, form: pages.kinerjaSubKegiatanForm, show: pages.kinerjaSubKegiatanShow },
  }),
  route('/kinerja-sub-kegiatan/validasi', 'Validasi Kinerja Sub Kegiatan', 'validator-bappeda'),
  route('/kinerja-sub-kegiatan/:id/edit-tim-kerja', 'Ubah Tim Kerja Sub Kegiatan', 'auth', {
    parent: '/kinerja-sub-kegiatan',
  }),
  ...crud('kinerja-langkah-aksi', 'Kinerja Langkah Aksi'),
  ...crud('kinerja-bayangan', 'Kinerja Bayangan'),
  ...crud('lkip/narasi-pemda', 'Narasi Pemda'),
  ...crud('lkip/narasi-pd', 'Narasi Perangkat Daerah'),
  ...crud('program', 'Program', 'super'),
  ...crud('kegiatan', 'Kegiatan', 'super'),
  ...crud('sub-kegiatan', 'Sub Kegiatan', 'super'),
  ...crud('referensi', 'Batas Waktu', 'super', { page: pages.referensi }),
  ...crud('tindak-lanjut-lhe', 'Tindak Lanjut LHE'),

  // --- Other routes ------------------------------------------------------------------------------
  route('/kinerja-langkah-aksi-terintegrasi', 'Langkah Aksi Terintegrasi'),
  route('/kinerja-langkah-aksi-terintegrasi/realisasi', 'Realisasi Langkah Aksi Terintegrasi', 'auth', {
    parent: '/kinerja-langkah-aksi-terintegrasi',
  }),
  route('/kamus-indikator', 'Kamus Indikator'),
  route('/kamus-indikator-fungsional', 'Kamus Indikator Fungsional'),
  route('/kamus-indikator-validasi-bappeda', 'Validasi Kamus Indikator', 'validator-bappeda'),
  route('/capaian-iku', 'Capaian IKU'),
  route('/lkip/bab-1', 'Bab I'),
  route('/lkip/bab-2', 'Bab II'),
  route('/lkip/bab-3', 'Bab III'),
  route('/rapor-kinerja/:triwulan/diagram', 'Diagram Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/data', 'Data Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/rank', 'Peringkat Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/langkah-aksi-perbaikan', 'Langkah Aksi Perbaikan'),
  route('/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan', 'Penyebab Kegagalan'),
  route('/rapor-kinerja/penambahan-jumlah-output', 'Penambahan Jumlah Output'),
  route('/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram', 'Rapor Sasaran Strategis PD'),
  route('/lke/eviden', 'Input Eviden'),
  route('/lke/eviden-2', 'Eviden Perbaikan'),
  route('/lke/hasil-self-assessment', 'Hasil Self Assessment'),
  route('/lke/hasil-akhir', 'Hasil Akhir Evaluasi'),
  route('/lke/penilaian', 'Penilaian Awal', 'validator-lke-pleno'),
  route('/lke/penilaian-2', 'Penilaian Akhir', 'validator-lke-pleno'),
  route('/lke/penilaian-humanis', 'Penilaian Pleno', 'validator-lke-pleno'),
  route('/lke/hasil-penilaian', 'Hasil Penilaian', 'validator-lke-pleno'),
  route('/lke/hasil', 'Hasil LKE'),
  route('/lke/rekap-pd', 'Rekap Nilai LKE'),
  route('/nilai-jenjang-kinerja', 'Input Nilai Jenjang Kinerja', 'super'),
  route('/nilai-jenjang-kinerja/rekap', 'Rekap Nilai Jenjang Kinerja', 'super', { parent: '/nilai-jenjang-kinerja' }),
  route('/admin/users', 'Pengguna', 'super', { page: pages.adminUsers }),
  route('/validasi-perencanaan', 'Validasi Perencanaan', 'validator-perencanaan'),
  route('/validasi-perencanaan/:satkerId', 'Detail Validasi Perencanaan', 'validator-perencanaan', {
    parent: '/validasi-perencanaan',
  }),
  route('/tim-kerja', 'Tim Kerja'),
  route('/tim-kerja/tambahan', 'Tim Kerja Tambahan', 'auth', { parent: '/tim-kerja' }),
  route('/tim-kerja/detail/:id', 'Detail Tim Kerja', 'auth', { parent: '/tim-kerja' }),
  route('/tim-kerja/create/:id', 'Tambah Anggota Tim Kerja', 'auth', { parent: '/tim-kerja' }),
  route('/tim-kerja/edit/:id/:nip_anggota', 'Ubah Anggota Tim Kerja', 'auth', { parent: '/tim-kerja' }),
  route('/validasi-kepala-bidang', 'Persetujuan Anggota Tim sebagai Kepala Bidang', 'validator-kepala-bidang'),
  route('/validasi-kepala-bidang/show/:id', 'Detail Persetujuan Anggota Tim', 'validator-kepala-bidang', {
    parent: '/validasi-kepala-bidang',
  }),
  // Kepala bidang also approves as kepala OPD: the server decides who may act.
  route('/validasi-kepala-opd', 'Persetujuan Anggota Tim sebagai Kepala OPD', 'auth'),
  route('/validasi-kepala-opd/show/:id', 'Detail Persetujuan Anggota Tim', 'auth', { parent: '/validasi-kepala-opd' }),
  route('/tim-saya/ketua-tim', 'Tim Saya sebagai Ketua Tim', 'validator-kepala-bidang'),
  route('/tim-saya/ketua-tim-detail/:id', 'Detail Tim Saya', 'validator-kepala-bidang', {
    parent: '/tim-saya/ketua-tim',
  }),
  route('/tim-saya/anggota-tim', 'Tim Saya sebagai Anggota Tim', 'validator-kepala-bidang'),
  route('/tim-saya/cascading-langkah-aksi', 'Cascading Langkah Aksi', 'validator-kepala-bidang'),
  route('/rencana-aksi', 'Rencana Aksi'),
  route('/rencana-aksi-rb', 'Rencana Aksi RB', 'super'),
  route('/dokumen', 'Dokumen'),
  route('/dokumen-admin', 'Kelola Dokumen', 'super'),
  route('/perjanjian-kinerja', 'Perjanjian Kinerja'),
  route('/perjanjian-kinerja/:id', 'Detail Perjanjian Kinerja', 'auth', { parent: '/perjanjian-kinerja' }),
  route('/perjanjian-kinerja-pegawai', 'Perjanjian Kinerja Pegawai'),
  route('/rekap-anggaran', 'Rekap Anggaran'),
  route('/penilaian-kinerja-organisasi/:id', 'Penilaian Kinerja Organisasi', 'auth', {
    parent: '/penilaian-kinerja-organisasi-daftar',
  }),
  route('/penilaian-kinerja-organisasi-daftar', 'Daftar Penilaian Kinerja Organisasi'),
  route('/program-prioritas', 'Program Prioritas'),

  // --- Display makro and mikro (authenticated) ---------------------------------------------------
  ...DISPLAY_MAKRO_PAGES.map(([slug, title]) =>
    route(`/display-makro/${slug}`, title, 'auth', { section: 'Display Kinerja Makro' }),
  ),
  ...DISPLAY_MIKRO_PAGES.map(([slug, title]) =>
    route(`/display-mikro/${slug}`, title, 'auth', { section: 'Display Kinerja Mikro' }),
  ),

  // --- Public display (guest layout, no login) ---------------------------------------------------
  ...PUBLIC_MAKRO_PAGES.map(([slug, title]) => route(`/public-display/display-makro/${slug}`, title, 'public', guest)),
  ...PUBLIC_MIKRO_PAGES.map(([slug, title]) => route(`/public-display/display-mikro/${slug}`, title, 'public', guest)),
  route('/public-display/lke/hasil-self-assessment', 'Hasil Self Assessment', 'public', guest),
  route('/public-display/lke/hasil-akhir', 'Hasil Akhir Evaluasi', 'public', guest),
  route('/public-display/arsitektur-kinerja', 'Arsitektur Kinerja', 'public', guest),
  route('/public-display/arsitektur-kinerja-cross-cutting', 'Arsitektur Kinerja Cross Cutting', 'public', guest),
  route('/public-display/arsitektur-kinerja-bayangan', 'Arsitektur Kinerja Bayangan', 'public', guest),
  route('/public-display/capaian-iku', 'Capaian IKU', 'public', guest),
  route('/public-display/rapor-kinerja/:triwulan/:satuanKerjaId', 'Rapor Kinerja', 'public', guest),
  route('/public-display/dokumen/:jenisDokumenId', 'Laporan & Dokumen', 'public', guest),
];

/** Breadcrumb trail after the 'Dashboard' root. */
export function crumbsFor(def: AppRoute, table: readonly AppRoute[] = ROUTES): { label: string; to?: string }[] {
  if (def.path === '/dashboard') return [];
  const parent = def.parent ? table.find((r) => r.path === def.parent) : undefined;
  if (parent) return [{ label: parent.title, to: parent.path }, { label: def.title }];
  if (def.section) return [{ label: def.section }, { label: def.title }];
  return [{ label: def.title }];
}
