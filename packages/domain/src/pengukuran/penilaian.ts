import { finiteOrNull, round2, type Maybe } from '../capaian';

/**
 * Nilai jenjang kinerja, the yearly penilaian kinerja organisasi and the SS-PD rapor's quarter
 * segments (DOMAIN-2 §5 and §1). Pure functions: the server feeds them what it read, the web
 * shows what they return.
 */

// -------------------------------------------------------------------------------------------
// Nilai jenjang kinerja
// -------------------------------------------------------------------------------------------

/** The demo's grade options (the live options are rows of nilai_jenjang_opsi). */
export const NILAI_JENJANG_OPSI_AWAL = [
  { label: 'Indikator kinerja nasional', nilai: 100 },
  { label: 'Berorientasi hasil (outcome) dan SMART', nilai: 100 },
  { label: 'Immediate outcome, output, atau di luar core business', nilai: 80 },
] as const;

function present(v: Maybe): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** Average of the graded values (two decimals); null when nothing is graded. */
export function rataRata(values: readonly Maybe[]): number | null {
  const xs = values.filter(present);
  if (xs.length === 0) return null;
  return finiteOrNull(round2(xs.reduce((a, x) => a + x, 0) / xs.length));
}

// -------------------------------------------------------------------------------------------
// Penilaian kinerja organisasi: the composite
// -------------------------------------------------------------------------------------------

export const KOMPONEN_PENILAIAN = ['capaian_iku', 'rapor', 'lke', 'nilai_jenjang', 'efisiensi'] as const;
export type KomponenPenilaian = (typeof KOMPONEN_PENILAIAN)[number];
export type BobotPenilaian = Record<KomponenPenilaian, number>;
export type NilaiKomponen = Record<KomponenPenilaian, number | null>;

export const LABEL_KOMPONEN: Record<KomponenPenilaian, string> = {
  capaian_iku: 'Capaian IKU',
  rapor: 'Rapor Kinerja',
  lke: 'Nilai LKE',
  nilai_jenjang: 'Nilai Jenjang Kinerja',
  efisiensi: 'Efisiensi Anggaran',
};

/** How each part is computed (shown on the detail page). */
export const CARA_HITUNG_KOMPONEN: Record<KomponenPenilaian, string> = {
  capaian_iku: 'Rata-rata capaian IKU (sasaran strategis PD) pada tahun ini, tiap capaian dibatasi 0 sampai 100.',
  rapor: 'Rata-rata capaian rapor kinerja triwulan I sampai IV yang memiliki sasaran sub kegiatan.',
  lke: 'Nilai akhir Lembar Kerja Evaluasi (LKE) satuan kerja pada tahun ini.',
  nilai_jenjang: 'Rata-rata nilai jenjang kinerja seluruh IKU satuan kerja yang sudah dinilai.',
  efisiensi:
    '100 dikurangi selisih persentase anggaran terserap dan capaian rapor triwulan IV (jarak dari Garis Normal), dibatasi 0 sampai 100.',
};

/** The weights used when super has not set any for the year. */
export const BOBOT_PENILAIAN_AWAL: BobotPenilaian = {
  capaian_iku: 30,
  rapor: 25,
  lke: 20,
  nilai_jenjang: 15,
  efisiensi: 10,
};

/** A score clipped to 0..100 (two decimals); null stays null. */
export function skor(value: Maybe): number | null {
  if (!present(value)) return null;
  return round2(Math.min(100, Math.max(0, value)));
}

/** Efisiensi part: 100 − |persen anggaran terserap − capaian rapor|, 0..100; null without a budget. */
export function skorEfisiensi(persenTerserap: Maybe, capaianRapor: Maybe): number | null {
  if (!present(persenTerserap) || !present(capaianRapor)) return null;
  return skor(100 - Math.abs(persenTerserap - capaianRapor));
}

export interface Komposit {
  /** Σ bobot × nilai / Σ bobot over the parts with data and a weight; null when none. */
  nilai: number | null;
  /** The weight each part really got (percent of the used total, two decimals); null = left out. */
  bobot_efektif: NilaiKomponen;
  /** Some weighted part had no data and the others' weights were re-normalised. */
  dinormalisasi: boolean;
}

/** The yearly composite of DOMAIN-2 §5: parts without data are left out, the weights re-normalised. */
export function hitungKomposit(nilai: NilaiKomponen, bobot: BobotPenilaian): Komposit {
  const used = KOMPONEN_PENILAIAN.filter((k) => present(nilai[k]) && bobot[k] > 0);
  const total = used.reduce((a, k) => a + bobot[k], 0);
  const bobotEfektif = Object.fromEntries(
    KOMPONEN_PENILAIAN.map((k) => [k, used.includes(k) && total > 0 ? round2((bobot[k] / total) * 100) : null]),
  ) as NilaiKomponen;
  const dinormalisasi = KOMPONEN_PENILAIAN.some((k) => bobot[k] > 0 && !present(nilai[k]));
  if (total <= 0) return { nilai: null, bobot_efektif: bobotEfektif, dinormalisasi };
  const sum = used.reduce((a, k) => a + bobot[k] * (nilai[k] as number), 0);
  return { nilai: finiteOrNull(round2(sum / total)), bobot_efektif: bobotEfektif, dinormalisasi };
}

/**
 * Competition ranking ("1224") of values already sorted best first: equal values share the rank of
 * the first of them, the next value skips the shared places; null (no value) ranks after every value.
 */
export function peringkatKompetisi(values: readonly (number | null)[]): number[] {
  const ranks: number[] = [];
  values.forEach((v, i) => {
    ranks.push(i > 0 && values[i - 1] === v ? (ranks[i - 1] as number) : i + 1);
  });
  return ranks;
}

/** Units by composite, descending, '-' last; ties by name. Rank 1..n. */
export function rankPenilaian<T extends { nilai: number | null; satuan_kerja_nama: string }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  return [...rows]
    .sort((a, b) => {
      if (a.nilai === null || b.nilai === null) {
        if (a.nilai !== b.nilai) return a.nilai === null ? 1 : -1;
      } else if (a.nilai !== b.nilai) return b.nilai - a.nilai;
      return a.satuan_kerja_nama.localeCompare(b.satuan_kerja_nama, 'id-ID');
    })
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

// -------------------------------------------------------------------------------------------
// Rapor SS-PD: quarter segments of a stacked bar
// -------------------------------------------------------------------------------------------

/**
 * The stacked segments of cumulative quarter values: each segment is the increment over the
 * previous quarter (never negative), labelled with the cumulative value; a missing quarter is a
 * null segment and does not move the base.
 */
export function segmenTriwulan(kumulatif: readonly Maybe[]): { segmen: number | null; kumulatif: number | null }[] {
  let base = 0;
  return kumulatif.map((v) => {
    if (!present(v)) return { segmen: null, kumulatif: null };
    const seg = round2(Math.max(0, v - base));
    base = Math.max(base, v);
    return { segmen: seg, kumulatif: v };
  });
}
