import { z } from 'zod';
import { BULAN } from '../../format';
import { columnGroup, defineReport, readAccess, unitPicker, type ReportColumn } from '../define';
import { text, num, angka } from '../../schemas/record-fields';

/**
 * Rekap anggaran (DOMAIN-2 §5 'Rekap anggaran'): the budget per unit (by agency) and per target
 * (rincian: program → kegiatan → sub kegiatan), each with its realisation per month, as a page and
 * as the XLSX the micro menu opens in a new tab (`backend/rekap-anggaran`, `backend/rekap-rincian`).
 * Money is the program level's (a parent's budget is the sum of its children's).
 */

export const REKAP_BULAN_KEYS = [
  'bulan_1',
  'bulan_2',
  'bulan_3',
  'bulan_4',
  'bulan_5',
  'bulan_6',
  'bulan_7',
  'bulan_8',
  'bulan_9',
  'bulan_10',
  'bulan_11',
  'bulan_12',
] as const;
type BulanKey = (typeof REKAP_BULAN_KEYS)[number];

const bulanShape = Object.fromEntries(REKAP_BULAN_KEYS.map((k) => [k, angka])) as Record<BulanKey, typeof angka>;
const bulanColumns: ReportColumn<BulanKey>[] = REKAP_BULAN_KEYS.map((key, i) => ({
  key,
  header: BULAN[i] ?? key,
  kind: 'money',
  group: 'Realisasi Anggaran per Bulan',
}));

/** The year's budget of a row: its pagu, its realisation and the share realised. */
const ANGGARAN_GROUP = 'Anggaran {tahun}';
const serapanFields = { anggaran: angka, realisasi_anggaran: angka, persen: angka };
const serapanColumns: ReportColumn<keyof typeof serapanFields>[] = [
  { key: 'anggaran', header: 'Pagu', kind: 'money' },
  { key: 'realisasi_anggaran', header: 'Realisasi', kind: 'money' },
  { key: 'persen', header: 'Serapan', kind: 'percent' },
];

/** Persen realisasi of a budget, two decimals; null without a budget. */
export function persenRealisasi(anggaran: number | null, realisasi: number | null): number | null {
  if (!anggaran) return null;
  return Math.round(((realisasi ?? 0) / anggaran) * 10000) / 100;
}

export const rekapAnggaranReport = defineReport({
  slug: 'rekap-anggaran',
  title: 'Rekap Anggaran per Perangkat Daerah',
  area: 'perencanaan',
  description: 'Pagu, realisasi dan serapan anggaran setiap perangkat daerah, dengan realisasi per bulan.',
  access: readAccess('kinerja-program'),
  public: false,
  row: z.object({
    satuan_kerja_id: text,
    satuan_kerja_nama: text,
    jumlah_program: num,
    ...serapanFields,
    sisa: angka,
    ...bulanShape,
  }),
  rowKey: 'satuan_kerja_id',
  columns: [
    { key: 'satuan_kerja_nama', header: 'Perangkat Daerah', kind: 'text' },
    { key: 'jumlah_program', header: 'Jumlah Program', kind: 'number', decimals: 0 },
    ...columnGroup(ANGGARAN_GROUP, [...serapanColumns, { key: 'sisa', header: 'Sisa', kind: 'money' }]),
    ...bulanColumns,
  ],
  emptyText: 'Tidak ada data anggaran',
  searchPlaceholder: 'Nama perangkat daerah',
});

export const LEVEL_ANGGARAN = [
  { value: 'program', label: 'Program' },
  { value: 'kegiatan', label: 'Kegiatan' },
  { value: 'sub_kegiatan', label: 'Sub Kegiatan' },
] as const;

export const rekapRincianReport = defineReport({
  slug: 'rekap-rincian',
  title: 'Rekap Anggaran per Sasaran',
  area: 'perencanaan',
  description: 'Rincian program, kegiatan dan sub kegiatan dengan sasaran, pagu, realisasi dan serapan per bulan.',
  access: readAccess('kinerja-program'),
  unit: unitPicker('kinerja-program'),
  enums: [{ key: 'level', label: 'Level', options: LEVEL_ANGGARAN }],
  public: false,
  row: z.object({
    id: text,
    satuan_kerja_nama: text,
    level: text,
    kode: text,
    nama: text,
    sasaran: text,
    indikator: text,
    ...serapanFields,
    ...bulanShape,
  }),
  rowKey: 'id',
  columns: [
    { key: 'satuan_kerja_nama', header: 'Perangkat Daerah', kind: 'text', merge: true },
    { key: 'level', header: 'Level', kind: 'text', searchable: false },
    { key: 'kode', header: 'Kode', kind: 'text' },
    { key: 'nama', header: 'Program / Kegiatan / Sub Kegiatan', kind: 'text' },
    { key: 'sasaran', header: 'Sasaran', kind: 'text' },
    { key: 'indikator', header: 'Indikator', kind: 'text' },
    ...columnGroup(ANGGARAN_GROUP, serapanColumns),
    ...bulanColumns,
  ],
  emptyText: 'Tidak ada data anggaran',
  searchPlaceholder: 'Program, kegiatan, sub kegiatan, sasaran atau indikator',
});
