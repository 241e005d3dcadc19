/**
 * LKE (Lembar Kerja Evaluasi, PermenPAN-RB 88/2021), DOMAIN-2 §2: scores, predikat bands, the
 * final-value cascade, the what-if, the completeness check and the stages of a unit's worksheet.
 * Pure functions; the server computes with them and the web shows what they give.
 */
import { transition } from '../workflow/workflow';
import { lkeWorkflow } from './lke-workflow';
import { formatNumber } from '../format';

export * from './lke-schemas';
export { lkeWorkflow } from './lke-workflow';
export * from './lke-answers';
export * from './lke.endpoints';

// -------------------------------------------------------------------------------------------
// The worksheet as data
// -------------------------------------------------------------------------------------------

export type LkeSlotJenis = 'file' | 'text' | 'link';
export const LKE_SLOT_JENIS: readonly LkeSlotJenis[] = ['file', 'text', 'link'];

export interface LkeOpsi {
  id: number;
  label: string;
  /** 0..1 */
  nilai: number;
  penjelasan: string | null;
}
export interface LkeSlot {
  id: number;
  label: string;
  jenis: LkeSlotJenis;
}
export interface LkeKriteria {
  id: number;
  kode: string;
  pertanyaan: string;
  opsi: LkeOpsi[];
  slots: LkeSlot[];
}
/** The kind of a sub komponen (88/2021): every component has a keberadaan, kualitas and pemanfaatan. */
export type LkeSubJenis = 'keberadaan' | 'kualitas' | 'pemanfaatan';
export const LKE_SUB_JENIS: readonly LkeSubJenis[] = ['keberadaan', 'kualitas', 'pemanfaatan'];

export interface LkeSubKomponen {
  id: number;
  kode: string;
  nama: string;
  /** Keberadaan / kualitas / pemanfaatan; absent in older data: read from the name. */
  jenis?: LkeSubJenis | null;
  /** The sub komponen's official meaning, in our words. */
  penjelasan?: string | null;
  /** Absolute weight (points of 100), e.g. 6 for 20 % of a component of 30. */
  bobot: number;
  kriteria: LkeKriteria[];
}
export interface LkeKomponen {
  id: number;
  kode: string;
  nama: string;
  bobot: number;
  sub: LkeSubKomponen[];
}
export type LkeStructure = LkeKomponen[];

// -------------------------------------------------------------------------------------------
// The answer scale of PermenPAN-RB 88/2021 (DOMAIN-3 §1.1)
// -------------------------------------------------------------------------------------------

export type LkeNilaiKode = 'AA' | 'A' | 'BB' | 'B' | 'CC' | 'C' | 'D' | 'E';
export interface LkeSkalaOpsi {
  label: LkeNilaiKode;
  nilai_persen: number;
  /** The grade's meaning for a keberadaan sub komponen. */
  keberadaan: string;
  /** The grade's meaning for a kualitas or pemanfaatan sub komponen. */
  mutu: string;
}

const TERPENUHI = 'Kriteria terpenuhi seluruhnya';
/** AA..E = 100/90/80/70/60/50/30/0 %: BB is "fully met as the national policy requires". */
export const LKE_SKALA: readonly LkeSkalaOpsi[] = [
  {
    label: 'AA',
    nilai_persen: 100,
    keberadaan: `${TERPENUHI} dan telah terjaga sekurang-kurangnya 5 tahun`,
    mutu: `${TERPENUHI} dengan inovasi yang layak menjadi contoh secara nasional`,
  },
  {
    label: 'A',
    nilai_persen: 90,
    keberadaan: `${TERPENUHI} dan telah terjaga sekurang-kurangnya 1 tahun`,
    mutu: `${TERPENUHI} disertai upaya lanjutan yang layak diapresiasi`,
  },
  ...(
    [
      ['BB', 80, `${TERPENUHI} sesuai dengan kebijakan nasional`],
      ['B', 70, 'Lebih dari 75% kriteria terpenuhi, tetapi belum seluruhnya'],
      ['CC', 60, 'Lebih dari 50% sampai dengan 75% kriteria terpenuhi'],
      ['C', 50, 'Lebih dari 25% sampai dengan 50% kriteria terpenuhi'],
      ['D', 30, 'Baru dimulai: sampai dengan 25% kriteria terpenuhi'],
      ['E', 0, 'Belum ada upaya sama sekali untuk memenuhi kriteria'],
    ] as const
  ).map(([label, nilai_persen, makna]) => ({ label, nilai_persen, keberadaan: makna, mutu: makna })),
];

/** The eight options of a criterion of a sub komponen of this kind, with their meanings. */
export function lkeSkalaOpsi(jenis: LkeSubJenis): { label: LkeNilaiKode; nilai_persen: number; penjelasan: string }[] {
  return LKE_SKALA.map((o) => ({
    label: o.label,
    nilai_persen: o.nilai_persen,
    penjelasan: jenis === 'keberadaan' ? o.keberadaan : o.mutu,
  }));
}

/** The kind of a sub komponen: its own, else read from its name (Keberadaan / Kualitas / Pemanfaatan). */
export function lkeSubJenis(sub: Pick<LkeSubKomponen, 'jenis' | 'nama'>): LkeSubJenis | null {
  if (sub.jenis) return sub.jenis;
  const nama = sub.nama.toLowerCase();
  return LKE_SUB_JENIS.find((j) => nama.includes(j)) ?? null;
}

// -------------------------------------------------------------------------------------------
// Scores
// -------------------------------------------------------------------------------------------

/** Two decimals, without float noise (89.99999999 → 90). */
function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export interface LkeSubScore {
  id: number;
  nilai: number;
}
export interface LkeKomponenScore {
  id: number;
  nilai: number;
  sub: LkeSubScore[];
}
export interface LkeScore {
  komponen: LkeKomponenScore[];
  total: number;
}

/**
 * Sub komponen = mean of its criteria values × its weight (an unanswered criterion counts 0, so a
 * total grows while a unit fills in); komponen = Σ sub; total = Σ komponen.
 */
export function lkeScore(
  structure: LkeStructure,
  valueOf: (kriteriaId: number) => number | null | undefined,
): LkeScore {
  const komponen = structure.map((k) => {
    const sub = k.sub.map((s) => {
      const n = s.kriteria.length;
      const sum = s.kriteria.reduce((acc, c) => acc + (valueOf(c.id) ?? 0), 0);
      return { id: s.id, nilai: n === 0 ? 0 : round2((sum / n) * s.bobot) };
    });
    return { id: k.id, nilai: round2(sub.reduce((a, s) => a + s.nilai, 0)), sub };
  });
  return { komponen, total: round2(komponen.reduce((a, k) => a + k.nilai, 0)) };
}

/** The value (0..1) of a chosen option of a criterion, or null when none or unknown. */
export function opsiValueMap(structure: LkeStructure): Map<number, number> {
  const map = new Map<number, number>();
  for (const k of structure)
    for (const s of k.sub) for (const c of s.kriteria) for (const o of c.opsi) map.set(o.id, o.nilai);
  return map;
}

// -------------------------------------------------------------------------------------------
// Predikat
// -------------------------------------------------------------------------------------------

export type LkePredikatKode = 'AA' | 'A' | 'BB' | 'B' | 'CC' | 'C' | 'D';
export interface LkePredikat {
  kode: LkePredikatKode;
  /** Exclusive lower bound (the band is (min, max]); D starts at 0 inclusive. */
  min: number;
  max: number;
  keterangan: string;
  /** What the predikat says about the unit's accountability (our words). */
  interpretasi: string;
}

/** Official bands, best first. A score exactly on a boundary belongs to the lower band (90 is A). */
export const LKE_PREDIKAT: readonly LkePredikat[] = [
  {
    kode: 'AA',
    min: 90,
    max: 100,
    keterangan: 'Sangat Memuaskan',
    interpretasi:
      'Akuntabilitas kinerja sepenuhnya efektif sampai ke tingkat individu pegawai; budaya kinerja telah melekat dan layak menjadi contoh.',
  },
  {
    kode: 'A',
    min: 80,
    max: 90,
    keterangan: 'Memuaskan',
    interpretasi:
      'Akuntabilitas kinerja efektif di seluruh unit kerja dan kinerja diukur sampai tingkat individu; tinggal penyempurnaan.',
  },
  {
    kode: 'BB',
    min: 70,
    max: 80,
    keterangan: 'Sangat Baik',
    interpretasi:
      'Akuntabilitas kinerja efektif di sebagian besar unit kerja dan budaya kinerja mulai terbentuk; perlu perbaikan kecil.',
  },
  {
    kode: 'B',
    min: 60,
    max: 70,
    keterangan: 'Baik',
    interpretasi:
      'Akuntabilitas kinerja cukup efektif pada unit kerja utama; masih perlu perbaikan yang tidak mendasar.',
  },
  {
    kode: 'CC',
    min: 50,
    max: 60,
    keterangan: 'Cukup (Memadai)',
    interpretasi:
      'Sistem dan tatanan akuntabilitas kinerja sudah ada dan memadai, tetapi penerapannya perlu banyak perbaikan.',
  },
  {
    kode: 'C',
    min: 30,
    max: 50,
    keterangan: 'Kurang',
    interpretasi: 'Sistem dan tatanan akuntabilitas kinerja belum dapat diandalkan; perlu perbaikan yang mendasar.',
  },
  {
    kode: 'D',
    min: 0,
    max: 30,
    keterangan: 'Sangat Kurang',
    interpretasi: 'SAKIP hampir tidak diterapkan; sistem dan tatanan akuntabilitas kinerja perlu dibangun dari awal.',
  },
];

/** Said on the results and the LHE of an evaluation closed before the move to the 88/2021 scale. */
export const LKE_SKALA_LAMA_CATATAN =
  'Evaluasi ini ditutup dengan skala penilaian lama (PermenPAN-RB 12/2015: Ya/Tidak dan A-E); nilai akhirnya tetap seperti yang tercatat, sedangkan jawaban telah dipindahkan ke skala PermenPAN-RB 88/2021.';

export function lkePredikat(total: number | null | undefined): LkePredikat | null {
  if (total === null || total === undefined || !Number.isFinite(total)) return null;
  const t = round2(total);
  return LKE_PREDIKAT.find((p) => t > p.min) ?? LKE_PREDIKAT[LKE_PREDIKAT.length - 1] ?? null;
}

// -------------------------------------------------------------------------------------------
// Logical frame (kerangka logis)
// -------------------------------------------------------------------------------------------

export interface LkeKerangkaLogis {
  komponen_id: number;
  /** The kualitas or pemanfaatan sub komponen graded above its keberadaan. */
  sub_komponen_id: number;
  sub: string;
  keberadaan: string;
  /** Mean grade of the answered criteria, in percent. */
  nilai_sub: number;
  nilai_keberadaan: number;
  pesan: string;
}

/** Mean percent of a sub komponen's answered criteria, or null when none is answered. */
function meanPersen(s: LkeSubKomponen, valueOf: (kriteriaId: number) => number | null | undefined): number | null {
  const values = s.kriteria.map((c) => valueOf(c.id)).filter((v): v is number => v !== null && v !== undefined);
  return values.length ? round2((values.reduce((a, v) => a + v, 0) / values.length) * 100) : null;
}

/**
 * A kualitas or pemanfaatan sub komponen graded above its component's keberadaan breaks the
 * logical frame (a document cannot be better than it exists): a warning naming both, not a block.
 * Compared by the mean grade of the answered criteria; a sub komponen without answers is skipped.
 */
export function lkeKerangkaLogis(
  structure: LkeStructure,
  valueOf: (kriteriaId: number) => number | null | undefined,
): LkeKerangkaLogis[] {
  const out: LkeKerangkaLogis[] = [];
  for (const k of structure) {
    const ada = k.sub.find((s) => lkeSubJenis(s) === 'keberadaan');
    const nilaiAda = ada ? meanPersen(ada, valueOf) : null;
    if (!ada || nilaiAda === null) continue;
    for (const s of k.sub) {
      if (s === ada || lkeSubJenis(s) === null) continue;
      const nilai = meanPersen(s, valueOf);
      if (nilai === null || nilai <= nilaiAda) continue;
      const nama = (x: LkeSubKomponen) => `${x.kode} ${x.nama}`;
      out.push({
        komponen_id: k.id,
        sub_komponen_id: s.id,
        sub: nama(s),
        keberadaan: nama(ada),
        nilai_sub: nilai,
        nilai_keberadaan: nilaiAda,
        pesan:
          `${k.nama}: ${nama(s)} (${formatNumber(nilai, 2)}%) dinilai lebih tinggi daripada ${nama(ada)} ` +
          `(${formatNumber(nilaiAda, 2)}%). Periksa kembali kerangka logisnya.`,
      });
    }
  }
  return out;
}

// -------------------------------------------------------------------------------------------
// Final value cascade
// -------------------------------------------------------------------------------------------

export type LkeSumber = 'pleno' | 'tahap_akhir' | 'tahap_awal';
export const LKE_SUMBER_LABEL: Record<LkeSumber, string> = {
  pleno: 'Pleno',
  tahap_akhir: 'Tahap Akhir',
  tahap_awal: 'Tahap Awal',
};

/** The final value: the plenary total if any, else the latest closed validator stage, else none. */
export function lkeNilaiAkhir(input: {
  pleno: number | null;
  tahapAkhir: number | null;
  tahapAwal: number | null;
}): { nilai: number; sumber: LkeSumber } | null {
  if (input.pleno !== null) return { nilai: input.pleno, sumber: 'pleno' };
  if (input.tahapAkhir !== null) return { nilai: input.tahapAkhir, sumber: 'tahap_akhir' };
  if (input.tahapAwal !== null) return { nilai: input.tahapAwal, sumber: 'tahap_awal' };
  return null;
}

// -------------------------------------------------------------------------------------------
// What-if: what would raise the predikat
// -------------------------------------------------------------------------------------------

export interface LkeWhatIfItem {
  kriteria_id: number;
  kode: string;
  pertanyaan: string;
  komponen: string;
  nilai_sekarang: number;
  /** Points of the total gained if this criterion reached the best option. */
  potensi: number;
}
export interface LkeWhatIf {
  total: number;
  predikat: LkePredikatKode | null;
  /** The next band up, or null at AA. */
  predikat_berikutnya: LkePredikatKode | null;
  /** Points the total needs to enter the next band (strictly above its lower bound, 2 decimals). */
  poin_dibutuhkan: number | null;
  /** Criteria with the largest gain first. */
  kriteria: LkeWhatIfItem[];
  /** How many of the listed criteria (in order) are enough for the next band; null if not reachable. */
  cukup_dengan: number | null;
}

export function lkeWhatIf(
  structure: LkeStructure,
  valueOf: (kriteriaId: number) => number | null | undefined,
  limit = 10,
  /** The value the what-if starts from when it is not the criteria's score: the final value (the plenary's). */
  start?: number,
): LkeWhatIf {
  const total = start ?? lkeScore(structure, valueOf).total;
  const current = lkePredikat(total);
  const index = current ? LKE_PREDIKAT.indexOf(current) : LKE_PREDIKAT.length;
  const next = index > 0 ? (LKE_PREDIKAT[index - 1] ?? null) : null;
  const items: LkeWhatIfItem[] = [];
  for (const k of structure)
    for (const s of k.sub)
      for (const c of s.kriteria) {
        const v = valueOf(c.id) ?? 0;
        const best = c.opsi.reduce((m, o) => Math.max(m, o.nilai), 0);
        const potensi = round2(((best - v) * s.bobot) / s.kriteria.length);
        if (potensi > 0)
          items.push({
            kriteria_id: c.id,
            kode: c.kode,
            pertanyaan: c.pertanyaan,
            komponen: k.nama,
            nilai_sekarang: v,
            potensi,
          });
      }
  items.sort((a, b) => b.potensi - a.potensi || a.kode.localeCompare(b.kode));
  const needed = next ? round2(next.min + 0.01 - total) : null;
  let cukup: number | null = null;
  if (needed !== null) {
    let acc = 0;
    for (let i = 0; i < items.length; i++) {
      acc = round2(acc + (items[i]?.potensi ?? 0));
      if (acc >= needed) {
        cukup = i + 1;
        break;
      }
    }
  }
  return {
    total,
    predikat: current?.kode ?? null,
    predikat_berikutnya: next?.kode ?? null,
    poin_dibutuhkan: needed,
    kriteria: items.slice(0, limit),
    cukup_dengan: cukup,
  };
}

// -------------------------------------------------------------------------------------------
// Completeness (submit)
// -------------------------------------------------------------------------------------------

export interface LkeMissing {
  kriteria_id: number;
  kode: string;
  /** 'Jawaban' or the label of an empty evidence slot. */
  kurang: string[];
}

/** Every criterion answered and every evidence slot filled; lists what is missing. */
export function lkeMissing(
  structure: LkeStructure,
  answered: (kriteriaId: number) => boolean,
  filled: (slotId: number) => boolean,
): LkeMissing[] {
  const out: LkeMissing[] = [];
  for (const k of structure)
    for (const s of k.sub)
      for (const c of s.kriteria) {
        const kurang = [
          ...(answered(c.id) ? [] : ['Jawaban']),
          ...c.slots.filter((sl) => !filled(sl.id)).map((sl) => sl.label),
        ];
        if (kurang.length) out.push({ kriteria_id: c.id, kode: c.kode, kurang });
      }
  return out;
}

/** The Indonesian message of an incomplete submit: the first few missing items, then a count. */
export function lkeMissingMessage(missing: LkeMissing[], shown = 5): string {
  const head = missing
    .slice(0, shown)
    .map((m) => `${m.kode} (${m.kurang.join(', ')})`)
    .join('; ');
  const rest = missing.length > shown ? ` dan ${missing.length - shown} kriteria lainnya` : '';
  return `Lembar kerja belum lengkap: ${head}${rest}`;
}

// -------------------------------------------------------------------------------------------
// Stages (state machine per unit and year)
// -------------------------------------------------------------------------------------------

/** The stages and their events are the workflow `lkeWorkflow` (lke-workflow.ts). */
export const LKE_TAHAP = ['pengisian', 'validasi_1', 'perbaikan', 'validasi_2', 'pleno', 'selesai'] as const;
export type LkeTahap = (typeof LKE_TAHAP)[number];
export const LKE_TAHAP_LABEL = Object.fromEntries(
  LKE_TAHAP.map((tahap) => [tahap, lkeWorkflow.states[tahap].label]),
) as Record<LkeTahap, string>;

export type LkeEvent = keyof typeof lkeWorkflow.events;

/** What a refused event says (the 422 of the stage routes). */
export const LKE_REFUSAL = Object.fromEntries(
  Object.entries(lkeWorkflow.events).map(([event, rule]) => [event, rule.refused as string]),
) as Record<LkeEvent, string>;

/** The next stage, or null when the event is not allowed now. */
export function lkeTransition(tahap: LkeTahap, event: LkeEvent): LkeTahap | null {
  const outcome = transition(lkeWorkflow, tahap, event);
  return outcome.ok ? outcome.to : null;
}

/** Who may write what at a stage. */
export function lkeUnitMayEdit(tahap: LkeTahap, tahapLembar: 1 | 2): boolean {
  return tahapLembar === 1 ? tahap === 'pengisian' : tahap === 'perbaikan';
}
export function lkeValidatorMayScore(tahap: LkeTahap, tahapLembar: 1 | 2): boolean {
  return tahapLembar === 1 ? tahap === 'validasi_1' : tahap === 'validasi_2';
}
/** Stage 1 closed (validator's first values are final) at these stages. */
export function lkeTahapAwalClosed(tahap: LkeTahap): boolean {
  return tahap === 'perbaikan' || tahap === 'validasi_2' || tahap === 'pleno' || tahap === 'selesai';
}
export function lkeTahapAkhirClosed(tahap: LkeTahap): boolean {
  return tahap === 'pleno' || tahap === 'selesai';
}

// -------------------------------------------------------------------------------------------
// Plenary
// -------------------------------------------------------------------------------------------

/** A plenary value in [0, bobot], step 0.5; the Indonesian message, or null when valid. */
export function lkePlenoError(nilai: number, bobot: number): string | null {
  if (!Number.isFinite(nilai)) return 'Nilai harus berupa angka';
  if (nilai < 0 || nilai > bobot) return `Nilai harus antara 0 dan ${String(bobot).replace('.', ',')}`;
  if (Math.abs(nilai * 2 - Math.round(nilai * 2)) > 1e-9) return 'Nilai harus kelipatan 0,5';
  return null;
}

// -------------------------------------------------------------------------------------------
// Generated notes (closing stage 2)
// -------------------------------------------------------------------------------------------

export interface LkeNoteInput {
  kriteria: LkeKriteria;
  komponenId: number;
  unitOpsiId: number | null;
  validatorOpsiId: number | null;
  status: 'terima' | 'tolak' | null;
  catatan: string | null;
}

/** Notes of DOMAIN-2 §2: criteria whose final value differs from the unit's answer or that were rejected. */
export function lkeGeneratedNotes(rows: LkeNoteInput[]): { komponen_id: number; kriteria_id: number; teks: string }[] {
  const out: { komponen_id: number; kriteria_id: number; teks: string }[] = [];
  for (const r of rows) {
    const unit = r.kriteria.opsi.find((o) => o.id === r.unitOpsiId);
    const val = r.kriteria.opsi.find((o) => o.id === r.validatorOpsiId);
    const differs = (unit?.nilai ?? null) !== (val?.nilai ?? null);
    if (!differs && r.status !== 'tolak') continue;
    const parts = [`${r.kriteria.kode} ${r.kriteria.pertanyaan}`];
    if (differs) parts.push(`jawaban unit "${unit?.label ?? '-'}", nilai evaluator "${val?.label ?? '-'}"`);
    if (r.status === 'tolak') parts.push('eviden ditolak');
    if (r.catatan) parts.push(r.catatan);
    out.push({ komponen_id: r.komponenId, kriteria_id: r.kriteria.id, teks: parts.join(': ') });
  }
  return out;
}
