import { reportPage } from '../../components/report/report-page';
import { named, route, type AppRoute } from '../../lib/define-routes';

const raporTables = () => import('./rapor-kinerja/RaporTablePages');

/** Area pengukuran: capaian IKU and rapor kinerja (and their public copies); rencana aksi, nilai jenjang, penilaian organisasi, rapor SS-PD. */
export const pengukuranRoutes: AppRoute[] = [
  route('/capaian-iku', 'Capaian IKU', 'auth', { page: () => import('./capaian-iku/CapaianIkuPage') }),
  route('/public-display/capaian-iku', 'Capaian IKU', 'public', {
    layout: 'guest',
    page: () => import('./capaian-iku/PublicCapaianIkuPage'),
  }),
  route('/rapor-kinerja/:triwulan/diagram', 'Diagram Rapor Kinerja', 'auth', {
    page: () => import('./rapor-kinerja/RaporDiagramPage'),
  }),
  route('/rapor-kinerja/:triwulan/data', 'Data Rapor Kinerja', 'auth', {
    page: named(raporTables, (m) => m.RaporDataPage),
  }),
  route('/rapor-kinerja/:triwulan/rank', 'Peringkat Rapor Kinerja', 'auth', {
    page: named(raporTables, (m) => m.RaporRankPage),
  }),
  route('/rapor-kinerja/:triwulan/langkah-aksi-perbaikan', 'Langkah Aksi Perbaikan', 'auth', {
    page: () => import('./rapor-kinerja/PerbaikanPage'),
  }),
  route('/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan', 'Penyebab Kegagalan', 'auth', {
    parent: '/rapor-kinerja/:triwulan/data',
    page: () => import('./rapor-kinerja/PenyebabPage'),
  }),
  route('/public-display/rapor-kinerja/:triwulan/:satuanKerjaId', 'Rapor Kinerja', 'public', {
    layout: 'guest',
    page: () => import('./rapor-kinerja/PublicRaporPage'),
  }),
  // The public navbar's entry (issue 25 item 32): the visitor chooses the unit first.
  route('/public-display/rapor-kinerja/:triwulan', 'Rapor Kinerja', 'public', {
    layout: 'guest',
    page: () => import('./rapor-kinerja/PublicRaporPage'),
  }),
  route('/rapor-kinerja/penambahan-jumlah-output', 'Penambahan Jumlah Output', 'auth', {
    page: () => import('./rapor-kinerja/PenambahanOutputPage'),
  }),
  route('/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram', 'Rapor Sasaran Strategis PD', 'auth', {
    page: () => import('./rapor-ss-pd/RaporSsPdPage'),
  }),
  route('/rencana-aksi', 'Rencana Aksi', 'auth', { page: () => import('./rencana-aksi/RencanaAksiPage') }),
  route('/penilaian-kinerja-organisasi/:id', 'Penilaian Kinerja Organisasi', 'auth', {
    parent: '/penilaian-kinerja-organisasi-daftar',
    page: () => import('./penilaian-organisasi/PenilaianDetailPage'),
  }),
  route('/penilaian-kinerja-organisasi-daftar', 'Daftar Penilaian Kinerja Organisasi', 'auth', {
    page: () => import('./penilaian-organisasi/PenilaianDaftarPage'),
  }),
  route('/nilai-jenjang-kinerja', 'Input Nilai Jenjang Kinerja', 'super', {
    page: () => import('./nilai-jenjang/NilaiJenjangPage'),
  }),
  route('/nilai-jenjang-kinerja/rekap', 'Rekap Nilai Jenjang Kinerja', 'super', {
    parent: '/nilai-jenjang-kinerja',
    page: reportPage(() =>
      import('@sakip/domain/report/pages/nilai-jenjang-rekap').then((m) => m.nilaiJenjangRekapReport),
    ),
  }),
];
