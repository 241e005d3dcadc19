import {
  bandingkanRataRata,
  capaian,
  capaianTargetAkhir,
  growth,
  growthPersen,
  type GrowthSatuan,
  type LingkupRataRata,
  type Maybe,
  type PerbandinganRataRata,
  type Polaritas,
} from './capaian';
import { periodStartYear, yearKey } from './periods';

/**
 * The two capaian diagrams (SPEC §1 'Capaian diagrams', §3 'Strategic goal RPJMD record' and
 * 'Work-unit IKU record', §5): the per-year keys and the numbers of one goal, computed here once
 * for the server (which answers them) and tested here.
 */

/** The bases of the per-year keys of SPEC §3. */
export const CAPAIAN_YEAR_KEY_BASES = [
  'capaian',
  'target',
  'realisasi',
  'perbandingan_realisasi_tahun',
  'perbandingan_realisasi_target',
] as const;
export type CapaianYearKeyBase = (typeof CAPAIAN_YEAR_KEY_BASES)[number];

/** SPEC §3: "Each key is built from a base name and the year": capaian_2024, target_2025, ... */
export function capaianYearKey(base: CapaianYearKeyBase, year: number): string {
  return `${base}_${year}`;
}

/** The yearly columns of a plan row of a 5-year period: target_1..5, realisasi_1..5, baseline. */
export type PeriodRow = Record<string, unknown> & { baseline?: number | null };

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Target and realisasi of one calendar year from a period row (`yearKey` of SPEC §9). The year
 * before the period has only the baseline, which counts as that year's realisasi (no target).
 */
export function nilaiTahun(
  row: PeriodRow,
  periodStart: number,
  year: number,
): { target: number | null; realisasi: number | null } {
  const key = yearKey('target', year, periodStart);
  if (key === 'baseline')
    return { target: null, realisasi: year === periodStart - 1 ? numberOrNull(row.baseline) : null };
  const index = key.slice('target'.length);
  if (Number(index) > 5) return { target: null, realisasi: null };
  return { target: numberOrNull(row[`target_${index}`]), realisasi: numberOrNull(row[`realisasi_${index}`]) };
}

export interface CapaianTahunan {
  /** The per-year keys of the chosen year and of the year before (growth). */
  keys: Record<string, number | null>;
  capaian: number | null;
  target: number | null;
  realisasi: number | null;
  realisasiTahunLalu: number | null;
  /** Growth against last year: in points, or in percent for the city's goals (`growthSatuan`). */
  growth: number | null;
  /** Achievement against the final target. */
  capaianTargetAkhir: number | null;
}

/**
 * The same goal in the period before (issue 10 item 4): growth in the first year of a period reads
 * last year's values from the previous period's row (its last year), not the baseline alone.
 */
export interface PreviousPeriod {
  row: PeriodRow;
  periodStart: number;
}

/**
 * Target and realisasi of the year before `year`: inside the period from the row; in the first
 * year of a period from the previous period's row when it is known (else the baseline only).
 */
export function nilaiTahunLalu(
  row: PeriodRow,
  periodStart: number,
  year: number,
  previous?: PreviousPeriod | null,
): { target: number | null; realisasi: number | null } {
  if (year - 1 < periodStart && previous) {
    const before = nilaiTahun(previous.row, previous.periodStart, year - 1);
    if (before.target !== null || before.realisasi !== null) return before;
  }
  return nilaiTahun(row, periodStart, year - 1);
}

/**
 * The yearly numbers of a goal for `year`: capaian, target and realisasi of the year and the year
 * before, perbandingan_realisasi_tahun (growth: in points = capaian − last year's capaian, or in
 * percent for the city's goals) and perbandingan_realisasi_target (against the final target, with
 * polarity).
 */
export function capaianTahunan(
  row: PeriodRow,
  year: number,
  options: {
    periodStart?: number;
    targetAkhir: Maybe;
    polaritas?: Polaritas;
    previous?: PreviousPeriod | null;
    growthSatuan?: GrowthSatuan;
  },
): CapaianTahunan {
  const periodStart = options.periodStart ?? periodStartYear(year);
  const polaritas = options.polaritas ?? 'naik';
  const now = nilaiTahun(row, periodStart, year);
  const before = nilaiTahunLalu(row, periodStart, year, options.previous);
  const capaianNow = capaian(now.target, now.realisasi, polaritas);
  const capaianBefore = capaian(before.target, before.realisasi, polaritas);
  const growthNow =
    options.growthSatuan === 'persen' ? growthPersen(capaianNow, capaianBefore) : growth(capaianNow, capaianBefore);
  const akhir = capaianTargetAkhir(options.targetAkhir, now.realisasi, polaritas);
  const keys: Record<string, number | null> = {
    [capaianYearKey('capaian', year)]: capaianNow,
    [capaianYearKey('target', year)]: now.target,
    [capaianYearKey('realisasi', year)]: now.realisasi,
    [capaianYearKey('perbandingan_realisasi_tahun', year)]: growthNow,
    [capaianYearKey('perbandingan_realisasi_target', year)]: akhir,
    [capaianYearKey('capaian', year - 1)]: capaianBefore,
    [capaianYearKey('target', year - 1)]: before.target,
    [capaianYearKey('realisasi', year - 1)]: before.realisasi,
  };
  return {
    keys,
    capaian: capaianNow,
    target: now.target,
    realisasi: now.realisasi,
    realisasiTahunLalu: before.realisasi,
    growth: growthNow,
    capaianTargetAkhir: akhir,
  };
}

/** Strategic goals of the RPJMD: the final target is the last year of the period (target_5). */
export const TARGET_AKHIR_RPJMD_KEY = 'target_5';

export interface RingkasanCapaian {
  tahun: number;
  capaian: number | null;
  target: number | null;
  realisasi: number | null;
  realisasi_tahun_lalu: number | null;
  growth: number | null;
  /** 'persen' on the city's strategic goals, 'poin' on the unit IKU (SPEC §1). */
  growth_satuan: GrowthSatuan;
  capaian_target_akhir: number | null;
  perbandingan: PerbandinganRataRata;
}

/**
 * The summary both diagrams draw: the year's numbers and the comparison with the average (national
 * for city goals, regional for unit IKU; SPEC §5, with the fixed rule of indicator 3 applied by
 * bandingkanRataRata).
 */
export function ringkasanCapaian(
  row: PeriodRow,
  year: number,
  options: {
    periodStart?: number;
    targetAkhirKey: string;
    polaritas?: Polaritas;
    rataRata: Maybe;
    indikatorSasaranStrategisId: number | null;
    lingkup: LingkupRataRata;
    previous?: PreviousPeriod | null;
    growthSatuan?: GrowthSatuan;
  },
): { keys: Record<string, number | null>; ringkasan: RingkasanCapaian } {
  const tahunan = capaianTahunan(row, year, {
    ...(options.periodStart !== undefined ? { periodStart: options.periodStart } : {}),
    targetAkhir: numberOrNull(row[options.targetAkhirKey]),
    ...(options.polaritas ? { polaritas: options.polaritas } : {}),
    ...(options.previous ? { previous: options.previous } : {}),
    ...(options.growthSatuan ? { growthSatuan: options.growthSatuan } : {}),
  });
  return {
    keys: tahunan.keys,
    ringkasan: {
      tahun: year,
      capaian: tahunan.capaian,
      target: tahunan.target,
      realisasi: tahunan.realisasi,
      realisasi_tahun_lalu: tahunan.realisasiTahunLalu,
      growth: tahunan.growth,
      growth_satuan: options.growthSatuan ?? 'poin',
      capaian_target_akhir: tahunan.capaianTargetAkhir,
      perbandingan: bandingkanRataRata(tahunan.realisasi, options.rataRata, {
        indikatorSasaranStrategisId: options.indikatorSasaranStrategisId,
        lingkup: options.lingkup,
      }),
    },
  };
}
