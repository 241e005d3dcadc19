import { capaian, isTercapai, sumPresent, type Polaritas } from '../capaian';
import { BULAN_KE, type BulanKe } from '../bulanan';

/**
 * Monthly realisasi of a team member's langkah aksi target (DOMAIN-2 §4 'Tim saya'). The member
 * enters one month at a time; the yearly realisasi is the sum of the months (as the langkah aksi's
 * own yearly realisasi from AUTO_FILL_FROM_YEAR); capaian is `capaian(target, realisasi,
 * polaritas of the langkah aksi)`.
 */
export function realisasiAnggotaBulan(
  bulanan: readonly (number | null)[],
  bulan: BulanKe,
  nilai: number | null,
): { bulanan: (number | null)[]; realisasi: number | null } {
  const next = BULAN_KE.map((b) => (b === bulan ? nilai : (bulanan[b - 1] ?? null)));
  return { bulanan: next, realisasi: sumPresent(next) };
}

/**
 * Capaian of each month (Januari..Desember) of a member's target: the one capaian function on the
 * month's target and realisasi, with the langkah aksi's polarity; null where either is missing.
 */
export function capaianAnggotaBulanan(
  targetBulanan: readonly (number | null)[],
  realisasiBulanan: readonly (number | null)[],
  polaritas: Polaritas,
): (number | null)[] {
  return BULAN_KE.map((b) => capaian(targetBulanan[b - 1], realisasiBulanan[b - 1], polaritas));
}

/**
 * A month whose realisasi stays below its target (capaian under 100, polarity applied): Tim Saya
 * highlights it. A month without a target or without a realisasi is not below target.
 */
export function dibawahTarget(capaianBulan: number | null): boolean {
  return capaianBulan !== null && !isTercapai(capaianBulan);
}

/** How many times the yearly target a month's realisasi may be before the form asks to confirm it. */
export const REALISASI_BATAS_KALI_TARGET = 10;

/**
 * A realisasi worth a second look (issue 25 item 13): more than REALISASI_BATAS_KALI_TARGET times
 * the yearly target (99999 against 4 is a typo far more often than a feat). No target: never.
 */
export function realisasiTakWajar(realisasi: number | null, targetTahunan: number | null): boolean {
  if (realisasi === null || targetTahunan === null || targetTahunan <= 0) return false;
  return realisasi > targetTahunan * REALISASI_BATAS_KALI_TARGET;
}
