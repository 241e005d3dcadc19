import { z } from 'zod';
import { defineReport, readAccess, REPORT_EMPTY_TEXT, unitPicker, type ReportColumn } from '../define';
import { text, int, angka } from '../../schemas/record-fields';
import { BULAN_SINGKAT } from './display-common';

const months = BULAN_SINGKAT.map((_, i) => i + 1);

type MonthKey = `target_${number}` | `realisasi_${number}`;
const monthShape = Object.fromEntries(
  months.flatMap((m) => [
    [`target_${m}`, angka],
    [`realisasi_${m}`, angka],
  ]),
) as Record<MonthKey, typeof angka>;

/** Tercapai / Tidak Tercapai filter of the data page (absent = Semua). */
export const RAPOR_STATUS_OPTIONS = [
  { value: 'tercapai', label: 'Tercapai' },
  { value: 'tidak-tercapai', label: 'Tidak Tercapai' },
] as const;

/**
 * Data rapor kinerja (DOMAIN-2 §1 'Data page'): one row per item of the quarter, with the
 * cumulative target and realisasi of each month up to the quarter's end (later months '-'), the
 * status and the number of causes. The web page adds the 'Penyebab' button on failed rows.
 */
export const raporDataReport = defineReport({
  slug: 'rapor-kinerja/data',
  title: 'Data Rapor Kinerja',
  area: 'pengukuran',
  description: 'Target dan realisasi kumulatif per bulan sampai akhir triwulan.',
  access: readAccess('rapor-kinerja'),
  unit: unitPicker('rapor-kinerja'),
  quarter: true,
  enums: [{ key: 'status', label: 'Status', options: RAPOR_STATUS_OPTIONS }],
  public: false,
  row: z.object({
    id: int,
    sub_kegiatan: text,
    sasaran: text,
    indikator: text,
    satuan: text,
    ...monthShape,
    target: angka,
    realisasi: angka,
    capaian: angka,
    status: text,
    jumlah_penyebab: int,
  }),
  rowKey: 'id',
  columns: [
    { key: 'sasaran', header: 'Sasaran Sub Kegiatan', kind: 'text' },
    { key: 'indikator', header: 'Indikator', kind: 'text' },
    { key: 'satuan', header: 'Satuan', kind: 'text', searchable: false },
    ...months.flatMap((m): ReportColumn<MonthKey>[] => [
      { key: `target_${m}`, header: 'Target', kind: 'number', group: BULAN_SINGKAT[m - 1] },
      { key: `realisasi_${m}`, header: 'Realisasi', kind: 'number', group: BULAN_SINGKAT[m - 1] },
    ]),
    { key: 'capaian', header: 'Capaian', kind: 'capaian' },
    { key: 'status', header: 'Status', kind: 'text', searchable: false },
    { key: 'jumlah_penyebab', header: 'Jumlah Penyebab', kind: 'number', decimals: 0 },
  ] as ReportColumn<never>[],
  emptyText: REPORT_EMPTY_TEXT,
  searchPlaceholder: 'Sasaran atau indikator',
});
