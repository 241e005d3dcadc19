import { crud, crudModule, named, route, type AppRoute, type CrudPages } from '../../lib/define-routes';

/**
 * Area perencanaan: RPJMD, PD goals, the kinerja levels, cross cutting, bayangan, master data,
 * kamus indikator, validasi perencanaan, PK, rekap anggaran and program prioritas.
 */
const masterPages = () => import('./master-data/MasterPages');
const kamusPages = () => import('./kamus-indikator/KamusIndikatorPage');
const visiMisiPages = () => import('./visi-misi-rpjmd/VisiMisiPages');
const crossCuttingPages = () => import('./kinerja-cross-cutting/KinerjaCrossCuttingPages');
const bayanganPages = () => import('./kinerja-bayangan/KinerjaBayanganPages');
/** One page for the three cross-cutting levels (the level comes from the path). */
const crossPage = () => import('./cross/CrossPage');

const kinerjaProgram: CrudPages = {
  index: () => import('./kinerja-program/KinerjaProgramListPage'),
  form: () => import('./kinerja-program/KinerjaProgramFormPage'),
  show: () => import('./kinerja-program/KinerjaProgramShowPage'),
};
const kinerjaKegiatan: CrudPages = {
  index: () => import('./kinerja-kegiatan/KinerjaKegiatanListPage'),
  form: () => import('./kinerja-kegiatan/KinerjaKegiatanFormPage'),
  show: () => import('./kinerja-kegiatan/KinerjaKegiatanShowPage'),
};
const kinerjaSubKegiatan: CrudPages = {
  index: () => import('./kinerja-sub-kegiatan/KinerjaSubKegiatanListPage'),
  form: () => import('./kinerja-sub-kegiatan/KinerjaSubKegiatanFormPage'),
  show: () => import('./kinerja-sub-kegiatan/KinerjaSubKegiatanShowPage'),
};
const kinerjaLangkahAksi: CrudPages = {
  index: () => import('./kinerja-langkah-aksi/KinerjaLangkahAksiListPage'),
  form: () => import('./kinerja-langkah-aksi/KinerjaLangkahAksiFormPage'),
  show: () => import('./kinerja-langkah-aksi/KinerjaLangkahAksiShowPage'),
};
const sasaranStrategisRpjmd: CrudPages = {
  index: () => import('./sasaran-strategis-rpjmd/SasaranStrategisRpjmdListPage'),
  form: () => import('./sasaran-strategis-rpjmd/SasaranStrategisRpjmdFormPage'),
  show: () => import('./sasaran-strategis-rpjmd/SasaranStrategisRpjmdShowPage'),
};
const sasaranStrategisPd: CrudPages = {
  index: () => import('./sasaran-strategis-pd/SasaranStrategisPdListPage'),
  form: () => import('./sasaran-strategis-pd/SasaranStrategisPdFormPage'),
  show: () => import('./sasaran-strategis-pd/SasaranStrategisPdShowPage'),
};

const crossRoute = (parent: string, child: string, title: string) =>
  route(`/${parent}/:id/${child}`, title, 'auth', { parent: `/${parent}`, page: crossPage });

export const perencanaanRoutes: AppRoute[] = [
  ...crud(
    'visi-misi-rpjmd',
    'Visi Misi RPJMD',
    'auth',
    crudModule(visiMisiPages, (m) => [m.VisiMisiListPage, m.VisiMisiFormPage, m.VisiMisiShowPage]),
  ),
  ...crud('sasaran-strategis-rpjmd', 'Sasaran Strategis RPJMD', 'auth', sasaranStrategisRpjmd),
  route('/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross', 'Sasaran Strategis PD Cross Cutting', 'auth', {
    parent: '/sasaran-strategis-rpjmd',
    page: () => import('./sasaran-strategis-rpjmd/SsPdCrossPage'),
  }),
  ...crud(
    'kinerja-cross-cutting',
    'Kinerja Cross Cutting',
    'auth',
    crudModule(crossCuttingPages, (m) => [
      m.KinerjaCrossCuttingListPage,
      m.KinerjaCrossCuttingFormPage,
      m.KinerjaCrossCuttingShowPage,
    ]),
  ),
  ...crud('sasaran-strategis-pd', 'Sasaran Strategis PD', 'auth', sasaranStrategisPd),
  crossRoute('sasaran-strategis-pd', 'kinerja-program-cross', 'Kinerja Program Cross Cutting'),
  ...crud('kinerja-program', 'Kinerja Program', 'auth', kinerjaProgram),
  crossRoute('kinerja-program', 'kinerja-kegiatan-cross', 'Kinerja Kegiatan Cross Cutting'),
  ...crud('kinerja-kegiatan', 'Kinerja Kegiatan', 'auth', kinerjaKegiatan),
  crossRoute('kinerja-kegiatan', 'kinerja-sub-kegiatan-cross', 'Kinerja Sub Kegiatan Cross Cutting'),
  ...crud('kinerja-sub-kegiatan', 'Kinerja Sub Kegiatan', 'auth', kinerjaSubKegiatan),
  route('/kinerja-sub-kegiatan/validasi', 'Validasi Kinerja Sub Kegiatan', 'validator-bappeda', {
    page: () => import('./kinerja-sub-kegiatan/KinerjaSubKegiatanValidasiPage'),
  }),
  route('/kinerja-sub-kegiatan/:id/edit-tim-kerja', 'Ubah Tim Kerja Sub Kegiatan', 'auth', {
    parent: '/kinerja-sub-kegiatan',
    page: () => import('./kinerja-sub-kegiatan/KinerjaSubKegiatanTimKerjaPage'),
  }),
  ...crud('kinerja-langkah-aksi', 'Kinerja Langkah Aksi', 'auth', kinerjaLangkahAksi),
  route('/kinerja-langkah-aksi-terintegrasi', 'Langkah Aksi Terintegrasi', 'auth', {
    page: () => import('./langkah-aksi-terintegrasi/TerintegrasiPage'),
  }),
  route('/kinerja-langkah-aksi-terintegrasi/realisasi', 'Realisasi Langkah Aksi Terintegrasi', 'auth', {
    parent: '/kinerja-langkah-aksi-terintegrasi',
    page: () => import('./langkah-aksi-terintegrasi/RealisasiPage'),
  }),
  ...crud(
    'kinerja-bayangan',
    'Kinerja Bayangan',
    'auth',
    crudModule(bayanganPages, (m) => [m.KinerjaBayanganListPage, m.KinerjaBayanganFormPage, m.KinerjaBayanganShowPage]),
  ),
  ...crud(
    'program',
    'Program',
    'super',
    crudModule(masterPages, (m) => [m.ProgramListPage, m.ProgramFormPage, m.ProgramShowPage]),
  ),
  ...crud(
    'kegiatan',
    'Kegiatan',
    'super',
    crudModule(masterPages, (m) => [m.KegiatanListPage, m.KegiatanFormPage, m.KegiatanShowPage]),
  ),
  ...crud(
    'sub-kegiatan',
    'Sub Kegiatan',
    'super',
    crudModule(masterPages, (m) => [m.SubKegiatanListPage, m.SubKegiatanFormPage, m.SubKegiatanShowPage]),
  ),
  route('/kamus-indikator', 'Kamus Indikator', 'auth', { page: named(kamusPages, (m) => m.KamusIndikatorUmumPage) }),
  route('/kamus-indikator-fungsional', 'Kamus Indikator Fungsional', 'auth', {
    page: named(kamusPages, (m) => m.KamusIndikatorFungsionalPage),
  }),
  route('/kamus-indikator-validasi-bappeda', 'Validasi Kamus Indikator', 'validator-bappeda', {
    page: named(kamusPages, (m) => m.KamusIndikatorValidasiPage),
  }),
  // Guard auth: units submit and follow their own plan here; the API's permission table decides the rest.
  route('/validasi-perencanaan', 'Validasi Perencanaan', 'auth', {
    page: () => import('./validasi-perencanaan/ValidasiPerencanaanPage'),
  }),
  route('/validasi-perencanaan/:satkerId', 'Detail Validasi Perencanaan', 'auth', {
    parent: '/validasi-perencanaan',
    page: () => import('./validasi-perencanaan/ValidasiPerencanaanDetailPage'),
  }),
  route('/rencana-aksi-rb', 'Rencana Aksi RB', 'super', {
    page: () => import('./rencana-aksi-rb/RencanaAksiRbPage'),
  }),
  route('/rekap-anggaran', 'Rekap Anggaran', 'auth', { page: () => import('./rekap-anggaran/RekapAnggaranPage') }),
  route('/program-prioritas', 'Program Prioritas', 'auth', {
    page: () => import('./program-prioritas/ProgramPrioritasPage'),
  }),
  route('/public-display/program-prioritas', 'Program Prioritas', 'public', {
    layout: 'guest',
    page: () => import('./program-prioritas/PublicProgramPrioritasPage'),
  }),
];
