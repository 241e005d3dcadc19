import type { Tx } from '../db/client';
import { narasiLkip, tindakLanjutLhe } from '../db/schema/index';

/**
 * Demo LKIP narratives (the city and a few units) and LHE recommendations with their follow-up,
 * for both demo years. Fictional texts; a few rows per unit, enough to see the screens.
 */
const TAHUN = [2024, 2025] as const;
/** Dinas Pendidikan, RSUD, Bappeda, Setda, Biro Pemerintahan. */
const UNITS = ['1010', '1025', '1200', '9999', '9999001'] as const;

const BAB_PEMDA: [bab: number, judul: string, narasi: (tahun: number) => string][] = [
  [
    1,
    'Latar Belakang',
    (y) => `Laporan Kinerja Pemerintah Kota tahun ${y} disusun sebagai wujud akuntabilitas pelaksanaan RPJMD.`,
  ],
  [1, 'Gambaran Umum Daerah', () => 'Kota terdiri atas 6 kecamatan dengan jumlah penduduk sekitar 700 ribu jiwa.'],
  [
    2,
    'Perjanjian Kinerja',
    (y) => `Perjanjian kinerja Walikota tahun ${y} memuat 8 sasaran strategis dan 14 indikator kinerja utama.`,
  ],
  [
    3,
    'Capaian Kinerja Organisasi',
    (y) =>
      `Sebagian besar indikator kinerja utama tahun ${y} tercapai; indikator yang belum tercapai dianalisis penyebabnya.`,
  ],
  [
    3,
    'Realisasi Anggaran',
    () => 'Realisasi belanja daerah mencapai 91,4% dari pagu dengan efisiensi pada belanja barang dan jasa.',
  ],
  [
    4,
    'Kesimpulan',
    () => 'Kinerja pemerintah kota secara umum baik; perbaikan difokuskan pada indikator yang belum tercapai.',
  ],
];

const BAB_PD: [bab: number, judul: string, narasi: (tahun: number) => string][] = [
  [
    1,
    'Tugas Pokok dan Fungsi',
    () => 'Perangkat daerah melaksanakan urusan pemerintahan sesuai peraturan walikota tentang kedudukan dan tugas.',
  ],
  [
    2,
    'Rencana Strategis',
    (y) => `Renstra perangkat daerah periode 2024-2028 menjadi acuan perjanjian kinerja tahun ${y}.`,
  ],
  [
    3,
    'Analisis Capaian Kinerja',
    (y) => `Capaian indikator kinerja utama tahun ${y} dibandingkan dengan target dan realisasi tahun sebelumnya.`,
  ],
  [4, 'Penutup', () => 'Perangkat daerah berkomitmen meningkatkan kualitas perencanaan dan pengukuran kinerja.'],
];

const REKOMENDASI: [
  rekomendasi: string,
  target: string,
  tindakLanjut: string | null,
  status: 'belum' | 'proses' | 'selesai',
][] = [
  [
    'Menyelaraskan indikator kinerja program dengan indikator sasaran strategis perangkat daerah',
    'Cascading kinerja selaras hingga sub kegiatan',
    'Reviu pohon kinerja bersama Bappeda telah dilaksanakan',
    'selesai',
  ],
  [
    'Melengkapi definisi operasional dan rumus setiap indikator kinerja utama',
    'Seluruh IKU memiliki definisi operasional',
    'Penyusunan definisi operasional sedang berjalan',
    'proses',
  ],
  [
    'Memanfaatkan hasil monitoring kinerja triwulanan dalam rapat pimpinan',
    'Notulen rapat evaluasi kinerja tiap triwulan',
    null,
    'belum',
  ],
];

export async function seedPelaporanEvaluasi(tx: Tx): Promise<Record<string, number>> {
  const narasi = TAHUN.flatMap((tahun) => [
    ...BAB_PEMDA.map(([bab, judul, text], i) => ({
      tahun,
      satuan_kerja_id: null,
      bab,
      judul,
      narasi: text(tahun),
      urutan: i + 1,
    })),
    ...UNITS.flatMap((unit) =>
      BAB_PD.map(([bab, judul, text], i) => ({
        tahun,
        satuan_kerja_id: unit,
        bab,
        judul,
        narasi: text(tahun),
        urutan: i + 1,
      })),
    ),
  ]);
  const tindakLanjut = TAHUN.flatMap((tahun) =>
    UNITS.flatMap((unit) =>
      REKOMENDASI.map(([rekomendasi, target, tindak, status], i) => ({
        tahun,
        satuan_kerja_id: unit,
        rekomendasi,
        target,
        waktu: `${tahun}-${String(6 + i * 3).padStart(2, '0')}-30`,
        tindak_lanjut: tindak,
        penanggung_jawab: tindak ? 'Sekretaris' : null,
        status,
        link_eviden: status === 'selesai' ? 'https://sakip.example.go.id/eviden/reviu-pohon-kinerja' : null,
      })),
    ),
  );
  await tx.insert(narasiLkip).values(narasi);
  await tx.insert(tindakLanjutLhe).values(tindakLanjut);
  return { narasi_lkip: narasi.length, tindak_lanjut_lhe: tindakLanjut.length };
}
