import { z } from 'zod';
import { round2 } from '../../capaian';
import { queryInt } from '../../schemas/primitives';
import { capaianBand, type CapaianBand } from '../cells';
import { text, int, num, angka, capaianIndikatorFields } from '../../schemas/record-fields';

/**
 * The public makro dashboard (/public-display/display-makro/dashboard, DOMAIN-2 §3): one capaian
 * card per RPJMD IKU (the capaian-iku card) and the city's headline figures. Public fields only.
 */
export const DISPLAY_DASHBOARD_PATH = '/public-display/display-makro/dashboard';

export const displayDashboardQuerySchema = z.strictObject({
  tahun_kinerja: queryInt('Tahun kinerja', { min: 1, max: 9999 }),
});

export const displayDashboardIkuSchema = z.object({
  id: int,
  ...capaianIndikatorFields,
  capaian_tahun_lalu: angka,
  /** Growth in points against last year. */
  peningkatan: angka,
  capaian_target_akhir: angka,
  perbandingan_nasional: text,
  band: z.enum(['tercapai', 'hampir', 'belum', 'kosong']),
});
export type DisplayDashboardIku = z.infer<typeof displayDashboardIkuSchema>;

export const displayDashboardRingkasanSchema = z.object({
  jumlah_iku: int,
  tercapai: int,
  hampir: int,
  belum: int,
  tanpa_data: int,
  /** Mean capaian of the IKU that have one (two decimals). */
  rata_rata_capaian: angka,
  pagu: num,
  realisasi_anggaran: num,
  penyerapan: angka,
  /** Pagu − realisasi (never below 0): what was not spent, whatever the IKU achieved. */
  anggaran_tidak_terserap: angka,
  /** The unspent budget counts as efficiency only when every IKU is tercapai (DOMAIN-2 §1); else null. */
  efisiensi: angka,
  jumlah_perangkat_daerah: int,
  jumlah_program_inovatif: int,
});
export type DisplayDashboardRingkasan = z.infer<typeof displayDashboardRingkasanSchema>;

export const displayDashboardResponseSchema = z.object({
  data: z.object({
    tahun: int,
    ringkasan: displayDashboardRingkasanSchema,
    iku: z.array(displayDashboardIkuSchema),
  }),
});
export type DisplayDashboardResponse = z.infer<typeof displayDashboardResponseSchema>;

/** The IKU counts per capaian band and the mean capaian of those that have one. */
export function capaianSummary(values: readonly (number | null)[]): {
  counts: Record<CapaianBand, number>;
  rataRata: number | null;
} {
  const counts: Record<CapaianBand, number> = { tercapai: 0, hampir: 0, belum: 0, kosong: 0 };
  for (const v of values) counts[capaianBand(v)] += 1;
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const rataRata = present.length ? round2(present.reduce((a, b) => a + b, 0) / present.length) : null;
  return { counts, rataRata: rataRata !== null && Number.isFinite(rataRata) ? rataRata : null };
}

/**
 * The city's unspent budget and its efficiency (the rule of DOMAIN-2 §1 for the whole city): the
 * unspent part of the pagu is efficiency only when every IKU is tercapai; otherwise it is just
 * "anggaran tidak terserap" and the efficiency is null ('-'). No pagu: both null.
 */
export function efisiensiKota(input: {
  pagu: number | null;
  realisasi: number | null;
  jumlahIku: number;
  tercapai: number;
}): { anggaran_tidak_terserap: number | null; efisiensi: number | null } {
  const { pagu, realisasi, jumlahIku, tercapai } = input;
  if (pagu === null || !Number.isFinite(pagu) || pagu <= 0) return { anggaran_tidak_terserap: null, efisiensi: null };
  const sisa = round2(Math.max(0, pagu - (realisasi ?? 0)));
  const semuaTercapai = jumlahIku > 0 && tercapai === jumlahIku;
  return { anggaran_tidak_terserap: sisa, efisiensi: semuaTercapai ? sisa : null };
}
