import { capaian, sumPresent } from '@sakip/domain';
import { DEMO_SATKER_IDS } from '../reference-data';
import { desimal, isKumulatif, type Deret } from './nilai';
import { Rng, round } from './random';

/**
 * How the year's realisasi of a sub kegiatan arrives month by month (issue 11: the rapor's spread).
 * The yearly outcome (tercapai or not, the yearly realisasi) is the plan's; this only moves part of
 * a quarter's realisasi into the first month of the next quarter, as when work or its report runs
 * late. So the quarters differ (a slow start, a catch-up), the yearly values and every page that
 * reads them stay as they were, and the rapor has some units at 100 %, most between and a few
 * without any entry in Triwulan I.
 */
export type PolaLaporan = 'tepat' | 'biasa' | 'terlambat';

/** The units of the demo accounts: their rapor must show failed items to work on in Triwulan I. */
const AKUN = new Set<string>(Object.values(DEMO_SATKER_IDS));

/** A unit's way of reporting in a year: on time (no delay), usual, or nothing entered in Triwulan I. */
export function polaLaporan(satker: string, tahun: number): PolaLaporan {
  if (AKUN.has(satker)) return 'biasa';
  const x = new Rng(`pola-laporan:${satker}:${tahun}`).next();
  if (x < 0.2) return 'tepat';
  if (x < 0.27) return 'terlambat';
  return 'biasa';
}

/** Chance that a usual unit's item lags in quarter 1, 2, 3 (the 4th closes the year). */
const PELUANG_TERTUNDA = [0.35, 0.2, 0.1] as const;

/**
 * The deret with its realisasi moved as the unit's pattern says. `bulanTerakhir` is the last
 * reported month: nothing moves into a month not reported yet.
 */
export function jalurRealisasi(
  d: Deret,
  input: { key: string; tahun: number; satuan: string; pola: PolaLaporan; bulanTerakhir: number },
): Deret {
  if (input.pola === 'tepat' || !isKumulatif(input.satuan)) return d;
  const dp = desimal(input.satuan);
  const rng = new Rng(`jalur-realisasi:${input.key}:${input.tahun}`);
  const bulan = [...d.realisasiBulanan];
  const geser = (q: number, sisa: (v: number) => number | null) => {
    const tujuan = q * 3; // index of the first month of the next quarter
    const ke = bulan[tujuan];
    if (tujuan >= input.bulanTerakhir || ke === null || ke === undefined) return;
    let pindah = 0;
    for (let i = (q - 1) * 3; i < q * 3; i++) {
      const v = bulan[i];
      if (v === null || v === undefined) continue;
      const baru = sisa(v);
      pindah = round(pindah + v - (baru ?? 0), dp);
      bulan[i] = baru;
    }
    bulan[tujuan] = round(ke + pindah, dp);
  };
  if (input.pola === 'terlambat') {
    geser(1, () => null);
  } else {
    PELUANG_TERTUNDA.forEach((peluang, i) => {
      if (!rng.chance(peluang)) return;
      const f = rng.float(0.45, 0.85);
      // Rounded down: a month of 1 still moves (rounding to nearest would keep it).
      geser(i + 1, (v) => Math.floor(v * f * 10 ** dp) / 10 ** dp);
    });
  }
  const realisasi = sumPresent(bulan);
  return {
    ...d,
    realisasiBulanan: bulan,
    realisasi,
    capaian: capaian(d.target, realisasi, 'naik'),
  };
}
