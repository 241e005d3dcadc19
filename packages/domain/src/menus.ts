import { ROLE_IDS } from './roles';

/**
 * Sidebar menus by role (SPEC §2 'Sidebar menus', §6 'Menus by role'). Pure data + one function so
 * the web sidebar and the tests read the same thing.
 */
export interface MenuLink {
  label: string;
  /** In-app route. */
  to?: string;
  /** Backend page opened in a new tab (the micro-menu budget recaps). */
  newTab?: { path: string; query: Record<string, string> };
  children?: MenuLink[];
}

export interface MenuGroup {
  key: string;
  label: string;
  items: MenuLink[];
}

export interface MenuUser {
  role_id: number;
  satuan_kerja_id: string | null;
}

export const MENU_GROUP_LABELS = {
  dashboard: 'Dashboard',
  perencanaan: 'Perencanaan',
  makro: 'Display Kinerja Makro',
  mikro: 'Display Kinerja Mikro',
  pelaporan: 'Pelaporan (LKIP)',
  pengukuran: 'Pengukuran',
  evaluasi: 'Evaluasi',
  penugasan: 'Penugasan',
  referensi: 'Referensi',
  validasiBappeda: 'Validasi Bappeda',
  penilaianLke: 'Penilaian LKE',
  validasiPerencanaan: 'Validasi Perencanaan',
  persetujuanAnggota: 'Persetujuan Anggota Tim',
  timSaya: 'Tim Saya',
  pkPegawai: 'Perjanjian Kinerja Pegawai',
} as const;

/** The year of 'Penambahan Jumlah Output'. */
export const PENAMBAHAN_OUTPUT_YEAR = 2023;

const R = ROLE_IDS;

const dashboard: MenuGroup = {
  key: 'dashboard',
  label: MENU_GROUP_LABELS.dashboard,
  items: [{ label: 'Dashboard', to: '/dashboard' }],
};

function group(key: keyof typeof MENU_GROUP_LABELS, items: MenuLink[]): MenuGroup {
  return { key, label: MENU_GROUP_LABELS[key], items };
}

/** The display pages of SPEC §2 'Display macro/micro' (slug under /display-makro or /display-mikro, menu name). */
export const DISPLAY_MAKRO_PAGES: readonly (readonly [slug: string, title: string])[] = [
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

export const DISPLAY_MIKRO_PAGES: readonly (readonly [slug: string, title: string])[] = [
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

const DISPLAY_MAKRO: MenuLink[] = DISPLAY_MAKRO_PAGES.map(([slug, label]) => ({ label, to: `/display-makro/${slug}` }));
const DISPLAY_MIKRO: MenuLink[] = DISPLAY_MIKRO_PAGES.map(([slug, label]) => ({ label, to: `/display-mikro/${slug}` }));

function rekapAnggaranActions(year: number, user: MenuUser): MenuLink[] {
  const query = { tahun_kinerja: String(year), satuan_kerja_id: user.satuan_kerja_id ?? '' };
  return [
    { label: 'Rekap Anggaran per Perangkat Daerah', newTab: { path: 'backend/rekap-anggaran', query } },
    { label: 'Rekap Anggaran per Sasaran', newTab: { path: 'backend/rekap-rincian', query } },
  ];
}

function perencanaanItems(isSuper: boolean): MenuLink[] {
  const items: MenuLink[] = [
    { label: 'Visi Misi RPJMD', to: '/visi-misi-rpjmd' },
    { label: 'Sasaran Strategis RPJMD', to: '/sasaran-strategis-rpjmd' },
    { label: 'Kinerja Cross Cutting', to: '/kinerja-cross-cutting' },
    { label: 'Sasaran Strategis PD', to: '/sasaran-strategis-pd' },
    { label: 'Kinerja Program', to: '/kinerja-program' },
    { label: 'Kinerja Kegiatan', to: '/kinerja-kegiatan' },
    { label: 'Kinerja Sub Kegiatan', to: '/kinerja-sub-kegiatan' },
    { label: 'Kinerja Langkah Aksi', to: '/kinerja-langkah-aksi' },
    { label: 'Langkah Aksi Terintegrasi', to: '/kinerja-langkah-aksi-terintegrasi' },
    { label: 'Kinerja Bayangan', to: '/kinerja-bayangan' },
    { label: 'Kamus Indikator', to: '/kamus-indikator' },
    { label: 'Kamus Indikator Fungsional', to: '/kamus-indikator-fungsional' },
    { label: 'Rencana Aksi', to: '/rencana-aksi' },
    { label: 'Perjanjian Kinerja', to: '/perjanjian-kinerja' },
    { label: 'Rekap Anggaran', to: '/rekap-anggaran' },
    { label: 'Program Prioritas', to: '/program-prioritas' },
    // Where a unit submits its plan and follows its stage (issue 10 item 7); super and setda follow it.
    { label: 'Validasi Perencanaan', to: '/validasi-perencanaan' },
  ];
  if (isSuper) {
    items.push(
      { label: 'Program', to: '/program' },
      { label: 'Kegiatan', to: '/kegiatan' },
      { label: 'Sub Kegiatan', to: '/sub-kegiatan' },
      { label: 'Rencana Aksi RB', to: '/rencana-aksi-rb' },
    );
  }
  return items;
}

function pelaporanItems(): MenuLink[] {
  return [
    { label: 'Narasi Pemda', to: '/lkip/narasi-pemda' },
    { label: 'Narasi Perangkat Daerah', to: '/lkip/narasi-pd' },
    { label: 'Bab I', to: '/lkip/bab-1' },
    { label: 'Bab II', to: '/lkip/bab-2' },
    { label: 'Bab III', to: '/lkip/bab-3' },
  ];
}

function pengukuranItems(user: MenuUser, year: number): MenuLink[] {
  const items: MenuLink[] = [
    {
      label: 'Rapor Kinerja',
      children: [
        { label: 'Diagram', to: '/rapor-kinerja/1/diagram' },
        { label: 'Data', to: '/rapor-kinerja/1/data' },
        { label: 'Peringkat', to: '/rapor-kinerja/1/rank' },
        { label: 'Langkah Aksi Perbaikan', to: '/rapor-kinerja/1/langkah-aksi-perbaikan' },
      ],
    },
    { label: 'Rapor Sasaran Strategis PD', to: '/rapor-kinerja-sasaran-strategis-pd/1/diagram' },
    { label: 'Capaian IKU', to: '/capaian-iku' },
    { label: 'Penilaian Kinerja Organisasi', to: '/penilaian-kinerja-organisasi-daftar' },
  ];
  const mayAddOutput = user.role_id === R.pemerintah_daerah || user.role_id === R.perangkat_daerah;
  if (mayAddOutput && year === PENAMBAHAN_OUTPUT_YEAR) {
    items.push({ label: 'Penambahan Jumlah Output', to: '/rapor-kinerja/penambahan-jumlah-output' });
  }
  if (user.role_id === R.super) {
    items.push({
      label: 'Nilai Jenjang Kinerja',
      children: [
        { label: 'Input Nilai', to: '/nilai-jenjang-kinerja' },
        { label: 'Rekap Nilai', to: '/nilai-jenjang-kinerja/rekap' },
      ],
    });
  }
  return items;
}

function evaluasiItems(isSuper: boolean): MenuLink[] {
  if (isSuper)
    return [
      { label: 'Rekap Nilai LKE', to: '/lke/rekap-pd' },
      { label: 'Hasil LKE dan LHE', to: '/lke/hasil' },
      { label: 'Kelola Lembar Kerja LKE', to: '/lke/lembar-kerja' },
      { label: 'Kelola Dokumen', to: '/dokumen-admin' },
    ];
  return [
    { label: 'Dokumen', to: '/dokumen' },
    { label: 'Input Eviden', to: '/lke/eviden' },
    { label: 'Eviden Perbaikan', to: '/lke/eviden-2' },
    { label: 'Hasil Self Assessment', to: '/lke/hasil-self-assessment' },
    { label: 'Hasil Akhir Evaluasi', to: '/lke/hasil-akhir' },
    { label: 'Hasil LKE dan LHE', to: '/lke/hasil' },
    { label: 'Tindak Lanjut LHE', to: '/tindak-lanjut-lhe' },
  ];
}

/** The full menu of everyone who is not a validator (super, pemerintah daerah, perangkat daerah, setda, pemda). */
function fullMenu(user: MenuUser, year: number): MenuGroup[] {
  const isSuper = user.role_id === R.super;
  const isSetda = user.role_id === R.setda;
  const groups: MenuGroup[] = [
    dashboard,
    group('perencanaan', perencanaanItems(isSuper)),
    group('makro', DISPLAY_MAKRO),
    group('mikro', [...DISPLAY_MIKRO, ...rekapAnggaranActions(year, user)]),
  ];
  if (!isSuper && !isSetda) groups.push(group('pelaporan', pelaporanItems()));
  if (!isSetda) {
    groups.push(group('pengukuran', pengukuranItems(user, year)));
    groups.push(group('evaluasi', evaluasiItems(isSuper)));
  }
  groups.push(
    group('penugasan', [
      { label: 'Tim Kerja', to: '/tim-kerja' },
      { label: 'Tim Kerja Tambahan', to: '/tim-kerja/tambahan' },
    ]),
  );
  if (isSuper) {
    groups.push(
      group('referensi', [
        { label: 'Batas Waktu', to: '/referensi' },
        { label: 'Pengguna', to: '/admin/users' },
        { label: 'Pengaturan', to: '/admin/pengaturan' },
        { label: 'Pegawai', to: '/pegawai' },
      ]),
    );
  }
  return groups;
}

export function menusFor(user: MenuUser, year: number): MenuGroup[] {
  switch (user.role_id) {
    case R.validator_bappeda:
      return [
        dashboard,
        group('validasiBappeda', [
          { label: 'Validasi Kamus Indikator', to: '/kamus-indikator-validasi-bappeda' },
          { label: 'Validasi Kinerja Sub Kegiatan', to: '/kinerja-sub-kegiatan/validasi' },
        ]),
      ];
    case R.validator_lke:
    case R.validator_lke_pleno:
      return [
        dashboard,
        group('penilaianLke', [
          { label: 'Penilaian Awal', to: '/lke/penilaian' },
          { label: 'Penilaian Akhir', to: '/lke/penilaian-2' },
          { label: 'Penilaian Pleno', to: '/lke/penilaian-humanis' },
          { label: 'Hasil Penilaian', to: '/lke/hasil-penilaian' },
          { label: 'Rekap Perangkat Daerah', to: '/lke/rekap-pd' },
          { label: 'Rekomendasi dan Tindak Lanjut', to: '/tindak-lanjut-lhe' },
        ]),
      ];
    case R.validator_perencanaan_1:
    case R.validator_perencanaan_2:
    case R.validator_perencanaan_3:
      return [
        dashboard,
        group('validasiPerencanaan', [{ label: 'Validasi Perencanaan', to: '/validasi-perencanaan' }]),
      ];
    case R.validator_kepala_bidang:
      return [
        dashboard,
        group('persetujuanAnggota', [
          { label: 'Sebagai Kepala Bidang', to: '/validasi-kepala-bidang' },
          { label: 'Sebagai Kepala OPD', to: '/validasi-kepala-opd' },
        ]),
        group('timSaya', [
          { label: 'Sebagai Ketua Tim', to: '/tim-saya/ketua-tim' },
          { label: 'Sebagai Anggota Tim', to: '/tim-saya/anggota-tim' },
          { label: 'Kinerja Langkah Aksi', to: '/kinerja-langkah-aksi' },
          { label: 'Cascading Langkah Aksi', to: '/tim-saya/cascading-langkah-aksi' },
        ]),
        group('pkPegawai', [{ label: 'Perjanjian Kinerja Pegawai', to: '/perjanjian-kinerja-pegawai' }]),
      ];
    case R.validator_kepala_opd:
      return [dashboard, group('persetujuanAnggota', [{ label: 'Sebagai Kepala OPD', to: '/validasi-kepala-opd' }])];
    default:
      return fullMenu(user, year);
  }
}

/** Every in-app path a menu links to (for tests and the route table check). */
export function menuPaths(groups: MenuGroup[]): string[] {
  const out: string[] = [];
  const walk = (items: MenuLink[]) => {
    for (const item of items) {
      if (item.to) out.push(item.to);
      if (item.children) walk(item.children);
    }
  };
  for (const g of groups) walk(g.items);
  return out;
}
