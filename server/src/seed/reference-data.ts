/**
 * Demo reference data of the fictional city "Kota Harapan Jaya": work units (satuan kerja), their
 * organisation structure (unit kerja), employees (pegawai), deadlines and settings.
 *
 * Pure data, no database: `buildDemoData()` returns the same rows on every run (names and NIPs come
 * from a seeded PRNG), so that screenshots, tests and the README stay valid.
 */
import {
  BATAS_WAKTU_KODE,
  DEFAULT_YEAR,
  SATKER_DPMPTSP_ID,
  SATKER_SETDA_ID,
  SELECTABLE_YEARS,
  type BatasWaktuKode,
} from '@sakip/domain';

// ---------------------------------------------------------------------------------------------
// The city
// ---------------------------------------------------------------------------------------------

export const DEMO_CITY = {
  nama_kota: 'Kota Harapan Jaya',
  nama_provinsi: 'Provinsi Nusa Harapan',
  nama_walikota: 'H. Ahmad Fauzan Hidayat, S.E., M.M.',
  nama_wakil_walikota: 'Dra. Hj. Ratna Kusumawardani, M.Si.',
} as const;

/** Units the demo accounts and tests refer to. */
export const DEMO_SATKER_IDS = {
  setda: SATKER_SETDA_ID,
  biroPemerintahan: '9999001',
  biroPerekonomian: '9999002',
  biroHukum: '9999003',
  biroOrganisasi: '9999004',
  biroUmum: '9999005',
  pendidikan: '1010',
  rsud: '1025',
  dpmptsp: SATKER_DPMPTSP_ID,
  kominfo: '1085',
  bappeda: '1200',
  inspektorat: '1300',
} as const;

/** The unit of the demo `perangkat_daerah`, `validator_kepala_bidang` and `validator_kepala_opd` users. */
export const DEMO_PD_SATKER_ID = DEMO_SATKER_IDS.pendidikan;
/** The unit of the demo `biro` user. */
export const DEMO_BIRO_SATKER_ID = DEMO_SATKER_IDS.biroPemerintahan;

// ---------------------------------------------------------------------------------------------
// Work units and their structure
// ---------------------------------------------------------------------------------------------

export type JenisSatker =
  'dinas' | 'badan' | 'sekretariat' | 'biro' | 'inspektorat' | 'rsud' | 'kecamatan' | 'satpol' | 'kantor';

/** Field of the unit: decides the academic titles and functional positions of its people. */
type Rumpun = 'umum' | 'pendidikan' | 'kesehatan' | 'teknik' | 'hukum' | 'ekonomi' | 'it' | 'pertanian';

/** An eselon-3 position (bidang, bagian, sekretariat): name, its eselon-4 sub-units, optional title. */
type Bidang = readonly [nama: string, sub: readonly string[], jabatan?: string];

interface SatkerDef {
  id: string;
  nama: string;
  singkatan: string;
  jenis: JenisSatker;
  jabatan_kepala: string;
  rumpun: Rumpun;
  is_rsud?: boolean;
  /** The secretariat (eselon 3); undefined = the standard one, null = none. */
  sekretariat?: Bidang | null;
  bidang?: readonly Bidang[];
  /** Eselon-4 positions directly under the head (kecamatan, kantor). */
  seksi?: readonly string[];
  /** A fixed head instead of a generated one. */
  kepala?: { nama: string; jk: 'L' | 'P' };
  /** Functional positions of the staff. */
  staf?: readonly string[];
}

const SEKRETARIAT: Bidang = [
  'Sekretariat',
  ['Subbagian Umum dan Kepegawaian', 'Subbagian Perencanaan dan Keuangan'],
  'Sekretaris',
];

function kecamatan(id: string, nama: string, seksi: readonly string[]): SatkerDef {
  return {
    id,
    nama: `Kecamatan ${nama}`,
    singkatan: `Kec. ${nama}`,
    jenis: 'kecamatan',
    jabatan_kepala: `Camat ${nama}`,
    rumpun: 'umum',
    sekretariat: [
      'Sekretariat',
      ['Subbagian Umum dan Kepegawaian', 'Subbagian Perencanaan dan Keuangan'],
      'Sekretaris Camat',
    ],
    seksi,
  };
}

const SATKER_DEFS: readonly SatkerDef[] = [
  {
    id: SATKER_SETDA_ID,
    nama: 'Sekretariat Daerah',
    singkatan: 'Setda',
    jenis: 'sekretariat',
    jabatan_kepala: 'Sekretaris Daerah',
    rumpun: 'umum',
    sekretariat: null,
    bidang: [
      ['Bagian Perencanaan dan Keuangan', ['Subbagian Perencanaan dan Pelaporan', 'Subbagian Keuangan']],
      ['Bagian Protokol dan Komunikasi Pimpinan', ['Subbagian Protokol', 'Subbagian Dokumentasi Pimpinan']],
      ['Bagian Tata Usaha Pimpinan', ['Subbagian Tata Usaha Sekretaris Daerah']],
    ],
    kepala: { nama: 'Dr. H. Bambang Sutrisno, S.STP., M.Si.', jk: 'L' },
  },
  {
    id: DEMO_SATKER_IDS.biroPemerintahan,
    nama: 'Biro Pemerintahan',
    singkatan: 'Biro Pemerintahan',
    jenis: 'biro',
    jabatan_kepala: 'Kepala Biro Pemerintahan',
    rumpun: 'umum',
    sekretariat: null,
    bidang: [
      ['Bagian Administrasi Pemerintahan', ['Subbagian Otonomi Daerah', 'Subbagian Administrasi Kewilayahan']],
      ['Bagian Kerja Sama', ['Subbagian Kerja Sama Dalam Negeri']],
    ],
  },
  {
    id: DEMO_SATKER_IDS.biroPerekonomian,
    nama: 'Biro Perekonomian dan Pembangunan',
    singkatan: 'Biro Ekbang',
    jenis: 'biro',
    jabatan_kepala: 'Kepala Biro Perekonomian dan Pembangunan',
    rumpun: 'ekonomi',
    sekretariat: null,
    bidang: [
      ['Bagian Perekonomian', ['Subbagian Pembinaan BUMD', 'Subbagian Perekonomian Daerah']],
      ['Bagian Administrasi Pembangunan', ['Subbagian Pengendalian Program Pembangunan']],
      ['Bagian Pengadaan Barang dan Jasa', ['Subbagian Pengelolaan Layanan Pengadaan']],
    ],
  },
  {
    id: DEMO_SATKER_IDS.biroHukum,
    nama: 'Biro Hukum',
    singkatan: 'Biro Hukum',
    jenis: 'biro',
    jabatan_kepala: 'Kepala Biro Hukum',
    rumpun: 'hukum',
    sekretariat: null,
    bidang: [
      ['Bagian Perundang-undangan', ['Subbagian Penyusunan Produk Hukum Daerah']],
      ['Bagian Bantuan Hukum', ['Subbagian Bantuan Hukum dan HAM', 'Subbagian Dokumentasi dan Informasi Hukum']],
    ],
    staf: ['Perancang Peraturan Perundang-undangan Ahli Pertama', 'Analis Hukum', 'Pengadministrasi Perkantoran'],
  },
  {
    id: DEMO_SATKER_IDS.biroOrganisasi,
    nama: 'Biro Organisasi',
    singkatan: 'Biro Organisasi',
    jenis: 'biro',
    jabatan_kepala: 'Kepala Biro Organisasi',
    rumpun: 'umum',
    sekretariat: null,
    bidang: [
      ['Bagian Kelembagaan dan Analisis Jabatan', ['Subbagian Kelembagaan', 'Subbagian Analisis Jabatan']],
      [
        'Bagian Reformasi Birokrasi dan Akuntabilitas Kinerja',
        ['Subbagian Akuntabilitas Kinerja', 'Subbagian Pelayanan Publik dan Tata Laksana'],
      ],
    ],
    staf: ['Analis Kinerja', 'Analis Kelembagaan', 'Analis Jabatan', 'Analis Tata Laksana'],
  },
  {
    id: DEMO_SATKER_IDS.biroUmum,
    nama: 'Biro Umum',
    singkatan: 'Biro Umum',
    jenis: 'biro',
    jabatan_kepala: 'Kepala Biro Umum',
    rumpun: 'umum',
    sekretariat: null,
    bidang: [
      ['Bagian Rumah Tangga', ['Subbagian Rumah Tangga Pimpinan', 'Subbagian Perlengkapan']],
      ['Bagian Tata Usaha dan Keuangan', ['Subbagian Tata Usaha', 'Subbagian Keuangan']],
    ],
  },
  {
    id: DEMO_SATKER_IDS.pendidikan,
    nama: 'Dinas Pendidikan',
    singkatan: 'Disdik',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Pendidikan',
    rumpun: 'pendidikan',
    bidang: [
      ['Bidang Pendidikan Dasar', ['Seksi Kurikulum Sekolah Dasar', 'Seksi Sarana dan Prasarana Sekolah Dasar']],
      ['Bidang Pendidikan Anak Usia Dini dan Pendidikan Nonformal', ['Seksi Kelembagaan dan Peserta Didik PAUD']],
      [
        'Bidang Pendidik dan Tenaga Kependidikan',
        ['Seksi Pendidik dan Tenaga Kependidikan Sekolah Dasar', 'Seksi Pendidik dan Tenaga Kependidikan SMP'],
      ],
    ],
    kepala: { nama: 'Dr. Hj. Siti Rahmawati, M.Pd.', jk: 'P' },
    staf: [
      'Pengembang Teknologi Pembelajaran Ahli Pertama',
      'Analis Data Pendidikan',
      'Perencana Ahli Pertama',
      'Pengelola Keuangan',
    ],
  },
  {
    id: '1020',
    nama: 'Dinas Kesehatan',
    singkatan: 'Dinkes',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Kesehatan',
    rumpun: 'kesehatan',
    bidang: [
      [
        'Bidang Kesehatan Masyarakat',
        ['Seksi Kesehatan Keluarga dan Gizi', 'Seksi Promosi dan Pemberdayaan Masyarakat'],
      ],
      [
        'Bidang Pencegahan dan Pengendalian Penyakit',
        ['Seksi Surveilans dan Imunisasi', 'Seksi Pencegahan dan Pengendalian Penyakit Menular'],
      ],
      [
        'Bidang Pelayanan dan Sumber Daya Kesehatan',
        ['Seksi Pelayanan Kesehatan Primer', 'Seksi Kefarmasian dan Alat Kesehatan'],
      ],
    ],
    staf: [
      'Epidemiolog Kesehatan Ahli Pertama',
      'Nutrisionis Ahli Pertama',
      'Administrator Kesehatan Ahli Pertama',
      'Pengelola Keuangan',
    ],
  },
  {
    id: DEMO_SATKER_IDS.rsud,
    nama: 'Rumah Sakit Umum Daerah Kota Harapan Jaya',
    singkatan: 'RSUD',
    jenis: 'rsud',
    jabatan_kepala: 'Direktur RSUD Kota Harapan Jaya',
    rumpun: 'kesehatan',
    is_rsud: true,
    sekretariat: ['Bagian Tata Usaha', ['Subbagian Umum dan Kepegawaian', 'Subbagian Keuangan dan Program']],
    bidang: [
      ['Bidang Pelayanan Medis', ['Seksi Pelayanan Medis Rawat Jalan', 'Seksi Pelayanan Medis Rawat Inap']],
      ['Bidang Keperawatan', ['Seksi Asuhan Keperawatan']],
      ['Bidang Penunjang Medis', ['Seksi Penunjang Medis', 'Seksi Rekam Medis']],
    ],
    kepala: { nama: 'dr. H. Arief Budiman, Sp.PD., M.Kes.', jk: 'L' },
    staf: ['Perawat Ahli Pertama', 'Perekam Medis', 'Apoteker Ahli Pertama', 'Administrator Kesehatan Ahli Pertama'],
  },
  {
    id: '1030',
    nama: 'Dinas Pekerjaan Umum dan Penataan Ruang',
    singkatan: 'DPUPR',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Pekerjaan Umum dan Penataan Ruang',
    rumpun: 'teknik',
    bidang: [
      ['Bidang Bina Marga', ['Seksi Pembangunan Jalan dan Jembatan', 'Seksi Pemeliharaan Jalan dan Jembatan']],
      ['Bidang Sumber Daya Air', ['Seksi Drainase', 'Seksi Irigasi']],
      ['Bidang Penataan Ruang', ['Seksi Perencanaan Tata Ruang', 'Seksi Pengendalian Pemanfaatan Ruang']],
    ],
    staf: [
      'Teknik Jalan dan Jembatan Ahli Pertama',
      'Penata Ruang Ahli Pertama',
      'Pengawas Bangunan',
      'Pengelola Keuangan',
    ],
  },
  {
    id: '1035',
    nama: 'Dinas Perumahan Rakyat dan Kawasan Permukiman',
    singkatan: 'Disperkim',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Perumahan Rakyat dan Kawasan Permukiman',
    rumpun: 'teknik',
    bidang: [
      ['Bidang Perumahan', ['Seksi Penyediaan Perumahan']],
      ['Bidang Kawasan Permukiman', ['Seksi Peningkatan Kualitas Permukiman Kumuh']],
      ['Bidang Pertamanan dan Penerangan Jalan Umum', ['Seksi Pertamanan', 'Seksi Penerangan Jalan Umum']],
    ],
  },
  {
    id: '1040',
    nama: 'Satuan Polisi Pamong Praja',
    singkatan: 'Satpol PP',
    jenis: 'satpol',
    jabatan_kepala: 'Kepala Satuan Polisi Pamong Praja',
    rumpun: 'umum',
    bidang: [
      ['Bidang Penegakan Peraturan Daerah', ['Seksi Penyelidikan dan Penyidikan']],
      [
        'Bidang Ketenteraman dan Ketertiban Umum',
        ['Seksi Operasi dan Pengendalian', 'Seksi Pengamanan dan Pengawalan'],
      ],
      ['Bidang Perlindungan Masyarakat', ['Seksi Satuan Perlindungan Masyarakat']],
    ],
    staf: ['Polisi Pamong Praja Ahli Pertama', 'Polisi Pamong Praja Terampil', 'Pengadministrasi Perkantoran'],
  },
  {
    id: '1042',
    nama: 'Dinas Pemadam Kebakaran dan Penyelamatan',
    singkatan: 'Damkar',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Pemadam Kebakaran dan Penyelamatan',
    rumpun: 'umum',
    bidang: [
      ['Bidang Pencegahan Kebakaran', ['Seksi Pencegahan dan Penyuluhan']],
      ['Bidang Pemadaman dan Penyelamatan', ['Seksi Operasi Pemadaman', 'Seksi Penyelamatan dan Evakuasi']],
    ],
    staf: ['Analis Kebakaran Ahli Pertama', 'Pemadam Kebakaran Terampil', 'Pengadministrasi Perkantoran'],
  },
  {
    id: SATKER_DPMPTSP_ID,
    nama: 'Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu',
    singkatan: 'DPMPTSP',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu',
    rumpun: 'ekonomi',
    bidang: [
      ['Bidang Promosi dan Pengembangan Iklim Penanaman Modal', ['Seksi Promosi Penanaman Modal']],
      ['Bidang Pelayanan Perizinan', ['Seksi Perizinan Usaha', 'Seksi Perizinan Nonusaha']],
      ['Bidang Pengendalian Pelaksanaan Penanaman Modal', ['Seksi Pengawasan Penanaman Modal']],
    ],
    staf: ['Analis Perizinan', 'Penata Perizinan Ahli Pertama', 'Analis Penanaman Modal', 'Pengelola Keuangan'],
  },
  {
    id: '1050',
    nama: 'Dinas Sosial',
    singkatan: 'Dinsos',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Sosial',
    rumpun: 'umum',
    bidang: [
      ['Bidang Rehabilitasi Sosial', ['Seksi Rehabilitasi Sosial Penyandang Disabilitas']],
      [
        'Bidang Perlindungan dan Jaminan Sosial',
        ['Seksi Perlindungan Sosial Korban Bencana', 'Seksi Jaminan Sosial Keluarga'],
      ],
      ['Bidang Pemberdayaan Sosial dan Penanganan Fakir Miskin', ['Seksi Penanganan Fakir Miskin']],
    ],
    staf: ['Pekerja Sosial Ahli Pertama', 'Penyuluh Sosial Ahli Pertama', 'Pengadministrasi Perkantoran'],
  },
  {
    id: '1055',
    nama: 'Dinas Tenaga Kerja',
    singkatan: 'Disnaker',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Tenaga Kerja',
    rumpun: 'umum',
    bidang: [
      ['Bidang Pelatihan dan Penempatan Tenaga Kerja', ['Seksi Pelatihan Kerja', 'Seksi Penempatan Tenaga Kerja']],
      ['Bidang Hubungan Industrial', ['Seksi Persyaratan Kerja dan Pengupahan']],
    ],
  },
  {
    id: '1060',
    nama: 'Dinas Pemberdayaan Perempuan, Perlindungan Anak, Pengendalian Penduduk dan Keluarga Berencana',
    singkatan: 'DP3AP2KB',
    jenis: 'dinas',
    jabatan_kepala:
      'Kepala Dinas Pemberdayaan Perempuan, Perlindungan Anak, Pengendalian Penduduk dan Keluarga Berencana',
    rumpun: 'umum',
    bidang: [
      [
        'Bidang Pemberdayaan Perempuan dan Perlindungan Anak',
        ['Seksi Kualitas Hidup Perempuan', 'Seksi Pemenuhan Hak Anak'],
      ],
      ['Bidang Pengendalian Penduduk dan Keluarga Berencana', ['Seksi Pelayanan Keluarga Berencana']],
    ],
  },
  {
    id: '1065',
    nama: 'Dinas Ketahanan Pangan dan Pertanian',
    singkatan: 'DKPP',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Ketahanan Pangan dan Pertanian',
    rumpun: 'pertanian',
    bidang: [
      ['Bidang Ketahanan Pangan', ['Seksi Ketersediaan dan Distribusi Pangan', 'Seksi Keamanan Pangan']],
      ['Bidang Pertanian', ['Seksi Tanaman Pangan dan Hortikultura']],
      ['Bidang Peternakan dan Kesehatan Hewan', ['Seksi Kesehatan Hewan dan Kesehatan Masyarakat Veteriner']],
    ],
    staf: ['Penyuluh Pertanian Ahli Pertama', 'Analis Ketahanan Pangan', 'Medik Veteriner Ahli Pertama'],
  },
  {
    id: '1070',
    nama: 'Dinas Lingkungan Hidup',
    singkatan: 'DLH',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Lingkungan Hidup',
    rumpun: 'teknik',
    bidang: [
      ['Bidang Pengelolaan Sampah', ['Seksi Pengurangan Sampah', 'Seksi Penanganan Sampah']],
      ['Bidang Pengendalian Pencemaran dan Kerusakan Lingkungan', ['Seksi Pemantauan Kualitas Lingkungan']],
      ['Bidang Tata Lingkungan', ['Seksi Kajian Dampak Lingkungan']],
    ],
    staf: ['Pengendali Dampak Lingkungan Ahli Pertama', 'Analis Persampahan', 'Pengelola Keuangan'],
  },
  {
    id: '1075',
    nama: 'Dinas Kependudukan dan Pencatatan Sipil',
    singkatan: 'Disdukcapil',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Kependudukan dan Pencatatan Sipil',
    rumpun: 'umum',
    bidang: [
      ['Bidang Pelayanan Pendaftaran Penduduk', ['Seksi Identitas Penduduk', 'Seksi Pindah Datang Penduduk']],
      ['Bidang Pelayanan Pencatatan Sipil', ['Seksi Kelahiran dan Kematian', 'Seksi Perkawinan dan Perceraian']],
      ['Bidang Pengelolaan Informasi Administrasi Kependudukan', ['Seksi Sistem Informasi Administrasi Kependudukan']],
    ],
    staf: ['Administrator Database Kependudukan', 'Pengadministrasi Kependudukan', 'Pranata Komputer Ahli Pertama'],
  },
  {
    id: '1080',
    nama: 'Dinas Perhubungan',
    singkatan: 'Dishub',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Perhubungan',
    rumpun: 'teknik',
    bidang: [
      ['Bidang Lalu Lintas', ['Seksi Manajemen dan Rekayasa Lalu Lintas']],
      ['Bidang Angkutan', ['Seksi Angkutan Orang', 'Seksi Terminal']],
      ['Bidang Perparkiran', ['Seksi Pengelolaan Parkir']],
    ],
    staf: ['Penguji Kendaraan Bermotor Terampil', 'Analis Lalu Lintas', 'Pengelola Keuangan'],
  },
  {
    id: DEMO_SATKER_IDS.kominfo,
    nama: 'Dinas Komunikasi dan Informatika',
    singkatan: 'Diskominfo',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Komunikasi dan Informatika',
    rumpun: 'it',
    bidang: [
      [
        'Bidang Informasi dan Komunikasi Publik',
        ['Seksi Pengelolaan Informasi Publik', 'Seksi Layanan Komunikasi Publik'],
      ],
      ['Bidang Aplikasi Informatika', ['Seksi Pengembangan Aplikasi', 'Seksi Infrastruktur dan Teknologi']],
      ['Bidang Persandian dan Statistik', ['Seksi Persandian dan Keamanan Informasi', 'Seksi Statistik Sektoral']],
    ],
    staf: [
      'Pranata Komputer Ahli Pertama',
      'Pranata Komputer Ahli Muda',
      'Pranata Hubungan Masyarakat Ahli Pertama',
      'Statistisi Ahli Pertama',
    ],
  },
  {
    id: '1090',
    nama: 'Dinas Koperasi, Usaha Kecil dan Menengah',
    singkatan: 'Diskop UKM',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Koperasi, Usaha Kecil dan Menengah',
    rumpun: 'ekonomi',
    bidang: [
      ['Bidang Koperasi', ['Seksi Kelembagaan dan Pengawasan Koperasi']],
      [
        'Bidang Usaha Mikro, Kecil dan Menengah',
        ['Seksi Pemberdayaan Usaha Mikro', 'Seksi Pengembangan Usaha Kecil dan Menengah'],
      ],
    ],
  },
  {
    id: '1095',
    nama: 'Dinas Kepemudaan, Olahraga dan Pariwisata',
    singkatan: 'Disporapar',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Kepemudaan, Olahraga dan Pariwisata',
    rumpun: 'umum',
    bidang: [
      ['Bidang Kepemudaan', ['Seksi Pengembangan Pemuda']],
      ['Bidang Olahraga', ['Seksi Pembudayaan Olahraga', 'Seksi Prasarana dan Sarana Olahraga']],
      ['Bidang Pariwisata', ['Seksi Destinasi Pariwisata', 'Seksi Pemasaran Pariwisata']],
    ],
  },
  {
    id: '1100',
    nama: 'Dinas Perpustakaan dan Kearsipan',
    singkatan: 'Dispusip',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Perpustakaan dan Kearsipan',
    rumpun: 'umum',
    bidang: [
      ['Bidang Perpustakaan', ['Seksi Layanan Perpustakaan', 'Seksi Pembudayaan Gemar Membaca']],
      ['Bidang Kearsipan', ['Seksi Pengelolaan Arsip']],
    ],
    staf: ['Pustakawan Ahli Pertama', 'Arsiparis Ahli Pertama', 'Pengadministrasi Perkantoran'],
  },
  {
    id: '1105',
    nama: 'Dinas Perdagangan dan Perindustrian',
    singkatan: 'Disdagperin',
    jenis: 'dinas',
    jabatan_kepala: 'Kepala Dinas Perdagangan dan Perindustrian',
    rumpun: 'ekonomi',
    bidang: [
      ['Bidang Perdagangan', ['Seksi Pengembangan Pasar Rakyat', 'Seksi Stabilisasi Harga']],
      ['Bidang Perindustrian', ['Seksi Industri Kecil dan Menengah']],
      ['Bidang Metrologi Legal', ['Seksi Tera dan Tera Ulang']],
    ],
  },
  {
    id: DEMO_SATKER_IDS.bappeda,
    nama: 'Badan Perencanaan Pembangunan, Penelitian dan Pengembangan Daerah',
    singkatan: 'Bappeda',
    jenis: 'badan',
    jabatan_kepala: 'Kepala Badan Perencanaan Pembangunan, Penelitian dan Pengembangan Daerah',
    rumpun: 'ekonomi',
    bidang: [
      [
        'Bidang Perencanaan, Pengendalian dan Evaluasi Pembangunan Daerah',
        ['Subbidang Perencanaan Pembangunan Daerah', 'Subbidang Pengendalian dan Evaluasi'],
      ],
      ['Bidang Pemerintahan dan Pembangunan Manusia', ['Subbidang Pemerintahan', 'Subbidang Pembangunan Manusia']],
      [
        'Bidang Perekonomian, Infrastruktur dan Kewilayahan',
        ['Subbidang Perekonomian', 'Subbidang Infrastruktur dan Kewilayahan'],
      ],
    ],
    staf: ['Perencana Ahli Pertama', 'Perencana Ahli Muda', 'Peneliti Ahli Pertama', 'Analis Program dan Kegiatan'],
  },
  {
    id: '1210',
    nama: 'Badan Pengelolaan Keuangan dan Aset Daerah',
    singkatan: 'BPKAD',
    jenis: 'badan',
    jabatan_kepala: 'Kepala Badan Pengelolaan Keuangan dan Aset Daerah',
    rumpun: 'ekonomi',
    bidang: [
      ['Bidang Anggaran', ['Subbidang Penyusunan Anggaran']],
      ['Bidang Perbendaharaan', ['Subbidang Belanja', 'Subbidang Kas Daerah']],
      ['Bidang Akuntansi dan Aset', ['Subbidang Akuntansi dan Pelaporan', 'Subbidang Pengelolaan Barang Milik Daerah']],
    ],
    staf: ['Analis Anggaran Ahli Pertama', 'Penata Laporan Keuangan', 'Pengelola Barang Milik Daerah', 'Bendahara'],
  },
  {
    id: '1220',
    nama: 'Badan Pendapatan Daerah',
    singkatan: 'Bapenda',
    jenis: 'badan',
    jabatan_kepala: 'Kepala Badan Pendapatan Daerah',
    rumpun: 'ekonomi',
    bidang: [
      ['Bidang Pendataan dan Penetapan', ['Subbidang Pendataan dan Pendaftaran']],
      ['Bidang Penagihan dan Pengendalian', ['Subbidang Penagihan', 'Subbidang Keberatan dan Pengurangan']],
      ['Bidang Pajak Bumi dan Bangunan', ['Subbidang Pelayanan PBB dan BPHTB']],
    ],
  },
  {
    id: '1230',
    nama: 'Badan Kepegawaian dan Pengembangan Sumber Daya Manusia',
    singkatan: 'BKPSDM',
    jenis: 'badan',
    jabatan_kepala: 'Kepala Badan Kepegawaian dan Pengembangan Sumber Daya Manusia',
    rumpun: 'umum',
    bidang: [
      ['Bidang Pengadaan, Pemberhentian dan Informasi', ['Subbidang Pengadaan dan Informasi Kepegawaian']],
      ['Bidang Mutasi dan Promosi', ['Subbidang Mutasi', 'Subbidang Promosi dan Penilaian Kinerja']],
      ['Bidang Pengembangan Sumber Daya Manusia', ['Subbidang Pendidikan dan Pelatihan']],
    ],
    staf: [
      'Analis Sumber Daya Manusia Aparatur Ahli Pertama',
      'Pranata Sumber Daya Manusia Aparatur',
      'Widyaiswara Ahli Pertama',
    ],
  },
  {
    id: '1250',
    nama: 'Badan Penanggulangan Bencana Daerah',
    singkatan: 'BPBD',
    jenis: 'badan',
    jabatan_kepala: 'Kepala Pelaksana Badan Penanggulangan Bencana Daerah',
    rumpun: 'umum',
    bidang: [
      ['Bidang Pencegahan dan Kesiapsiagaan', ['Seksi Pencegahan', 'Seksi Kesiapsiagaan']],
      ['Bidang Kedaruratan dan Logistik', ['Seksi Kedaruratan']],
      ['Bidang Rehabilitasi dan Rekonstruksi', ['Seksi Rehabilitasi']],
    ],
    staf: ['Analis Bencana Ahli Pertama', 'Pengadministrasi Perkantoran', 'Pengelola Logistik'],
  },
  {
    id: DEMO_SATKER_IDS.inspektorat,
    nama: 'Inspektorat Daerah',
    singkatan: 'Inspektorat',
    jenis: 'inspektorat',
    jabatan_kepala: 'Inspektur',
    rumpun: 'ekonomi',
    bidang: [
      ['Inspektorat Pembantu Wilayah I', [], 'Inspektur Pembantu Wilayah I'],
      ['Inspektorat Pembantu Wilayah II', [], 'Inspektur Pembantu Wilayah II'],
      ['Inspektorat Pembantu Wilayah III', [], 'Inspektur Pembantu Wilayah III'],
    ],
    staf: [
      'Auditor Ahli Pertama',
      'Auditor Ahli Muda',
      'Pengawas Penyelenggaraan Urusan Pemerintahan Daerah Ahli Pertama',
    ],
  },
  {
    id: '1310',
    nama: 'Sekretariat DPRD',
    singkatan: 'Setwan',
    jenis: 'sekretariat',
    jabatan_kepala: 'Sekretaris DPRD',
    rumpun: 'hukum',
    sekretariat: null,
    bidang: [
      ['Bagian Umum dan Keuangan', ['Subbagian Tata Usaha dan Kepegawaian', 'Subbagian Keuangan']],
      ['Bagian Persidangan dan Perundang-undangan', ['Subbagian Kajian Perundang-undangan']],
      ['Bagian Fasilitasi Penganggaran dan Pengawasan', ['Subbagian Fasilitasi Penganggaran']],
    ],
  },
  {
    id: '1320',
    nama: 'Kantor Kesatuan Bangsa dan Politik',
    singkatan: 'Kesbangpol',
    jenis: 'kantor',
    jabatan_kepala: 'Kepala Kantor Kesatuan Bangsa dan Politik',
    rumpun: 'umum',
    sekretariat: null,
    seksi: [
      'Subbagian Tata Usaha',
      'Seksi Ideologi dan Wawasan Kebangsaan',
      'Seksi Politik Dalam Negeri',
      'Seksi Kewaspadaan Nasional',
    ],
  },
  kecamatan('1510', 'Harapan Barat', [
    'Seksi Pemerintahan',
    'Seksi Ketenteraman dan Ketertiban Umum',
    'Seksi Pemberdayaan Masyarakat dan Kelurahan',
  ]),
  kecamatan('1520', 'Harapan Timur', [
    'Seksi Pemerintahan',
    'Seksi Ketenteraman dan Ketertiban Umum',
    'Seksi Kesejahteraan Sosial',
  ]),
  kecamatan('1530', 'Sukamaju', [
    'Seksi Pemerintahan',
    'Seksi Pelayanan Umum',
    'Seksi Pemberdayaan Masyarakat dan Kelurahan',
  ]),
  kecamatan('1540', 'Tanjung Sari', [
    'Seksi Pemerintahan',
    'Seksi Ketenteraman dan Ketertiban Umum',
    'Seksi Ekonomi dan Pembangunan',
  ]),
  kecamatan('1550', 'Bukit Indah', [
    'Seksi Pemerintahan',
    'Seksi Kesejahteraan Sosial',
    'Seksi Pemberdayaan Masyarakat dan Kelurahan',
  ]),
  kecamatan('1560', 'Sungai Lestari', [
    'Seksi Pemerintahan',
    'Seksi Ketenteraman dan Ketertiban Umum',
    'Seksi Pelayanan Umum',
  ]),
];

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

const NAMA_DEPAN = {
  L: [
    'Agus',
    'Budi',
    'Joko',
    'Hendra',
    'Rudi',
    'Ahmad',
    'Dedi',
    'Eko',
    'Bambang',
    'Arif',
    'Fajar',
    'Rizky',
    'Andi',
    'Yusuf',
    'Hadi',
    'Wahyu',
    'Teguh',
    'Irwan',
    'Fauzi',
    'Rahmat',
    'Dimas',
    'Bayu',
    'Taufik',
    'Herman',
    'Sigit',
    'Imam',
    'Hari',
    'Dodi',
    'Ilham',
    'Yudi',
    'Hasan',
    'Doni',
    'Gilang',
    'Reza',
    'Surya',
    'Anton',
    'Heru',
    'Slamet',
  ],
  P: [
    'Siti',
    'Dewi',
    'Sri',
    'Rina',
    'Nur',
    'Fitri',
    'Ani',
    'Yuni',
    'Ratna',
    'Endang',
    'Wulan',
    'Indah',
    'Maya',
    'Rini',
    'Dian',
    'Nurul',
    'Evi',
    'Ayu',
    'Putri',
    'Linda',
    'Sari',
    'Novi',
    'Rahma',
    'Diah',
    'Anisa',
    'Mega',
    'Yanti',
    'Retno',
    'Lina',
    'Tuti',
    'Wiwik',
    'Astuti',
    'Intan',
    'Citra',
    'Melati',
    'Kartika',
  ],
} as const;

const NAMA_BELAKANG = {
  L: [
    'Santoso',
    'Pratama',
    'Saputra',
    'Hidayat',
    'Setiawan',
    'Nugroho',
    'Wibowo',
    'Kurniawan',
    'Susanto',
    'Gunawan',
    'Purnomo',
    'Hakim',
    'Firmansyah',
    'Siregar',
    'Nasution',
    'Harahap',
    'Simanjuntak',
    'Lubis',
    'Rahman',
    'Maulana',
    'Ramadhan',
    'Syahputra',
    'Prasetyo',
    'Hermawan',
    'Suryadi',
    'Wijaya',
    'Hutagalung',
    'Sinaga',
    'Effendi',
    'Salim',
  ],
  P: [
    'Rahmawati',
    'Lestari',
    'Wulandari',
    'Handayani',
    'Puspitasari',
    'Kusumawati',
    'Anggraini',
    'Hartati',
    'Permatasari',
    'Safitri',
    'Yuliani',
    'Susanti',
    'Wahyuni',
    'Purwanti',
    'Fitriani',
    'Maharani',
    'Siregar',
    'Nasution',
    'Lubis',
    'Harahap',
    'Novitasari',
    'Rahayu',
    'Utami',
    'Pertiwi',
    'Amelia',
    'Saragih',
  ],
} as const;

const GELAR: Record<Rumpun, { s1: readonly string[]; s2: readonly string[]; d3: string }> = {
  umum: { s1: ['S.Sos.', 'S.IP.', 'S.AP.', 'S.STP.', 'S.E.'], s2: ['M.Si.', 'M.AP.', 'M.M.'], d3: 'A.Md.' },
  pendidikan: { s1: ['S.Pd.', 'S.Pd.', 'S.Si.'], s2: ['M.Pd.', 'M.Pd.', 'M.Si.'], d3: 'A.Md.' },
  kesehatan: { s1: ['S.K.M.', 'S.Kep., Ners', 'S.Farm., Apt.'], s2: ['M.Kes.', 'M.K.M.', 'MARS'], d3: 'A.Md.Kep.' },
  teknik: { s1: ['S.T.', 'S.T.', 'S.Si.'], s2: ['M.T.', 'M.T.', 'M.Eng.'], d3: 'A.Md.T.' },
  hukum: { s1: ['S.H.'], s2: ['M.H.', 'M.Kn.'], d3: 'A.Md.' },
  ekonomi: { s1: ['S.E.', 'S.E., Ak.', 'S.Ak.'], s2: ['M.M.', 'M.Si.', 'M.Ak.'], d3: 'A.Md.Ak.' },
  it: { s1: ['S.Kom.', 'S.Kom.', 'S.T.'], s2: ['M.Kom.', 'M.T.'], d3: 'A.Md.Kom.' },
  pertanian: { s1: ['S.P.', 'S.Pt.', 'S.P.'], s2: ['M.P.', 'M.Si.'], d3: 'A.Md.' },
};

const STAF_UMUM = [
  'Analis Kebijakan Ahli Pertama',
  'Perencana Ahli Pertama',
  'Pengelola Keuangan',
  'Penyusun Program dan Laporan',
  'Pengadministrasi Perkantoran',
  'Analis Sumber Daya Manusia Aparatur',
  'Pranata Komputer Ahli Pertama',
  'Penata Laporan Keuangan',
];

const STAF_NON_SARJANA = [
  'Pengadministrasi Perkantoran',
  'Operator Layanan Operasional',
  'Pengelola Layanan Operasional',
];

type Tingkat = 'e2' | 'e3' | 'e4' | 'staf';

/** Civil-service ranks in order, II/a to IV/d. */
const PANGKAT = [
  'Pengatur Muda (II/a)',
  'Pengatur Muda Tingkat I (II/b)',
  'Pengatur (II/c)',
  'Pengatur Tingkat I (II/d)',
  'Penata Muda (III/a)',
  'Penata Muda Tingkat I (III/b)',
  'Penata (III/c)',
  'Penata Tingkat I (III/d)',
  'Pembina (IV/a)',
  'Pembina Tingkat I (IV/b)',
  'Pembina Utama Muda (IV/c)',
  'Pembina Utama Madya (IV/d)',
] as const;

type Pendidikan = 'sma' | 'd3' | 's1' | 's2';

/** Rank index a newly appointed civil servant starts at, by education. */
const PANGKAT_AWAL: Record<Pendidikan, number> = { sma: 0, d3: 2, s1: 4, s2: 5 };
/** Rank range (indexes into PANGKAT) a position of this level holds. */
const PANGKAT_RENTANG: Record<Tingkat, readonly [number, number]> = {
  e2: [9, 10],
  e3: [8, 9],
  e4: [6, 8],
  staf: [0, 7],
};

/** Rank from education and years of service (one step per 4 years), within the range of the position. */
function pangkat(pendidikan: Pendidikan, tahunPengangkatan: number, tingkat: Tingkat, override?: number): string {
  const [min, max] = PANGKAT_RENTANG[tingkat];
  const earned = PANGKAT_AWAL[pendidikan] + Math.floor((2024 - tahunPengangkatan) / 4);
  const index = override ?? Math.min(max, Math.max(min, earned));
  return PANGKAT[index] ?? PANGKAT[0];
}

/** Birth years per level, for NIPs that look like the careers they belong to. */
const TAHUN_LAHIR: Record<Tingkat, readonly [number, number]> = {
  e2: [1966, 1975],
  e3: [1969, 1981],
  e4: [1974, 1988],
  staf: [1984, 1998],
};

/** mulberry32: a small, fast, seeded PRNG (the same sequence on every run). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

export interface DemoSatuanKerja {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  singkatan: string;
  jenis: JenisSatker;
  parent_id: string | null;
  jabatan_kepala: string;
  kepala_nip: string;
  is_rsud: boolean;
  urutan: number;
}

export interface DemoUnitKerja {
  id: number;
  satuan_kerja_id: string;
  parent_id: number | null;
  unit_kerja_nama: string;
  unit_kerja_nama_full: string;
  jabatan_nama: string;
  eselon: 2 | 3 | 4;
  pejabat_nip: string;
}

export interface DemoPegawai {
  nip: string;
  peg_nama: string;
  satuan_kerja_id: string;
  unit_kerja_id: number;
  jabatan: string;
  pangkat_golongan: string;
  /** Holder of the position unit_kerja_id (pejabat), or a staff member working in it. */
  is_pejabat: boolean;
}

export interface DemoData {
  satuanKerja: DemoSatuanKerja[];
  unitKerja: DemoUnitKerja[];
  pegawai: DemoPegawai[];
}

export interface DemoDeadline {
  tahun: number;
  kode: BatasWaktuKode;
  nama: string;
  nilai_date: string;
  keterangan: string;
}

const SEED = 20240101;

type Person = (
  tingkat: Tingkat,
  rumpun: Rumpun,
  fixed?: { nama: string; jk: 'L' | 'P' },
  pangkatIndex?: number,
) => { nama: string; pendidikan: Pendidikan; nip: string; pangkat: string };

/** What the build appends to, in order (ids are positions in these lists). */
interface DemoBuild extends DemoData {
  rng: Random;
  person: Person;
}

/** Builds the whole demo organisation: the same rows on every call. */
export function buildDemoData(): DemoData {
  const rng = new Random(SEED);
  const build: DemoBuild = { rng, person: personMaker(rng), satuanKerja: [], unitKerja: [], pegawai: [] };
  SATKER_DEFS.forEach((def, index) => addSatker(build, def, index));
  return { satuanKerja: build.satuanKerja, unitKerja: build.unitKerja, pegawai: build.pegawai };
}

/** A new person of a level and field: a unique name (or the fixed one) and NIP, a fitting rank. */
function personMaker(rng: Random): Person {
  const usedNames = new Set<string>();
  const usedNips = new Set<string>();
  return (tingkat, rumpun, fixed, pangkatIndex) => {
    const jk = fixed?.jk ?? (rng.chance(0.55) ? 'L' : 'P');
    const named = fixed
      ? { nama: fixed.nama, pendidikan: 's2' as const }
      : personName(rng, usedNames, jk, tingkat, rumpun);
    const id = nip(rng, usedNips, jk, tingkat);
    const tahunPengangkatan = Number(id.slice(8, 12));
    return {
      nama: named.nama,
      pendidikan: named.pendidikan,
      nip: id,
      pangkat: pangkat(named.pendidikan, tahunPengangkatan, tingkat, pangkatIndex),
    };
  };
}

/** One unit: its positions (head, eselon III and IV) with their officials, its staff, its row. */
function addSatker(b: DemoBuild, def: SatkerDef, index: number) {
  const positions: DemoUnitKerja[] = [];
  const add = (parent: DemoUnitKerja | null, nama: string, jabatan: string, eselon: 2 | 3 | 4) =>
    addPosition(b, def, positions, { parent, nama, jabatan, eselon });
  const head = add(null, def.nama, def.jabatan_kepala, 2);
  const eselon3 = [
    ...(def.sekretariat === undefined ? [SEKRETARIAT] : def.sekretariat ? [def.sekretariat] : []),
    ...(def.bidang ?? []),
  ];
  for (const [nama, subs, jabatan] of eselon3) {
    const bidang = add(head, nama, jabatan ?? `Kepala ${nama}`, 3);
    for (const sub of subs) add(bidang, sub, `Kepala ${sub}`, 4);
  }
  for (const seksi of def.seksi ?? []) add(head, seksi, `Kepala ${seksi}`, 4);
  addStaff(b, def, positions, head);
  b.satuanKerja.push({
    satuan_kerja_id: def.id,
    satuan_kerja_nama: def.nama,
    singkatan: def.singkatan,
    jenis: def.jenis,
    // A biro belongs to the Sekretariat Daerah (the form's rule, satuanKerjaRuleErrors).
    parent_id: def.jenis === 'biro' ? SATKER_SETDA_ID : null,
    jabatan_kepala: def.jabatan_kepala,
    kepala_nip: head.pejabat_nip,
    is_rsud: def.is_rsud ?? false,
    urutan: index + 1,
  });
}

function addPosition(
  b: DemoBuild,
  def: SatkerDef,
  positions: DemoUnitKerja[],
  { parent, nama, jabatan, eselon }: { parent: DemoUnitKerja | null; nama: string; jabatan: string; eselon: 2 | 3 | 4 },
): DemoUnitKerja {
  const full = parent ? `${nama} ${parent.unit_kerja_nama_full}` : nama;
  const tingkat: Tingkat = eselon === 2 ? 'e2' : eselon === 3 ? 'e3' : 'e4';
  // The Sekretaris Daerah is the highest-ranking civil servant of the city (IV/d).
  const topRank = def.id === SATKER_SETDA_ID && eselon === 2 ? PANGKAT.length - 1 : undefined;
  const official = b.person(tingkat, def.rumpun, eselon === 2 ? def.kepala : undefined, topRank);
  const position: DemoUnitKerja = {
    id: b.unitKerja.length + 1,
    satuan_kerja_id: def.id,
    parent_id: parent?.id ?? null,
    unit_kerja_nama: nama,
    unit_kerja_nama_full: full,
    jabatan_nama: jabatan,
    eselon,
    pejabat_nip: official.nip,
  };
  b.unitKerja.push(position);
  positions.push(position);
  b.pegawai.push({
    nip: official.nip,
    peg_nama: official.nama,
    satuan_kerja_id: def.id,
    unit_kerja_id: position.id,
    jabatan,
    pangkat_golongan: official.pangkat,
    is_pejabat: true,
  });
  return position;
}

/** Staff: 2-4 per unit, each working in one of the unit's sub-units. */
function addStaff(b: DemoBuild, def: SatkerDef, positions: DemoUnitKerja[], head: DemoUnitKerja) {
  const { rng } = b;
  const workplaces = positions.filter((p) => p.eselon > 2);
  const staffCount = rng.int(2, 4);
  for (let i = 0; i < staffCount; i++) {
    const staff = b.person('staf', def.rumpun);
    const workplace = workplaces.length ? rng.pick(workplaces) : head;
    b.pegawai.push({
      nip: staff.nip,
      peg_nama: staff.nama,
      satuan_kerja_id: def.id,
      unit_kerja_id: workplace.id,
      // Expert ('Ahli') functional positions need a degree.
      jabatan:
        staff.pendidikan === 'sma' || staff.pendidikan === 'd3'
          ? rng.pick(STAF_NON_SARJANA)
          : rng.pick(def.staf ?? STAF_UMUM),
      pangkat_golongan: staff.pangkat,
      is_pejabat: false,
    });
  }
}

/** An Indonesian name with academic and hajj titles that fit the level and field. */
function personName(
  rng: Random,
  used: Set<string>,
  jk: 'L' | 'P',
  tingkat: Tingkat,
  rumpun: Rumpun,
): { nama: string; pendidikan: Pendidikan } {
  let base = '';
  for (let attempt = 0; attempt < 1000; attempt++) {
    const first = rng.pick(NAMA_DEPAN[jk]);
    const last = rng.pick(NAMA_BELAKANG[jk]);
    const middle = jk === 'L' && rng.chance(0.12) ? 'Muhammad ' : '';
    base = `${middle}${first} ${last}`;
    if (!used.has(base)) break;
  }
  used.add(base);

  const gelar = GELAR[rumpun];
  const senior = tingkat === 'e2' || tingkat === 'e3';
  const prefixes: string[] = [];
  let suffix: string | null = null;
  const master = rng.chance({ e2: 0.9, e3: 0.65, e4: 0.3, staf: 0.05 }[tingkat]);
  let pendidikan: Pendidikan = master ? 's2' : 's1';

  if (rumpun === 'kesehatan' && tingkat !== 'staf' && rng.chance(0.35)) {
    prefixes.push('dr.');
    suffix = master ? rng.pick(['M.Kes.', 'Sp.PD.', 'Sp.A.', 'M.K.M.']) : null;
  } else if (rumpun === 'teknik' && senior && rng.chance(0.3)) {
    prefixes.push('Ir.');
    suffix = master ? rng.pick(gelar.s2) : null;
  } else if (tingkat === 'e2' && rng.chance(0.15)) {
    prefixes.push('Dr.');
    pendidikan = 's2';
    suffix = rng.pick(gelar.s2);
  } else if (master) {
    suffix = senior && rng.chance(0.3) ? `${rng.pick(gelar.s1)}, ${rng.pick(gelar.s2)}` : rng.pick(gelar.s2);
  } else if (tingkat !== 'staf' || rng.chance(0.6)) {
    suffix = rng.pick(gelar.s1);
  } else if (rng.chance(0.4)) {
    pendidikan = 'd3';
    suffix = gelar.d3;
  } else {
    pendidikan = 'sma';
  }
  if (rng.chance({ e2: 0.35, e3: 0.25, e4: 0.12, staf: 0.04 }[tingkat])) prefixes.push(jk === 'L' ? 'H.' : 'Hj.');

  const name = [...prefixes, base].join(' ');
  return { nama: suffix ? `${name}, ${suffix}` : name, pendidikan };
}

/** NIP: birth date yyyymmdd + appointment yyyymm + sex (1 male, 2 female) + 3-digit sequence = 18 digits. */
function nip(rng: Random, used: Set<string>, jk: 'L' | 'P', tingkat: Tingkat): string {
  const [from, to] = TAHUN_LAHIR[tingkat];
  for (;;) {
    const birthYear = rng.int(from, to);
    const birth = `${birthYear}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`;
    const appointed = `${Math.min(birthYear + rng.int(23, 30), 2022)}${pad(rng.pick([1, 2, 3, 4, 12]))}`;
    const value = `${birth}${appointed}${jk === 'L' ? 1 : 2}${pad(rng.int(1, 9), 3)}`;
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Deadlines and settings
// ---------------------------------------------------------------------------------------------

const DEADLINE_NAMA: Record<BatasWaktuKode, string> = {
  'count-down': 'Batas Waktu Penyesuaian Perencanaan Pasca efisiensi',
  'count-down-penilaian': 'Batas Waktu Pengisian Eviden Perbaikan',
};

/** Days from the seed time: running countdowns for the default year, past ones for the others. */
const DEADLINE_OFFSET_DAYS: Record<BatasWaktuKode, { current: number; other: number }> = {
  'count-down': { current: 21, other: -45 },
  'count-down-penilaian': { current: 35, other: -30 },
};

/** A local calendar date 'YYYY-MM-DD' `days` after `now`. */
export function localDatePlusDays(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function demoDeadlines(now: Date): DemoDeadline[] {
  return SELECTABLE_YEARS.flatMap((tahun) =>
    BATAS_WAKTU_KODE.map((kode) => {
      const current = tahun === DEFAULT_YEAR;
      const offset = DEADLINE_OFFSET_DAYS[kode][current ? 'current' : 'other'];
      return {
        tahun,
        kode,
        nama: DEADLINE_NAMA[kode],
        nilai_date: localDatePlusDays(now, offset),
        keterangan: current ? 'Data demo: batas waktu yang sedang berjalan' : 'Data demo: batas waktu yang sudah lewat',
      };
    }),
  );
}

/** Settings rows (pengaturan): key → JSON value. The secretary is the head of the setda unit. */
export function demoSettings(data: DemoData): { kunci: string; nilai: unknown }[] {
  const sekda = data.pegawai.find((p) => p.satuan_kerja_id === SATKER_SETDA_ID && p.is_pejabat);
  const values: Record<string, unknown> = {
    ...DEMO_CITY,
    nama_sekda: sekda?.peg_nama ?? '',
    tahun_options: [...SELECTABLE_YEARS],
    tahun_default: DEFAULT_YEAR,
  };
  return Object.entries(values).map(([kunci, nilai]) => ({ kunci, nilai }));
}
