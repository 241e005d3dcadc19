import { named, route, type AppRoute } from '../../lib/define-routes';

const timKerja = () => import('./TimKerjaPages');
const validasi = () => import('./ValidasiAnggotaPages');
const timSaya = () => import('./TimSayaPages');

/** Area penugasan: tim kerja, the approvals of members, tim saya, PK pegawai. */
export const penugasanRoutes: AppRoute[] = [
  route('/tim-kerja', 'Tim Kerja', 'auth', { page: named(timKerja, (m) => m.TimKerjaListPage) }),
  route('/tim-kerja/tambahan', 'Tim Kerja Tambahan', 'auth', {
    parent: '/tim-kerja',
    page: named(timKerja, (m) => m.TimKerjaTambahanPage),
  }),
  route('/tim-kerja/detail/:id', 'Detail Tim Kerja', 'auth', {
    parent: '/tim-kerja',
    page: named(timKerja, (m) => m.TimKerjaDetailPage),
  }),
  route('/tim-kerja/create/:id', 'Tambah Anggota Tim Kerja', 'auth', {
    parent: '/tim-kerja',
    page: named(timKerja, (m) => m.AnggotaFormPage),
  }),
  route('/tim-kerja/edit/:id/:nip_anggota', 'Ubah Anggota Tim Kerja', 'auth', {
    parent: '/tim-kerja',
    page: named(timKerja, (m) => m.AnggotaFormPage),
  }),
  route('/validasi-kepala-bidang', 'Persetujuan Anggota Tim sebagai Kepala Bidang', 'validator-kepala-bidang', {
    page: named(validasi, (m) => m.ValidasiKepalaBidangPage),
  }),
  route('/validasi-kepala-bidang/show/:id', 'Detail Persetujuan Anggota Tim', 'validator-kepala-bidang', {
    parent: '/validasi-kepala-bidang',
    page: named(validasi, (m) => m.ValidasiKepalaBidangShowPage),
  }),
  // Kepala bidang also approves as kepala OPD: the server decides who may act.
  route('/validasi-kepala-opd', 'Persetujuan Anggota Tim sebagai Kepala OPD', 'auth', {
    page: named(validasi, (m) => m.ValidasiKepalaOpdPage),
  }),
  route('/validasi-kepala-opd/show/:id', 'Detail Persetujuan Anggota Tim', 'auth', {
    parent: '/validasi-kepala-opd',
    page: named(validasi, (m) => m.ValidasiKepalaOpdShowPage),
  }),
  route('/tim-saya/ketua-tim', 'Tim Saya sebagai Ketua Tim', 'validator-kepala-bidang', {
    page: named(timSaya, (m) => m.KetuaTimPage),
  }),
  route('/tim-saya/ketua-tim-detail/:id', 'Detail Tim Saya', 'validator-kepala-bidang', {
    parent: '/tim-saya/ketua-tim',
    page: named(timSaya, (m) => m.KetuaTimDetailPage),
  }),
  route('/tim-saya/anggota-tim', 'Tim Saya sebagai Anggota Tim', 'validator-kepala-bidang', {
    page: named(timSaya, (m) => m.AnggotaTimPage),
  }),
  route('/perjanjian-kinerja-pegawai', 'Perjanjian Kinerja Pegawai', 'auth', {
    page: () => import('./pk-pegawai/PkPegawaiPage'),
  }),
];
