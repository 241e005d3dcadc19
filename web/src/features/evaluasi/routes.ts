import { crud, crudModule, named, route, type AppRoute } from '../../lib/define-routes';

const tindakLanjutPages = () => import('./TindakLanjutLhePages');
const lkeSheet = () => import('./lke/LkeWorksheetPages');
const lkeHasil = () => import('./lke/LkeHasilPages');

/** Area evaluasi: LKE, dokumen and tindak lanjut LHE. */
export const evaluasiRoutes: AppRoute[] = [
  ...crud(
    'tindak-lanjut-lhe',
    'Tindak Lanjut LHE',
    'auth',
    crudModule(tindakLanjutPages, (m) => [m.TindakLanjutListPage, m.TindakLanjutFormPage, m.TindakLanjutShowPage]),
  ),
  route('/lke/eviden', 'Input Eviden', 'auth', { page: named(lkeSheet, (m) => m.EvidenPage) }),
  route('/lke/eviden-2', 'Eviden Perbaikan', 'auth', { page: named(lkeSheet, (m) => m.Eviden2Page) }),
  route('/lke/hasil-self-assessment', 'Hasil Self Assessment', 'auth', {
    page: named(lkeHasil, (m) => m.HasilSelfAssessmentPage),
  }),
  route('/lke/hasil-akhir', 'Hasil Akhir Evaluasi', 'auth', { page: named(lkeHasil, (m) => m.HasilAkhirPage) }),
  route('/lke/penilaian', 'Penilaian Awal', 'validator-lke-pleno', { page: named(lkeSheet, (m) => m.PenilaianPage) }),
  route('/lke/penilaian-2', 'Penilaian Akhir', 'validator-lke-pleno', {
    page: named(lkeSheet, (m) => m.Penilaian2Page),
  }),
  route('/lke/penilaian-humanis', 'Penilaian Pleno', 'validator-lke-pleno', {
    page: named(lkeHasil, (m) => m.PenilaianHumanisPage),
  }),
  route('/lke/hasil-penilaian', 'Hasil Penilaian', 'validator-lke-pleno', {
    page: named(lkeHasil, (m) => m.HasilPenilaianPage),
  }),
  route('/lke/hasil', 'Hasil LKE', 'auth', { page: named(lkeHasil, (m) => m.HasilPage) }),
  route('/lke/rekap-pd', 'Rekap Nilai LKE', 'auth', { page: named(lkeHasil, (m) => m.RekapPdPage) }),
  route('/lke/lembar-kerja', 'Kelola Lembar Kerja LKE', 'super', {
    page: named(() => import('./lke/LkeLembarKerjaPage'), (m) => m.LembarKerjaPage),
  }),
  route('/public-display/lke/hasil-self-assessment', 'Hasil Self Assessment', 'public', {
    layout: 'guest',
    page: named(lkeHasil, (m) => m.PublicHasilSelfAssessmentPage),
  }),
  route('/public-display/lke/hasil-akhir', 'Hasil Akhir Evaluasi', 'public', {
    layout: 'guest',
    page: named(lkeHasil, (m) => m.PublicHasilAkhirPage),
  }),
  route('/dokumen', 'Dokumen', 'auth', { page: () => import('./dokumen/DokumenPage') }),
  route('/dokumen-admin', 'Kelola Dokumen', 'super', { page: () => import('./dokumen/DokumenAdminPage') }),
  route('/public-display/dokumen/:jenisDokumenId', 'Laporan & Dokumen', 'public', {
    layout: 'guest',
    page: () => import('./dokumen/PublicDokumenPage'),
  }),
];
