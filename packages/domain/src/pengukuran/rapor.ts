import { capaian, finiteOrNull, round2, sumPresent, type Maybe, type Polaritas } from '../capaian';
import { formatNumber, formatPercent, formatRupiah } from '../format';
import type { Triwulan } from '../periods';

/**
 * Rapor kinerja (DOMAIN-2 §1): the quarterly report card of a unit, computed from the monthly
 * targets, realisations and budgets of its sub kegiatan. Pure functions; the server feeds them the
 * rows it read in a bounded number of statements, the web formats what they return.
 */

export const TRIWULAN_ROMAWI = ['I', 'II', 'III', 'IV'] as const;

export function isTriwulan(value: unknown): value is Triwulan {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** 'I' .. 'IV'. */
export function triwulanRomawi(tw: Triwulan): string {
  return TRIWULAN_ROMAWI[tw - 1] ?? String(tw);
}

/** The quarters after tw for "Penyesuaian Intervensi untuk Triwulan {…}": 'II, III & IV' … 'Tahun Selanjutnya'. */
export function triwulanBerikutnya(tw: Triwulan): string {
  const rest = TRIWULAN_ROMAWI.slice(tw);
  if (rest.length === 0) return 'Tahun Selanjutnya';
  if (rest.length === 1) return rest[0] as string;
  return `${rest.slice(0, -1).join(', ')} & ${rest[rest.length - 1]}`;
}

/** 'Triwulan II, III & IV' or 'Tahun Selanjutnya' (the title after "Penyesuaian Intervensi untuk"). */
export function labelPenyesuaian(tw: Triwulan): string {
  return tw === 4 ? 'Tahun Selanjutnya' : `Triwulan ${triwulanBerikutnya(tw)}`;
}

/** Months (1-based) of a cumulative quarter: TW1 = 1..3, TW2 = 1..6, TW3 = 1..9, TW4 = 1..12. */
export function bulanKumulatif(tw: Triwulan): number[] {
  return Array.from({ length: tw * 3 }, (_, i) => i + 1);
}

/** Cumulative sums month by month, up to the quarter's end: [Jan, Jan+Feb, …]; null while nothing is reported. */
export function kumulatifBulanan(monthly: readonly Maybe[], tw: Triwulan): (number | null)[] {
  return bulanKumulatif(tw).map((m) => sumPresent(monthly.slice(0, m)));
}

/** An item of the rapor in quarter tw: any month of the cumulative months has a target > 0. */
export function isRaporItem(targetBulanan: readonly Maybe[], tw: Triwulan): boolean {
  return targetBulanan.slice(0, tw * 3).some((v) => typeof v === 'number' && Number.isFinite(v) && v > 0);
}

/**
 * Tercapai ⇔ cumulative realisasi ≥ cumulative target (≤ for a lower-is-better indicator). A
 * missing realisasi is not achieved; a missing or non-positive target is not an item at all.
 */
export function itemTercapai(target: Maybe, realisasi: Maybe, polaritas: Polaritas = 'naik'): boolean {
  if (typeof target !== 'number' || !Number.isFinite(target) || target <= 0) return false;
  if (typeof realisasi !== 'number' || !Number.isFinite(realisasi)) return false;
  return polaritas === 'turun' ? realisasi <= target : realisasi >= target;
}

/** One sub kegiatan performance as the rapor reads it (12 monthly values per series). */
export interface RaporSumber {
  id: number;
  polaritas: Polaritas;
  /** The yearly budget: used when the item has no monthly cash plan. */
  anggaran: Maybe;
  target_bulanan: readonly Maybe[];
  realisasi_bulanan: readonly Maybe[];
  anggaran_bulanan: readonly Maybe[];
  realisasi_anggaran_bulanan: readonly Maybe[];
}

export interface RaporItem {
  id: number;
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  tercapai: boolean;
  anggaran: number;
  terserap: number;
}

/**
 * The item's numbers up to the end of quarter tw, or null when it is not an item of that quarter.
 * Anggaran is the cash plan of the cumulative months (the yearly budget when there is no monthly
 * plan); terserap the spending of the same months.
 */
export function raporItem(sumber: RaporSumber, tw: Triwulan): RaporItem | null {
  if (!isRaporItem(sumber.target_bulanan, tw)) return null;
  const months = tw * 3;
  const target = sumPresent(sumber.target_bulanan.slice(0, months));
  const realisasi = sumPresent(sumber.realisasi_bulanan.slice(0, months));
  const plan = sumPresent(sumber.anggaran_bulanan.slice(0, months));
  const hasPlan = sumber.anggaran_bulanan.some((v) => typeof v === 'number' && Number.isFinite(v) && v > 0);
  const yearly = typeof sumber.anggaran === 'number' && Number.isFinite(sumber.anggaran) ? sumber.anggaran : 0;
  return {
    id: sumber.id,
    target,
    realisasi,
    capaian: capaian(target, realisasi, sumber.polaritas),
    tercapai: itemTercapai(target, realisasi, sumber.polaritas),
    anggaran: hasPlan ? (plan ?? 0) : yearly,
    terserap: sumPresent(sumber.realisasi_anggaran_bulanan.slice(0, months)) ?? 0,
  };
}

export interface RaporRingkasan {
  jumlah: number;
  tercapai: number;
  tidak_tercapai: number;
  /** tercapai / jumlah × 100, two decimals; 0 when there is no item. */
  capaian: number;
  anggaran: number;
  terserap: number;
  tidak_terserap: number;
  /** Persentase anggaran terserap (terserap / anggaran × 100); null without a budget. */
  persen_terserap: number | null;
  persen_tidak_terserap: number | null;
  /** tidak terserap / anggaran × 100, only when every item is tercapai; else null ('-'). */
  efisiensi: number | null;
  /** Σ anggaran of the failed items. */
  anggaran_tidak_tercapai: number;
}

function persen(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return finiteOrNull(round2((part / whole) * 100));
}

/**
 * The sums a card is computed from: what the server's set-based read (the rank of every unit)
 * returns per unit, and what ringkasRapor adds up from a unit's items.
 */
export interface RaporJumlah {
  jumlah: number;
  tercapai: number;
  /** Σ anggaran of the items. */
  anggaran: number;
  /** Σ terserap of the items. */
  terserap: number;
  /** Σ anggaran of the failed items. */
  anggaran_tidak_tercapai: number;
}

/** The card's totals from the sums of its items. */
export function ringkasJumlah(j: RaporJumlah): RaporRingkasan {
  const { jumlah, tercapai } = j;
  const anggaran = round2(j.anggaran);
  const terserap = round2(j.terserap);
  const tidakTerserap = round2(Math.max(0, anggaran - terserap));
  const semuaTercapai = jumlah > 0 && tercapai === jumlah;
  return {
    jumlah,
    tercapai,
    tidak_tercapai: jumlah - tercapai,
    capaian: jumlah === 0 ? 0 : round2((tercapai / jumlah) * 100),
    anggaran,
    terserap,
    tidak_terserap: tidakTerserap,
    persen_terserap: persen(terserap, anggaran),
    persen_tidak_terserap: persen(tidakTerserap, anggaran),
    efisiensi: semuaTercapai ? persen(tidakTerserap, anggaran) : null,
    anggaran_tidak_tercapai: round2(j.anggaran_tidak_tercapai),
  };
}

/** The card's totals over the quarter's items. */
export function ringkasRapor(items: readonly RaporItem[]): RaporRingkasan {
  return ringkasJumlah({
    jumlah: items.length,
    tercapai: items.filter((i) => i.tercapai).length,
    anggaran: items.reduce((a, i) => a + i.anggaran, 0),
    terserap: items.reduce((a, i) => a + i.terserap, 0),
    anggaran_tidak_tercapai: items.filter((i) => !i.tercapai).reduce((a, i) => a + i.anggaran, 0),
  });
}

// -------------------------------------------------------------------------------------------
// Ranking
// -------------------------------------------------------------------------------------------

/** Above this efisiensi (%) saving counts against the unit: the 6th key is negated. */
export const EFISIENSI_BATAS_WAJAR = 10;

export interface RankInput {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  capaian: number;
  jumlah: number;
  anggaran: number;
  efisiensi: number | null;
  penambahan_output: number | null;
}

/** The 6th key: efisiensi, negated above 10 % (over-saving); null sorts below every number. */
export function nilaiEfisiensiRank(efisiensi: number | null): number | null {
  if (efisiensi === null || !Number.isFinite(efisiensi)) return null;
  return efisiensi > EFISIENSI_BATAS_WAJAR ? -efisiensi : efisiensi;
}

/** Descending, null below every number. */
function desc(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/**
 * Compares two units by DOMAIN-2's keys, each descending: capaian > 0; (only when capaian is 0)
 * number of items; anggaran > 0; capaian; penambahan jumlah output; efisiensi (negated above
 * 10 %, '-' last). Ties: unit name (id-ID), then id.
 */
export function compareRank(a: RankInput, b: RankInput): number {
  const keys: [number | null, number | null][] = [
    [a.capaian > 0 ? 1 : 0, b.capaian > 0 ? 1 : 0],
    [a.capaian > 0 ? 0 : a.jumlah, b.capaian > 0 ? 0 : b.jumlah],
    [a.anggaran > 0 ? 1 : 0, b.anggaran > 0 ? 1 : 0],
    [a.capaian, b.capaian],
    [a.penambahan_output ?? 0, b.penambahan_output ?? 0],
    [nilaiEfisiensiRank(a.efisiensi), nilaiEfisiensiRank(b.efisiensi)],
  ];
  for (const [x, y] of keys) {
    const c = desc(x, y);
    if (c !== 0) return c;
  }
  return (
    a.satuan_kerja_nama.localeCompare(b.satuan_kerja_nama, 'id-ID') ||
    a.satuan_kerja_id.localeCompare(b.satuan_kerja_id)
  );
}

/** The units in rank order with their rank (1-based, no shared places: ties are broken by name). */
export function rankUnits<T extends RankInput>(units: readonly T[]): (T & { rank: number })[] {
  return [...units].sort(compareRank).map((u, i) => ({ ...u, rank: i + 1 }));
}

/** "TERBAIK 3 DARI 42 PD DAN BIRO". */
export function labelRank(rank: number | null, total: number): string {
  return rank === null ? `BELUM ADA PERINGKAT DARI ${total} PD DAN BIRO` : `TERBAIK ${rank} DARI ${total} PD DAN BIRO`;
}

// -------------------------------------------------------------------------------------------
// Texts
// -------------------------------------------------------------------------------------------

/** "TRIWULAN II TAHUN 2025". */
export function judulTriwulan(tw: Triwulan, tahun: number): string {
  return `TRIWULAN ${triwulanRomawi(tw)} TAHUN ${tahun}`;
}

/** A number or '-' (never 'NaN', never a blank). */
export function angkaAtauStrip(value: Maybe, decimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  return formatNumber(value, Number.isInteger(value) ? 0 : decimals);
}

export interface NarasiItemGagal {
  sasaran: string;
  indikator: string;
  satuan: string;
  target: number | null;
  realisasi: number | null;
  penyebab: string | null;
  langkah_perbaikan: readonly { sasaran: string; anggaran: number | null }[];
}

export interface NarasiInput {
  satuan_kerja_nama: string;
  tahun: number;
  triwulan: Triwulan;
  ringkasan: RaporRingkasan;
  gagal: readonly NarasiItemGagal[];
}

function daftar(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`;
}

/**
 * The review written from the data: a summary, then each failed item with its cause and its
 * corrective steps (or a sentence for 100 %, or for a quarter without items). Paragraphs.
 */
export function narasiRapor(input: NarasiInput): string[] {
  const { ringkasan: r, satuan_kerja_nama: unit, tahun, triwulan } = input;
  const periode = `Triwulan ${triwulanRomawi(triwulan)} Tahun ${tahun}`;
  if (r.jumlah === 0) {
    return [
      `${unit} belum memiliki sasaran sub kegiatan dengan target sampai ${periode}, sehingga rapor kinerja belum dapat dinilai.`,
    ];
  }
  const anggaran = `Anggaran yang terserap ${formatRupiah(r.terserap)} dari ${formatRupiah(r.anggaran)} (${formatPercent(r.persen_terserap)}).`;
  if (r.tidak_tercapai === 0) {
    return [
      `Seluruh ${r.jumlah} sasaran sub kegiatan ${unit} tercapai sampai ${periode} (capaian ${formatPercent(r.capaian)}). ${anggaran} Efisiensi anggaran ${formatPercent(r.efisiensi)}.`,
    ];
  }
  const paragraphs = [
    `Sampai ${periode}, ${r.tercapai} dari ${r.jumlah} sasaran sub kegiatan ${unit} tercapai (capaian ${formatPercent(r.capaian)}) dan ${r.tidak_tercapai} tidak tercapai dengan anggaran ${formatRupiah(r.anggaran_tidak_tercapai)}. ${anggaran}`,
  ];
  for (const g of input.gagal) {
    const angka = `realisasi ${angkaAtauStrip(g.realisasi)} dari target ${angkaAtauStrip(g.target)} ${g.satuan}`.trim();
    let text = `${g.sasaran} (${g.indikator}: ${angka}) tidak tercapai`;
    text += g.penyebab ? ` karena ${g.penyebab.replace(/[.\s]+$/, '')}.` : '; penyebab kegagalan belum diisi.';
    if (g.langkah_perbaikan.length > 0) {
      const usulan = round2(g.langkah_perbaikan.reduce((a, l) => a + (l.anggaran ?? 0), 0));
      text += ` Langkah aksi perbaikan: ${daftar(g.langkah_perbaikan.map((l) => l.sasaran))} dengan usulan anggaran ${formatRupiah(usulan)}.`;
    } else if (g.penyebab) {
      text += ' Langkah aksi perbaikan belum disusun.';
    }
    paragraphs.push(text);
  }
  return paragraphs;
}
