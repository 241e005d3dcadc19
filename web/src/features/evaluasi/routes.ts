import { crud, crudModule, route, type AppRoute } from '../../lib/define-routes';

const tindakLanjutPages = () => import('./TindakLanjutLhePages');

/** Area evaluasi: LKE (placeholders until its module is built), dokumen and tindak lanjut LHE. */
export const evaluasiRoutes: AppRoute[] = [
  ...crud(
    'tindak-lanjut-lhe',
    'Tindak Lanjut LHE',
    'auth',
    crudModule(tindakLanjutPages, (m) => [m.TindakLanjutListPage, m.TindakLanjutFormPage, m.TindakLanjutShowPage]),
  ),
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
  route('/dokumen', 'Dokumen'),
  route('/dokumen-admin', 'Kelola Dokumen', 'super'),
];
