/**
 * Numbers of a performance row: target and realisasi per month, yearly target, realisasi and
 * capaian (by the rules of @sakip/domain: realisasi = sum of the months, capaian with polarity),
 * budget plan and spending per month. Every value comes from a seeded Rng, so a row gets the same
 * numbers on every run.
 */
import { capaian, type Polaritas, sumPresent, sumRealisasiAnggaran } from '@sakip/domain';
import { round, type Rng, splitInteger } from './random';
import { must } from '../../lib/must';

export type Bulanan = (number | null)[];

/** Units whose monthly values do not add up (rates, indices, areas): measured once, at year end. */
const TIDAK_DIJUMLAH = new Set(['%', 'Nilai', 'Indeks', 'Tahun', 'Level', 'Skor', 'Ha', '‰', 'Rp Miliar']);

/** Monthly values of this unit add up to the yearly value. */
export function isKumulatif(satuan: string): boolean {
  return !TIDAK_DIJUMLAH.has(satuan);
}

/** Decimal places of a unit's values. */
export function desimal(satuan: string): number {
  if (satuan === 'Km') return 1;
  if (satuan === 'Level') return 0;
  return isKumulatif(satuan) ? 0 : 2;
}

/** A plausible yearly target of a countable output, by its unit. */
const RENTANG_TARGET: Record<string, readonly [number, number, number?]> = {
  Dokumen: [1, 6],
  Orang: [60, 3000, 10],
  'Orang/bulan': [40, 180],
  Unit: [1, 24],
  'Unit Kerja': [1, 1],
  Paket: [2, 12],
  Kali: [6, 48],
  Kegiatan: [4, 24],
  Km: [1.5, 12],
  Meter: [500, 6000, 50],
  Kasus: [40, 300],
  Kelurahan: [3, 12],
  Kejadian: [20, 120],
  Keluarga: [200, 2500, 10],
  'Rumah Tangga': [500, 4000, 10],
  Lembaga: [10, 80],
  Sekolah: [10, 60],
  Titik: [10, 120],
  Konten: [100, 600],
  Domain: [20, 80],
  Aplikasi: [2, 8],
  'Perangkat Daerah': [10, 40],
  'Unit Usaha': [100, 800, 10],
  Investor: [5, 30],
  Layanan: [20, 120],
  Event: [4, 15],
  Lokasi: [2, 8],
  Eksemplar: [1000, 8000, 100],
  Berkas: [2000, 15000, 100],
  'Produk Hukum': [20, 80],
  Perkara: [10, 60],
  Raperda: [6, 15],
  Bidang: [10, 80],
  'Objek Pajak': [500, 5000, 10],
  Kanal: [3, 12],
  Kawasan: [1, 5],
  Medali: [10, 40],
};

/** Yearly target of an indicator. Rates get values that fit their kind; counts their unit's range. */
export function targetTahunan(rng: Rng, indikator: string, satuan: string, polaritas: Polaritas): number {
  if (satuan === 'Laporan') return rng.pick([1, 2, 4, 4, 12, 12]);
  if (satuan === 'Orang/bulan') return rng.int(40, 180) * 12;
  if (/wisatawan/i.test(indikator)) return rng.int(40, 48) * 10000;
  if (/Satuan Pendidikan|Satuan PAUD/i.test(indikator)) return rng.int(35, 160);
  if (/kunjungan ke perpustakaan/i.test(indikator)) return rng.int(70, 95) * 1000;
  if (/SPBE/.test(indikator)) return 2.9;
  if (satuan === 'Level') return 3;
  if (satuan === 'Rp Miliar') return 2050;
  if (satuan === 'Skor') return round(rng.float(86, 90), 2);
  if (satuan === 'Ha') return round(rng.float(55, 140), 2);
  if (/Risiko Bencana/.test(indikator)) return 115;
  if (/Kualitas Lingkungan/.test(indikator)) return 63;
  if (satuan === 'Indeks') return round(rng.float(65, 94), 2);
  if (satuan === 'Nilai') return round(rng.float(76, 88), 2);
  if (satuan === '%') {
    if (polaritas === 'turun') return round(rng.float(5, 25), 2);
    if (/tepat waktu|sesuai standar|tertangani|ditindaklanjuti/i.test(indikator)) return round(rng.float(90, 100), 2);
    return round(rng.float(70, 98), 2);
  }
  const [min, max, kelipatan] = RENTANG_TARGET[satuan] ?? [5, 50];
  if (satuan === 'Km') return round(rng.float(min, max), 1);
  if (kelipatan) return Math.max(kelipatan, Math.round(rng.int(min, max) / kelipatan) * kelipatan);
  return rng.int(min, max);
}

/** How a countable target is spread over the months. */
export function bobotBulanan(rng: Rng, satuan: string, target: number): number[] {
  const rata = Array<number>(12).fill(1);
  const triwulanan = [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1];
  const semester = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
  const fisik = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 1];
  const sekali = (bulan: number) => rata.map((_, i) => (i === bulan - 1 ? 1 : 0));
  if (satuan === 'Laporan') {
    if (target % 12 === 0) return rata;
    if (target % 4 === 0) return triwulanan;
    if (target % 2 === 0) return semester;
    return sekali(12);
  }
  if (satuan === 'Dokumen') {
    if (target === 1) return sekali(rng.int(3, 11));
    if (target === 2) return semester;
    return triwulanan;
  }
  if (['Unit', 'Km', 'Meter', 'Titik', 'Kawasan', 'Bidang', 'Eksemplar'].includes(satuan)) return fisik;
  return rata;
}

export interface Deret {
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  targetBulanan: Bulanan;
  realisasiBulanan: Bulanan;
}

export interface DeretOptions {
  rng: Rng;
  target: number;
  satuan: string;
  polaritas: Polaritas;
  gagal: boolean;
  /** Months reported (12 for a closed year). */
  bulanTerakhir: number;
}

/** The realised yearly value of a target: achieved (≥ 100 %) or failed (below), with polarity. */
export function realisasiDari(rng: Rng, target: number, satuan: string, polaritas: Polaritas, gagal: boolean): number {
  const d = desimal(satuan);
  if (satuan === 'Level') return gagal ? target - 1 : target;
  // Counts miss or pass by more than rates and indices do.
  const kumulatif = isKumulatif(satuan);
  if (polaritas === 'turun') return round(target * (gagal ? rng.float(1.03, 1.15) : rng.float(0.9, 1)), d);
  if (gagal) {
    const value = round(target * (kumulatif ? rng.float(0.6, 0.97) : rng.float(0.85, 0.98)), d);
    return value >= target ? round(target - 10 ** -d, d) : Math.max(0, value);
  }
  const value = round(target * (kumulatif ? rng.float(1, 1.12) : rng.float(1, 1.05)), d);
  // A share cannot pass 100 % unless the target already does.
  if (satuan === '%' && target <= 100) return Math.max(target, Math.min(100, value));
  return Math.max(target, value);
}

/**
 * Monthly target and realisasi and the yearly values computed from them as the server does.
 * Countable indicators spread over the months; the others are measured in December only.
 */
export function deret(options: DeretOptions): Deret {
  const { rng, target, satuan, polaritas, gagal, bulanTerakhir } = options;
  const d = desimal(satuan);
  const skala = 10 ** d;
  const realisasiTahun = realisasiDari(rng, target, satuan, polaritas, gagal);
  let targetBulanan: Bulanan;
  let realisasiBulanan: Bulanan;
  if (isKumulatif(satuan)) {
    const bobot = bobotBulanan(rng, satuan, target);
    const t = splitInteger(Math.round(target * skala), bobot).map((v) => v / skala);
    const r = splitInteger(Math.round(realisasiTahun * skala), bobot).map((v) => v / skala);
    targetBulanan = t.map((v) => (v === 0 ? null : v));
    realisasiBulanan = r.map((v, i) => (i < bulanTerakhir ? v : null));
  } else {
    targetBulanan = [...Array<null>(11).fill(null), target];
    realisasiBulanan = [...Array<null>(11).fill(null), bulanTerakhir >= 12 ? realisasiTahun : null];
  }
  const targetTotal = sumPresent(targetBulanan);
  const realisasi = sumPresent(realisasiBulanan);
  return {
    target: targetTotal,
    realisasi,
    capaian: capaian(targetTotal, realisasi, polaritas),
    targetBulanan,
    realisasiBulanan,
  };
}

export interface Anggaran {
  anggaran: number;
  realisasiAnggaran: number;
  anggaranBulanan: Bulanan;
  realisasiAnggaranBulanan: Bulanan;
}

/**
 * Budget of a sub kegiatan (rupiah, whole thousands) with its monthly cash plan and spending:
 * spending follows the plan, 86-99 % absorbed in a closed year (55-90 % when the output failed).
 */
export function anggaranSub(
  rng: Rng,
  paguJuta: readonly [number, number],
  bobot: readonly number[],
  gagal: boolean,
  bulanTerakhir: number,
): Anggaran {
  const ribu = Math.round(rng.float(paguJuta[0], paguJuta[1]) * 1000);
  const rencana = bobot.map((w) => w + 0.35);
  const bulanan = splitInteger(ribu, rencana).map((v) => v * 1000);
  const serap = gagal ? rng.float(0.55, 0.9) : rng.float(0.86, 0.99);
  const realisasi = splitInteger(Math.round(ribu * serap), rencana).map((v, i) =>
    i < bulanTerakhir ? v * 1000 : null,
  );
  return {
    anggaran: ribu * 1000,
    realisasiAnggaran: sumRealisasiAnggaran(realisasi),
    anggaranBulanan: bulanan,
    realisasiAnggaranBulanan: realisasi,
  };
}

/** A parent's budget: the sums of its children, month by month. */
export function jumlahAnggaran(children: readonly Anggaran[]): Anggaran {
  const sum = (pick: (a: Anggaran) => Bulanan) =>
    Array.from({ length: 12 }, (_, i) => sumPresent(children.map((c) => pick(c)[i])));
  const realisasiAnggaranBulanan = sum((c) => c.realisasiAnggaranBulanan);
  return {
    anggaran: children.reduce((a, c) => a + c.anggaran, 0),
    realisasiAnggaran: sumRealisasiAnggaran(realisasiAnggaranBulanan),
    anggaranBulanan: sum((c) => c.anggaranBulanan),
    realisasiAnggaranBulanan,
  };
}

const BULAN_KEYS = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}_bulan_${i + 1}`);
const SERIES_KEYS = [
  BULAN_KEYS('target'),
  BULAN_KEYS('realisasi'),
  BULAN_KEYS('anggaran'),
  BULAN_KEYS('realisasi_anggaran'),
];

/**
 * The measured columns of a kinerja row (ukuran of schema/kinerja.ts), with the monthly columns
 * `target_bulan_1` .. `realisasi_anggaran_bulan_12` (the layout of monthlyColumns of
 * @sakip/domain). Assigned key by key into one object: spreading or merging objects with this many
 * keys is far slower in V8, and the seed builds thousands of rows.
 */
export function ukuranColumns(
  teks: { sasaran: string; indikator: string; satuan: string; polaritas: Polaritas },
  d: Deret,
  a: Anggaran,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const row: Record<string, unknown> = {
    sasaran: teks.sasaran,
    indikator: teks.indikator,
    satuan: teks.satuan,
    polaritas: teks.polaritas,
    target: d.target,
    realisasi: d.realisasi,
    capaian: d.capaian,
    anggaran: a.anggaran,
    realisasi_anggaran: a.realisasiAnggaran,
  };
  const series = [d.targetBulanan, d.realisasiBulanan, a.anggaranBulanan, a.realisasiAnggaranBulanan];
  series.forEach((values, s) => {
    const keys = must(SERIES_KEYS[s]);
    for (let b = 0; b < 12; b++) row[must(keys[b])] = values[b] ?? null;
  });
  for (const key of Object.keys(extra)) row[key] = extra[key];
  return row;
}
