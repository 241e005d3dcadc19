import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { NarasiJenis } from '@sakip/domain';
import type { Tx } from '../db/client';
import { narasiLkip, periode, sasaranStrategisPd, sasaranStrategisRpjmd, tindakLanjutLhe } from '../db/schema/index';

/**
 * Demo LKIP narratives (the city and a few units) and LHE recommendations with their follow-up,
 * for both demo years. Fictional texts; a few rows per unit, enough to see the screens.
 */
const TAHUN = [2024, 2025] as const;
/** Dinas Pendidikan, RSUD, Bappeda, Setda, Biro Pemerintahan. */
const UNITS = ['1010', '1025', '1200', '9999', '9999001'] as const;

/** A chapter-level narrative: its part, title, text and (front matter, Bab I) its kind. */
type BabNarasi = [bab: number, judul: string, narasi: (tahun: number) => string, jenis?: NarasiJenis];

const BAB_PEMDA: BabNarasi[] = [
  [
    0,
    'Kata Pengantar',
    (y) =>
      `Puji syukur kami panjatkan atas tersusunnya Laporan Kinerja Pemerintah Kota tahun ${y}. Laporan ini menyajikan capaian kinerja atas perjanjian kinerja Walikota sebagai bahan evaluasi dan perbaikan perencanaan tahun berikutnya.`,
    'kata-pengantar',
  ],
  [
    0,
    'Ikhtisar Eksekutif',
    (y) =>
      `Tahun ${y} pemerintah kota berfokus pada peningkatan mutu layanan pendidikan dan kesehatan serta tata kelola pemerintahan. Indikator yang belum tercapai terutama dipengaruhi keterlambatan pengadaan dan akan menjadi prioritas perbaikan.`,
    'ikhtisar-eksekutif',
  ],
  [
    1,
    'Latar Belakang',
    (y) => `Laporan Kinerja Pemerintah Kota tahun ${y} disusun sebagai wujud akuntabilitas pelaksanaan RPJMD.`,
  ],
  [1, 'Gambaran Umum Daerah', () => 'Kota terdiri atas 6 kecamatan dengan jumlah penduduk sekitar 700 ribu jiwa.'],
  [
    1,
    'Tugas dan Fungsi Pemerintah Kota',
    () =>
      'Pemerintah kota menyelenggarakan urusan pemerintahan wajib dan pilihan yang menjadi kewenangan daerah, dibantu perangkat daerah sesuai peraturan daerah tentang pembentukan dan susunan perangkat daerah.',
    'tugas-fungsi',
  ],
  [
    1,
    'Struktur Organisasi',
    () =>
      'Walikota dan Wakil Walikota dibantu Sekretariat Daerah, Sekretariat DPRD, Inspektorat, dinas, badan dan kecamatan.',
    'struktur-organisasi',
  ],
  [
    1,
    'Isu Strategis',
    () =>
      'Isu strategis daerah meliputi pemerataan mutu pendidikan, akses layanan kesehatan, daya saing ekonomi lokal dan reformasi birokrasi.',
    'isu-strategis',
  ],
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

const BAB_PD: BabNarasi[] = [
  [
    0,
    'Kata Pengantar',
    (y) =>
      `Laporan Kinerja perangkat daerah tahun ${y} disusun sebagai pertanggungjawaban atas perjanjian kinerja kepala perangkat daerah kepada Walikota.`,
    'kata-pengantar',
  ],
  [
    0,
    'Ikhtisar Eksekutif',
    (y) =>
      `Pada tahun ${y} sebagian besar sasaran strategis perangkat daerah tercapai. Kendala utama adalah keterbatasan sumber daya dan keterlambatan kegiatan fisik, yang diatasi melalui percepatan pengadaan.`,
    'ikhtisar-eksekutif',
  ],
  [
    1,
    'Tugas Pokok dan Fungsi',
    () => 'Perangkat daerah melaksanakan urusan pemerintahan sesuai peraturan walikota tentang kedudukan dan tugas.',
    'tugas-fungsi',
  ],
  [
    1,
    'Struktur Organisasi',
    () => 'Kepala perangkat daerah dibantu sekretaris, kepala bidang dan kelompok jabatan fungsional.',
    'struktur-organisasi',
  ],
  [
    1,
    'Isu Strategis',
    () => 'Isu strategis perangkat daerah adalah pemerataan layanan dan peningkatan kualitas sumber daya aparatur.',
    'isu-strategis',
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

/** Bab III narratives written under a goal (DOMAIN-2 §5): four of the seven kinds. */
const PER_SASARAN: [jenis: NarasiJenis, judul: string, narasi: (tahun: number) => string][] = [
  [
    'target-realisasi',
    'Target dan Realisasi',
    (y) =>
      `Realisasi indikator tahun ${y} dibandingkan dengan target perjanjian kinerja menunjukkan capaian yang baik.`,
  ],
  [
    'tahun-sebelumnya',
    'Perbandingan dengan Tahun Sebelumnya',
    (y) => `Realisasi tahun ${y} meningkat dibandingkan tahun ${y - 1} berkat perbaikan pelaksanaan program.`,
  ],
  [
    'penyebab-solusi',
    'Penyebab dan Solusi',
    () => 'Keberhasilan didukung koordinasi lintas perangkat daerah; kendala data diatasi dengan validasi berkala.',
  ],
  ['efisiensi', 'Efisiensi Sumber Daya', () => 'Capaian kinerja diraih dengan penyerapan anggaran di bawah pagu.'],
];
/** Units whose first goals get narratives (Dinas Pendidikan, RSUD). */
const SASARAN_UNITS = ['1010', '1025'];

/** The first two RPJMD goals and the first two SS-PD of SASARAN_UNITS in the year's period. */
async function goalsOf(tx: Tx, tahun: number) {
  const inYear = and(lte(periode.tahun_awal, tahun), gte(periode.tahun_akhir, tahun));
  const rpjmd = await tx
    .select({ id: sasaranStrategisRpjmd.id })
    .from(sasaranStrategisRpjmd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisRpjmd.periode_id))
    .where(inYear)
    .orderBy(asc(sasaranStrategisRpjmd.urutan), asc(sasaranStrategisRpjmd.id))
    .limit(2);
  const pd = await tx
    .select({ id: sasaranStrategisPd.id, unit: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(inYear, inArray(sasaranStrategisPd.satuan_kerja_id, SASARAN_UNITS)))
    .orderBy(asc(sasaranStrategisPd.urutan), asc(sasaranStrategisPd.id));
  const firstTwo = SASARAN_UNITS.flatMap((unit) => pd.filter((g) => g.unit === unit).slice(0, 2));
  return { rpjmd: rpjmd.map((g) => g.id), pd: firstTwo };
}

async function sasaranNarasi(tx: Tx) {
  const rows: (typeof narasiLkip.$inferInsert)[] = [];
  for (const tahun of TAHUN) {
    const goals = await goalsOf(tx, tahun);
    const row = (jenis: NarasiJenis, judul: string, narasi: string, i: number) => ({
      tahun,
      bab: 3,
      judul,
      narasi,
      jenis,
      urutan: 10 + i,
    });
    for (const id of goals.rpjmd) {
      PER_SASARAN.forEach(([jenis, judul, text], i) =>
        rows.push({ ...row(jenis, judul, text(tahun), i), satuan_kerja_id: null, sasaran_strategis_rpjmd_id: id }),
      );
    }
    for (const { id, unit } of goals.pd) {
      PER_SASARAN.forEach(([jenis, judul, text], i) =>
        rows.push({ ...row(jenis, judul, text(tahun), i), satuan_kerja_id: unit, sasaran_strategis_pd_id: id }),
      );
    }
  }
  return rows;
}

export async function seedPelaporanEvaluasi(tx: Tx): Promise<Record<string, number>> {
  const narasi = TAHUN.flatMap((tahun) => [
    ...BAB_PEMDA.map(([bab, judul, text, jenis], i) => ({
      tahun,
      satuan_kerja_id: null,
      bab,
      judul,
      narasi: text(tahun),
      urutan: i + 1,
      jenis: jenis ?? null,
    })),
    ...UNITS.flatMap((unit) =>
      BAB_PD.map(([bab, judul, text, jenis], i) => ({
        tahun,
        satuan_kerja_id: unit,
        bab,
        judul,
        narasi: text(tahun),
        urutan: i + 1,
        jenis: jenis ?? null,
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
  const perSasaran = await sasaranNarasi(tx);
  await tx.insert(narasiLkip).values([...narasi, ...perSasaran]);
  await tx.insert(tindakLanjutLhe).values(tindakLanjut);
  return { narasi_lkip: narasi.length + perSasaran.length, tindak_lanjut_lhe: tindakLanjut.length };
}
