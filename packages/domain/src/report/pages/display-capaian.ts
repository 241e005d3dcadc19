import type { ReportColumn } from '../define';
import { angka, text, textN, capaianIndikatorFields } from '../../schemas/record-fields';
import {
  bulanColumns,
  bulanShape,
  col,
  displayReport,
  MERGED,
  SASARAN_INDIKATOR_COLUMNS,
  unitColumns,
  unitShape,
  type DisplayScope,
} from './display-common';

/**
 * The capaian pages of display makro / mikro (DOMAIN-2 §3): capaian kinerja pemda / PD with growth,
 * final target and the national comparison; efisiensi anggaran; keuangan; program inovatif; and
 * the capaian of each level (program, kegiatan, sub kegiatan, langkah aksi / aktivitas). Numbers
 * come from the server through the domain's capaian helpers.
 */

const goalLabel = (scope: DisplayScope) => (scope === 'makro' ? 'Sasaran Strategis RPJMD' : 'Sasaran Strategis PD');

/** The goal's indicator and capaian, then its unit (mikro): the merged lead of a page over the goals. */
const goalShape = (scope: DisplayScope) => ({ sasaran: text, indikator: text, capaian: angka, ...unitShape(scope) });
const goalColumns = (scope: DisplayScope): ReportColumn[] => [
  col('sasaran', goalLabel(scope), 'text', MERGED),
  col('indikator', 'Indikator', 'text', MERGED),
  col('capaian', '% Capaian', 'capaian', MERGED),
  ...unitColumns(scope),
];

/** capaian-kinerja-pemda (makro) / capaian-kinerja-pd (mikro). */
function capaianKinerja(scope: DisplayScope) {
  const makro = scope === 'makro';
  const growthGroup = 'Peningkatan dari Tahun Lalu';
  const akhirGroup = makro ? 'Terhadap Target Akhir RPJMD' : 'Terhadap Target Akhir Renstra';
  const nasional = 'Perbandingan Dengan Nasional';
  return displayReport({
    scope,
    page: makro ? 'capaian-kinerja-pemda' : 'capaian-kinerja-pd',
    title: makro ? 'Capaian Kinerja Pemda' : 'Capaian Kinerja PD',
    description:
      'Capaian tahun ini, peningkatan dari tahun lalu, capaian terhadap target akhir periode dan perbandingan dengan rata-rata nasional.',
    row: {
      ...capaianIndikatorFields,
      realisasi_ini: angka,
      realisasi_lalu: angka,
      perbandingan: angka,
      capaian_ini: angka,
      capaian_lalu: angka,
      peningkatan: angka,
      target_akhir: angka,
      capaian_target_akhir: angka,
      rata_nasional: angka,
      perbandingan_nasional: text,
      peringkat: textN,
      penghargaan: textN,
    },
    columns: [
      ...SASARAN_INDIKATOR_COLUMNS,
      col('target', 'Target', 'number', { group: 'Capaian Tahun {tahun}' }),
      col('realisasi', 'Realisasi', 'number', { group: 'Capaian Tahun {tahun}' }),
      col('capaian', '% Capaian', 'capaian', { group: 'Capaian Tahun {tahun}' }),
      col('realisasi_ini', 'Realisasi {tahun}', 'number', { group: growthGroup }),
      col('realisasi_lalu', 'Realisasi {tahun_lalu}', 'number', { group: growthGroup }),
      col('perbandingan', 'Perbandingan', 'percent', { group: growthGroup }),
      col('capaian_ini', 'Capaian {tahun}', 'capaian', { group: growthGroup }),
      col('capaian_lalu', 'Capaian {tahun_lalu}', 'capaian', { group: growthGroup }),
      col('peningkatan', 'Peningkatan', 'growth', { group: growthGroup }),
      col('target_akhir', 'Target Akhir', 'number', { group: akhirGroup }),
      col('capaian_target_akhir', 'Realisasi ÷ Target Akhir', 'capaian', { group: akhirGroup }),
      col('rata_nasional', 'Rata-rata Nasional', 'number', { group: nasional }),
      col('perbandingan_nasional', 'Perbandingan', 'text', { group: nasional, searchable: false }),
      col('peringkat', 'Peringkat', 'text', { group: nasional, searchable: false }),
      col('penghargaan', 'Penghargaan'),
    ],
    searchPlaceholder: 'Sasaran atau indikator',
    chart: {
      title: 'Capaian tahun ini dibanding tahun lalu',
      category: 'indikator',
      values: ['capaian_ini', 'capaian_lalu'],
      line: 100,
    },
  });
}
export const displayMakroCapaianKinerjaPemdaReport = /* @__PURE__ */ capaianKinerja('makro');
export const displayMikroCapaianKinerjaPdReport = /* @__PURE__ */ capaianKinerja('mikro');

/** capaian-kinerja-efisiensi-anggaran: the goal's capaian beside the budget of its programs. */
function efisiensiAnggaran(scope: DisplayScope) {
  const g = 'Anggaran';
  return displayReport({
    scope,
    page: 'capaian-kinerja-efisiensi-anggaran',
    title: 'Capaian Efisiensi Anggaran',
    description:
      'Pagu adalah jumlah anggaran program di bawah sasaran; efisiensi adalah pagu dikurangi realisasi anggaran.',
    row: {
      ...capaianIndikatorFields,
      pagu: angka,
      realisasi_anggaran: angka,
      penyerapan: angka,
      efisiensi: angka,
      efisiensi_persen: angka,
    },
    columns: [
      ...SASARAN_INDIKATOR_COLUMNS,
      col('target', 'Target', 'number'),
      col('realisasi', 'Realisasi', 'number'),
      col('capaian', '% Capaian', 'capaian'),
      col('pagu', 'Pagu', 'money', { group: g }),
      col('realisasi_anggaran', 'Realisasi', 'money', { group: g }),
      col('penyerapan', '% Penyerapan', 'percent', { group: g }),
      col('efisiensi', 'Efisiensi (Rp)', 'money', { group: g }),
      col('efisiensi_persen', 'Efisiensi (%)', 'percent', { group: g }),
    ],
    searchPlaceholder: 'Sasaran atau indikator',
    chart: {
      title: 'Capaian kinerja dan penyerapan anggaran',
      category: 'indikator',
      values: ['capaian', 'penyerapan'],
      line: 100,
    },
  });
}
export const displayMakroEfisiensiAnggaranReport = /* @__PURE__ */ efisiensiAnggaran('makro');
export const displayMikroEfisiensiAnggaranReport = /* @__PURE__ */ efisiensiAnggaran('mikro');

/** capaian-kinerja-keuangan: the goal's capaian and the spending of each level under it. */
function keuangan(scope: DisplayScope) {
  const level = (key: string, header: string): ReportColumn[] => [
    col(key, header, 'text', MERGED),
    col(`realisasi_${key}`, 'Realisasi Anggaran', 'money', { group: header }),
  ];
  return displayReport({
    scope,
    page: 'capaian-kinerja-keuangan',
    title: 'Capaian Kinerja Keuangan',
    description: 'Realisasi anggaran program, kegiatan, sub kegiatan dan aktivitas di bawah tiap sasaran.',
    row: {
      ...goalShape(scope),
      program: textN,
      realisasi_program: angka,
      kegiatan: textN,
      realisasi_kegiatan: angka,
      sub_kegiatan: textN,
      realisasi_sub_kegiatan: angka,
      aktivitas: textN,
      realisasi_aktivitas: angka,
    },
    columns: [
      ...goalColumns(scope),
      ...level('program', 'Program'),
      ...level('kegiatan', 'Kegiatan'),
      ...level('sub_kegiatan', 'Sub Kegiatan'),
      ...level('aktivitas', 'Aktivitas'),
    ],
    searchPlaceholder: 'Sasaran, program, kegiatan atau aktivitas',
  });
}
export const displayMakroKeuanganReport = /* @__PURE__ */ keuangan('makro');
export const displayMikroKeuanganReport = /* @__PURE__ */ keuangan('mikro');

/** program-inovatif: the goals' capaian and the innovations of the sub kegiatan under them. */
function programInovatif(scope: DisplayScope) {
  return displayReport({
    scope,
    page: 'program-inovatif',
    title: 'Program Inovatif',
    description: 'Inovasi sub kegiatan yang mendukung tiap sasaran.',
    row: {
      ...goalShape(scope),
      sub_kegiatan: text,
      nama_inovasi: text,
      inovasi: text,
    },
    columns: [
      ...goalColumns(scope),
      col('sub_kegiatan', 'Sub Kegiatan'),
      col('nama_inovasi', 'Program Inovatif'),
      col('inovasi', 'Uraian Inovasi'),
    ],
    searchPlaceholder: 'Sasaran, sub kegiatan atau inovasi',
  });
}
export const displayMakroProgramInovatifReport = /* @__PURE__ */ programInovatif('makro');
export const displayMikroProgramInovatifReport = /* @__PURE__ */ programInovatif('mikro');

/** The levels of the capaian-kinerja-<level> pages, top down. */
export const DISPLAY_CAPAIAN_LEVELS = ['program', 'kegiatan', 'sub-kegiatan', 'langkah-aksi'] as const;
export type DisplayCapaianLevel = (typeof DISPLAY_CAPAIAN_LEVELS)[number];

const LEVEL_NAMES: Record<DisplayCapaianLevel, { key: string; header: string }> = {
  program: { key: 'program', header: 'Program' },
  kegiatan: { key: 'kegiatan', header: 'Kegiatan' },
  'sub-kegiatan': { key: 'sub_kegiatan', header: 'Sub Kegiatan' },
  'langkah-aksi': { key: 'aktivitas', header: 'Aktivitas' },
};

/**
 * capaian-kinerja-<level>: the chain down to the level (goal, program, kegiatan, sub kegiatan),
 * the level's sasaran, indicator, target, realisasi per month, capaian, and its budget with
 * realisasi and absorption. makro names langkah aksi 'aktivitas' (SPEC §2).
 */
function capaianLevel(scope: DisplayScope, level: DisplayCapaianLevel) {
  const depth = DISPLAY_CAPAIAN_LEVELS.indexOf(level);
  const chain = DISPLAY_CAPAIAN_LEVELS.slice(0, depth + 1).map((l) => LEVEL_NAMES[l]);
  const page = scope === 'makro' && level === 'langkah-aksi' ? 'aktivitas' : level;
  const title = `Capaian Kinerja ${LEVEL_NAMES[level].header === 'Aktivitas' && scope === 'mikro' ? 'Langkah Aksi' : LEVEL_NAMES[level].header}`;
  const g = 'Anggaran';
  return displayReport({
    scope,
    page: `capaian-kinerja-${page}`,
    title,
    description: 'Realisasi bulanan, capaian tahunan dan serapan anggaran.',
    row: {
      sasaran_strategis: text,
      ...unitShape(scope),
      ...Object.fromEntries(chain.map((c) => [c.key, text])),
      sasaran: text,
      indikator: text,
      satuan: text,
      target: angka,
      ...bulanShape('realisasi'),
      realisasi: angka,
      capaian: angka,
      anggaran: angka,
      realisasi_anggaran: angka,
      capaian_anggaran: angka,
    },
    columns: [
      col('sasaran_strategis', goalLabel(scope), 'text', MERGED),
      ...unitColumns(scope),
      ...chain.map((c, i) => col(c.key, c.header, 'text', i < chain.length - 1 ? MERGED : {})),
      col('sasaran', 'Sasaran'),
      col('indikator', 'Indikator'),
      col('satuan', 'Satuan', 'text', { searchable: false }),
      col('target', 'Target', 'number'),
      ...bulanColumns('realisasi', 'Realisasi Bulan'),
      col('realisasi', 'Realisasi', 'number'),
      col('capaian', 'Capaian', 'capaian'),
      col('anggaran', 'Target', 'money', { group: g }),
      col('realisasi_anggaran', 'Realisasi', 'money', { group: g }),
      col('capaian_anggaran', 'Capaian', 'percent', { group: g }),
    ],
    searchPlaceholder: `${chain.map((c) => c.header).join(', ')}, sasaran atau indikator`,
  });
}
export const displayMikroCapaianProgramReport = /* @__PURE__ */ capaianLevel('mikro', 'program');
export const displayMikroCapaianKegiatanReport = /* @__PURE__ */ capaianLevel('mikro', 'kegiatan');
export const displayMikroCapaianSubKegiatanReport = /* @__PURE__ */ capaianLevel('mikro', 'sub-kegiatan');
export const displayMikroCapaianLangkahAksiReport = /* @__PURE__ */ capaianLevel('mikro', 'langkah-aksi');
export const displayMakroCapaianKegiatanReport = /* @__PURE__ */ capaianLevel('makro', 'kegiatan');
export const displayMakroCapaianSubKegiatanReport = /* @__PURE__ */ capaianLevel('makro', 'sub-kegiatan');
export const displayMakroCapaianAktivitasReport = /* @__PURE__ */ capaianLevel('makro', 'langkah-aksi');

/** The `anggota` cell of a langkah aksi's own row on realisasi-rencana-aksi-terintegrasi. */
export const ANGGOTA_SELURUH_TIM = 'Seluruh tim';

/**
 * realisasi-rencana-aksi-terintegrasi (public mikro; DOMAIN-2 §3): the langkah aksi of each sub
 * kegiatan with their team and their realisasi per month ('Seluruh tim'), each followed by its
 * approved team members with their own target and realisasi per month. Members by name only.
 */
export const displayMikroRealisasiTerintegrasiReport = /* @__PURE__ */ displayReport({
  scope: 'mikro',
  page: 'realisasi-rencana-aksi-terintegrasi',
  title: 'Realisasi Rencana Aksi Terintegrasi',
  description:
    'Realisasi bulanan langkah aksi tim kerja per sub kegiatan: baris "Seluruh tim" untuk langkah aksi, diikuti target dan realisasi tiap anggota tim yang telah disetujui.',
  row: {
    sub_kegiatan: text,
    aktivitas: text,
    indikator: text,
    tim_kerja: textN,
    anggota: textN,
    satuan: text,
    target: angka,
    ...bulanShape('realisasi'),
    realisasi: angka,
    capaian: angka,
  },
  columns: [
    col('sub_kegiatan', 'Sub Kegiatan', 'text', MERGED),
    col('aktivitas', 'Langkah Aksi', 'text', MERGED),
    col('indikator', 'Indikator', 'text', MERGED),
    col('tim_kerja', 'Tim Kerja', 'text', MERGED),
    col('anggota', 'Anggota Tim'),
    col('satuan', 'Satuan', 'text', { searchable: false }),
    col('target', 'Target', 'number'),
    ...bulanColumns('realisasi', 'Realisasi Bulan'),
    col('realisasi', 'Realisasi', 'number'),
    col('capaian', 'Capaian', 'capaian'),
  ],
  searchPlaceholder: 'Sub kegiatan, langkah aksi, tim atau anggota',
});
