import { sumPresent } from './capaian';

/**
 * Monthly values of a kinerja (program, kegiatan, sub kegiatan, langkah aksi). The database keeps
 * one column per month and series (`target_bulan_1` .. `target_bulan_12`); the API and the forms
 * use arrays of 12 (`target_bulanan: [jan, ..., des]`). These two functions convert between them.
 */
export const BULAN_KE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type BulanKe = (typeof BULAN_KE)[number];

/** The four monthly series: column prefix → payload key. */
export const MONTHLY_SERIES = {
  target: 'target_bulanan',
  realisasi: 'realisasi_bulanan',
  anggaran: 'anggaran_bulanan',
  realisasi_anggaran: 'realisasi_anggaran_bulanan',
} as const;
export type MonthlyPrefix = keyof typeof MONTHLY_SERIES;
export type MonthlyColumn<P extends MonthlyPrefix> = `${P}_bulan_${BulanKe}`;

export function monthlyKey<P extends MonthlyPrefix>(prefix: P, bulan: BulanKe): MonthlyColumn<P> {
  return `${prefix}_bulan_${bulan}`;
}

/** The 12 values of a series read from a row (missing or non-numeric → null). */
export function monthlyValues(row: Record<string, unknown>, prefix: MonthlyPrefix): (number | null)[] {
  return BULAN_KE.map((b) => {
    const value = row[monthlyKey(prefix, b)];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
}

/** The 12 columns of a series from an array (shorter arrays leave the rest null). */
export function monthlyColumns<P extends MonthlyPrefix>(
  prefix: P,
  values: readonly (number | null | undefined)[],
): Record<MonthlyColumn<P>, number | null> {
  const out = {} as Record<MonthlyColumn<P>, number | null>;
  for (const b of BULAN_KE) out[monthlyKey(prefix, b)] = values[b - 1] ?? null;
  return out;
}

/**
 * The yearly target of a member's langkah aksi: the sum of the monthly targets set by the operator
 * (tim kerja member form, langkah aksi form), as the realisasi is the sum of its months.
 */
export function targetAnggotaTahunan(bulanan: readonly (number | null | undefined)[]): number | null {
  return sumPresent(BULAN_KE.map((b) => bulanan[b - 1] ?? null));
}
