/**
 * Master data of the planning demo: programs → kegiatan → sub kegiatan in the Kemendagri
 * nomenclature (codes of a kabupaten/kota: program 'u.uu.pp', kegiatan 'u.uu.pp.2.kk', sub kegiatan
 * 'u.uu.pp.2.kk.ssss'), with the outcome statements the units use for their performance rows and
 * the Kemendagri output indicator of every sub kegiatan. Pure data.
 */

/** Thematic categories (kategori_tematik) a sub kegiatan can serve. */
export type Tema = 'kemiskinan' | 'investasi' | 'stunting' | 'inflasi' | 'digitalisasi' | 'prioritas';

export interface SubKegiatanDef {
  /** 4-digit suffix: '0001'. */
  kode: string;
  nama: string;
  /** Kemendagri output indicator. */
  indikator: string;
  satuan: string;
  tema?: Tema;
  /** Delivered outside the unit ('Ex'). */
  external?: boolean;
  /** Budget range in million rupiah. */
  pagu?: readonly [number, number];
}

export interface KegiatanDef {
  /** Suffix after the program code: '2.01'. */
  kode: string;
  nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas?: 'naik' | 'turun';
  sub: readonly SubKegiatanDef[];
}

export interface ProgramDef {
  kode: string;
  nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas?: 'naik' | 'turun';
  kegiatan: readonly KegiatanDef[];
}

type SubOpts = Pick<SubKegiatanDef, 'tema' | 'external' | 'pagu'>;
const s = (kode: string, nama: string, indikator: string, satuan: string, opts: SubOpts = {}): SubKegiatanDef => ({
  kode,
  nama,
  indikator,
  satuan,
  ...opts,
});
const k = (
  kode: string,
  nama: string,
  sasaran: string,
  indikator: string,
  satuan: string,
  sub: readonly SubKegiatanDef[],
  polaritas?: 'naik' | 'turun',
): KegiatanDef => ({ kode, nama, sasaran, indikator, satuan, sub, ...(polaritas ? { polaritas } : {}) });
const p = (
  kode: string,
  nama: string,
  sasaran: string,
  indikator: string,
  satuan: string,
  kegiatan: readonly KegiatanDef[],
  polaritas?: 'naik' | 'turun',
): ProgramDef => ({ kode, nama, sasaran, indikator, satuan, kegiatan, ...(polaritas ? { polaritas } : {}) });

// ---------------------------------------------------------------------------------------------
// PROGRAM PENUNJANG URUSAN PEMERINTAHAN DAERAH KABUPATEN/KOTA (every unit, per urusan)
// ---------------------------------------------------------------------------------------------

export const PENUNJANG_NAMA = 'PROGRAM PENUNJANG URUSAN PEMERINTAHAN DAERAH KABUPATEN/KOTA';

const PENUNJANG_KEGIATAN: readonly KegiatanDef[] = [
  k(
    '2.01',
    'Perencanaan, Penganggaran, dan Evaluasi Kinerja Perangkat Daerah',
    'Meningkatnya kualitas perencanaan, penganggaran dan evaluasi kinerja perangkat daerah',
    'Persentase dokumen perencanaan, penganggaran dan evaluasi kinerja yang tersusun tepat waktu',
    '%',
    [
      s(
        '0001',
        'Penyusunan Dokumen Perencanaan Perangkat Daerah',
        'Jumlah Dokumen Perencanaan Perangkat Daerah',
        'Dokumen',
        { pagu: [40, 180] },
      ),
      s(
        '0002',
        'Koordinasi dan Penyusunan Dokumen RKA-SKPD',
        'Jumlah Dokumen RKA-SKPD dan Laporan Hasil Koordinasi Penyusunan Dokumen RKA-SKPD',
        'Dokumen',
        { pagu: [30, 120] },
      ),
      s(
        '0006',
        'Koordinasi dan Penyusunan Laporan Capaian Kinerja dan Ikhtisar Realisasi Kinerja SKPD',
        'Jumlah Laporan Capaian Kinerja dan Ikhtisar Realisasi Kinerja SKPD dan Laporan Hasil Koordinasi Penyusunan Laporan Capaian Kinerja dan Ikhtisar Realisasi Kinerja SKPD',
        'Laporan',
        { pagu: [30, 150] },
      ),
      s('0007', 'Evaluasi Kinerja Perangkat Daerah', 'Jumlah Laporan Evaluasi Kinerja Perangkat Daerah', 'Laporan', {
        pagu: [25, 110],
      }),
    ],
  ),
  k(
    '2.02',
    'Administrasi Keuangan Perangkat Daerah',
    'Meningkatnya kualitas pengelolaan keuangan perangkat daerah',
    'Persentase pembayaran gaji dan tunjangan ASN tepat waktu',
    '%',
    [
      s(
        '0001',
        'Penyediaan Gaji dan Tunjangan ASN',
        'Jumlah Orang yang Menerima Gaji dan Tunjangan ASN',
        'Orang/bulan',
        { pagu: [3500, 14000] },
      ),
      s(
        '0003',
        'Pelaksanaan Penatausahaan dan Pengujian/Verifikasi Keuangan SKPD',
        'Jumlah Dokumen Penatausahaan dan Pengujian/Verifikasi Keuangan SKPD',
        'Dokumen',
        { pagu: [60, 250] },
      ),
      s(
        '0007',
        'Koordinasi dan Penyusunan Laporan Keuangan Akhir Tahun SKPD',
        'Jumlah Laporan Keuangan Akhir Tahun SKPD dan Laporan Hasil Koordinasi Penyusunan Laporan Keuangan Akhir Tahun SKPD',
        'Laporan',
        { pagu: [25, 90] },
      ),
    ],
  ),
  k(
    '2.06',
    'Administrasi Umum Perangkat Daerah',
    'Terpenuhinya kebutuhan administrasi umum perkantoran',
    'Persentase kebutuhan administrasi umum perkantoran yang terpenuhi',
    '%',
    [
      s(
        '0002',
        'Penyediaan Peralatan dan Perlengkapan Kantor',
        'Jumlah Paket Peralatan dan Perlengkapan Kantor yang Disediakan',
        'Paket',
        { pagu: [80, 450] },
      ),
      s('0004', 'Penyediaan Bahan Logistik Kantor', 'Jumlah Paket Bahan Logistik Kantor yang Disediakan', 'Paket', {
        pagu: [60, 300],
      }),
      s(
        '0009',
        'Penyelenggaraan Rapat Koordinasi dan Konsultasi SKPD',
        'Jumlah Laporan Penyelenggaraan Rapat Koordinasi dan Konsultasi SKPD',
        'Laporan',
        { pagu: [90, 600] },
      ),
    ],
  ),
  k(
    '2.08',
    'Penyediaan Jasa Penunjang Urusan Pemerintahan Daerah',
    'Terpenuhinya jasa penunjang pelayanan perkantoran',
    'Persentase jasa penunjang perkantoran yang tersedia tepat waktu',
    '%',
    [
      s('0001', 'Penyediaan Jasa Surat Menyurat', 'Jumlah Laporan Penyediaan Jasa Surat Menyurat', 'Laporan', {
        pagu: [15, 60],
      }),
      s(
        '0002',
        'Penyediaan Jasa Komunikasi, Sumber Daya Air dan Listrik',
        'Jumlah Laporan Penyediaan Jasa Komunikasi, Sumber Daya Air dan Listrik yang Disediakan',
        'Laporan',
        { pagu: [120, 900] },
      ),
      s(
        '0004',
        'Penyediaan Jasa Pelayanan Umum Kantor',
        'Jumlah Laporan Penyediaan Jasa Pelayanan Umum Kantor yang Disediakan',
        'Laporan',
        { pagu: [300, 1800] },
      ),
    ],
  ),
  k(
    '2.09',
    'Pemeliharaan Barang Milik Daerah Penunjang Urusan Pemerintahan Daerah',
    'Terpeliharanya barang milik daerah penunjang urusan pemerintahan',
    'Persentase barang milik daerah dalam kondisi baik',
    '%',
    [
      s(
        '0002',
        'Penyediaan Jasa Pemeliharaan, Biaya Pemeliharaan, Pajak dan Perizinan Kendaraan Dinas Operasional atau Lapangan',
        'Jumlah Kendaraan Dinas Operasional atau Lapangan yang Dipelihara dan dibayarkan Pajak dan Perizinannya',
        'Unit',
        { pagu: [90, 520] },
      ),
      s(
        '0009',
        'Pemeliharaan/Rehabilitasi Gedung Kantor dan Bangunan Lainnya',
        'Jumlah Gedung Kantor dan Bangunan Lainnya yang Dipelihara/Direhabilitasi',
        'Unit',
        { pagu: [150, 1500] },
      ),
    ],
  ),
];

/** Kegiatan of the penunjang program that only some units run (kept under their urusan). */
const PENUNJANG_KHUSUS: Record<string, readonly KegiatanDef[]> = {
  '1.02': [
    k(
      '2.10',
      'Peningkatan Pelayanan BLUD',
      'Meningkatnya kualitas pelayanan Badan Layanan Umum Daerah',
      'Persentase pendapatan BLUD terhadap belanja operasional',
      '%',
      [
        s(
          '0001',
          'Pelayanan dan Penunjang Pelayanan BLUD',
          'Jumlah BLUD yang Menyediakan Pelayanan dan Penunjang Pelayanan',
          'Unit Kerja',
          { pagu: [25000, 60000] },
        ),
      ],
    ),
  ],
  '4.01': [
    k(
      '2.12',
      'Fasilitasi Kerumahtanggaan Sekretariat Daerah',
      'Terpenuhinya kebutuhan rumah tangga pimpinan daerah',
      'Persentase kebutuhan rumah tangga pimpinan yang terpenuhi',
      '%',
      [
        s(
          '0001',
          'Penyediaan Kebutuhan Rumah Tangga Kepala Daerah',
          'Jumlah Paket Kebutuhan Rumah Tangga Kepala Daerah yang Disediakan',
          'Paket',
          { pagu: [600, 2400] },
        ),
        s(
          '0002',
          'Penyediaan Kebutuhan Rumah Tangga Wakil Kepala Daerah',
          'Jumlah Paket Kebutuhan Rumah Tangga Wakil Kepala Daerah yang Disediakan',
          'Paket',
          { pagu: [400, 1600] },
        ),
        s(
          '0003',
          'Penyediaan Kebutuhan Rumah Tangga Sekretariat Daerah',
          'Jumlah Paket Kebutuhan Rumah Tangga Sekretariat Daerah yang Disediakan',
          'Paket',
          { pagu: [300, 1200] },
        ),
      ],
    ),
    k(
      '2.13',
      'Penataan Organisasi',
      'Meningkatnya efektivitas kelembagaan dan tata laksana perangkat daerah',
      'Indeks Reformasi Birokrasi',
      'Nilai',
      [
        s(
          '0001',
          'Pengelolaan Kelembagaan dan Analisis Jabatan',
          'Jumlah Laporan Pengelolaan Kelembagaan dan Analisis Jabatan',
          'Laporan',
          { pagu: [120, 450] },
        ),
        s(
          '0002',
          'Fasilitasi Pelayanan Publik dan Tata Laksana',
          'Jumlah Laporan Fasilitasi Pelayanan Publik dan Tata Laksana',
          'Laporan',
          { pagu: [100, 400] },
        ),
        s(
          '0003',
          'Fasilitasi Kinerja dan Reformasi Birokrasi',
          'Jumlah Laporan Fasilitasi Kinerja dan Reformasi Birokrasi',
          'Laporan',
          { pagu: [150, 600], tema: 'digitalisasi' },
        ),
      ],
    ),
    k(
      '2.14',
      'Pelaksanaan Protokol dan Komunikasi Pimpinan',
      'Terlaksananya keprotokolan dan komunikasi pimpinan daerah',
      'Persentase agenda pimpinan yang terfasilitasi',
      '%',
      [
        s('0001', 'Fasilitasi Keprotokolan', 'Jumlah Laporan Fasilitasi Keprotokolan', 'Laporan', { pagu: [250, 900] }),
        s('0002', 'Fasilitasi Komunikasi Pimpinan', 'Jumlah Laporan Fasilitasi Komunikasi Pimpinan', 'Laporan', {
          pagu: [200, 800],
        }),
        s('0003', 'Pendokumentasian Tugas Pimpinan', 'Jumlah Dokumentasi Tugas Pimpinan', 'Dokumen', {
          pagu: [100, 350],
        }),
      ],
    ),
  ],
};

/** Urusan codes whose penunjang program the demo units run. */
export const URUSAN_PENUNJANG = [
  '1.01',
  '1.02',
  '1.03',
  '1.04',
  '1.05',
  '1.06',
  '2.07',
  '2.08',
  '2.09',
  '2.11',
  '2.12',
  '2.15',
  '2.16',
  '2.17',
  '2.18',
  '2.19',
  '2.23',
  '3.30',
  '4.01',
  '4.02',
  '5.01',
  '5.02',
  '5.03',
  '6.01',
  '7.01',
  '8.01',
] as const;
export type Urusan = (typeof URUSAN_PENUNJANG)[number];

export const penunjangKode = (urusan: string) => `${urusan}.01`;

function penunjangProgram(urusan: string): ProgramDef {
  return p(
    penunjangKode(urusan),
    PENUNJANG_NAMA,
    'Meningkatnya kualitas tata kelola administrasi perangkat daerah',
    'Persentase pemenuhan layanan administrasi perkantoran',
    '%',
    [...PENUNJANG_KEGIATAN, ...(PENUNJANG_KHUSUS[urusan] ?? [])],
  );
}

// ---------------------------------------------------------------------------------------------
// Programs of the urusan (technical programs)
// ---------------------------------------------------------------------------------------------

const PROGRAM_URUSAN: readonly ProgramDef[] = [
  // 1.01 Pendidikan
  p(
    '1.01.02',
    'PROGRAM PENGELOLAAN PENDIDIKAN',
    'Meningkatnya akses dan mutu pendidikan dasar',
    'Angka Partisipasi Murni (APM) SD/MI dan SMP/MTs',
    '%',
    [
      k(
        '2.01',
        'Pengelolaan Pendidikan Sekolah Dasar',
        'Meningkatnya ketersediaan sarana dan prasarana Sekolah Dasar',
        'Persentase SD dengan sarana dan prasarana dalam kondisi baik',
        '%',
        [
          s('0001', 'Pembangunan Unit Sekolah Baru (USB)', 'Jumlah Unit Sekolah Baru yang Dibangun', 'Unit', {
            pagu: [2500, 6500],
          }),
          s('0002', 'Pembangunan Ruang Kelas Baru', 'Jumlah Ruang Kelas Baru yang Dibangun', 'Unit', {
            pagu: [900, 3200],
          }),
          s('0009', 'Rehabilitasi Sedang/Berat Ruang Kelas Sekolah', 'Jumlah Ruang Kelas yang Direhabilitasi', 'Unit', {
            pagu: [800, 2800],
          }),
          s(
            '0027',
            'Pengelolaan Dana BOS Sekolah Dasar',
            'Jumlah Satuan Pendidikan SD yang Mengelola Dana BOS',
            'Unit',
            { pagu: [9000, 24000], external: true },
          ),
          s(
            '0032',
            'Pengadaan Perlengkapan Peserta Didik Sekolah Dasar',
            'Jumlah Paket Perlengkapan Peserta Didik SD yang Disediakan',
            'Paket',
            { pagu: [400, 1800], tema: 'kemiskinan' },
          ),
        ],
      ),
      k(
        '2.02',
        'Pengelolaan Pendidikan Sekolah Menengah Pertama',
        'Meningkatnya ketersediaan sarana dan prasarana Sekolah Menengah Pertama',
        'Persentase SMP dengan sarana dan prasarana dalam kondisi baik',
        '%',
        [
          s('0002', 'Pembangunan Ruang Kelas Baru', 'Jumlah Ruang Kelas Baru SMP yang Dibangun', 'Unit', {
            pagu: [900, 3200],
          }),
          s('0006', 'Pembangunan Laboratorium', 'Jumlah Laboratorium SMP yang Dibangun', 'Unit', { pagu: [600, 2200] }),
          s(
            '0027',
            'Pengelolaan Dana BOS Sekolah Menengah Pertama',
            'Jumlah Satuan Pendidikan SMP yang Mengelola Dana BOS',
            'Unit',
            { pagu: [6000, 15000], external: true },
          ),
        ],
      ),
      k(
        '2.03',
        'Pengelolaan Pendidikan Anak Usia Dini (PAUD)',
        'Meningkatnya partisipasi pendidikan anak usia dini',
        'Angka Partisipasi Kasar (APK) PAUD',
        '%',
        [
          s('0001', 'Pembangunan Gedung Sekolah PAUD', 'Jumlah Gedung Sekolah PAUD yang Dibangun', 'Unit', {
            pagu: [700, 2400],
          }),
          s('0011', 'Pengelolaan Dana BOP PAUD', 'Jumlah Satuan PAUD yang Mengelola Dana BOP', 'Lembaga', {
            pagu: [1200, 4500],
            tema: 'stunting',
          }),
        ],
      ),
    ],
  ),
  p(
    '1.01.03',
    'PROGRAM PENGEMBANGAN KURIKULUM',
    'Meningkatnya relevansi kurikulum pendidikan dasar',
    'Persentase satuan pendidikan yang menerapkan kurikulum muatan lokal',
    '%',
    [
      k(
        '2.01',
        'Penetapan Kurikulum Muatan Lokal Pendidikan Dasar',
        'Tersedianya kurikulum muatan lokal pendidikan dasar',
        'Persentase sekolah dasar dan menengah pertama yang menggunakan kurikulum muatan lokal',
        '%',
        [
          s(
            '0001',
            'Penyusunan Kurikulum Muatan Lokal Pendidikan Dasar',
            'Jumlah Dokumen Kurikulum Muatan Lokal Pendidikan Dasar',
            'Dokumen',
            { pagu: [80, 260] },
          ),
          s(
            '0002',
            'Pengembangan Kurikulum Muatan Lokal Pendidikan Dasar',
            'Jumlah Sekolah yang Menerapkan Kurikulum Muatan Lokal',
            'Sekolah',
            { pagu: [120, 420] },
          ),
        ],
      ),
    ],
  ),
  p(
    '1.01.04',
    'PROGRAM PENDIDIK DAN TENAGA KEPENDIDIKAN',
    'Meningkatnya kualitas pendidik dan tenaga kependidikan',
    'Persentase guru yang memenuhi kualifikasi S1/D-IV dan bersertifikat pendidik',
    '%',
    [
      k(
        '2.01',
        'Pemerataan Kuantitas dan Kualitas Pendidik dan Tenaga Kependidikan bagi Satuan Pendidikan Dasar, PAUD, dan Pendidikan Nonformal',
        'Meratanya distribusi pendidik dan tenaga kependidikan',
        'Persentase sekolah dengan rasio guru terhadap murid sesuai standar',
        '%',
        [
          s(
            '0001',
            'Perhitungan dan Pemetaan Pendidik dan Tenaga Kependidikan Satuan Pendidikan Dasar, PAUD, dan Pendidikan Nonformal',
            'Jumlah Dokumen Perhitungan dan Pemetaan Pendidik dan Tenaga Kependidikan',
            'Dokumen',
            { pagu: [60, 200] },
          ),
          s(
            '0002',
            'Peningkatan Kompetensi dan Kualifikasi Pendidik dan Tenaga Kependidikan',
            'Jumlah Pendidik dan Tenaga Kependidikan yang Ditingkatkan Kompetensinya',
            'Orang',
            { pagu: [350, 1500] },
          ),
          s(
            '0003',
            'Pembinaan Karir Pendidik dan Tenaga Kependidikan',
            'Jumlah Pendidik dan Tenaga Kependidikan yang Dibina Karirnya',
            'Orang',
            { pagu: [150, 600] },
          ),
        ],
      ),
    ],
  ),
  // 1.02 Kesehatan
  p(
    '1.02.02',
    'PROGRAM PEMENUHAN UPAYA KESEHATAN PERORANGAN DAN UPAYA KESEHATAN MASYARAKAT',
    'Meningkatnya kualitas pelayanan kesehatan masyarakat',
    'Persentase fasilitas pelayanan kesehatan yang terakreditasi',
    '%',
    [
      k(
        '2.01',
        'Penyediaan Fasilitas Pelayanan Kesehatan untuk UKM dan UKP Kewenangan Daerah Kabupaten/Kota',
        'Meningkatnya ketersediaan fasilitas pelayanan kesehatan sesuai standar',
        'Persentase fasilitas pelayanan kesehatan dengan sarana prasarana sesuai standar',
        '%',
        [
          s('0001', 'Pembangunan Puskesmas', 'Jumlah Puskesmas yang Dibangun', 'Unit', { pagu: [3500, 9000] }),
          s(
            '0014',
            'Pengadaan Alat Kesehatan/Alat Penunjang Medik Fasilitas Pelayanan Kesehatan',
            'Jumlah Alat Kesehatan/Alat Penunjang Medik Fasilitas Pelayanan Kesehatan yang Disediakan',
            'Unit',
            { pagu: [1500, 7500] },
          ),
          s(
            '0017',
            'Pengadaan Obat, Bahan Habis Pakai, Bahan Medis Habis Pakai, Vaksin, Makanan dan Minuman di Fasilitas Kesehatan',
            'Jumlah Obat, Bahan Habis Pakai, Bahan Medis Habis Pakai, Vaksin, Makanan dan Minuman yang Disediakan',
            'Paket',
            { pagu: [2000, 8000] },
          ),
          s(
            '0020',
            'Rehabilitasi dan Pemeliharaan Rumah Sakit',
            'Jumlah Rumah Sakit yang Direhabilitasi dan Dipelihara',
            'Unit',
            { pagu: [1200, 5000] },
          ),
        ],
      ),
      k(
        '2.02',
        'Penyediaan Layanan Kesehatan untuk UKM dan UKP Rujukan Tingkat Daerah Kabupaten/Kota',
        'Meningkatnya cakupan layanan kesehatan ibu, anak dan gizi masyarakat',
        'Persentase ibu hamil, bayi dan balita yang mendapat pelayanan kesehatan sesuai standar',
        '%',
        [
          s(
            '0001',
            'Pengelolaan Pelayanan Kesehatan Ibu Hamil',
            'Jumlah Ibu Hamil yang Mendapatkan Pelayanan Kesehatan Sesuai Standar',
            'Orang',
            { pagu: [250, 900], tema: 'stunting' },
          ),
          s(
            '0004',
            'Pengelolaan Pelayanan Kesehatan Balita',
            'Jumlah Balita yang Mendapatkan Pelayanan Kesehatan Sesuai Standar',
            'Orang',
            { pagu: [300, 1100], tema: 'stunting' },
          ),
          s(
            '0005',
            'Pengelolaan Pelayanan Kesehatan pada Usia Pendidikan Dasar',
            'Jumlah Anak Usia Pendidikan Dasar yang Mendapatkan Pelayanan Kesehatan Sesuai Standar',
            'Orang',
            { pagu: [150, 600] },
          ),
          s(
            '0011',
            'Pengelolaan Pelayanan Kesehatan Orang Terduga Tuberkulosis',
            'Jumlah Orang Terduga Menderita Tuberkulosis yang Mendapatkan Pelayanan Sesuai Standar',
            'Orang',
            { pagu: [200, 850] },
          ),
          s(
            '0016',
            'Pengelolaan Pelayanan Kesehatan Gizi Masyarakat',
            'Jumlah Dokumen Hasil Pengelolaan Pelayanan Kesehatan Gizi Masyarakat',
            'Dokumen',
            { pagu: [400, 1600], tema: 'stunting' },
          ),
          s(
            '0020',
            'Pengelolaan Pelayanan Kesehatan Dasar Melalui Pendekatan Keluarga',
            'Jumlah Keluarga yang Dikunjungi dan Didata Seluruh Anggota Keluarganya',
            'Keluarga',
            { pagu: [300, 1200] },
          ),
        ],
      ),
    ],
  ),
  p(
    '1.02.03',
    'PROGRAM PENINGKATAN KAPASITAS SUMBER DAYA MANUSIA KESEHATAN',
    'Meningkatnya kualitas dan pemerataan sumber daya manusia kesehatan',
    'Persentase puskesmas dengan sembilan jenis tenaga kesehatan sesuai standar',
    '%',
    [
      k(
        '2.02',
        'Perencanaan Kebutuhan dan Pendayagunaan Sumber Daya Manusia Kesehatan untuk UKP dan UKM di Wilayah Kabupaten/Kota',
        'Terpenuhinya kebutuhan sumber daya manusia kesehatan',
        'Persentase pemenuhan kebutuhan SDM kesehatan sesuai standar',
        '%',
        [
          s(
            '0001',
            'Pemenuhan Kebutuhan Sumber Daya Manusia Kesehatan sesuai Standar',
            'Jumlah Sumber Daya Manusia Kesehatan yang Memenuhi Standar',
            'Orang',
            { pagu: [600, 3500] },
          ),
          s(
            '0003',
            'Pembinaan dan Pengawasan Sumber Daya Manusia Kesehatan',
            'Jumlah Dokumen Hasil Pembinaan dan Pengawasan SDM Kesehatan',
            'Dokumen',
            { pagu: [60, 240] },
          ),
        ],
      ),
    ],
  ),
  p(
    '1.02.05',
    'PROGRAM PEMBERDAYAAN MASYARAKAT BIDANG KESEHATAN',
    'Meningkatnya peran serta masyarakat dalam pembangunan kesehatan',
    'Persentase posyandu aktif',
    '%',
    [
      k(
        '2.03',
        'Pengembangan dan Pelaksanaan Upaya Kesehatan Bersumber Daya Masyarakat (UKBM) Tingkat Daerah Kabupaten/Kota',
        'Meningkatnya kualitas upaya kesehatan bersumber daya masyarakat',
        'Persentase posyandu dengan strata purnama dan mandiri',
        '%',
        [
          s(
            '0001',
            'Bimbingan Teknis dan Supervisi Pengembangan dan Pelaksanaan Upaya Kesehatan Bersumber Daya Masyarakat (UKBM)',
            'Jumlah Dokumen Hasil Bimbingan Teknis dan Supervisi UKBM',
            'Dokumen',
            { pagu: [90, 350], tema: 'stunting' },
          ),
        ],
      ),
    ],
  ),
  // 1.03 Pekerjaan umum dan penataan ruang
  p(
    '1.03.02',
    'PROGRAM PENGELOLAAN SUMBER DAYA AIR (SDA)',
    'Meningkatnya kinerja pengelolaan sumber daya air',
    'Persentase luas kawasan terlayani prasarana pengendali banjir',
    '%',
    [
      k(
        '2.01',
        'Pengelolaan SDA dan Bangunan Pengaman Pantai pada Wilayah Sungai (WS) dalam 1 (satu) Daerah Kabupaten/Kota',
        'Meningkatnya kapasitas alur sungai',
        'Panjang sungai yang dinormalisasi',
        'Km',
        [
          s('0010', 'Normalisasi/Restorasi Sungai', 'Panjang Sungai yang Dinormalisasi/Direstorasi', 'Km', {
            pagu: [1500, 6000],
          }),
          s('0013', 'Operasi dan Pemeliharaan Sungai', 'Panjang Sungai yang Dioperasikan dan Dipelihara', 'Km', {
            pagu: [400, 1500],
          }),
        ],
      ),
    ],
  ),
  p(
    '1.03.06',
    'PROGRAM PENGELOLAAN DAN PENGEMBANGAN SISTEM DRAINASE',
    'Berkurangnya kawasan tergenang di perkotaan',
    'Luas genangan di kawasan perkotaan',
    'Ha',
    [
      k(
        '2.01',
        'Pengelolaan dan Pengembangan Sistem Drainase yang Terhubung Langsung dengan Sungai dalam Daerah Kabupaten/Kota',
        'Meningkatnya kapasitas saluran drainase perkotaan',
        'Persentase saluran drainase dalam kondisi baik',
        '%',
        [
          s(
            '0001',
            'Pembangunan Sistem Drainase Perkotaan',
            'Panjang Saluran Drainase Perkotaan yang Dibangun',
            'Meter',
            { pagu: [1800, 7500] },
          ),
          s(
            '0004',
            'Operasi dan Pemeliharaan Sistem Drainase Perkotaan',
            'Panjang Saluran Drainase Perkotaan yang Dioperasikan dan Dipelihara',
            'Meter',
            { pagu: [600, 2500] },
          ),
        ],
      ),
    ],
    'turun',
  ),
  p(
    '1.03.10',
    'PROGRAM PENYELENGGARAAN JALAN',
    'Meningkatnya kemantapan jalan kota',
    'Persentase jalan kota dalam kondisi mantap',
    '%',
    [
      k(
        '2.01',
        'Penyelenggaraan Jalan Kabupaten/Kota',
        'Meningkatnya kualitas jaringan jalan kota',
        'Persentase panjang jalan kota dalam kondisi baik',
        '%',
        [
          s('0001', 'Pembangunan Jalan', 'Panjang Jalan yang Dibangun', 'Km', { pagu: [3500, 12000] }),
          s('0013', 'Rehabilitasi Jalan', 'Panjang Jalan yang Direhabilitasi', 'Km', { pagu: [2500, 9000] }),
          s('0015', 'Pemeliharaan Berkala Jalan', 'Panjang Jalan yang Dilakukan Pemeliharaan Berkala', 'Km', {
            pagu: [1500, 6000],
          }),
          s('0024', 'Pembangunan Jembatan', 'Jumlah Jembatan yang Dibangun', 'Unit', { pagu: [2000, 8000] }),
        ],
      ),
    ],
  ),
  p(
    '1.03.12',
    'PROGRAM PENYELENGGARAAN PENATAAN RUANG',
    'Meningkatnya kesesuaian pemanfaatan ruang',
    'Persentase kesesuaian pemanfaatan ruang dengan RTRW',
    '%',
    [
      k(
        '2.01',
        'Penetapan Rencana Tata Ruang Wilayah (RTRW) dan Rencana Rinci Tata Ruang (RRTR) Kabupaten/Kota',
        'Tersedianya dokumen rencana tata ruang',
        'Persentase dokumen rencana tata ruang yang ditetapkan',
        '%',
        [
          s(
            '0002',
            'Penyusunan Rencana Detail Tata Ruang (RDTR) Kabupaten/Kota',
            'Jumlah Dokumen Rencana Detail Tata Ruang yang Disusun',
            'Dokumen',
            { pagu: [400, 1500], tema: 'investasi' },
          ),
          s(
            '0005',
            'Koordinasi dan Sinkronisasi Pemanfaatan Ruang Daerah Kabupaten/Kota',
            'Jumlah Laporan Koordinasi dan Sinkronisasi Pemanfaatan Ruang',
            'Laporan',
            { pagu: [80, 300] },
          ),
        ],
      ),
    ],
  ),
  // 1.04 Perumahan dan kawasan permukiman
  p(
    '1.04.03',
    'PROGRAM KAWASAN PERMUKIMAN',
    'Berkurangnya luas kawasan permukiman kumuh',
    'Luas kawasan permukiman kumuh',
    'Ha',
    [
      k(
        '2.02',
        'Peningkatan Kualitas Kawasan Permukiman Kumuh dengan Luas di Bawah 10 (sepuluh) Ha',
        'Meningkatnya kualitas kawasan permukiman kumuh',
        'Luas kawasan kumuh yang ditangani',
        'Ha',
        [
          s(
            '0001',
            'Perbaikan Rumah Tidak Layak Huni dalam Rangka Peningkatan Kualitas Permukiman Kumuh',
            'Jumlah Rumah Tidak Layak Huni yang Diperbaiki',
            'Unit',
            { pagu: [1200, 4800], tema: 'kemiskinan' },
          ),
          s(
            '0003',
            'Pembangunan dan Rehabilitasi Prasarana, Sarana dan Utilitas Kawasan Permukiman Kumuh',
            'Jumlah Kawasan Kumuh yang Dibangun dan Direhabilitasi Prasarana, Sarana dan Utilitasnya',
            'Kawasan',
            { pagu: [1500, 6000], tema: 'kemiskinan' },
          ),
        ],
      ),
    ],
    'turun',
  ),
  p(
    '1.04.06',
    'PROGRAM PENINGKATAN PRASARANA, SARANA DAN UTILITAS UMUM (PSU)',
    'Meningkatnya ketersediaan prasarana, sarana dan utilitas umum permukiman',
    'Persentase perumahan yang dilengkapi PSU',
    '%',
    [
      k(
        '2.01',
        'Urusan Penyelenggaraan PSU Perumahan',
        'Meningkatnya ketersediaan PSU perumahan',
        'Persentase PSU perumahan yang diserahterimakan',
        '%',
        [
          s(
            '0001',
            'Penyediaan Prasarana, Sarana, dan Utilitas Umum di Perumahan untuk Menunjang Fungsi Hunian',
            'Jumlah Perumahan yang Dilengkapi Prasarana, Sarana, dan Utilitas Umum',
            'Unit',
            { pagu: [900, 3500] },
          ),
          s('0004', 'Penyediaan Penerangan Jalan Umum', 'Jumlah Titik Penerangan Jalan Umum yang Dibangun', 'Titik', {
            pagu: [800, 3200],
          }),
        ],
      ),
    ],
  ),
  // 1.05 Ketenteraman, ketertiban umum dan perlindungan masyarakat
  p(
    '1.05.02',
    'PROGRAM PENINGKATAN KETENTERAMAN DAN KETERTIBAN UMUM',
    'Meningkatnya ketenteraman dan ketertiban umum',
    'Persentase gangguan ketenteraman dan ketertiban umum yang tertangani',
    '%',
    [
      k(
        '2.01',
        'Penanganan Gangguan Ketenteraman dan Ketertiban Umum dalam 1 (Satu) Daerah Kabupaten/Kota',
        'Tertanganinya gangguan ketenteraman dan ketertiban umum',
        'Persentase laporan gangguan trantibum yang ditindaklanjuti',
        '%',
        [
          s(
            '0001',
            'Penanganan Gangguan Ketenteraman dan Ketertiban Umum dalam 1 (Satu) Daerah Kabupaten/Kota',
            'Jumlah Gangguan Ketenteraman dan Ketertiban Umum yang Ditangani',
            'Kasus',
            { pagu: [400, 1600] },
          ),
          s(
            '0005',
            'Pelaksanaan Patroli dan Pengamanan Wilayah',
            'Jumlah Kegiatan Patroli dan Pengamanan Wilayah',
            'Kali',
            { pagu: [250, 900] },
          ),
        ],
      ),
      k(
        '2.02',
        'Penegakan Peraturan Daerah Kabupaten/Kota dan Peraturan Bupati/Wali Kota',
        'Meningkatnya kepatuhan masyarakat terhadap peraturan daerah',
        'Persentase pelanggaran perda yang ditindaklanjuti',
        '%',
        [
          s(
            '0001',
            'Pencegahan Pelanggaran Peraturan Daerah Kabupaten/Kota dan Peraturan Bupati/Wali Kota',
            'Jumlah Kegiatan Pencegahan Pelanggaran Peraturan Daerah',
            'Kegiatan',
            { pagu: [150, 600] },
          ),
          s(
            '0002',
            'Penindakan atas Pelanggaran Peraturan Daerah Kabupaten/Kota dan Peraturan Bupati/Wali Kota',
            'Jumlah Penindakan atas Pelanggaran Perda',
            'Kasus',
            { pagu: [200, 800] },
          ),
        ],
      ),
    ],
  ),
  p(
    '1.05.03',
    'PROGRAM PENANGGULANGAN BENCANA',
    'Meningkatnya ketangguhan masyarakat menghadapi bencana',
    'Indeks Risiko Bencana',
    'Indeks',
    [
      k(
        '2.02',
        'Pelayanan Pencegahan dan Kesiapsiagaan Terhadap Bencana',
        'Meningkatnya kesiapsiagaan masyarakat terhadap bencana',
        'Persentase kelurahan tangguh bencana',
        '%',
        [
          s(
            '0001',
            'Sosialisasi, Komunikasi, Informasi dan Edukasi (KIE) Rawan Bencana Kabupaten/Kota (Per Jenis Ancaman Bencana)',
            'Jumlah Orang yang Mendapatkan Sosialisasi, Komunikasi, Informasi dan Edukasi Rawan Bencana',
            'Orang',
            { pagu: [120, 450] },
          ),
          s(
            '0005',
            'Penguatan Kapasitas Kawasan untuk Pencegahan dan Kesiapsiagaan Bencana',
            'Jumlah Kelurahan Tangguh Bencana yang Dibentuk',
            'Kelurahan',
            { pagu: [200, 800] },
          ),
        ],
      ),
      k(
        '2.03',
        'Pelayanan Penyelamatan dan Evakuasi Korban Bencana',
        'Terlayaninya korban bencana secara cepat',
        'Persentase korban bencana yang dievakuasi dalam waktu kurang dari 24 jam',
        '%',
        [
          s(
            '0001',
            'Respon Cepat Darurat Bencana Kabupaten/Kota',
            'Jumlah Kejadian Bencana yang Direspon Cepat',
            'Kejadian',
            { pagu: [300, 1500] },
          ),
          s(
            '0002',
            'Penyediaan Logistik Penyelamatan dan Evakuasi Korban Bencana',
            'Jumlah Paket Logistik Penyelamatan dan Evakuasi yang Disediakan',
            'Paket',
            { pagu: [250, 1100] },
          ),
        ],
      ),
    ],
    'turun',
  ),
  p(
    '1.05.04',
    'PROGRAM PENCEGAHAN, PENANGGULANGAN, PENYELAMATAN KEBAKARAN DAN PENYELAMATAN NON KEBAKARAN',
    'Meningkatnya kecepatan dan kualitas penanganan kebakaran',
    'Persentase kejadian kebakaran yang ditangani dengan waktu tanggap 15 menit',
    '%',
    [
      k(
        '2.01',
        'Pencegahan, Pengendalian, Pemadaman, Penyelamatan, dan Penanganan Bahan Berbahaya dan Beracun Kebakaran dalam Daerah Kabupaten/Kota',
        'Meningkatnya kesiapan sarana dan personel pemadam kebakaran',
        'Persentase wilayah manajemen kebakaran yang terlayani',
        '%',
        [
          s(
            '0001',
            'Pencegahan Kebakaran dalam Daerah Kabupaten/Kota',
            'Jumlah Kegiatan Pencegahan Kebakaran',
            'Kegiatan',
            { pagu: [150, 600] },
          ),
          s(
            '0002',
            'Pemadaman dan Penyelamatan Kebakaran dalam Daerah Kabupaten/Kota',
            'Jumlah Kejadian Kebakaran yang Ditangani',
            'Kejadian',
            { pagu: [300, 1200] },
          ),
          s(
            '0005',
            'Pengadaan Sarana dan Prasarana Pemadam Kebakaran',
            'Jumlah Unit Sarana dan Prasarana Pemadam Kebakaran yang Disediakan',
            'Unit',
            { pagu: [1500, 6500] },
          ),
        ],
      ),
    ],
  ),
  // 1.06 Sosial
  p(
    '1.06.04',
    'PROGRAM REHABILITASI SOSIAL',
    'Meningkatnya kualitas hidup penyandang masalah kesejahteraan sosial',
    'Persentase PMKS yang memperoleh rehabilitasi sosial dasar',
    '%',
    [
      k(
        '2.01',
        'Rehabilitasi Sosial Dasar Penyandang Disabilitas Terlantar, Anak Terlantar, Lanjut Usia Terlantar, serta Gelandangan Pengemis di Luar Panti Sosial',
        'Terpenuhinya kebutuhan dasar PMKS di luar panti sosial',
        'Persentase PMKS di luar panti yang terpenuhi kebutuhan dasarnya',
        '%',
        [
          s('0001', 'Penyediaan Permakanan', 'Jumlah Orang yang Mendapatkan Permakanan', 'Orang', {
            pagu: [600, 2400],
            tema: 'kemiskinan',
          }),
          s('0006', 'Pemberian Layanan Rujukan', 'Jumlah Orang yang Mendapatkan Layanan Rujukan', 'Orang', {
            pagu: [90, 350],
          }),
        ],
      ),
    ],
  ),
  p(
    '1.06.05',
    'PROGRAM PERLINDUNGAN DAN JAMINAN SOSIAL',
    'Meningkatnya perlindungan sosial bagi keluarga miskin',
    'Persentase keluarga miskin yang menerima bantuan perlindungan sosial',
    '%',
    [
      k(
        '2.02',
        'Pengelolaan Data Fakir Miskin Cakupan Daerah Kabupaten/Kota',
        'Tersedianya data fakir miskin yang mutakhir',
        'Persentase data terpadu kesejahteraan sosial yang dimutakhirkan',
        '%',
        [
          s(
            '0001',
            'Pendataan Fakir Miskin Cakupan Daerah Kabupaten/Kota',
            'Jumlah Dokumen Hasil Pendataan Fakir Miskin',
            'Dokumen',
            { pagu: [150, 650], tema: 'kemiskinan' },
          ),
          s(
            '0002',
            'Pengelolaan Data Fakir Miskin Cakupan Daerah Kabupaten/Kota',
            'Jumlah Rumah Tangga Miskin yang Datanya Diverifikasi dan Divalidasi',
            'Rumah Tangga',
            { pagu: [200, 800], tema: 'kemiskinan' },
          ),
          s(
            '0003',
            'Fasilitasi Bantuan Sosial Kesejahteraan Keluarga',
            'Jumlah Keluarga Penerima Bantuan Sosial',
            'Keluarga',
            { pagu: [800, 3500], tema: 'kemiskinan' },
          ),
        ],
      ),
    ],
  ),
  // 2.07 Tenaga kerja
  p(
    '2.07.03',
    'PROGRAM PELATIHAN KERJA DAN PRODUKTIVITAS TENAGA KERJA',
    'Meningkatnya kompetensi dan produktivitas tenaga kerja',
    'Persentase peserta pelatihan berbasis kompetensi yang lulus uji kompetensi',
    '%',
    [
      k(
        '2.01',
        'Pelaksanaan Pelatihan berdasarkan Unit Kompetensi',
        'Meningkatnya kompetensi pencari kerja',
        'Persentase lulusan pelatihan yang terserap di pasar kerja',
        '%',
        [
          s(
            '0001',
            'Proses Pelaksanaan Pendidikan dan Pelatihan Keterampilan bagi Pencari Kerja berdasarkan Klaster Kompetensi',
            'Jumlah Peserta Pelatihan Berbasis Kompetensi',
            'Orang',
            { pagu: [400, 1800], tema: 'kemiskinan' },
          ),
          s(
            '0004',
            'Pengadaan Sarana dan Prasarana Pelatihan',
            'Jumlah Paket Sarana dan Prasarana Pelatihan yang Disediakan',
            'Paket',
            { pagu: [250, 1200] },
          ),
        ],
      ),
    ],
  ),
  p(
    '2.07.04',
    'PROGRAM PENEMPATAN TENAGA KERJA',
    'Meningkatnya penempatan tenaga kerja',
    'Persentase pencari kerja yang ditempatkan',
    '%',
    [
      k(
        '2.01',
        'Pelayanan Antarkerja di Daerah Kabupaten/Kota',
        'Meningkatnya layanan antarkerja',
        'Persentase lowongan kerja yang terisi',
        '%',
        [
          s('0001', 'Penyusunan Rencana Tenaga Kerja', 'Jumlah Dokumen Rencana Tenaga Kerja', 'Dokumen', {
            pagu: [60, 220],
          }),
          s(
            '0004',
            'Penyelenggaraan Bursa Kerja',
            'Jumlah Pencari Kerja yang Difasilitasi Melalui Bursa Kerja',
            'Orang',
            { pagu: [150, 600], tema: 'kemiskinan' },
          ),
        ],
      ),
    ],
  ),
  // 2.08 + 2.14 Pemberdayaan perempuan, perlindungan anak, pengendalian penduduk dan KB
  p(
    '2.08.02',
    'PROGRAM PENGARUSUTAMAAN GENDER DAN PEMBERDAYAAN PEREMPUAN',
    'Meningkatnya kesetaraan gender dalam pembangunan',
    'Indeks Pemberdayaan Gender (IDG)',
    'Indeks',
    [
      k(
        '2.01',
        'Pelembagaan Pengarusutamaan Gender (PUG) pada Lembaga Pemerintah Kewenangan Kabupaten/Kota',
        'Meningkatnya perangkat daerah yang menerapkan PUG',
        'Persentase perangkat daerah yang menerapkan anggaran responsif gender',
        '%',
        [
          s(
            '0001',
            'Koordinasi dan Sinkronisasi Perumusan Kebijakan Pelaksanaan PUG',
            'Jumlah Dokumen Hasil Koordinasi dan Sinkronisasi Kebijakan PUG',
            'Dokumen',
            { pagu: [60, 250] },
          ),
          s('0004', 'Penyediaan Data Gender dan Anak', 'Jumlah Dokumen Data Terpilah Gender dan Anak', 'Dokumen', {
            pagu: [50, 200],
          }),
        ],
      ),
    ],
  ),
  p(
    '2.14.04',
    'PROGRAM PEMBERDAYAAN DAN PENINGKATAN KELUARGA SEJAHTERA (KS)',
    'Menurunnya keluarga berisiko stunting',
    'Persentase keluarga berisiko stunting',
    '%',
    [
      k(
        '2.01',
        'Pelaksanaan Pembangunan Keluarga melalui Pembinaan Ketahanan dan Kesejahteraan Keluarga',
        'Meningkatnya pendampingan keluarga berisiko stunting',
        'Persentase keluarga berisiko stunting yang didampingi',
        '%',
        [
          s(
            '0001',
            'Pelaksanaan Pendampingan Keluarga Berisiko Stunting',
            'Jumlah Keluarga Berisiko Stunting yang Didampingi',
            'Keluarga',
            { pagu: [350, 1400], tema: 'stunting' },
          ),
          s('0003', 'Pelaksanaan Audit Kasus Stunting', 'Jumlah Dokumen Hasil Audit Kasus Stunting', 'Dokumen', {
            pagu: [60, 250],
            tema: 'stunting',
          }),
        ],
      ),
    ],
    'turun',
  ),
  // 2.09 Pangan
  p(
    '2.09.03',
    'PROGRAM PENINGKATAN DIVERSIFIKASI DAN KETAHANAN PANGAN MASYARAKAT',
    'Meningkatnya ketersediaan dan stabilitas pangan',
    'Skor Pola Pangan Harapan (PPH)',
    'Skor',
    [
      k(
        '2.01',
        'Pelaksanaan Pencapaian Target Konsumsi Pangan Perkapita/Tahun Sesuai dengan Angka Kecukupan Gizi',
        'Terjaganya pasokan dan harga pangan pokok',
        'Persentase ketersediaan pangan pokok terhadap kebutuhan',
        '%',
        [
          s(
            '0001',
            'Penyediaan dan Penyaluran Pangan Pokok atau Pangan Lainnya sesuai dengan Kebutuhan Daerah Kabupaten/Kota dalam rangka Stabilisasi Pasokan dan Harga Pangan',
            'Jumlah Kegiatan Penyediaan dan Penyaluran Pangan Pokok (Gerakan Pangan Murah)',
            'Kali',
            { pagu: [300, 1200], tema: 'inflasi' },
          ),
          s(
            '0002',
            'Penyusunan Peta Ketahanan dan Kerentanan Pangan',
            'Jumlah Dokumen Peta Ketahanan dan Kerentanan Pangan',
            'Dokumen',
            { pagu: [50, 200], tema: 'stunting' },
          ),
        ],
      ),
    ],
  ),
  // 2.11 Lingkungan hidup
  p(
    '2.11.04',
    'PROGRAM PENGENDALIAN PENCEMARAN DAN/ATAU KERUSAKAN LINGKUNGAN HIDUP',
    'Meningkatnya kualitas lingkungan hidup',
    'Indeks Kualitas Lingkungan Hidup',
    'Indeks',
    [
      k(
        '2.01',
        'Pencegahan Pencemaran dan/atau Kerusakan Lingkungan Hidup',
        'Terpantaunya kualitas air dan udara',
        'Persentase titik pantau kualitas air yang memenuhi baku mutu',
        '%',
        [
          s(
            '0001',
            'Koordinasi, Sinkronisasi dan Pelaksanaan Pencegahan Pencemaran Lingkungan Hidup Dilaksanakan terhadap Media Tanah, Air, Udara, dan Laut',
            'Jumlah Laporan Hasil Pemantauan Kualitas Lingkungan Hidup',
            'Laporan',
            { pagu: [120, 480] },
          ),
          s(
            '0004',
            'Pengujian Kualitas Air Sungai dan Udara Ambien',
            'Jumlah Titik Sampel Kualitas Air dan Udara yang Diuji',
            'Titik',
            { pagu: [90, 320] },
          ),
        ],
      ),
    ],
  ),
  p(
    '2.11.10',
    'PROGRAM PENGELOLAAN PERSAMPAHAN',
    'Meningkatnya penanganan dan pengurangan sampah',
    'Persentase sampah yang tertangani',
    '%',
    [
      k(
        '2.01',
        'Pengelolaan Sampah',
        'Meningkatnya kapasitas pengelolaan sampah kota',
        'Persentase timbulan sampah yang terangkut ke TPA',
        '%',
        [
          s(
            '0001',
            'Penyediaan Prasarana dan Sarana Pengelolaan Sampah',
            'Jumlah Prasarana dan Sarana Pengelolaan Sampah yang Disediakan',
            'Unit',
            { pagu: [1200, 5500] },
          ),
          s(
            '0004',
            'Peningkatan Peran Serta Masyarakat dalam Pengelolaan Persampahan',
            'Jumlah Bank Sampah yang Dibina',
            'Unit',
            { pagu: [100, 400] },
          ),
          s('0006', 'Pengelolaan Tempat Pemrosesan Akhir Sampah', 'Jumlah Laporan Pengelolaan TPA', 'Laporan', {
            pagu: [800, 3000],
          }),
        ],
      ),
    ],
  ),
  // 2.12 Administrasi kependudukan
  p(
    '2.12.02',
    'PROGRAM PENDAFTARAN PENDUDUK',
    'Meningkatnya kepemilikan dokumen kependudukan',
    'Persentase penduduk wajib KTP yang memiliki KTP-el',
    '%',
    [
      k(
        '2.01',
        'Pelayanan Pendaftaran Penduduk',
        'Meningkatnya layanan pendaftaran penduduk',
        'Persentase permohonan dokumen pendaftaran penduduk yang selesai tepat waktu',
        '%',
        [
          s(
            '0001',
            'Penyediaan Blangko KTP-el dan Perekaman Data Penduduk',
            'Jumlah Penduduk yang Melakukan Perekaman KTP-el',
            'Orang',
            { pagu: [250, 900] },
          ),
          s(
            '0003',
            'Pelayanan Jemput Bola Administrasi Kependudukan',
            'Jumlah Kegiatan Pelayanan Jemput Bola',
            'Kali',
            { pagu: [90, 350], tema: 'prioritas' },
          ),
        ],
      ),
    ],
  ),
  p(
    '2.12.03',
    'PROGRAM PENCATATAN SIPIL',
    'Meningkatnya kepemilikan akta pencatatan sipil',
    'Persentase anak usia 0-18 tahun yang memiliki akta kelahiran',
    '%',
    [
      k(
        '2.01',
        'Pelayanan Pencatatan Sipil',
        'Meningkatnya layanan pencatatan sipil',
        'Persentase akta pencatatan sipil yang terbit tepat waktu',
        '%',
        [
          s('0001', 'Pencatatan Kelahiran', 'Jumlah Akta Kelahiran yang Diterbitkan', 'Dokumen', { pagu: [150, 500] }),
          s('0002', 'Pencatatan Kematian', 'Jumlah Akta Kematian yang Diterbitkan', 'Dokumen', { pagu: [60, 220] }),
        ],
      ),
    ],
  ),
  // 2.15 Perhubungan
  p(
    '2.15.02',
    'PROGRAM PENYELENGGARAAN LALU LINTAS DAN ANGKUTAN JALAN (LLAJ)',
    'Meningkatnya keselamatan dan kelancaran lalu lintas',
    'Persentase ruas jalan kota dengan V/C ratio kurang dari 0,8',
    '%',
    [
      k(
        '2.02',
        'Penyediaan Perlengkapan Jalan di Jalan Kabupaten/Kota',
        'Meningkatnya ketersediaan perlengkapan jalan',
        'Persentase ruas jalan yang dilengkapi perlengkapan jalan sesuai standar',
        '%',
        [
          s(
            '0001',
            'Pengadaan Perlengkapan Jalan (Rambu, Marka dan Pagar Pengaman Jalan)',
            'Jumlah Perlengkapan Jalan yang Disediakan',
            'Unit',
            { pagu: [600, 2500] },
          ),
          s(
            '0003',
            'Pengadaan dan Pemasangan Alat Pemberi Isyarat Lalu Lintas (APILL)',
            'Jumlah APILL yang Dipasang',
            'Unit',
            { pagu: [800, 3000] },
          ),
        ],
      ),
      k(
        '2.06',
        'Pengujian Berkala Kendaraan Bermotor',
        'Meningkatnya kendaraan wajib uji yang laik jalan',
        'Persentase kendaraan wajib uji yang lulus uji berkala',
        '%',
        [
          s(
            '0001',
            'Pelaksanaan Pengujian Berkala Kendaraan Bermotor',
            'Jumlah Kendaraan Bermotor Wajib Uji yang Diuji',
            'Unit',
            { pagu: [200, 800] },
          ),
        ],
      ),
    ],
  ),
  // 2.16 Komunikasi dan informatika (+ 2.20 statistik, 2.21 persandian)
  p(
    '2.16.02',
    'PROGRAM INFORMASI DAN KOMUNIKASI PUBLIK',
    'Meningkatnya keterbukaan informasi publik',
    'Nilai Keterbukaan Informasi Publik',
    'Nilai',
    [
      k(
        '2.01',
        'Pengelolaan Informasi dan Komunikasi Publik Pemerintah Daerah Kabupaten/Kota',
        'Meningkatnya penyebaran informasi publik pemerintah daerah',
        'Persentase permohonan informasi publik yang dilayani tepat waktu',
        '%',
        [
          s(
            '0002',
            'Pengelolaan Konten dan Perencanaan Media Komunikasi Publik',
            'Jumlah Konten Informasi Publik yang Dipublikasikan',
            'Konten',
            { pagu: [120, 500] },
          ),
          s('0005', 'Layanan Hubungan Media', 'Jumlah Laporan Layanan Hubungan Media', 'Laporan', { pagu: [90, 350] }),
        ],
      ),
    ],
  ),
  p(
    '2.16.03',
    'PROGRAM APLIKASI INFORMATIKA',
    'Meningkatnya penerapan sistem pemerintahan berbasis elektronik',
    'Indeks SPBE',
    'Indeks',
    [
      k(
        '2.02',
        'Pengelolaan e-Government di Lingkup Pemerintah Daerah Kabupaten/Kota',
        'Meningkatnya layanan SPBE yang terintegrasi',
        'Persentase layanan publik yang terintegrasi secara elektronik',
        '%',
        [
          s(
            '0001',
            'Pengelolaan Nama Domain yang telah Ditetapkan oleh Pemerintah Pusat dan Sub Domain di Lingkup Pemerintah Daerah Kabupaten/Kota',
            'Jumlah Nama Domain dan Sub Domain yang Dikelola',
            'Domain',
            { pagu: [40, 150], tema: 'digitalisasi' },
          ),
          s(
            '0005',
            'Pengembangan Aplikasi dan Proses Bisnis Pemerintahan Berbasis Elektronik',
            'Jumlah Aplikasi dan Proses Bisnis Pemerintahan Berbasis Elektronik yang Dikembangkan',
            'Aplikasi',
            { pagu: [350, 1800], tema: 'digitalisasi' },
          ),
          s(
            '0007',
            'Penyelenggaraan Sistem Jaringan Intra Pemerintah Daerah',
            'Jumlah Perangkat Daerah yang Terhubung Jaringan Intra Pemerintah',
            'Perangkat Daerah',
            { pagu: [500, 2200], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '2.20.02',
    'PROGRAM PENYELENGGARAAN STATISTIK SEKTORAL',
    'Meningkatnya ketersediaan data statistik sektoral',
    'Persentase perangkat daerah yang menyediakan data statistik sektoral',
    '%',
    [
      k(
        '2.01',
        'Penyelenggaraan Statistik Sektoral di Lingkup Daerah Kabupaten/Kota',
        'Tersedianya data statistik sektoral yang berkualitas',
        'Persentase data sektoral yang terpublikasi di portal Satu Data',
        '%',
        [
          s(
            '0001',
            'Koordinasi dan Sinkronisasi Pengumpulan, Pengolahan, Analisis dan Diseminasi Data Statistik Sektoral',
            'Jumlah Dokumen Data Statistik Sektoral',
            'Dokumen',
            { pagu: [80, 300], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  // 2.17 Koperasi dan UKM
  p(
    '2.17.07',
    'PROGRAM PEMBERDAYAAN USAHA MENENGAH, USAHA KECIL, DAN USAHA MIKRO (UMKM)',
    'Meningkatnya daya saing usaha mikro',
    'Persentase usaha mikro yang naik kelas',
    '%',
    [
      k(
        '2.01',
        'Pemberdayaan Usaha Mikro yang Dilakukan Melalui Pendataan, Kemitraan, Kemudahan Perizinan, Penguatan Kelembagaan dan Koordinasi dengan Para Pemangku Kepentingan',
        'Meningkatnya kapasitas usaha mikro',
        'Persentase usaha mikro binaan yang meningkat omzetnya',
        '%',
        [
          s(
            '0001',
            'Fasilitasi Kemudahan Perizinan Berusaha Bagi Usaha Mikro',
            'Jumlah Usaha Mikro yang Difasilitasi Perizinan Berusaha',
            'Unit Usaha',
            { pagu: [90, 380], tema: 'investasi' },
          ),
          s(
            '0004',
            'Pelatihan dan Pendampingan Usaha Mikro',
            'Jumlah Usaha Mikro yang Dilatih dan Didampingi',
            'Unit Usaha',
            { pagu: [200, 900], tema: 'kemiskinan' },
          ),
        ],
      ),
    ],
  ),
  // 2.18 Penanaman modal
  p(
    '2.18.03',
    'PROGRAM PROMOSI PENANAMAN MODAL',
    'Meningkatnya minat investor menanamkan modal',
    'Nilai realisasi investasi PMA dan PMDN',
    'Rp Miliar',
    [
      k(
        '2.01',
        'Penyelenggaraan Promosi Penanaman Modal yang Menjadi Kewenangan Daerah Kabupaten/Kota',
        'Meningkatnya promosi peluang investasi daerah',
        'Jumlah minat investasi (letter of intent) yang diperoleh',
        'Investor',
        [
          s(
            '0001',
            'Penyusunan Strategi Promosi Penanaman Modal',
            'Jumlah Dokumen Strategi Promosi Penanaman Modal',
            'Dokumen',
            { pagu: [60, 220], tema: 'investasi' },
          ),
          s(
            '0002',
            'Pelaksanaan Kegiatan Promosi Penanaman Modal Daerah Kabupaten/Kota',
            'Jumlah Kegiatan Promosi Penanaman Modal yang Dilaksanakan',
            'Kegiatan',
            { pagu: [250, 1200], tema: 'investasi' },
          ),
          s(
            '0003',
            'Penyusunan Peta Potensi dan Peluang Investasi',
            'Jumlah Dokumen Peta Potensi dan Peluang Investasi',
            'Dokumen',
            { pagu: [120, 450], tema: 'investasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '2.18.04',
    'PROGRAM PELAYANAN PENANAMAN MODAL',
    'Meningkatnya kualitas pelayanan perizinan berusaha',
    'Indeks Kepuasan Masyarakat terhadap pelayanan perizinan',
    'Nilai',
    [
      k(
        '2.01',
        'Pelayanan Perizinan dan Nonperizinan secara Terpadu Satu Pintu di Bidang Penanaman Modal yang Menjadi Kewenangan Daerah Kabupaten/Kota',
        'Meningkatnya kecepatan layanan perizinan',
        'Persentase perizinan yang diterbitkan sesuai standar waktu layanan',
        '%',
        [
          s(
            '0001',
            'Penyediaan Pelayanan Terpadu Perizinan dan Nonperizinan Berbasis Sistem Pelayanan Perizinan Berusaha Terintegrasi Secara Elektronik',
            'Jumlah Dokumen Perizinan dan Nonperizinan yang Diterbitkan',
            'Dokumen',
            { pagu: [250, 1100], tema: 'investasi' },
          ),
          s(
            '0003',
            'Pengembangan Mal Pelayanan Publik',
            'Jumlah Jenis Layanan yang Tersedia di Mal Pelayanan Publik',
            'Layanan',
            { pagu: [400, 1800], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  // 2.19 Kepemudaan dan olahraga, 3.26 Pariwisata
  p(
    '2.19.03',
    'PROGRAM PENGEMBANGAN KAPASITAS DAYA SAING KEOLAHRAGAAN',
    'Meningkatnya prestasi olahraga daerah',
    'Jumlah medali yang diraih pada kejuaraan tingkat provinsi dan nasional',
    'Medali',
    [
      k(
        '2.01',
        'Pembinaan dan Pengembangan Olahraga Prestasi Tingkat Daerah Kabupaten/Kota',
        'Meningkatnya pembinaan atlet berprestasi',
        'Jumlah atlet berprestasi yang dibina',
        'Orang',
        [
          s(
            '0002',
            'Penyelenggaraan Kejuaraan Olahraga',
            'Jumlah Kejuaraan Olahraga yang Diselenggarakan',
            'Kegiatan',
            { pagu: [250, 1200] },
          ),
          s('0005', 'Pembinaan dan Pengembangan Atlet Berprestasi', 'Jumlah Atlet yang Dibina', 'Orang', {
            pagu: [300, 1300],
          }),
        ],
      ),
    ],
  ),
  p(
    '3.26.02',
    'PROGRAM PENINGKATAN DAYA TARIK DESTINASI PARIWISATA',
    'Meningkatnya kunjungan wisatawan',
    'Jumlah kunjungan wisatawan',
    'Orang',
    [
      k(
        '2.01',
        'Pengelolaan Daya Tarik Wisata Kabupaten/Kota',
        'Meningkatnya kualitas daya tarik wisata',
        'Jumlah daya tarik wisata yang dikembangkan',
        'Lokasi',
        [
          s(
            '0001',
            'Pembangunan Prasarana Daya Tarik Wisata',
            'Jumlah Prasarana Daya Tarik Wisata yang Dibangun',
            'Unit',
            { pagu: [800, 3500] },
          ),
          s(
            '0004',
            'Penyelenggaraan Event Pariwisata Daerah',
            'Jumlah Event Pariwisata yang Diselenggarakan',
            'Event',
            { pagu: [300, 1500], tema: 'investasi' },
          ),
        ],
      ),
    ],
  ),
  // 2.23 Perpustakaan, 2.24 Kearsipan
  p(
    '2.23.02',
    'PROGRAM PEMBINAAN PERPUSTAKAAN',
    'Meningkatnya budaya gemar membaca masyarakat',
    'Tingkat Gemar Membaca (TGM)',
    'Nilai',
    [
      k(
        '2.01',
        'Pengelolaan Perpustakaan Tingkat Daerah Kabupaten/Kota',
        'Meningkatnya kunjungan ke perpustakaan',
        'Jumlah kunjungan ke perpustakaan',
        'Orang',
        [
          s('0002', 'Pengembangan Koleksi Perpustakaan', 'Jumlah Koleksi Perpustakaan yang Ditambah', 'Eksemplar', {
            pagu: [150, 600],
          }),
          s('0005', 'Layanan Perpustakaan Keliling', 'Jumlah Titik Layanan Perpustakaan Keliling', 'Titik', {
            pagu: [80, 300],
          }),
        ],
      ),
      k(
        '2.02',
        'Pembudayaan Gemar Membaca Tingkat Daerah Kabupaten/Kota',
        'Meningkatnya minat baca masyarakat',
        'Persentase peningkatan anggota perpustakaan',
        '%',
        [
          s('0001', 'Sosialisasi Gemar Membaca', 'Jumlah Peserta Sosialisasi Gemar Membaca', 'Orang', {
            pagu: [60, 250],
          }),
        ],
      ),
    ],
  ),
  p(
    '2.24.02',
    'PROGRAM PENGELOLAAN ARSIP',
    'Meningkatnya tertib pengelolaan arsip',
    'Nilai pengawasan kearsipan',
    'Nilai',
    [
      k(
        '2.01',
        'Pengelolaan Arsip Dinamis Pemerintah Daerah Kabupaten/Kota',
        'Meningkatnya perangkat daerah yang tertib arsip',
        'Persentase perangkat daerah dengan pengelolaan arsip kategori baik',
        '%',
        [
          s(
            '0001',
            'Pengelolaan Arsip Dinamis dan Alih Media Arsip',
            'Jumlah Arsip Dinamis yang Dikelola dan Dialihmediakan',
            'Berkas',
            { pagu: [90, 400], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  // 3.30 Perdagangan
  p(
    '3.30.03',
    'PROGRAM PENINGKATAN SARANA DISTRIBUSI PERDAGANGAN',
    'Meningkatnya kualitas sarana distribusi perdagangan',
    'Persentase pasar rakyat dalam kondisi baik',
    '%',
    [
      k(
        '2.01',
        'Pembangunan dan Pengelolaan Sarana Distribusi Perdagangan',
        'Meningkatnya sarana pasar rakyat yang layak',
        'Jumlah pasar rakyat yang direvitalisasi',
        'Unit',
        [
          s('0003', 'Pembangunan Pasar Rakyat', 'Jumlah Pasar Rakyat yang Dibangun/Direvitalisasi', 'Unit', {
            pagu: [2500, 9500],
          }),
          s(
            '0006',
            'Pengelolaan Sarana Distribusi Perdagangan',
            'Jumlah Laporan Pengelolaan Sarana Distribusi Perdagangan',
            'Laporan',
            { pagu: [120, 450] },
          ),
        ],
      ),
    ],
  ),
  p(
    '3.30.04',
    'PROGRAM STABILISASI HARGA BARANG KEBUTUHAN POKOK DAN BARANG PENTING',
    'Terkendalinya harga barang kebutuhan pokok',
    'Koefisien variasi harga barang kebutuhan pokok',
    '%',
    [
      k(
        '2.02',
        'Pengendalian Harga, Informasi Ketersediaan Stok Barang Kebutuhan Pokok dan Barang Penting di Tingkat Pasar Kabupaten/Kota',
        'Tersedianya informasi harga dan stok barang kebutuhan pokok',
        'Persentase pasar yang dipantau harga dan stoknya secara mingguan',
        '%',
        [
          s(
            '0001',
            'Pelaksanaan Operasi Pasar Reguler dan Pasar Khusus yang Lokasinya Ditentukan Daerah Kabupaten/Kota',
            'Jumlah Operasi Pasar yang Dilaksanakan',
            'Kali',
            { pagu: [200, 900], tema: 'inflasi' },
          ),
          s(
            '0002',
            'Pengawasan Harga dan Stok Barang Kebutuhan Pokok dan Barang Penting',
            'Jumlah Laporan Pemantauan Harga dan Stok Barang Kebutuhan Pokok',
            'Laporan',
            { pagu: [80, 300], tema: 'inflasi' },
          ),
        ],
      ),
    ],
    'turun',
  ),
  // 4.01 Sekretariat daerah, 4.02 Sekretariat DPRD
  p(
    '4.01.02',
    'PROGRAM PEMERINTAHAN DAN KESEJAHTERAAN RAKYAT',
    'Meningkatnya kualitas penyelenggaraan pemerintahan, hukum dan kesejahteraan rakyat',
    'Persentase kebijakan pemerintahan dan kesejahteraan rakyat yang terfasilitasi',
    '%',
    [
      k(
        '2.01',
        'Pelaksanaan Kebijakan Pemerintahan Daerah',
        'Meningkatnya kualitas administrasi pemerintahan dan kerja sama daerah',
        'Persentase rekomendasi LPPD yang ditindaklanjuti',
        '%',
        [
          s(
            '0001',
            'Fasilitasi Pelaksanaan Otonomi Daerah',
            'Jumlah Laporan Fasilitasi Pelaksanaan Otonomi Daerah (LPPD)',
            'Laporan',
            { pagu: [150, 600] },
          ),
          s(
            '0003',
            'Fasilitasi Penataan Wilayah dan Pembakuan Nama Rupabumi',
            'Jumlah Dokumen Penataan Wilayah',
            'Dokumen',
            { pagu: [80, 300] },
          ),
          s('0005', 'Fasilitasi Kerja Sama Daerah', 'Jumlah Naskah Kerja Sama Daerah yang Difasilitasi', 'Dokumen', {
            pagu: [100, 400],
            tema: 'investasi',
          }),
        ],
      ),
      k(
        '2.02',
        'Pelaksanaan Kebijakan Kesejahteraan Rakyat',
        'Meningkatnya fasilitasi kegiatan kesejahteraan rakyat',
        'Persentase kegiatan keagamaan dan kemasyarakatan yang terfasilitasi',
        '%',
        [
          s('0001', 'Fasilitasi Pengembangan Keagamaan', 'Jumlah Kegiatan Keagamaan yang Difasilitasi', 'Kegiatan', {
            pagu: [300, 1200],
          }),
          s(
            '0003',
            'Fasilitasi Pengembangan Kesejahteraan Masyarakat',
            'Jumlah Laporan Fasilitasi Kesejahteraan Masyarakat',
            'Laporan',
            { pagu: [120, 500], tema: 'kemiskinan' },
          ),
        ],
      ),
      k(
        '2.03',
        'Fasilitasi dan Koordinasi Hukum',
        'Meningkatnya kualitas produk hukum daerah',
        'Persentase produk hukum daerah yang ditetapkan tanpa koreksi',
        '%',
        [
          s(
            '0001',
            'Fasilitasi Penyusunan Produk Hukum Daerah',
            'Jumlah Produk Hukum Daerah yang Difasilitasi',
            'Produk Hukum',
            { pagu: [200, 800] },
          ),
          s('0003', 'Fasilitasi Bantuan Hukum', 'Jumlah Perkara Hukum yang Didampingi', 'Perkara', {
            pagu: [120, 500],
          }),
          s(
            '0005',
            'Pengelolaan Jaringan Dokumentasi dan Informasi Hukum',
            'Jumlah Dokumen Hukum yang Dipublikasikan di JDIH',
            'Dokumen',
            { pagu: [60, 250], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '4.01.03',
    'PROGRAM PEREKONOMIAN DAN PEMBANGUNAN',
    'Meningkatnya kualitas pengendalian perekonomian dan pembangunan daerah',
    'Persentase realisasi fisik program pembangunan daerah',
    '%',
    [
      k(
        '2.01',
        'Pelaksanaan Kebijakan Perekonomian',
        'Meningkatnya kinerja BUMD dan perekonomian daerah',
        'Persentase BUMD dengan kinerja sehat',
        '%',
        [
          s('0001', 'Pembinaan dan Evaluasi Kinerja BUMD', 'Jumlah Laporan Evaluasi Kinerja BUMD', 'Laporan', {
            pagu: [90, 350],
          }),
          s(
            '0004',
            'Fasilitasi Pengendalian Inflasi Daerah',
            'Jumlah Rapat Tim Pengendalian Inflasi Daerah yang Difasilitasi',
            'Kali',
            { pagu: [100, 400], tema: 'inflasi' },
          ),
        ],
      ),
      k(
        '2.02',
        'Pelaksanaan Administrasi Pembangunan',
        'Meningkatnya pengendalian pelaksanaan pembangunan',
        'Persentase paket pekerjaan yang selesai tepat waktu',
        '%',
        [
          s(
            '0001',
            'Fasilitasi Penyusunan Program Pembangunan',
            'Jumlah Dokumen Pengendalian Program Pembangunan',
            'Dokumen',
            { pagu: [80, 300] },
          ),
          s(
            '0003',
            'Pengendalian dan Evaluasi Pelaksanaan Program Pembangunan',
            'Jumlah Laporan Pengendalian dan Evaluasi Pelaksanaan Pembangunan',
            'Laporan',
            { pagu: [120, 450], tema: 'prioritas' },
          ),
        ],
      ),
      k(
        '2.03',
        'Pengelolaan Pengadaan Barang dan Jasa',
        'Meningkatnya efektivitas pengadaan barang dan jasa',
        'Persentase paket tender yang selesai sesuai jadwal',
        '%',
        [
          s('0001', 'Pengelolaan Pengadaan Barang dan Jasa', 'Jumlah Paket Tender yang Dilaksanakan', 'Paket', {
            pagu: [250, 900],
            tema: 'digitalisasi',
          }),
          s(
            '0002',
            'Pengelolaan Layanan Pengadaan Secara Elektronik',
            'Jumlah Laporan Layanan Pengadaan Secara Elektronik',
            'Laporan',
            { pagu: [90, 350], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '4.02.02',
    'PROGRAM DUKUNGAN PELAKSANAAN TUGAS DAN FUNGSI DPRD',
    'Meningkatnya kualitas dukungan pelaksanaan fungsi DPRD',
    'Persentase peraturan daerah yang ditetapkan dari Propemperda',
    '%',
    [
      k(
        '2.01',
        'Pembentukan Peraturan Daerah dan Peraturan DPRD',
        'Meningkatnya produk legislasi daerah',
        'Persentase rancangan perda yang dibahas',
        '%',
        [
          s(
            '0001',
            'Penyusunan dan Pembahasan Program Pembentukan Peraturan Daerah',
            'Jumlah Dokumen Program Pembentukan Peraturan Daerah',
            'Dokumen',
            { pagu: [250, 900] },
          ),
          s(
            '0002',
            'Pembahasan Rancangan Peraturan Daerah',
            'Jumlah Rancangan Peraturan Daerah yang Dibahas',
            'Raperda',
            { pagu: [600, 2500] },
          ),
        ],
      ),
      k(
        '2.05',
        'Penyerapan dan Penghimpunan Aspirasi Masyarakat',
        'Terserapnya aspirasi masyarakat',
        'Persentase aspirasi masyarakat yang ditindaklanjuti',
        '%',
        [s('0001', 'Pelaksanaan Reses', 'Jumlah Laporan Pelaksanaan Reses', 'Laporan', { pagu: [1500, 4500] })],
      ),
    ],
  ),
  // 5.01 Perencanaan, 5.02 Keuangan, 5.03 Kepegawaian
  p(
    '5.01.02',
    'PROGRAM PERENCANAAN, PENGENDALIAN DAN EVALUASI PEMBANGUNAN DAERAH',
    'Meningkatnya kualitas perencanaan pembangunan daerah',
    'Persentase keselarasan program RKPD dengan RPJMD',
    '%',
    [
      k(
        '2.01',
        'Penyusunan Perencanaan dan Pendanaan',
        'Tersusunnya dokumen perencanaan pembangunan daerah tepat waktu',
        'Persentase dokumen perencanaan daerah yang ditetapkan tepat waktu',
        '%',
        [
          s(
            '0001',
            'Analisis dan Pengelolaan Data dan Informasi Perencanaan Pembangunan Daerah',
            'Jumlah Dokumen Data dan Informasi Perencanaan Pembangunan Daerah',
            'Dokumen',
            { pagu: [120, 450], tema: 'digitalisasi' },
          ),
          s(
            '0004',
            'Penyusunan Dokumen Perencanaan Pembangunan Daerah (RKPD)',
            'Jumlah Dokumen RKPD yang Disusun',
            'Dokumen',
            { pagu: [300, 1100] },
          ),
          s(
            '0006',
            'Koordinasi Penyelenggaraan Musyawarah Perencanaan Pembangunan',
            'Jumlah Laporan Penyelenggaraan Musrenbang',
            'Laporan',
            { pagu: [250, 900] },
          ),
        ],
      ),
      k(
        '2.03',
        'Pengendalian, Evaluasi dan Pelaporan Pembangunan Daerah',
        'Meningkatnya kualitas pengendalian dan evaluasi pembangunan',
        'Persentase rekomendasi evaluasi pembangunan yang ditindaklanjuti',
        '%',
        [
          s(
            '0001',
            'Pengendalian, Evaluasi dan Pelaporan Pelaksanaan RPJMD dan RKPD',
            'Jumlah Laporan Pengendalian dan Evaluasi RKPD',
            'Laporan',
            { pagu: [150, 550] },
          ),
          s(
            '0003',
            'Koordinasi Penanggulangan Kemiskinan dan Percepatan Penurunan Stunting',
            'Jumlah Laporan Koordinasi TKPK dan TPPS',
            'Laporan',
            { pagu: [150, 500], tema: 'stunting' },
          ),
        ],
      ),
    ],
  ),
  p(
    '5.02.02',
    'PROGRAM PENGELOLAAN KEUANGAN DAERAH',
    'Meningkatnya kualitas pengelolaan keuangan daerah',
    'Persentase rekomendasi hasil pemeriksaan BPK atas LKPD yang ditindaklanjuti',
    '%',
    [
      k(
        '2.01',
        'Koordinasi dan Penyusunan Rencana Anggaran Daerah',
        'Tersusunnya APBD tepat waktu',
        'Persentase dokumen APBD yang ditetapkan tepat waktu',
        '%',
        [
          s(
            '0001',
            'Koordinasi, Penyusunan dan Verifikasi RKA-SKPD',
            'Jumlah Dokumen RKA-SKPD yang Diverifikasi',
            'Dokumen',
            { pagu: [120, 450] },
          ),
          s(
            '0003',
            'Penyusunan Rancangan Peraturan Daerah tentang APBD dan Perubahan APBD',
            'Jumlah Dokumen Raperda APBD dan Perubahan APBD',
            'Dokumen',
            { pagu: [150, 550] },
          ),
        ],
      ),
      k(
        '2.04',
        'Koordinasi dan Pelaksanaan Akuntansi dan Pelaporan Keuangan Daerah',
        'Tersusunnya laporan keuangan daerah sesuai SAP',
        'Persentase temuan BPK atas laporan keuangan yang ditindaklanjuti',
        '%',
        [
          s(
            '0001',
            'Koordinasi dan Penyusunan Laporan Keuangan Pemerintah Daerah',
            'Jumlah Dokumen Laporan Keuangan Pemerintah Daerah',
            'Dokumen',
            { pagu: [150, 600] },
          ),
        ],
      ),
    ],
  ),
  p(
    '5.02.03',
    'PROGRAM PENGELOLAAN BARANG MILIK DAERAH',
    'Meningkatnya tertib pengelolaan barang milik daerah',
    'Persentase barang milik daerah yang tersertifikasi',
    '%',
    [
      k(
        '2.01',
        'Pengelolaan Barang Milik Daerah',
        'Meningkatnya tertib administrasi barang milik daerah',
        'Persentase aset tanah yang bersertifikat',
        '%',
        [
          s(
            '0002',
            'Penatausahaan Barang Milik Daerah',
            'Jumlah Laporan Penatausahaan Barang Milik Daerah',
            'Laporan',
            { pagu: [100, 400] },
          ),
          s('0006', 'Pengamanan Barang Milik Daerah', 'Jumlah Bidang Tanah Milik Daerah yang Disertifikasi', 'Bidang', {
            pagu: [250, 1000],
          }),
        ],
      ),
    ],
  ),
  p(
    '5.02.04',
    'PROGRAM PENGELOLAAN PENDAPATAN DAERAH',
    'Meningkatnya pendapatan asli daerah',
    'Persentase realisasi PAD terhadap target',
    '%',
    [
      k(
        '2.01',
        'Pengelolaan Pendapatan Daerah',
        'Meningkatnya penerimaan pajak daerah',
        'Persentase realisasi pajak daerah terhadap target',
        '%',
        [
          s(
            '0001',
            'Pendataan dan Pendaftaran Objek Pajak Daerah',
            'Jumlah Objek Pajak Daerah yang Didata dan Didaftarkan',
            'Objek Pajak',
            { pagu: [200, 800] },
          ),
          s('0003', 'Penagihan Pajak Daerah', 'Jumlah Surat Ketetapan Pajak Daerah yang Ditagih', 'Dokumen', {
            pagu: [150, 600],
          }),
          s(
            '0005',
            'Pengembangan Sistem Pembayaran Pajak Daerah Secara Elektronik',
            'Jumlah Kanal Pembayaran Pajak Daerah Elektronik',
            'Kanal',
            { pagu: [120, 500], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '5.03.02',
    'PROGRAM KEPEGAWAIAN DAERAH',
    'Meningkatnya profesionalitas aparatur sipil negara',
    'Indeks Profesionalitas ASN',
    'Indeks',
    [
      k(
        '2.01',
        'Pengadaan, Pemberhentian dan Informasi Kepegawaian ASN',
        'Tersedianya data kepegawaian yang mutakhir',
        'Persentase data ASN yang mutakhir dalam SIASN',
        '%',
        [
          s(
            '0001',
            'Penyusunan Rencana Kebutuhan, Jenis dan Jumlah Jabatan untuk Pelaksanaan Pengadaan ASN',
            'Jumlah Dokumen Rencana Kebutuhan ASN',
            'Dokumen',
            { pagu: [60, 250] },
          ),
          s(
            '0004',
            'Pengelolaan Data dan Sistem Informasi Kepegawaian',
            'Jumlah Laporan Pemutakhiran Data Kepegawaian',
            'Laporan',
            { pagu: [90, 350], tema: 'digitalisasi' },
          ),
        ],
      ),
      k(
        '2.05',
        'Pengembangan Kompetensi ASN',
        'Meningkatnya kompetensi ASN',
        'Persentase ASN yang memenuhi 20 jam pelajaran pengembangan kompetensi',
        '%',
        [
          s(
            '0001',
            'Pengembangan Kompetensi Teknis dan Manajerial ASN',
            'Jumlah ASN yang Mengikuti Pengembangan Kompetensi',
            'Orang',
            { pagu: [400, 1800] },
          ),
        ],
      ),
    ],
  ),
  // 6.01 Inspektorat
  p(
    '6.01.02',
    'PROGRAM PENYELENGGARAAN PENGAWASAN',
    'Meningkatnya kualitas pengawasan internal pemerintah daerah',
    'Level Kapabilitas APIP',
    'Level',
    [
      k(
        '2.01',
        'Penyelenggaraan Pengawasan Internal',
        'Meningkatnya cakupan pengawasan internal',
        'Persentase rekomendasi hasil pengawasan yang ditindaklanjuti',
        '%',
        [
          s('0001', 'Pengawasan Kinerja Pemerintah Daerah', 'Jumlah Laporan Hasil Pengawasan Kinerja', 'Laporan', {
            pagu: [200, 800],
          }),
          s('0002', 'Pengawasan Keuangan Pemerintah Daerah', 'Jumlah Laporan Hasil Pemeriksaan Keuangan', 'Laporan', {
            pagu: [200, 800],
          }),
          s(
            '0005',
            'Reviu Laporan Kinerja dan Evaluasi SAKIP Perangkat Daerah',
            'Jumlah Laporan Hasil Evaluasi SAKIP Perangkat Daerah',
            'Laporan',
            { pagu: [120, 450] },
          ),
        ],
      ),
    ],
  ),
  p(
    '6.01.03',
    'PROGRAM PERUMUSAN KEBIJAKAN, PENDAMPINGAN DAN ASISTENSI',
    'Meningkatnya kualitas pendampingan tata kelola pemerintahan',
    'Persentase perangkat daerah dengan nilai SAKIP minimal B',
    '%',
    [
      k(
        '2.02',
        'Pendampingan, Asistensi dan Verifikasi',
        'Meningkatnya kualitas penerapan SPIP dan manajemen risiko',
        'Maturitas SPIP',
        'Level',
        [
          s(
            '0002',
            'Pendampingan dan Asistensi Penerapan Sistem Pengendalian Intern Pemerintah',
            'Jumlah Perangkat Daerah yang Didampingi Penerapan SPIP',
            'Perangkat Daerah',
            { pagu: [90, 350] },
          ),
          s(
            '0004',
            'Pendampingan Pencegahan Korupsi dan Pembangunan Zona Integritas',
            'Jumlah Unit Kerja yang Didampingi Pembangunan Zona Integritas',
            'Unit Kerja',
            { pagu: [80, 300], tema: 'prioritas' },
          ),
        ],
      ),
    ],
  ),
  // 7.01 Kecamatan
  p(
    '7.01.02',
    'PROGRAM PENYELENGGARAAN PEMERINTAHAN DAN PELAYANAN PUBLIK',
    'Meningkatnya kualitas pelayanan publik di kecamatan',
    'Indeks Kepuasan Masyarakat terhadap pelayanan kecamatan',
    'Nilai',
    [
      k(
        '2.01',
        'Koordinasi Penyelenggaraan Kegiatan Pemerintahan di Tingkat Kecamatan',
        'Meningkatnya koordinasi pemerintahan di kecamatan',
        'Persentase kelurahan dengan kinerja pemerintahan baik',
        '%',
        [
          s(
            '0001',
            'Koordinasi/Sinergi Perencanaan dan Pelaksanaan Kegiatan Pemerintahan dengan Perangkat Daerah dan Instansi Vertikal',
            'Jumlah Laporan Koordinasi Kegiatan Pemerintahan',
            'Laporan',
            { pagu: [80, 300] },
          ),
          s(
            '0004',
            'Penyelenggaraan Pelayanan Administrasi Terpadu Kecamatan (PATEN)',
            'Jumlah Dokumen Pelayanan Administrasi Terpadu Kecamatan',
            'Dokumen',
            { pagu: [90, 350], tema: 'digitalisasi' },
          ),
        ],
      ),
    ],
  ),
  p(
    '7.01.03',
    'PROGRAM PEMBERDAYAAN MASYARAKAT DESA DAN KELURAHAN',
    'Meningkatnya partisipasi masyarakat dalam pembangunan kelurahan',
    'Persentase usulan musrenbang kelurahan yang terakomodasi',
    '%',
    [
      k(
        '2.01',
        'Pemberdayaan Masyarakat Kelurahan',
        'Meningkatnya keberdayaan lembaga kemasyarakatan kelurahan',
        'Persentase lembaga kemasyarakatan kelurahan yang aktif',
        '%',
        [
          s(
            '0001',
            'Fasilitasi Pembangunan Sarana dan Prasarana Kelurahan',
            'Jumlah Sarana dan Prasarana Kelurahan yang Dibangun',
            'Unit',
            { pagu: [800, 2800], tema: 'kemiskinan' },
          ),
          s(
            '0003',
            'Fasilitasi Pemberdayaan Lembaga Kemasyarakatan Kelurahan',
            'Jumlah Lembaga Kemasyarakatan yang Dibina',
            'Lembaga',
            { pagu: [90, 350] },
          ),
        ],
      ),
    ],
  ),
  p(
    '7.01.04',
    'PROGRAM KOORDINASI KETENTRAMAN DAN KETERTIBAN UMUM',
    'Terjaganya ketenteraman dan ketertiban di kecamatan',
    'Persentase gangguan trantibum kecamatan yang tertangani',
    '%',
    [
      k(
        '2.01',
        'Koordinasi Upaya Penyelenggaraan Ketenteraman dan Ketertiban Umum',
        'Meningkatnya koordinasi trantibum di kecamatan',
        'Jumlah rapat koordinasi trantibum',
        'Kali',
        [
          s(
            '0001',
            'Sinergi dengan Kepolisian Negara Republik Indonesia, Tentara Nasional Indonesia dan Instansi Vertikal di Wilayah Kecamatan',
            'Jumlah Laporan Sinergi Trantibum dengan Forkopimcam',
            'Laporan',
            { pagu: [60, 220] },
          ),
        ],
      ),
    ],
  ),
  // 8.01 Kesatuan bangsa dan politik
  p(
    '8.01.02',
    'PROGRAM PENGUATAN IDEOLOGI PANCASILA DAN KARAKTER KEBANGSAAN',
    'Meningkatnya pemahaman ideologi Pancasila dan wawasan kebangsaan',
    'Persentase masyarakat yang memahami wawasan kebangsaan',
    '%',
    [
      k(
        '2.01',
        'Perumusan Kebijakan Teknis dan Pelaksanaan Pemantapan Pembinaan Ideologi Pancasila, Bela Negara, Wawasan Kebangsaan, Nilai-Nilai Sejarah Kebangsaan dan Penghargaan Kebangsaan',
        'Meningkatnya pembinaan wawasan kebangsaan',
        'Jumlah peserta pembinaan wawasan kebangsaan',
        'Orang',
        [
          s(
            '0001',
            'Peningkatan Pemahaman dan Pengamalan Ideologi Pancasila',
            'Jumlah Peserta Pembinaan Ideologi Pancasila dan Wawasan Kebangsaan',
            'Orang',
            { pagu: [120, 500] },
          ),
        ],
      ),
    ],
  ),
  p(
    '8.01.06',
    'PROGRAM PENINGKATAN KEWASPADAAN NASIONAL DAN PENINGKATAN KUALITAS DAN FASILITASI PENANGANAN KONFLIK SOSIAL',
    'Meningkatnya kondusivitas wilayah',
    'Persentase potensi konflik sosial yang tertangani',
    '%',
    [
      k(
        '2.01',
        'Pelaksanaan Kewaspadaan Nasional dan Penanganan Konflik Sosial',
        'Meningkatnya deteksi dini potensi konflik',
        'Jumlah laporan deteksi dini yang ditindaklanjuti',
        'Laporan',
        [
          s(
            '0001',
            'Penguatan Forum Kewaspadaan Dini Masyarakat',
            'Jumlah Rapat Forum Kewaspadaan Dini Masyarakat',
            'Kali',
            { pagu: [80, 300] },
          ),
          s('0003', 'Penanganan Konflik Sosial', 'Jumlah Laporan Penanganan Konflik Sosial', 'Laporan', {
            pagu: [90, 350],
          }),
        ],
      ),
    ],
  ),
];

/** Every program of the catalogue: the penunjang program of each urusan, then the urusan programs. */
export const PROGRAMS: readonly ProgramDef[] = [...URUSAN_PENUNJANG.map(penunjangProgram), ...PROGRAM_URUSAN];

const PROGRAM_BY_KODE = new Map(PROGRAMS.map((prog) => [prog.kode, prog]));

export function programDef(kode: string): ProgramDef {
  const def = PROGRAM_BY_KODE.get(kode);
  if (!def) throw new Error(`Program ${kode} tidak ada di katalog data demo`);
  return def;
}

export const kegiatanKode = (prog: ProgramDef, keg: KegiatanDef) => `${prog.kode}.${keg.kode}`;
export const subKegiatanKode = (prog: ProgramDef, keg: KegiatanDef, sub: SubKegiatanDef) =>
  `${kegiatanKode(prog, keg)}.${sub.kode}`;

/** Rows of the master tables (codes and names), in insertion order. */
export function masterRows() {
  const program = PROGRAMS.map((prog) => ({ kode: prog.kode, nama: prog.nama }));
  const kegiatan = PROGRAMS.flatMap((prog) =>
    prog.kegiatan.map((keg) => ({ program_kode: prog.kode, kode: kegiatanKode(prog, keg), nama: keg.nama })),
  );
  const subKegiatan = PROGRAMS.flatMap((prog) =>
    prog.kegiatan.flatMap((keg) =>
      keg.sub.map((sub) => ({
        kegiatan_kode: kegiatanKode(prog, keg),
        kode: subKegiatanKode(prog, keg, sub),
        nama: sub.nama,
        indikator: sub.indikator,
        satuan: sub.satuan,
      })),
    ),
  );
  return { program, kegiatan, subKegiatan };
}
