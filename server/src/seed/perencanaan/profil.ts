/**
 * What each demo unit plans: its strategic goals (SS-PD with IKU, linked to an RPJMD indicator)
 * and the programs it runs (the penunjang program of its urusan plus one to three programs of its
 * field). Biro units have no SS-PD of their own: their programs hang under setda's goals.
 */
import { DEMO_SATKER_IDS } from '../reference-data';
import type { IndikatorRpjmdKey } from './rpjmd';

export interface SsPdDef {
  rpjmd: IndikatorRpjmdKey;
  sasaran: string;
  iku: string;
  satuan: string;
  polaritas?: 'naik' | 'turun';
  baseline: number;
  /** Target of year 1 (2024) and the yearly step of the next years. */
  target: number;
  step: number;
  /** Average of comparable regions (unit IKU diagram). */
  rata?: number;
}

/**
 * A program code (the unit runs one to three of its kegiatan), or a program with the kegiatan
 * (suffixes, all of them run) and the sub kegiatan ('2.02.0005') that must be among the chosen.
 */
export type ProgramRef = string | { kode: string; kegiatan: readonly string[]; wajib?: readonly string[] };

export interface ProfilSatker {
  /** Urusan of the unit's penunjang program ('1.01'); none for a biro. */
  urusan?: string;
  /** Kegiatan of the penunjang program, in order of preference (default: the standard ones). */
  penunjangKegiatan?: readonly string[];
  program: readonly ProgramRef[];
  ssPd: readonly SsPdDef[];
  /** Biro: index of the setda SS-PD its programs hang under. */
  ssPdSetda?: number;
}

const ss = (
  rpjmd: IndikatorRpjmdKey,
  sasaran: string,
  iku: string,
  satuan: string,
  values: { baseline: number; target: number; step: number; polaritas?: 'naik' | 'turun'; rata?: number },
): SsPdDef => ({ rpjmd, sasaran, iku, satuan, ...values });

const kecamatan: ProfilSatker = {
  urusan: '7.01',
  program: ['7.01.02', '7.01.03', '7.01.04'],
  ssPd: [
    ss(
      'ikm',
      'Meningkatnya kualitas pelayanan publik kecamatan',
      'Indeks Kepuasan Masyarakat terhadap pelayanan kecamatan',
      'Nilai',
      { baseline: 78.2, target: 80, step: 1.2, rata: 79.4 },
    ),
    ss(
      'kemiskinan',
      'Meningkatnya keberdayaan masyarakat kelurahan',
      'Persentase usulan musrenbang kelurahan yang terealisasi',
      '%',
      { baseline: 41.5, target: 45, step: 3 },
    ),
  ],
};

const { setda, pendidikan, rsud, dpmptsp, kominfo, bappeda, inspektorat } = DEMO_SATKER_IDS;

export const PROFIL_SATKER: Record<string, ProfilSatker> = {
  [setda]: {
    urusan: '4.01',
    penunjangKegiatan: ['2.01', '2.14', '2.02', '2.06'],
    program: ['4.01.02'],
    ssPd: [
      ss(
        'sakip',
        'Meningkatnya kualitas koordinasi penyelenggaraan pemerintahan dan kebijakan daerah',
        'Persentase rekomendasi kebijakan yang ditindaklanjuti perangkat daerah',
        '%',
        { baseline: 72.5, target: 76, step: 3 },
      ),
      ss(
        'lpe',
        'Meningkatnya kualitas pengendalian perekonomian dan pembangunan daerah',
        'Persentase realisasi fisik program pembangunan daerah',
        '%',
        { baseline: 88.4, target: 90, step: 1.5 },
      ),
    ],
  },
  [DEMO_SATKER_IDS.biroPemerintahan]: { program: [{ kode: '4.01.02', kegiatan: ['2.01'] }], ssPd: [], ssPdSetda: 0 },
  [DEMO_SATKER_IDS.biroPerekonomian]: {
    program: [{ kode: '4.01.03', kegiatan: ['2.01', '2.02', '2.03'] }],
    ssPd: [],
    ssPdSetda: 1,
  },
  [DEMO_SATKER_IDS.biroHukum]: { program: [{ kode: '4.01.02', kegiatan: ['2.03'] }], ssPd: [], ssPdSetda: 0 },
  [DEMO_SATKER_IDS.biroOrganisasi]: { program: [{ kode: '4.01.01', kegiatan: ['2.13'] }], ssPd: [], ssPdSetda: 0 },
  [DEMO_SATKER_IDS.biroUmum]: { program: [{ kode: '4.01.01', kegiatan: ['2.12', '2.06'] }], ssPd: [], ssPdSetda: 0 },
  [pendidikan]: {
    urusan: '1.01',
    program: ['1.01.02', '1.01.04', '1.01.03'],
    ssPd: [
      ss('rls', 'Meningkatnya akses dan mutu pendidikan dasar', 'Angka Partisipasi Murni (APM) SD/MI', '%', {
        baseline: 96.8,
        target: 97.2,
        step: 0.4,
        rata: 97.1,
      }),
      ss(
        'hls',
        'Meningkatnya kualitas pendidik dan tenaga kependidikan',
        'Persentase guru bersertifikat pendidik',
        '%',
        { baseline: 61.3, target: 64, step: 3 },
      ),
    ],
  },
  '1020': {
    urusan: '1.02',
    // Pelayanan kesehatan usia pendidikan dasar: adopted by Dinas Pendidikan (cross cutting).
    program: [{ kode: '1.02.02', kegiatan: ['2.01', '2.02'], wajib: ['2.02.0005'] }, '1.02.05', '1.02.03'],
    ssPd: [
      ss('stunting', 'Menurunnya prevalensi balita stunting', 'Prevalensi balita stunting', '%', {
        baseline: 18.4,
        target: 16.5,
        step: -1.5,
        polaritas: 'turun',
        rata: 21.5,
      }),
      ss('uhh', 'Meningkatnya mutu pelayanan kesehatan dasar', 'Persentase puskesmas terakreditasi paripurna', '%', {
        baseline: 35,
        target: 42,
        step: 8,
      }),
    ],
  },
  [rsud]: {
    urusan: '1.02',
    penunjangKegiatan: ['2.10', '2.01', '2.02'],
    program: [{ kode: '1.02.02', kegiatan: ['2.01'] }],
    ssPd: [
      ss(
        'uhh',
        'Meningkatnya mutu pelayanan kesehatan rujukan',
        'Indeks Kepuasan Masyarakat terhadap pelayanan RSUD',
        'Nilai',
        { baseline: 79.1, target: 81, step: 1, rata: 80.2 },
      ),
      ss('uhh', 'Menurunnya angka kematian pasien rawat inap', 'Net Death Rate (NDR)', '‰', {
        baseline: 27.4,
        target: 25,
        step: -1,
        polaritas: 'turun',
      }),
    ],
  },
  '1030': {
    urusan: '1.03',
    program: ['1.03.10', '1.03.06', '1.03.02'],
    ssPd: [
      ss('jalan', 'Meningkatnya kemantapan jalan kota', 'Persentase jalan kota dalam kondisi mantap', '%', {
        baseline: 82.6,
        target: 84.5,
        step: 2,
        rata: 78.9,
      }),
      ss('irb', 'Berkurangnya luas genangan di kawasan perkotaan', 'Luas genangan banjir di kawasan perkotaan', 'Ha', {
        baseline: 142,
        target: 130,
        step: -12,
        polaritas: 'turun',
      }),
    ],
  },
  '1035': {
    urusan: '1.04',
    program: ['1.04.03', '1.04.06'],
    ssPd: [
      ss('kumuh', 'Berkurangnya kawasan permukiman kumuh', 'Luas kawasan permukiman kumuh', 'Ha', {
        baseline: 68.5,
        target: 61,
        step: -7,
        polaritas: 'turun',
      }),
    ],
  },
  '1040': {
    urusan: '1.05',
    program: ['1.05.02'],
    ssPd: [
      ss('trantib', 'Meningkatnya ketenteraman dan ketertiban umum', 'Persentase penegakan peraturan daerah', '%', {
        baseline: 84,
        target: 86,
        step: 2,
      }),
    ],
  },
  '1042': {
    urusan: '1.05',
    program: ['1.05.04'],
    ssPd: [
      ss(
        'irb',
        'Meningkatnya kecepatan penanganan kebakaran',
        'Persentase kejadian kebakaran yang ditangani dengan waktu tanggap 15 menit',
        '%',
        { baseline: 78, target: 82, step: 3 },
      ),
    ],
  },
  [dpmptsp]: {
    urusan: '2.18',
    program: ['2.18.03', '2.18.04'],
    ssPd: [
      ss(
        'investasi',
        'Meningkatnya realisasi investasi daerah',
        'Nilai realisasi investasi PMA dan PMDN',
        'Rp Miliar',
        { baseline: 1850, target: 2050, step: 200, rata: 1920 },
      ),
      ss(
        'ikm',
        'Meningkatnya kualitas pelayanan perizinan berusaha',
        'Indeks Kepuasan Masyarakat terhadap pelayanan perizinan',
        'Nilai',
        { baseline: 82.4, target: 84, step: 1 },
      ),
    ],
  },
  '1050': {
    urusan: '1.06',
    program: ['1.06.05', '1.06.04'],
    ssPd: [
      ss(
        'kemiskinan',
        'Meningkatnya perlindungan dan jaminan sosial bagi keluarga miskin dan PMKS',
        'Persentase PMKS yang tertangani',
        '%',
        { baseline: 64, target: 68, step: 4 },
      ),
    ],
  },
  '1055': {
    urusan: '2.07',
    program: ['2.07.04', '2.07.03'],
    ssPd: [
      ss('tpt', 'Meningkatnya penyerapan tenaga kerja', 'Persentase pencari kerja yang ditempatkan', '%', {
        baseline: 38.5,
        target: 42,
        step: 3,
      }),
    ],
  },
  '1060': {
    urusan: '2.08',
    program: ['2.14.04', '2.08.02'],
    ssPd: [
      ss('stunting', 'Menurunnya keluarga berisiko stunting', 'Persentase keluarga berisiko stunting', '%', {
        baseline: 24.6,
        target: 22,
        step: -2,
        polaritas: 'turun',
      }),
      ss('ipg', 'Meningkatnya kesetaraan gender dan perlindungan anak', 'Indeks Pembangunan Gender (IPG)', 'Indeks', {
        baseline: 93.1,
        target: 93.6,
        step: 0.4,
        rata: 91.8,
      }),
    ],
  },
  '1065': {
    urusan: '2.09',
    program: ['2.09.03'],
    ssPd: [
      ss('inflasi', 'Meningkatnya ketahanan pangan masyarakat', 'Skor Pola Pangan Harapan (PPH)', 'Skor', {
        baseline: 86.5,
        target: 88,
        step: 1.5,
        rata: 89.1,
      }),
    ],
  },
  '1070': {
    urusan: '2.11',
    program: ['2.11.10', '2.11.04'],
    ssPd: [
      ss('iklh', 'Meningkatnya kualitas lingkungan hidup', 'Indeks Kualitas Lingkungan Hidup', 'Indeks', {
        baseline: 61.8,
        target: 63,
        step: 1,
        rata: 70.3,
      }),
      ss('iklh', 'Meningkatnya penanganan sampah', 'Persentase sampah yang tertangani', '%', {
        baseline: 74,
        target: 77,
        step: 3,
      }),
    ],
  },
  '1075': {
    urusan: '2.12',
    program: ['2.12.02', '2.12.03'],
    ssPd: [
      ss(
        'ikm',
        'Meningkatnya kepemilikan dokumen kependudukan',
        'Persentase penduduk yang memiliki dokumen kependudukan',
        '%',
        { baseline: 96.2, target: 97, step: 0.7 },
      ),
    ],
  },
  '1080': {
    urusan: '2.15',
    program: ['2.15.02'],
    ssPd: [
      ss(
        'jalan',
        'Meningkatnya kinerja lalu lintas dan angkutan jalan',
        'Persentase ruas jalan kota dengan V/C ratio kurang dari 0,8',
        '%',
        { baseline: 71, target: 73, step: 2 },
      ),
    ],
  },
  [kominfo]: {
    urusan: '2.16',
    program: ['2.16.03', '2.16.02', '2.20.02'],
    ssPd: [
      ss('spbe', 'Meningkatnya penerapan sistem pemerintahan berbasis elektronik', 'Indeks SPBE', 'Indeks', {
        baseline: 2.6,
        target: 2.9,
        step: 0.3,
        rata: 2.79,
      }),
      ss('ikm', 'Meningkatnya keterbukaan informasi publik', 'Nilai Keterbukaan Informasi Publik', 'Nilai', {
        baseline: 78.5,
        target: 81,
        step: 2,
      }),
    ],
  },
  '1090': {
    urusan: '2.17',
    program: ['2.17.07'],
    ssPd: [
      ss('lpe', 'Meningkatnya daya saing koperasi dan UMKM', 'Persentase usaha mikro yang naik kelas', '%', {
        baseline: 4.2,
        target: 5,
        step: 1,
      }),
    ],
  },
  '1095': {
    urusan: '2.19',
    program: ['3.26.02', '2.19.03'],
    ssPd: [
      ss('lpe', 'Meningkatnya kunjungan wisatawan dan prestasi olahraga', 'Jumlah kunjungan wisatawan', 'Orang', {
        baseline: 412000,
        target: 450000,
        step: 40000,
      }),
    ],
  },
  '1100': {
    urusan: '2.23',
    program: ['2.23.02', '2.24.02'],
    ssPd: [
      ss('rls', 'Meningkatnya budaya gemar membaca masyarakat', 'Tingkat Gemar Membaca (TGM)', 'Nilai', {
        baseline: 63.4,
        target: 65,
        step: 1.5,
        rata: 66.7,
      }),
    ],
  },
  '1105': {
    urusan: '3.30',
    program: ['3.30.04', '3.30.03'],
    ssPd: [
      ss(
        'inflasi',
        'Terkendalinya harga barang kebutuhan pokok',
        'Koefisien variasi harga barang kebutuhan pokok',
        '%',
        { baseline: 6.8, target: 6, step: -0.5, polaritas: 'turun' },
      ),
    ],
  },
  [bappeda]: {
    urusan: '5.01',
    program: ['5.01.02'],
    ssPd: [
      ss(
        'sakip',
        'Meningkatnya kualitas perencanaan pembangunan daerah',
        'Persentase keselarasan program RKPD dengan RPJMD',
        '%',
        { baseline: 88, target: 90, step: 2 },
      ),
    ],
  },
  '1210': {
    urusan: '5.02',
    program: ['5.02.02', '5.02.03'],
    ssPd: [
      ss(
        'sakip',
        'Meningkatnya kualitas pengelolaan keuangan dan aset daerah',
        'Persentase temuan BPK yang ditindaklanjuti',
        '%',
        { baseline: 78, target: 82, step: 4 },
      ),
    ],
  },
  '1220': {
    urusan: '5.02',
    program: ['5.02.04'],
    ssPd: [
      ss('pad', 'Meningkatnya pendapatan asli daerah', 'Persentase realisasi PAD terhadap target', '%', {
        baseline: 96.4,
        target: 100,
        step: 0,
      }),
    ],
  },
  '1230': {
    urusan: '5.03',
    program: ['5.03.02'],
    ssPd: [
      ss('sakip', 'Meningkatnya profesionalitas ASN', 'Indeks Sistem Merit', 'Indeks', {
        baseline: 0.62,
        target: 0.68,
        step: 0.05,
      }),
    ],
  },
  '1250': {
    urusan: '1.05',
    program: ['1.05.03'],
    ssPd: [
      ss('irb', 'Meningkatnya ketangguhan masyarakat terhadap bencana', 'Persentase kelurahan tangguh bencana', '%', {
        baseline: 22,
        target: 28,
        step: 8,
      }),
    ],
  },
  [inspektorat]: {
    urusan: '6.01',
    program: ['6.01.02', '6.01.03'],
    ssPd: [
      ss('sakip', 'Meningkatnya kualitas pengawasan internal', 'Level Kapabilitas APIP', 'Level', {
        baseline: 2,
        target: 3,
        step: 0,
      }),
    ],
  },
  '1310': {
    urusan: '4.02',
    program: ['4.02.02'],
    ssPd: [
      ss(
        'sakip',
        'Meningkatnya kualitas dukungan pelaksanaan fungsi DPRD',
        'Persentase peraturan daerah yang ditetapkan dari Propemperda',
        '%',
        { baseline: 70, target: 75, step: 5 },
      ),
    ],
  },
  '1320': {
    urusan: '8.01',
    program: ['8.01.06', '8.01.02'],
    ssPd: [
      ss(
        'trantib',
        'Meningkatnya kondusivitas politik dan wawasan kebangsaan',
        'Persentase potensi konflik sosial yang tertangani',
        '%',
        { baseline: 85, target: 88, step: 3 },
      ),
    ],
  },
  '1510': kecamatan,
  '1520': kecamatan,
  '1530': kecamatan,
  '1540': kecamatan,
  '1550': kecamatan,
  '1560': kecamatan,
};

export function profilOf(satuanKerjaId: string): ProfilSatker {
  const profil = PROFIL_SATKER[satuanKerjaId];
  if (!profil) throw new Error(`Tidak ada profil perencanaan untuk satuan kerja ${satuanKerjaId}`);
  return profil;
}

/** The goal every unit has for its penunjang program (accountability of the unit itself). */
export function ssPdAkuntabilitas(singkatan: string, seed: number): SsPdDef {
  const baseline = 62 + (seed % 12);
  return ss('sakip', `Meningkatnya akuntabilitas kinerja ${singkatan}`, `Nilai evaluasi SAKIP ${singkatan}`, 'Nilai', {
    baseline,
    target: baseline + 3,
    step: 2.5,
  });
}
