import { capaian, yearKey, type Polaritas } from '@sakip/domain';
import type { XlsxColumn } from '../../../lib/xlsx';

/**
 * Rows of a 5-year period (RPJMD goal, cross-cutting goal, SS-PD): columns target_1 .. target_5,
 * realisasi_*, capaian_* and baseline (the year before the period).
 */
export const TAHUN_KE = [1, 2, 3, 4, 5] as const;
export type TahunKe = (typeof TAHUN_KE)[number];
type Prefix = 'target' | 'realisasi' | 'capaian';
export type PerTahunValues = Record<`${Prefix}_${TahunKe}`, number | null>;

/** The 15 per-year columns of a row, nothing else (for records built from wider rows). */
export function perTahunOf(row: PerTahunValues): PerTahunValues {
  return Object.fromEntries(
    TAHUN_KE.flatMap((k) => [
      [`target_${k}`, row[`target_${k}`]],
      [`realisasi_${k}`, row[`realisasi_${k}`]],
      [`capaian_${k}`, row[`capaian_${k}`]],
    ]),
  ) as PerTahunValues;
}

/** The value of one calendar year: baseline (realisasi) before the period, null outside it. */
export function nilaiTahun(
  row: PerTahunValues & { baseline: number | null },
  prefix: Prefix,
  tahun: number,
  tahunAwal: number,
): number | null {
  const key = yearKey(`${prefix}_`, tahun, tahunAwal);
  if (key === 'baseline') return prefix === 'realisasi' ? row.baseline : null;
  return (row as Record<string, number | null>)[key] ?? null;
}

type NilaiTahunIni = Record<'target' | 'realisasi' | 'capaian', number | null>;

/** target / realisasi / capaian of the request's year. */
export function nilaiTahunIni(
  row: PerTahunValues & { baseline: number | null },
  tahun: number,
  tahunAwal: number,
): NilaiTahunIni {
  return {
    target: nilaiTahun(row, 'target', tahun, tahunAwal),
    realisasi: nilaiTahun(row, 'realisasi', tahun, tahunAwal),
    capaian: nilaiTahun(row, 'capaian', tahun, tahunAwal),
  };
}

/** capaian_1 .. capaian_5 computed from the payload's targets and realisasi with the polarity. */
export function capaianPerTahun(
  input: Record<`${'target' | 'realisasi'}_${TahunKe}`, number | null>,
  polaritas: Polaritas,
): Record<`capaian_${TahunKe}`, number | null> {
  return Object.fromEntries(
    TAHUN_KE.map((k) => [`capaian_${k}`, capaian(input[`target_${k}`], input[`realisasi_${k}`], polaritas)]),
  ) as Record<`capaian_${TahunKe}`, number | null>;
}

/**
 * The XLSX columns of a period row's values: baseline, the target of each year of the period, and
 * the realisasi and capaian of the request's year (cross-cutting goal, SS-PD).
 */
export function perTahunXlsxColumns<R extends PerTahunValues & NilaiTahunIni & { baseline: number | null }>(
  tahun: number,
  tahunAwal: number,
): XlsxColumn<R>[] {
  return [
    { header: 'Baseline', value: (r) => r.baseline, format: 'angka' },
    ...TAHUN_KE.map((k): XlsxColumn<R> => ({
      header: `Target ${tahunAwal + k - 1}`,
      value: (r) => r[`target_${k}`],
      format: 'angka',
    })),
    { header: `Realisasi ${tahun}`, value: (r) => r.realisasi, format: 'angka' },
    { header: `Capaian ${tahun} (%)`, value: (r) => r.capaian, format: 'persen' },
  ];
}
