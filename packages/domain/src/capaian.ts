import { formatNumber } from './format';

/**
 * Achievement (capaian) and the numbers derived from it (DOMAIN.md 'Achievement', SPEC §4, §5, §9).
 * Every screen and the server use these functions; the server stores what they return.
 */

/** 'naik': higher is better (default). 'turun': lower is better (poverty rate, infant mortality). */
export const POLARITAS = ['naik', 'turun'] as const;
export type Polaritas = (typeof POLARITAS)[number];
export const POLARITAS_LABELS: Record<Polaritas, string> = {
  naik: 'Semakin tinggi semakin baik',
  turun: 'Semakin rendah semakin baik',
};

/** A performance is achieved (tercapai) from this capaian on. */
export const CAPAIAN_THRESHOLD = 100;

/** A value that may be missing. */
export type Maybe = number | null | undefined;

function present(value: Maybe): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A computed number, or null when it is not finite: a ratio over a tiny target (5e-324) or a sum of
 * huge values (12 × 1e308) must show '-' and never be stored as Infinity or NaN (issue 9).
 */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** Rounds half away from zero to two decimals (12.345 → 12.35). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

/**
 * Capaian in percent with two decimals.
 * - naik: realisasi / target × 100
 * - turun: (2 × target − realisasi) / target × 100 (can fall below 0 when realisasi > 2 × target;
 *   it is not clamped, so the number stays honest)
 *
 * Null (shown '-') when the target or the realisasi is missing, or the target is 0: a zero target
 * means nothing was promised, so no percentage of it exists (never a division by zero).
 */
export function capaian(target: Maybe, realisasi: Maybe, polaritas: Polaritas = 'naik'): number | null {
  if (!present(target) || !present(realisasi) || target === 0) return null;
  const value = polaritas === 'turun' ? ((2 * target - realisasi) / target) * 100 : (realisasi / target) * 100;
  return finiteOrNull(round2(value));
}

/** Achieved: capaian of 100 or more. A missing capaian is not achieved. */
export function isTercapai(value: Maybe): boolean {
  return present(value) && value >= CAPAIAN_THRESHOLD;
}

/**
 * A cause of failure (penyebab kegagalan) applies while the period is not achieved; when capaian
 * reaches 100 it no longer applies (the server clears it). A missing capaian still allows one.
 */
export function penyebabKegagalanApplies(value: Maybe): boolean {
  return !isTercapai(value);
}

/** Growth in points: capaian(year) − capaian(year − 1), two decimals; null when either is missing. */
export function growth(capaianTahunIni: Maybe, capaianTahunLalu: Maybe): number | null {
  if (!present(capaianTahunIni) || !present(capaianTahunLalu)) return null;
  return finiteOrNull(round2(capaianTahunIni - capaianTahunLalu));
}

/** How a growth is read: the unit IKU card in points, the city's strategic-goal card in percent (SPEC §1). */
export type GrowthSatuan = 'poin' | 'persen';

/**
 * Growth in percent: the relative change of the capaian, (capaian(year) − capaian(year − 1)) /
 * capaian(year − 1) × 100, two decimals (SPEC §1 'growth: achievement change against the previous
 * year as a percent'); null when either is missing or last year's capaian is 0.
 */
export function growthPersen(capaianTahunIni: Maybe, capaianTahunLalu: Maybe): number | null {
  if (!present(capaianTahunIni) || !present(capaianTahunLalu) || capaianTahunLalu === 0) return null;
  return finiteOrNull(round2(((capaianTahunIni - capaianTahunLalu) / Math.abs(capaianTahunLalu)) * 100));
}

// -------------------------------------------------------------------------------------------
// Months and quarters
// -------------------------------------------------------------------------------------------

/** TW1 = Jan–Mar, TW2 = Apr–Jun, TW3 = Jul–Sep, TW4 = Oct–Dec. */
export function triwulanOfBulan(bulan: number): 1 | 2 | 3 | 4 {
  if (!Number.isInteger(bulan) || bulan < 1 || bulan > 12) throw new RangeError(`Bulan tidak valid: ${bulan}`);
  return Math.ceil(bulan / 3) as 1 | 2 | 3 | 4;
}

/** Sum of the present values, two decimals; null when none is present or the sum overflows. */
export function sumPresent(values: readonly Maybe[]): number | null {
  const present_ = values.filter(present);
  if (present_.length === 0) return null;
  return finiteOrNull(round2(present_.reduce((a, b) => a + b, 0)));
}

/**
 * Cumulative quarter sums of 12 monthly values: [TW1 = Jan–Mar, TW2 = Jan–Jun, TW3 = Jan–Sep,
 * TW4 = Jan–Dec]. Missing months count as 0 once any month up to the quarter's end has a value; a
 * quarter with no value at all up to its end is null (nothing reported yet).
 */
export function cumulativeByTriwulan(
  monthly: readonly Maybe[],
): [number | null, number | null, number | null, number | null] {
  const upTo = (months: number) => sumPresent(monthly.slice(0, months));
  return [upTo(3), upTo(6), upTo(9), upTo(12)];
}

/** Cumulative value up to the end of one quarter (1..4). */
export function cumulativeUntilTriwulan(monthly: readonly Maybe[], triwulan: number): number | null {
  if (!Number.isInteger(triwulan) || triwulan < 1 || triwulan > 4)
    throw new RangeError(`Triwulan tidak valid: ${triwulan}`);
  return sumPresent(monthly.slice(0, triwulan * 3));
}

/** Does a quarter (1..4) itself have a target in one of its three months (rapor kinerja items)? */
export function hasTargetInTriwulan(monthlyTarget: readonly Maybe[], triwulan: number): boolean {
  const start = (triwulan - 1) * 3;
  return monthlyTarget.slice(start, start + 3).some((v) => present(v) && v !== 0);
}

/** Realisasi anggaran = sum of the monthly spending (0 when nothing was spent or reported). */
export function sumRealisasiAnggaran(monthly: readonly Maybe[]): number {
  return sumPresent(monthly) ?? 0;
}

/**
 * Capaian anggaran (budget absorption) = realisasi anggaran / anggaran × 100, two decimals; null
 * when there is no budget (0 or missing) or no realisasi.
 */
export function capaianAnggaran(anggaran: Maybe, realisasiAnggaran: Maybe): number | null {
  if (!present(anggaran) || !present(realisasiAnggaran) || anggaran === 0) return null;
  return finiteOrNull(round2((realisasiAnggaran / anggaran) * 100));
}

// -------------------------------------------------------------------------------------------
// Efisiensi sumber daya (capaian diagram of a strategic goal)
// -------------------------------------------------------------------------------------------

export interface EfisiensiSumberDaya {
  /** Unspent budget in rupiah: pagu − realisasi. */
  nominal: number | null;
  /** 100 − realisasi / pagu × 100, two decimals. */
  persen: number | null;
}

/**
 * Efisiensi of a goal: pagu = the budgets of this year's programs under the unit goals serving it,
 * realisasi = their spending. Both null (shown '-') when the pagu is 0 or missing; a missing
 * realisasi counts as nothing spent.
 */
export function efisiensiSumberDaya(pagu: Maybe, realisasi: Maybe): EfisiensiSumberDaya {
  if (!present(pagu) || pagu === 0) return { nominal: null, persen: null };
  const spent = present(realisasi) ? realisasi : 0;
  return { nominal: finiteOrNull(round2(pagu - spent)), persen: finiteOrNull(round2(100 - (spent / pagu) * 100)) };
}

/**
 * Achievement against the final target of the plan, two decimals (the unit IKU diagram uses
 * target_3, see TARGET_AKHIR_IKU_KEY; the city goal the last year of the period).
 * - naik: realisasi / target akhir × 100 (SPEC §1)
 * - turun: target akhir / realisasi × 100, the same ratio read the other way (issue 10 item 5).
 *   The yearly formula (2 × target − realisasi) / target is a near-target reading: against a final
 *   target far below today's value it collapses (Luas Kawasan Permukiman Kumuh 63,2 Ha against a
 *   final 33 Ha read 8,48 % while the year was 96,39 %) and goes negative past twice the target.
 *   The ratio is 100 exactly when the final target is met, above it when bettered, never negative.
 * Null (shown '-') when either is missing or the divisor is 0.
 */
export function capaianTargetAkhir(targetAkhir: Maybe, realisasi: Maybe, polaritas: Polaritas = 'naik'): number | null {
  if (polaritas === 'turun') {
    if (!present(targetAkhir) || !present(realisasi) || realisasi === 0) return null;
    return finiteOrNull(round2((targetAkhir / realisasi) * 100));
  }
  return capaian(targetAkhir, realisasi, 'naik');
}

/** SPEC §1: the unit IKU diagram compares realisasi with `target_3` as its final RPJMD target. */
export const TARGET_AKHIR_IKU_KEY = 'target_3';

// -------------------------------------------------------------------------------------------
// Node icons (SPEC §4 'Node performance icons')
// -------------------------------------------------------------------------------------------

export const NODE_ICONS = ['tidak-tercapai', 'csf-gagal', 'tidak-tercapai-csf-gagal'] as const;
export type NodeIcon = (typeof NODE_ICONS)[number];

export const NODE_ICON_LABELS: Record<NodeIcon, string> = {
  'tidak-tercapai': 'Tidak tercapai',
  'csf-gagal': 'CSF Gagal',
  'tidak-tercapai-csf-gagal': 'Tidak tercapai & CSF Gagal',
};

/** Colour of the icon: warning, danger, info. */
export const NODE_ICON_VARIANTS: Record<NodeIcon, 'warning' | 'danger' | 'info'> = {
  'tidak-tercapai': 'warning',
  'csf-gagal': 'danger',
  'tidak-tercapai-csf-gagal': 'info',
};

/**
 * The icon of a node from its capaian and its number of failed-CSF notes (kinerja_tidak_tercapai):
 * not achieved (missing or < 100) alone → 'tidak-tercapai'; achieved with failed CSF → 'csf-gagal';
 * both → 'tidak-tercapai-csf-gagal'; otherwise none.
 */
export function nodeIcon(value: Maybe, failedCsfCount: number): NodeIcon | null {
  const notAchieved = !isTercapai(value);
  const csfFailed = failedCsfCount > 0;
  if (notAchieved && csfFailed) return 'tidak-tercapai-csf-gagal';
  if (notAchieved) return 'tidak-tercapai';
  if (csfFailed) return 'csf-gagal';
  return null;
}

// -------------------------------------------------------------------------------------------
// Comparison with the national (or regional) average (SPEC §5)
// -------------------------------------------------------------------------------------------

export type PerbandinganStatus = 'lebih-tinggi' | 'lebih-rendah' | 'sama';
export type LingkupRataRata = 'nasional' | 'regional';

export const PERBANDINGAN_LABELS: Record<PerbandinganStatus, string> = {
  'lebih-tinggi': 'Lebih tinggi',
  'lebih-rendah': 'Lebih rendah',
  sama: 'Sama',
};

export type PerbandinganRataRata =
  | { ada: true; status: PerbandinganStatus; label: string; selisih: number; pesan: string }
  | { ada: false; pesan: string };

export function pesanTanpaRataRata(lingkup: LingkupRataRata = 'nasional'): string {
  return `Belum ada data dari rata-rata ${lingkup}`;
}

/**
 * SPEC §5 fixes the comparison of one indicator: when indicator_sasaran_strategis_id is 3 it always
 * reads 'Lebih rendah' by 1.74 (applied when the comparison is shown, i.e. average and realisasi
 * exist). Kept here and only here.
 */
export const PERBANDINGAN_TETAP = {
  indikatorSasaranStrategisId: 3,
  status: 'lebih-rendah',
  selisih: 1.74,
} as const satisfies { indikatorSasaranStrategisId: number; status: PerbandinganStatus; selisih: number };

/** The fixed comparison of an indicator, or undefined for every other indicator. */
export function perbandinganTetap(
  indikatorSasaranStrategisId: number | null | undefined,
): { status: PerbandinganStatus; selisih: number } | undefined {
  if (indikatorSasaranStrategisId !== PERBANDINGAN_TETAP.indikatorSasaranStrategisId) return undefined;
  return { status: PERBANDINGAN_TETAP.status, selisih: PERBANDINGAN_TETAP.selisih };
}

/**
 * Realisasi compared with the average: higher, lower or the same, with the difference (two
 * decimals). Only when both exist; otherwise 'Belum ada data dari rata-rata nasional' (or
 * 'regional' in the unit diagram).
 */
export function bandingkanRataRata(
  realisasi: Maybe,
  rataRata: Maybe,
  options: { indikatorSasaranStrategisId?: number | null; lingkup?: LingkupRataRata } = {},
): PerbandinganRataRata {
  const lingkup = options.lingkup ?? 'nasional';
  if (!present(realisasi) || !present(rataRata)) return { ada: false, pesan: pesanTanpaRataRata(lingkup) };
  const fixed = perbandinganTetap(options.indikatorSasaranStrategisId);
  const diff = finiteOrNull(round2(realisasi - rataRata));
  if (diff === null) return { ada: false, pesan: pesanTanpaRataRata(lingkup) };
  const status: PerbandinganStatus = fixed?.status ?? (diff > 0 ? 'lebih-tinggi' : diff < 0 ? 'lebih-rendah' : 'sama');
  const selisih = fixed?.selisih ?? Math.abs(diff);
  const label = PERBANDINGAN_LABELS[status];
  const pesan =
    status === 'sama'
      ? `Sama dengan rata-rata ${lingkup}`
      : `${label} ${formatNumber(selisih, 2)} dari rata-rata ${lingkup}`;
  return { ada: true, status, label, selisih, pesan };
}

// -------------------------------------------------------------------------------------------
// Display pages (DOMAIN-2 §3 'Peningkatan dari Tahun Lalu')
// -------------------------------------------------------------------------------------------

/**
 * Perbandingan of this year's realisasi with last year's, in percent: last year's realisasi taken
 * as the target of this year's (the capaian formula with the indicator's polarity), so above 100
 * is better than last year whatever the polarity. Null when either is missing or last year's is 0.
 */
export function perbandinganRealisasi(realisasi: Maybe, realisasiTahunLalu: Maybe, polaritas: Polaritas = 'naik') {
  return capaian(realisasiTahunLalu, realisasi, polaritas);
}
