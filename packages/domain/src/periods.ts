/** Performance years and planning periods (SPEC §9). */
export const SELECTABLE_YEARS = [2024, 2025] as const;
export const DEFAULT_YEAR = 2024;
export const PERIOD_BASE_YEAR = 2019;
export const PERIOD_LENGTH = 5;
export const PERIOD_START_YEARS = [2019, 2024] as const;
/** Performance is filled in automatically from monthly data from this year on. */
export const AUTO_FILL_FROM_YEAR = 2023;
export const TRIWULAN = [1, 2, 3, 4] as const;
export type Triwulan = (typeof TRIWULAN)[number];

export function isSelectableYear(year: number, selectable: readonly number[] = SELECTABLE_YEARS): boolean {
  return selectable.includes(year);
}

/** First year of the 5-year period containing `year`, stepping by 5 from 2019. */
export function periodStartYear(year: number): number {
  return PERIOD_BASE_YEAR + Math.floor((year - PERIOD_BASE_YEAR) / PERIOD_LENGTH) * PERIOD_LENGTH;
}

/** The 5 consecutive years of a period, labelled 'Tahun {year}' (the year filter). */
export function periodYearOptions(startYear: number): { value: number; label: string }[] {
  return Array.from({ length: PERIOD_LENGTH }, (_, i) => {
    const year = startYear + i;
    return { value: year, label: `Tahun ${year}` };
  });
}

/**
 * The column key of a year inside a period: prefix + 1-based index of the year within the period
 * (target_1 .. target_5), or 'baseline' for a year before the period starts.
 */
export function yearKey(prefix: string, year: number, startYear: number = periodStartYear(year)): string {
  const index = year - startYear + 1;
  return index < 1 ? 'baseline' : `${prefix}${index}`;
}

export function isAutoFillYear(year: number): boolean {
  return year >= AUTO_FILL_FROM_YEAR;
}
