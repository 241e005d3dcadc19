import { sumPresent } from '../capaian';
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
