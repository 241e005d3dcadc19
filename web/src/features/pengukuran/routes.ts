import { route, type AppRoute } from '../../lib/define-routes';

/** Area pengukuran: capaian IKU (and its public copy); rapor kinerja, rencana aksi, penilaian and nilai jenjang are placeholders until built. */
export const pengukuranRoutes: AppRoute[] = [
  route('/capaian-iku', 'Capaian IKU', 'auth', { page: () => import('./capaian-iku/CapaianIkuPage') }),
  route('/public-display/capaian-iku', 'Capaian IKU', 'public', {
    layout: 'guest',
    page: () => import('./capaian-iku/PublicCapaianIkuPage'),
  }),
  route('/rapor-kinerja/:triwulan/diagram', 'Diagram Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/data', 'Data Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/rank', 'Peringkat Rapor Kinerja'),
  route('/rapor-kinerja/:triwulan/langkah-aksi-perbaikan', 'Langkah Aksi Perbaikan'),
  route('/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan', 'Penyebab Kegagalan'),
  route('/rapor-kinerja/penambahan-jumlah-output', 'Penambahan Jumlah Output'),
  route('/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram', 'Rapor Sasaran Strategis PD'),
  route('/rencana-aksi', 'Rencana Aksi'),
  route('/rencana-aksi-rb', 'Rencana Aksi RB', 'super'),
  route('/penilaian-kinerja-organisasi/:id', 'Penilaian Kinerja Organisasi', 'auth', {
    parent: '/penilaian-kinerja-organisasi-daftar',
  }),
  route('/penilaian-kinerja-organisasi-daftar', 'Daftar Penilaian Kinerja Organisasi'),
  route('/nilai-jenjang-kinerja', 'Input Nilai Jenjang Kinerja', 'super'),
  route('/nilai-jenjang-kinerja/rekap', 'Rekap Nilai Jenjang Kinerja', 'super', { parent: '/nilai-jenjang-kinerja' }),
];
