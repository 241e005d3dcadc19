import { angka, text, textN } from '../../schemas/record-fields';
import {
  bulanColumns,
  bulanShape,
  col,
  displayReport,
  MERGED,
  periodeColumns,
  periodeShape,
  SASARAN_INDIKATOR_COLUMNS,
  unitColumns,
  unitShape,
  type DisplayScope,
} from './display-common';

/**
 * The plan pages of display makro / mikro (DOMAIN-2 §3): RPJMD, Renstra, RKPD / RKT, Perjanjian
 * Kinerja, Rencana Aksi. Columns as DOMAIN-2 §3 lists them; chains merged with rowspans.
 */

/** The strategies and policies of a goal span its rows only, never the next goal's. */
const ofSasaran = { merge: true, mergeWithin: 'sasaran' } as const;

/** makro/rpjmd: Visi; Misi, Tujuan, Indikator tujuan, Target, Sasaran, IKU, five-year targets, Strategi, Arah Kebijakan. */
export const displayMakroRpjmdReport = /* @__PURE__ */ displayReport({
  scope: 'makro',
  page: 'rpjmd',
  title: 'RPJMD',
  description: 'Visi, misi, tujuan dan sasaran strategis RPJMD dengan target tiap tahun periode.',
  row: {
    visi: text,
    misi: text,
    tujuan: text,
    indikator_tujuan: textN,
    target_tujuan: textN,
    sasaran: text,
    iku: text,
    satuan: text,
    ...periodeShape('target'),
    strategi: textN,
    arah_kebijakan: textN,
  },
  columns: [
    col('visi', 'Visi', 'text', MERGED),
    col('misi', 'Misi', 'text', MERGED),
    col('tujuan', 'Tujuan', 'text', MERGED),
    col('indikator_tujuan', 'Indikator Tujuan', 'text', MERGED),
    col('target_tujuan', 'Target Tujuan {tahun}', 'text', { merge: true, searchable: false }),
    col('sasaran', 'Sasaran', 'text', MERGED),
    col('iku', 'IKU', 'text'),
    col('satuan', 'Satuan', 'text', { searchable: false }),
    ...periodeColumns('target', 'Target'),
    col('strategi', 'Strategi', 'text', ofSasaran),
    col('arah_kebijakan', 'Arah Kebijakan', 'text', ofSasaran),
  ],
  searchPlaceholder: 'Misi, tujuan, sasaran atau indikator',
});

/** mikro/renstra: Sasaran, Indikator (IKU), Target of each year of the period. */
export const displayMikroRenstraReport = /* @__PURE__ */ displayReport({
  scope: 'mikro',
  page: 'renstra',
  title: 'Renstra',
  description: 'Sasaran strategis perangkat daerah dan IKU dengan target tiap tahun periode.',
  row: { sasaran: text, iku: text, satuan: text, baseline: angka, ...periodeShape('target') },
  columns: [
    col('sasaran', 'Sasaran', 'text', MERGED),
    col('iku', 'Indikator (IKU)'),
    col('satuan', 'Satuan', 'text', { searchable: false }),
    col('baseline', 'Baseline', 'number'),
    ...periodeColumns('target', 'Target'),
  ],
  searchPlaceholder: 'Sasaran atau indikator',
});

/** makro/rkpd and mikro/rkt: goal, IKU, target, program, kegiatan, sub kegiatan, anggaran. */
function rencanaKerja(scope: DisplayScope) {
  const makro = scope === 'makro';
  return displayReport({
    scope,
    page: makro ? 'rkpd' : 'rkt',
    title: makro ? 'RKPD' : 'RKT',
    description: makro
      ? 'Rencana kerja pemerintah daerah: sasaran RPJMD dengan program, kegiatan dan sub kegiatan perangkat daerah.'
      : 'Rencana kinerja tahunan: sasaran strategis dengan program, kegiatan dan sub kegiatan.',
    row: {
      sasaran: text,
      iku: text,
      target: angka,
      ...unitShape(scope),
      program: textN,
      kegiatan: textN,
      sub_kegiatan: textN,
      anggaran: angka,
    },
    columns: [
      col('sasaran', makro ? 'Sasaran (RPJMD)' : 'Sasaran (SS-PD)', 'text', MERGED),
      col('iku', 'IKU', 'text', MERGED),
      col('target', 'Target {tahun}', 'number', MERGED),
      ...unitColumns(scope),
      col('program', 'Program', 'text', MERGED),
      col('kegiatan', 'Kegiatan', 'text', MERGED),
      col('sub_kegiatan', 'Sub Kegiatan'),
      col('anggaran', 'Anggaran', 'money'),
    ],
    searchPlaceholder: 'Sasaran, program, kegiatan atau sub kegiatan',
  });
}
export const displayMakroRkpdReport = /* @__PURE__ */ rencanaKerja('makro');
export const displayMikroRktReport = /* @__PURE__ */ rencanaKerja('mikro');

/** perjanjian-kinerja: the goals of the year (makro: RPJMD; mikro: SS-PD) with their target. */
function perjanjianKinerja(scope: DisplayScope) {
  return displayReport({
    scope,
    page: 'perjanjian-kinerja',
    title: 'Perjanjian Kinerja',
    description:
      scope === 'makro'
        ? 'Sasaran strategis RPJMD, indikator dan target tahun ini yang diperjanjikan Walikota.'
        : 'Sasaran strategis perangkat daerah, indikator dan target tahun ini yang diperjanjikan kepala perangkat daerah.',
    row: { sasaran: text, indikator: text, satuan: text, target: angka },
    columns: [...SASARAN_INDIKATOR_COLUMNS, col('target', 'Target {tahun}', 'number')],
    searchPlaceholder: 'Sasaran atau indikator',
  });
}
export const displayMakroPerjanjianKinerjaReport = /* @__PURE__ */ perjanjianKinerja('makro');
export const displayMikroPerjanjianKinerjaReport = /* @__PURE__ */ perjanjianKinerja('mikro');

/**
 * rencana-aksi: the chain from the RPJMD goal down to the langkah aksi (aktivitas) with its
 * indicator and its target per month, and their sum (Jumlah).
 */
function rencanaAksi(scope: DisplayScope) {
  return displayReport({
    scope,
    page: 'rencana-aksi',
    title: 'Rencana Aksi',
    description: 'Target bulanan tiap aktivitas (langkah aksi) dari sasaran RPJMD sampai sub kegiatan.',
    row: {
      sasaran_rpjmd: text,
      iku_rpjmd: text,
      target_rpjmd: angka,
      ...unitShape(scope),
      sasaran_pd: text,
      iku_pd: text,
      program: textN,
      kegiatan: textN,
      sub_kegiatan: textN,
      aktivitas: textN,
      indikator: textN,
      satuan: textN,
      ...bulanShape('target'),
      jumlah: angka,
    },
    columns: [
      col('sasaran_rpjmd', 'Sasaran RPJMD', 'text', MERGED),
      col('iku_rpjmd', 'IKU', 'text', MERGED),
      col('target_rpjmd', 'Target', 'number', MERGED),
      ...unitColumns(scope),
      col('sasaran_pd', 'Sasaran Strategis PD', 'text', MERGED),
      col('iku_pd', 'IKU PD', 'text', MERGED),
      col('program', 'Program', 'text', MERGED),
      col('kegiatan', 'Kegiatan', 'text', MERGED),
      col('sub_kegiatan', 'Sub Kegiatan', 'text', MERGED),
      col('aktivitas', 'Aktivitas'),
      col('indikator', 'Indikator'),
      col('satuan', 'Satuan', 'text', { searchable: false }),
      ...bulanColumns('target', 'Target Bulan'),
      col('jumlah', 'Jumlah', 'number'),
    ],
    searchPlaceholder: 'Sasaran, program, kegiatan, aktivitas atau indikator',
  });
}
export const displayMakroRencanaAksiReport = /* @__PURE__ */ rencanaAksi('makro');
export const displayMikroRencanaAksiReport = /* @__PURE__ */ rencanaAksi('mikro');
