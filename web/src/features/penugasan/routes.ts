import { route, type AppRoute } from '../../lib/define-routes';

/** Area penugasan: tim kerja, the approvals of members, tim saya, PK pegawai (placeholders until built). */
export const penugasanRoutes: AppRoute[] = [
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
  route('/perjanjian-kinerja-pegawai', 'Perjanjian Kinerja Pegawai'),
];
