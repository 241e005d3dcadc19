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

const masterPages = () => import('../features/perencanaan/master/master-pages');
const kamusPages = () => import('../features/perencanaan/kamus-indikator/KamusIndikatorPage');
const narasiPages = () => import('../features/pelaporan/narasi-pages');
const tindakLanjutPages = () => import('../features/evaluasi/tindak-lanjut-lhe-pages');
const visiMisiPages = () => import('../features/perencanaan/visi-misi-rpjmd/visi-misi-pages');
const crossCuttingPages = () => import('../features/perencanaan/kinerja-cross-cutting/kinerja-cross-cutting-pages');
const bayanganPages = () => import('../features/perencanaan/kinerja-bayangan/kinerja-bayangan-pages');

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
  kinerjaSubKegiatanValidasi: () =>
    import('../features/perencanaan/kinerja-sub-kegiatan/KinerjaSubKegiatanValidasiPage'),
  kinerjaSubKegiatanTimKerja: () =>
    import('../features/perencanaan/kinerja-sub-kegiatan/KinerjaSubKegiatanTimKerjaPage'),
  sasaranStrategisPdList: () => import('../features/perencanaan/sasaran-strategis-pd/SasaranStrategisPdListPage'),
  sasaranStrategisPdForm: () => import('../features/perencanaan/sasaran-strategis-pd/SasaranStrategisPdFormPage'),
  sasaranStrategisPdShow: () => import('../features/perencanaan/sasaran-strategis-pd/SasaranStrategisPdShowPage'),
  kinerjaLangkahAksiList: () => import('../features/perencanaan/kinerja-langkah-aksi/KinerjaLangkahAksiListPage'),
  kinerjaLangkahAksiForm: () => import('../features/perencanaan/kinerja-langkah-aksi/KinerjaLangkahAksiFormPage'),
  kinerjaLangkahAksiShow: () => import('../features/perencanaan/kinerja-langkah-aksi/KinerjaLangkahAksiShowPage'),
  /** One page for the three cross-cutting levels (the level comes from the path). */
  crossCutting: () => import('../features/perencanaan/cross/CrossPage'),
  langkahAksiTerintegrasi: () => import('../features/perencanaan/langkah-aksi-terintegrasi/TerintegrasiPage'),
  langkahAksiTerintegrasiRealisasi: () => import('../features/perencanaan/langkah-aksi-terintegrasi/RealisasiPage'),
  capaianIku: () => import('../features/capaian-iku/CapaianIkuPage'),
  publicCapaianIku: () => import('../features/capaian-iku/PublicCapaianIkuPage'),
  validasiPerencanaan: () => import('../features/validasi-perencanaan/ValidasiPerencanaanPage'),
  validasiPerencanaanDetail: () => import('../features/validasi-perencanaan/ValidasiPerencanaanDetailPage'),
  // Master data, kamus indikator, LKIP narratives, tindak lanjut LHE: named pages of one module each.
  programList: named(masterPages, (m) => m.ProgramListPage),
  programForm: named(masterPages, (m) => m.ProgramFormPage),
  programShow: named(masterPages, (m) => m.ProgramShowPage),
  kegiatanList: named(masterPages, (m) => m.KegiatanListPage),
  kegiatanForm: named(masterPages, (m) => m.KegiatanFormPage),
  kegiatanShow: named(masterPages, (m) => m.KegiatanShowPage),
  subKegiatanList: named(masterPages, (m) => m.SubKegiatanListPage),
  subKegiatanForm: named(masterPages, (m) => m.SubKegiatanFormPage),
  subKegiatanShow: named(masterPages, (m) => m.SubKegiatanShowPage),
  kamusIndikator: named(kamusPages, (m) => m.KamusIndikatorUmumPage),
  kamusIndikatorFungsional: named(kamusPages, (m) => m.KamusIndikatorFungsionalPage),
  kamusIndikatorValidasi: named(kamusPages, (m) => m.KamusIndikatorValidasiPage),
  narasiPemdaList: named(narasiPages, (m) => m.NarasiPemdaListPage),
  narasiPemdaForm: named(narasiPages, (m) => m.NarasiPemdaFormPage),
  narasiPemdaShow: named(narasiPages, (m) => m.NarasiPemdaShowPage),
  narasiPdList: named(narasiPages, (m) => m.NarasiPdListPage),
  narasiPdForm: named(narasiPages, (m) => m.NarasiPdFormPage),
  narasiPdShow: named(narasiPages, (m) => m.NarasiPdShowPage),
  tindakLanjutList: named(tindakLanjutPages, (m) => m.TindakLanjutListPage),
  tindakLanjutForm: named(tindakLanjutPages, (m) => m.TindakLanjutFormPage),
  tindakLanjutShow: named(tindakLanjutPages, (m) => m.TindakLanjutShowPage),
  visiMisiList: named(visiMisiPages, (m) => m.VisiMisiListPage),
  visiMisiForm: named(visiMisiPages, (m) => m.VisiMisiFormPage),
  visiMisiShow: named(visiMisiPages, (m) => m.VisiMisiShowPage),
  sasaranStrategisRpjmdList: () => import('../features/perencanaan/sasaran-strategis-rpjmd/SasaranStrategisRpjmdListPage'),
  sasaranStrategisRpjmdForm: () => import('../features/perencanaan/sasaran-strategis-rpjmd/SasaranStrategisRpjmdFormPage'),
  sasaranStrategisRpjmdShow: () => import('../features/perencanaan/sasaran-strategis-rpjmd/SasaranStrategisRpjmdShowPage'),
  ssPdCross: () => import('../features/perencanaan/sasaran-strategis-rpjmd/SsPdCrossPage'),
  kinerjaCrossCuttingList: named(crossCuttingPages, (m) => m.KinerjaCrossCuttingListPage),
  kinerjaCrossCuttingForm: named(crossCuttingPages, (m) => m.KinerjaCrossCuttingFormPage),
  kinerjaCrossCuttingShow: named(crossCuttingPages, (m) => m.KinerjaCrossCuttingShowPage),
  kinerjaBayanganList: named(bayanganPages, (m) => m.KinerjaBayanganListPage),
  kinerjaBayanganForm: named(bayanganPages, (m) => m.KinerjaBayanganFormPage),
  kinerjaBayanganShow: named(bayanganPages, (m) => m.KinerjaBayanganShowPage),
} satisfies Record<string, PageLoader>;

/** A named page of a module that exports several (one lazily loaded chunk for all of them). */
function named<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): PageLoader {
  return () => load().then((m) => ({ default: pick(m) }));
}

const cascadingPages = () => import('../features/cascading/CascadingPages');

/** Pages of routes that the table generates from lists (display pages): looked up by path. */
const PAGES_BY_PATH: Record<string, PageLoader> = {
  '/display-mikro/cascading': named(cascadingPages, (m) => m.DisplayMikroCascadingPage),
  '/display-makro/cascading': named(cascadingPages, (m) => m.DisplayMakroCascadingPage),
  '/tim-saya/cascading-langkah-aksi': named(cascadingPages, (m) => m.TimSayaCascadingPage),
  '/public-display/display-mikro/cascading': named(cascadingPages, (m) => m.PublicMikroCascadingPage),
  '/public-display/display-makro/cascading': named(cascadingPages, (m) => m.PublicMakroCascadingPage),
  '/public-display/arsitektur-kinerja': named(cascadingPages, (m) => m.ArsitekturKinerjaPage),
  '/public-display/arsitektur-kinerja-cross-cutting': named(cascadingPages, (m) => m.ArsitekturKinerjaCrossCuttingPage),
  '/public-display/arsitektur-kinerja-bayangan': named(cascadingPages, (m) => m.ArsitekturKinerjaBayanganPage),
};

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
    page: options.page ?? PAGES_BY_PATH[path] ?? pages.placeholder,
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
  ...crud('visi-misi-rpjmd', 'Visi Misi RPJMD', 'auth', {
    crudPages: { index: pages.visiMisiList, form: pages.visiMisiForm, show: pages.visiMisiShow },
  }),
  ...crud('sasaran-strategis-rpjmd', 'Sasaran Strategis RPJMD', 'auth', {
    crudPages: {
      index: pages.sasaranStrategisRpjmdList,
      form: pages.sasaranStrategisRpjmdForm,
      show: pages.sasaranStrategisRpjmdShow,
    },
  }),
  route('/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross', 'Sasaran Strategis PD Cross Cutting', 'auth', {
    parent: '/sasaran-strategis-rpjmd',
    page: pages.ssPdCross,
  }),
  ...crud('kinerja-cross-cutting', 'Kinerja Cross Cutting', 'auth', {
    crudPages: {
      index: pages.kinerjaCrossCuttingList,
      form: pages.kinerjaCrossCuttingForm,
      show: pages.kinerjaCrossCuttingShow,
    },
  }),
  ...crud('sasaran-strategis-pd', 'Sasaran Strategis PD', 'auth', {
    crudPages: {
      index: pages.sasaranStrategisPdList,
      form: pages.sasaranStrategisPdForm,
      show: pages.sasaranStrategisPdShow,
    },
  }),
  route('/sasaran-strategis-pd/:id/kinerja-program-cross', 'Kinerja Program Cross Cutting', 'auth', {
    parent: '/sasaran-strategis-pd',
    page: pages.crossCutting,
  }),
  ...crud('kinerja-program', 'Kinerja Program', 'auth', {
    crudPages: { index: pages.kinerjaProgramList, form: pages.kinerjaProgramForm, show: pages.kinerjaProgramShow },
  }),
  route('/kinerja-program/:id/kinerja-kegiatan-cross', 'Kinerja Kegiatan Cross Cutting', 'auth', {
    page: pages.crossCutting,
    parent: '/kinerja-program',
  }),
  ...crud('kinerja-kegiatan', 'Kinerja Kegiatan', 'auth', {
    crudPages: { index: pages.kinerjaKegiatanList, form: pages.kinerjaKegiatanForm, show: pages.kinerjaKegiatanShow },
  }),
  route('/kinerja-kegiatan/:id/kinerja-sub-kegiatan-cross', 'Kinerja Sub Kegiatan Cross Cutting', 'auth', {
    page: pages.crossCutting,
    parent: '/kinerja-kegiatan',
  }),
  ...crud('kinerja-sub-kegiatan', 'Kinerja Sub Kegiatan', 'auth', {
    crudPages: { index: pages.kinerjaSubKegiatanList, form: pages.kinerjaSubKegiatanForm, show: pages.kinerjaSubKegiatanShow },
  }),
  route('/kinerja-sub-kegiatan/validasi', 'Validasi Kinerja Sub Kegiatan', 'validator-bappeda', {
    page: pages.kinerjaSubKegiatanValidasi,
  }),
  route('/kinerja-sub-kegiatan/:id/edit-tim-kerja', 'Ubah Tim Kerja Sub Kegiatan', 'auth', {
    parent: '/kinerja-sub-kegiatan',
    page: pages.kinerjaSubKegiatanTimKerja,
  }),
  ...crud('kinerja-langkah-aksi', 'Kinerja Langkah Aksi', 'auth', {
    crudPages: {
      index: pages.kinerjaLangkahAksiList,
      form: pages.kinerjaLangkahAksiForm,
      show: pages.kinerjaLangkahAksiShow,
    },
  }),
  ...crud('kinerja-bayangan', 'Kinerja Bayangan', 'auth', {
    crudPages: { index: pages.kinerjaBayanganList, form: pages.kinerjaBayanganForm, show: pages.kinerjaBayanganShow },
  }),
  ...crud('lkip/narasi-pemda', 'Narasi Pemda', 'auth', {
    crudPages: { index: pages.narasiPemdaList, form: pages.narasiPemdaForm, show: pages.narasiPemdaShow },
  }),
  ...crud('lkip/narasi-pd', 'Narasi Perangkat Daerah', 'auth', {
    crudPages: { index: pages.narasiPdList, form: pages.narasiPdForm, show: pages.narasiPdShow },
  }),
  ...crud('program', 'Program', 'super', {
    crudPages: { index: pages.programList, form: pages.programForm, show: pages.programShow },
  }),
  ...crud('kegiatan', 'Kegiatan', 'super', {
    crudPages: { index: pages.kegiatanList, form: pages.kegiatanForm, show: pages.kegiatanShow },
  }),
  ...crud('sub-kegiatan', 'Sub Kegiatan', 'super', {
    crudPages: { index: pages.subKegiatanList, form: pages.subKegiatanForm, show: pages.subKegiatanShow },
  }),
  ...crud('referensi', 'Batas Waktu', 'super', { page: pages.referensi }),
  ...crud('tindak-lanjut-lhe', 'Tindak Lanjut LHE', 'auth', {
    crudPages: { index: pages.tindakLanjutList, form: pages.tindakLanjutForm, show: pages.tindakLanjutShow },
  }),

  // --- Other routes ------------------------------------------------------------------------------
  route('/kinerja-langkah-aksi-terintegrasi', 'Langkah Aksi Terintegrasi', 'auth', { page: pages.langkahAksiTerintegrasi }),
  route('/kinerja-langkah-aksi-terintegrasi/realisasi', 'Realisasi Langkah Aksi Terintegrasi', 'auth', {
    parent: '/kinerja-langkah-aksi-terintegrasi',
    page: pages.langkahAksiTerintegrasiRealisasi,
  }),
  route('/kamus-indikator', 'Kamus Indikator', 'auth', { page: pages.kamusIndikator }),
  route('/kamus-indikator-fungsional', 'Kamus Indikator Fungsional', 'auth', { page: pages.kamusIndikatorFungsional }),
  route('/kamus-indikator-validasi-bappeda', 'Validasi Kamus Indikator', 'validator-bappeda', {
    page: pages.kamusIndikatorValidasi,
  }),
  route('/capaian-iku', 'Capaian IKU', 'auth', { page: pages.capaianIku }),
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
  // Guard auth: units submit and follow their own plan here; the API's permission table decides the rest.
  route('/validasi-perencanaan', 'Validasi Perencanaan', 'auth', { page: pages.validasiPerencanaan }),
  route('/validasi-perencanaan/:satkerId', 'Detail Validasi Perencanaan', 'auth', {
    page: pages.validasiPerencanaanDetail,
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
  route('/public-display/capaian-iku', 'Capaian IKU', 'public', { ...guest, page: pages.publicCapaianIku }),
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
