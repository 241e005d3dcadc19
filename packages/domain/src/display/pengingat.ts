/**
 * Reminders before a Batas Waktu deadline (issue 27 item 4, DOMAIN-3 §4): 7, 3 and 1 days before
 * it, each once. The loop may not run every day (a restart, a stop overnight), so a day between two
 * thresholds belongs to the nearest threshold not yet passed: 5 days before is the 7-day reminder,
 * sent late rather than never; a later stage never re-sends an earlier one.
 */
export const HARI_PENGINGAT = [7, 3, 1] as const;
export type HariPengingat = (typeof HARI_PENGINGAT)[number];

/** How many days after a deadline the city still gets the recap of the units that are late. */
export const HARI_REKAP_TERLAMBAT = 7;

/** How many days after its due date an unfinished LHE follow-up is still reminded of (catch-up). */
export const HARI_LHE_TERLAMBAT = 30;

/** The reminder stage a day `hari` days before a deadline belongs to, or null (outside 1..7 days). */
export function tahapPengingat(hari: number): HariPengingat | null {
  if (hari < 1) return null;
  const stages = [...HARI_PENGINGAT].sort((a, b) => a - b);
  return stages.find((h) => hari <= h) ?? null;
}

/** A day as yyyy-mm-dd, by its local calendar date (the way `hariMenuju` counts days). */
export function tanggalIso(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The day `n` days after `day` (negative: before). */
export function tambahHari(day: Date, n: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + n);
}
