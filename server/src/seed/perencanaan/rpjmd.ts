/**
 * RPJMD of the demo city: the 2024-2028 period (the current plan, realisasi for 2024 and partly
 * 2025) and the 2019-2023 period as history (all five years realised, with the 2020 pandemic dip),
 * the city's cross-cutting goals and the reform categories. Pure data.
 */
import { capaian, type Polaritas } from '@sakip/domain';
import { round } from './random';

export type IndikatorRpjmdKey =
  | 'rls'
  | 'hls'
  | 'uhh'
  | 'stunting'
  | 'ipg'
  | 'investasi'
  | 'lpe'
  | 'tpt'
  | 'kemiskinan'
  | 'inflasi'
  | 'jalan'
  | 'kumuh'
  | 'iklh'
  | 'trantib'
  | 'irb'
  | 'sakip'
  | 'pad'
  | 'ikm'
  | 'spbe';

/** Baseline, yearly targets and realisasi of an indicator over a 5-year period. */
export interface Nilai5 {
  baseline: number;
  target: [number, number, number, number, number];
  realisasi: [number | null, number | null, number | null, number | null, number | null];
}

export interface IndikatorDef {
  key?: IndikatorRpjmdKey;
  indikator: string;
  satuan: string;
  polaritas: Polaritas;
  nilai: Nilai5;
  rata?: number;
}

export interface SasaranDef {
  sasaran: string;
  indikator: IndikatorDef[];
}

export interface TujuanDef {
  tujuan: string;
  indikator: IndikatorDef;
  sasaran: SasaranDef[];
}

export interface MisiDef {
  misi: string;
  tujuan: TujuanDef[];
}

export interface PeriodeDef {
  tahun_awal: number;
  visi: string;
  misi: MisiDef[];
}

/** Targets from the first year's target and a yearly step. */
function targets(first: number, step: number): Nilai5['target'] {
  return [0, 1, 2, 3, 4].map((i) => round(first + step * i, 2)) as Nilai5['target'];
}

function ind(
  indikator: string,
  satuan: string,
  baseline: number,
  first: number,
  step: number,
  realisasi: (number | null)[],
  options: { key?: IndikatorRpjmdKey; turun?: boolean; rata?: number } = {},
): IndikatorDef {
  const r = [0, 1, 2, 3, 4].map((i) => realisasi[i] ?? null) as Nilai5['realisasi'];
  return {
    ...(options.key ? { key: options.key } : {}),
    indikator,
    satuan,
    polaritas: options.turun ? 'turun' : 'naik',
    nilai: { baseline, target: targets(first, step), realisasi: r },
    ...(options.rata !== undefined ? { rata: options.rata } : {}),
  };
}

/** Capaian per year (two decimals, null without realisasi). */
export function capaian5(nilai: Nilai5, polaritas: Polaritas): (number | null)[] {
  return nilai.target.map((t, i) => capaian(t, nilai.realisasi[i], polaritas));
}

export const RPJMD_2024: PeriodeDef = {
  tahun_awal: 2024,
  visi: 'Terwujudnya Kota Harapan Jaya yang Maju, Sejahtera, Berbudaya dan Berkelanjutan',
  misi: [
    {
      misi: 'Mewujudkan sumber daya manusia yang unggul, sehat dan berkarakter',
      tujuan: [
        {
          tujuan: 'Meningkatkan kualitas sumber daya manusia',
          indikator: ind('Indeks Pembangunan Manusia (IPM)', 'Indeks', 77.12, 77.6, 0.5, [77.71, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya kualitas dan pemerataan pendidikan',
              indikator: [
                ind('Rata-rata Lama Sekolah', 'Tahun', 10.52, 10.6, 0.08, [10.63, 10.69], { key: 'rls', rata: 8.77 }),
                ind('Harapan Lama Sekolah', 'Tahun', 14.12, 14.2, 0.06, [14.18, null], { key: 'hls', rata: 13.15 }),
              ],
            },
            {
              sasaran: 'Meningkatnya derajat kesehatan masyarakat',
              indikator: [
                ind('Usia Harapan Hidup', 'Tahun', 73.9, 74.1, 0.15, [74.16, null], { key: 'uhh', rata: 73.93 }),
                ind('Prevalensi Balita Stunting', '%', 18.4, 16.5, -1.5, [16.9, 15.4], {
                  key: 'stunting',
                  turun: true,
                  rata: 21.5,
                }),
              ],
            },
          ],
        },
        {
          tujuan: 'Meningkatkan kesetaraan gender dan perlindungan anak',
          indikator: ind('Indeks Pemberdayaan Gender (IDG)', 'Indeks', 72.4, 73, 0.6, [73.35, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya kesetaraan gender dan pemenuhan hak anak',
              indikator: [
                ind('Indeks Pembangunan Gender (IPG)', 'Indeks', 93.1, 93.6, 0.4, [93.72, null], {
                  key: 'ipg',
                  rata: 91.85,
                }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Mewujudkan perekonomian daerah yang tangguh, berdaya saing dan inklusif',
      tujuan: [
        {
          tujuan: 'Meningkatkan pertumbuhan ekonomi yang inklusif',
          indikator: ind('PDRB per Kapita', 'Rp Juta', 68.5, 72, 3.5, [72.84, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya investasi dan daya saing ekonomi daerah',
              indikator: [
                ind('Nilai Realisasi Investasi', 'Rp Miliar', 1850, 2050, 200, [2118.4, 1642.7], { key: 'investasi' }),
                ind('Laju Pertumbuhan Ekonomi', '%', 5.21, 5.3, 0.1, [5.12, null], { key: 'lpe', rata: 5.05 }),
              ],
            },
            {
              sasaran: 'Menurunnya tingkat pengangguran',
              indikator: [
                ind('Tingkat Pengangguran Terbuka', '%', 6.42, 6.1, -0.3, [5.94, 5.71], {
                  key: 'tpt',
                  turun: true,
                  rata: 5.32,
                }),
              ],
            },
          ],
        },
        {
          tujuan: 'Menurunkan kemiskinan dan ketimpangan',
          indikator: ind('Indeks Gini', 'Indeks', 0.372, 0.368, -0.004, [0.365, null], { turun: true }),
          sasaran: [
            {
              sasaran: 'Menurunnya angka kemiskinan',
              indikator: [
                ind('Persentase Penduduk Miskin', '%', 7.84, 7.5, -0.35, [7.62, null], {
                  key: 'kemiskinan',
                  turun: true,
                  rata: 9.36,
                }),
              ],
            },
            {
              sasaran: 'Terkendalinya inflasi daerah',
              indikator: [
                ind('Tingkat Inflasi (year on year)', '%', 2.9, 3, 0, [2.61, 2.34], {
                  key: 'inflasi',
                  turun: true,
                  rata: 2.61,
                }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Mewujudkan infrastruktur dan lingkungan kota yang berkualitas dan berkelanjutan',
      tujuan: [
        {
          tujuan: 'Meningkatkan kualitas infrastruktur dan lingkungan hidup kota',
          indikator: ind('Persentase Rumah Tangga dengan Akses Hunian Layak', '%', 84.2, 86, 2, [85.4, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya kualitas infrastruktur dan permukiman kota',
              indikator: [
                ind('Persentase Jalan Kota dalam Kondisi Mantap', '%', 82.6, 84.5, 2, [85.1, null], { key: 'jalan' }),
                ind('Luas Kawasan Permukiman Kumuh', 'Ha', 68.5, 61, -7, [63.2, null], { key: 'kumuh', turun: true }),
              ],
            },
            {
              sasaran: 'Meningkatnya kualitas lingkungan hidup',
              indikator: [
                ind('Indeks Kualitas Lingkungan Hidup', 'Indeks', 61.8, 63, 1, [63.4, null], {
                  key: 'iklh',
                  rata: 70.27,
                }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Mewujudkan kota yang aman, tertib dan tangguh bencana',
      tujuan: [
        {
          tujuan: 'Meningkatkan ketenteraman, ketertiban dan ketangguhan kota',
          indikator: ind('Indeks Ketenteraman dan Ketertiban Umum', 'Indeks', 72, 73.5, 1.5, [74.1, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya ketenteraman, ketertiban umum dan ketangguhan terhadap bencana',
              indikator: [
                ind('Persentase Penegakan Peraturan Daerah', '%', 84, 86, 2, [86.7, null], { key: 'trantib' }),
                ind('Indeks Risiko Bencana', 'Indeks', 118.4, 115, -3, [116.2, null], { key: 'irb', turun: true }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Mewujudkan tata kelola pemerintahan yang bersih, akuntabel dan melayani',
      tujuan: [
        {
          tujuan: 'Meningkatkan akuntabilitas dan kualitas pelayanan publik',
          indikator: ind('Indeks Reformasi Birokrasi', 'Nilai', 68.4, 70, 2, [70.85, null]),
          sasaran: [
            {
              sasaran: 'Meningkatnya akuntabilitas kinerja dan keuangan daerah',
              indikator: [
                ind('Nilai SAKIP Pemerintah Kota', 'Nilai', 68.2, 70, 2.5, [70.52, null], { key: 'sakip' }),
                ind('Rasio PAD terhadap Pendapatan Daerah', '%', 24.1, 25, 1, [24.62, null], { key: 'pad' }),
              ],
            },
            {
              sasaran: 'Meningkatnya kualitas pelayanan publik dan birokrasi digital',
              indikator: [
                ind('Indeks Kepuasan Masyarakat', 'Nilai', 80.4, 81.5, 1, [82.06, 82.4], { key: 'ikm' }),
                ind('Indeks SPBE', 'Indeks', 2.6, 2.9, 0.3, [3.02, null], { key: 'spbe', rata: 2.79 }),
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const RPJMD_2019: PeriodeDef = {
  tahun_awal: 2019,
  visi: 'Terwujudnya Kota Harapan Jaya yang Religius, Maju dan Sejahtera',
  misi: [
    {
      misi: 'Meningkatkan kualitas sumber daya manusia yang religius dan berdaya saing',
      tujuan: [
        {
          tujuan: 'Meningkatkan kualitas hidup masyarakat',
          indikator: ind(
            'Indeks Pembangunan Manusia (IPM)',
            'Indeks',
            74.9,
            75.3,
            0.4,
            [75.4, 75.5, 75.9, 76.5, 77.12],
          ),
          sasaran: [
            {
              sasaran: 'Meningkatnya kualitas pendidikan dan kesehatan masyarakat',
              indikator: [
                ind('Indeks Pembangunan Manusia (IPM)', 'Indeks', 74.9, 75.3, 0.4, [75.4, 75.5, 75.9, 76.5, 77.12], {
                  rata: 72.91,
                }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Meningkatkan perekonomian daerah yang berbasis potensi lokal',
      tujuan: [
        {
          tujuan: 'Meningkatkan kesejahteraan ekonomi masyarakat',
          indikator: ind('PDRB per Kapita', 'Rp Juta', 52.1, 54, 3, [54.6, 52.8, 57.1, 62.9, 68.5]),
          sasaran: [
            {
              sasaran: 'Meningkatnya pertumbuhan ekonomi daerah',
              indikator: [
                ind('Laju Pertumbuhan Ekonomi', '%', 5.6, 5.7, 0.1, [5.81, -1.82, 3.94, 5.12, 5.21], { rata: 5.05 }),
              ],
            },
            {
              sasaran: 'Menurunnya kemiskinan dan pengangguran',
              indikator: [
                ind('Persentase Penduduk Miskin', '%', 8.9, 8.6, -0.3, [8.52, 8.91, 8.64, 8.12, 7.84], {
                  turun: true,
                  rata: 9.36,
                }),
                ind('Tingkat Pengangguran Terbuka', '%', 7.1, 6.9, -0.2, [6.84, 8.96, 8.02, 7.11, 6.42], {
                  turun: true,
                  rata: 5.32,
                }),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Meningkatkan kualitas infrastruktur dan lingkungan hidup',
      tujuan: [
        {
          tujuan: 'Meningkatkan kualitas infrastruktur kota',
          indikator: ind('Persentase Jalan Kota dalam Kondisi Mantap', '%', 74, 76, 2, [76.2, 77.1, 79.4, 81.3, 82.6]),
          sasaran: [
            {
              sasaran: 'Meningkatnya kualitas infrastruktur kota',
              indikator: [
                ind('Persentase Jalan Kota dalam Kondisi Mantap', '%', 74, 76, 2, [76.2, 77.1, 79.4, 81.3, 82.6]),
              ],
            },
          ],
        },
      ],
    },
    {
      misi: 'Mewujudkan tata kelola pemerintahan yang baik',
      tujuan: [
        {
          tujuan: 'Meningkatkan akuntabilitas kinerja pemerintah daerah',
          indikator: ind('Indeks Reformasi Birokrasi', 'Nilai', 55.2, 58, 2.5, [58.4, 60.1, 63.2, 65.8, 68.4]),
          sasaran: [
            {
              sasaran: 'Meningkatnya akuntabilitas kinerja dan kualitas pelayanan publik',
              indikator: [
                ind('Nilai SAKIP Pemerintah Kota', 'Nilai', 58.3, 60, 2, [60.12, 61.45, 63.8, 66.02, 68.2]),
                ind('Indeks Kepuasan Masyarakat', 'Nilai', 76, 77, 1, [77.3, 77.9, 78.6, 79.8, 80.4]),
              ],
            },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Cross cutting of the city (kinerja_cross_cutting), 2024-2028
// ---------------------------------------------------------------------------------------------

export interface CrossCuttingDef {
  /** The RPJMD indicator it serves. */
  rpjmd: IndikatorRpjmdKey;
  /** The coordinating unit. */
  satker: string;
  sasaran: string;
  indikator: IndikatorDef;
  /** A program (code) of the unit that carries it (its kinerja program rows point here). */
  program?: string;
  children?: CrossCuttingDef[];
}

const cc = (
  rpjmd: IndikatorRpjmdKey,
  satker: string,
  sasaran: string,
  indikator: IndikatorDef,
  extra: { program?: string; children?: CrossCuttingDef[] } = {},
): CrossCuttingDef => ({ rpjmd, satker, sasaran, indikator, ...extra });

export const CROSS_CUTTING: CrossCuttingDef[] = [
  cc(
    'stunting',
    '1200',
    'Percepatan penurunan stunting terintegrasi',
    ind('Prevalensi balita stunting', '%', 18.4, 16.5, -1.5, [16.9], { turun: true }),
    {
      children: [
        cc(
          'stunting',
          '1020',
          'Meningkatnya cakupan intervensi gizi spesifik',
          ind('Persentase balita gizi kurang yang mendapat makanan tambahan', '%', 82, 85, 3, [86.4]),
          { program: '1.02.02' },
        ),
        cc(
          'stunting',
          '1060',
          'Meningkatnya pendampingan keluarga berisiko stunting',
          ind('Persentase keluarga berisiko stunting yang didampingi', '%', 70, 75, 5, [71.2]),
          { program: '2.14.04' },
        ),
      ],
    },
  ),
  cc(
    'kemiskinan',
    '1050',
    'Penanggulangan kemiskinan terpadu',
    ind('Persentase penduduk miskin', '%', 7.84, 7.5, -0.35, [7.62], { turun: true }),
    {
      program: '1.06.05',
      children: [
        cc(
          'kemiskinan',
          '1035',
          'Meningkatnya kualitas hunian keluarga miskin',
          ind('Jumlah rumah tidak layak huni yang diperbaiki', 'Unit', 150, 180, 20, [184]),
          { program: '1.04.03' },
        ),
        cc(
          'kemiskinan',
          '1055',
          'Meningkatnya penempatan kerja anggota keluarga miskin',
          ind('Jumlah anggota keluarga miskin yang ditempatkan bekerja', 'Orang', 320, 350, 50, [298]),
          { program: '2.07.04' },
        ),
      ],
    },
  ),
  cc(
    'investasi',
    '1046',
    'Peningkatan iklim investasi dan kemudahan berusaha',
    ind('Nilai realisasi investasi PMA dan PMDN', 'Rp Miliar', 1850, 2050, 200, [2118.4]),
    {
      program: '2.18.03',
      children: [
        cc(
          'investasi',
          '1090',
          'Meningkatnya usaha mikro yang memiliki perizinan berusaha',
          ind('Jumlah usaha mikro yang memiliki NIB', 'Unit Usaha', 2400, 3000, 500, [3250]),
          { program: '2.17.07' },
        ),
      ],
    },
  ),
  cc(
    'inflasi',
    '1105',
    'Pengendalian inflasi daerah',
    ind('Tingkat inflasi year on year', '%', 2.9, 3, 0, [2.61], { turun: true }),
    {
      program: '3.30.04',
      children: [
        cc(
          'inflasi',
          '1065',
          'Terjaganya ketersediaan dan keterjangkauan pangan pokok',
          ind('Jumlah gerakan pangan murah', 'Kali', 12, 24, 0, [26]),
          { program: '2.09.03' },
        ),
      ],
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// Reform (RB) categories
// ---------------------------------------------------------------------------------------------

export const JENIS_RB = ['RB General', 'RB Tematik'] as const;

export const KATEGORI_TEMATIK: { nama: string; jenis: (typeof JENIS_RB)[number]; tema?: string }[] = [
  { nama: 'Penanggulangan Kemiskinan', jenis: 'RB Tematik', tema: 'kemiskinan' },
  { nama: 'Peningkatan Investasi', jenis: 'RB Tematik', tema: 'investasi' },
  { nama: 'Percepatan Penurunan Stunting', jenis: 'RB Tematik', tema: 'stunting' },
  { nama: 'Pengendalian Inflasi', jenis: 'RB Tematik', tema: 'inflasi' },
  { nama: 'Digitalisasi Administrasi Pemerintahan', jenis: 'RB Tematik', tema: 'digitalisasi' },
  { nama: 'Percepatan Prioritas Aktual Presiden', jenis: 'RB Tematik', tema: 'prioritas' },
  { nama: 'Penguatan Akuntabilitas Kinerja', jenis: 'RB General' },
  { nama: 'Peningkatan Kualitas Pelayanan Publik', jenis: 'RB General' },
];
