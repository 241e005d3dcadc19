import { z } from 'zod';
import { mayChooseViewUnit, rowInScope, scopeOf, unitViewScope, type Actor } from '../permissions';
import type { ReportColumn } from '../report/define';
import { DISPLAY_MAKRO_REPORTS, DISPLAY_MIKRO_REPORTS } from '../report/pages/display';
import type { DisplayScope } from '../report/pages/display-common';
import { capaianBand } from '../report/cells';
import { BAB_LKIP_LABELS, NARASI_JENIS, NARASI_JENIS_LABELS } from '../schemas/pelaporan';
import { satuanKerjaQuery } from '../schemas/primitives';
import { text, num, angka, satuanKerjaRef } from '../schemas/record-fields';

/**
 * LKIP Bab I-III (DOMAIN-2 §5, issue 14 item 5): the chapters are tables of the display pages
 * (the same rows, the same columns, computed once by the display module) plus the narratives of
 * narasi-pemda / narasi-pd of that chapter. `pemda` is the city's LKIP (RPJMD goals, display
 * makro), `pd` a unit's (SS-PD, display mikro). This file says which table goes where, whose
 * LKIP an actor gets, and the shapes both sides share.
 */

export const LKIP_BAB = [1, 2, 3] as const;
export type LkipBab = (typeof LKIP_BAB)[number];

/** The chapter titles: the narrative parts' labels (one list for the screens, lists and PDF). */
export const LKIP_BAB_JUDUL: Record<LkipBab, string> = {
  1: BAB_LKIP_LABELS[1],
  2: BAB_LKIP_LABELS[2],
  3: BAB_LKIP_LABELS[3],
};
/** The front matter and the back matter of the PDF (PermenPAN-RB 53/2014, DOMAIN-3 §1.2). */
export const LKIP_KATA_PENGANTAR_JUDUL = NARASI_JENIS_LABELS['kata-pengantar'];
export const LKIP_IKHTISAR_JUDUL = NARASI_JENIS_LABELS['ikhtisar-eksekutif'];
export const LKIP_LAMPIRAN_JUDUL = 'Lampiran';
/** Bab III's two parts. */
export const LKIP_BAGIAN = ['A', 'B'] as const;
export type LkipBagian = (typeof LKIP_BAGIAN)[number];
export const LKIP_BAGIAN_JUDUL: Record<LkipBagian, string> = {
  A: 'A. Capaian Kinerja Organisasi',
  B: 'B. Realisasi Anggaran',
};
/** Bab III's part where each goal's narratives sit under the goal (screen and PDF). */
export const LKIP_SASARAN_JUDUL = 'Analisis Capaian Kinerja per Sasaran';
/** Narratives of bab 4 (Penutup) close the PDF. */
export const LKIP_PENUTUP_JUDUL = BAB_LKIP_LABELS[4];
/** What Bab IV (always printed) says when nobody wrote its narrative. */
export const LKIP_PENUTUP_KOSONG = 'Narasi penutup belum ditulis.';
export const LKIP_KATA_PENGANTAR_KOSONG = 'Kata pengantar belum ditulis.';
/** Bab I's cascading diagram (screen and PDF). */
export const LKIP_DIAGRAM_JUDUL = 'Gambar 1.1 Diagram Cascading Kinerja';

export const LKIP_LINGKUP = ['pemda', 'pd'] as const;
export type LkipLingkup = (typeof LKIP_LINGKUP)[number];
const SCOPE_OF: Record<LkipLingkup, DisplayScope> = { pemda: 'makro', pd: 'mikro' };

/** One table of a chapter: a display page of the scope and the columns of it that the LKIP shows. */
export interface LkipSectionDef {
  key: string;
  judul: string;
  /** The display page's slug under display-makro (pemda) and display-mikro (pd). */
  page: Record<LkipLingkup, string>;
  /** Column keys shown, in the page's order; absent = every column of the page. */
  columns?: Partial<Record<LkipLingkup, readonly string[]>>;
  /** Levels whose rows are cut to one per distinct value of the shown columns (a coarser table). */
  distinct?: readonly LkipLingkup[];
  /** Adds the success / failure factors of each row's goal (LKIP_FAKTOR_COLUMNS, Bab III). */
  faktor?: boolean;
  /** Bab III: the part the table sits in (A. Capaian Kinerja Organisasi, B. Realisasi Anggaran). */
  bagian?: LkipBagian;
}

/**
 * The factors of an IKU (DOMAIN-2 §5, Bab III's data table): what made it work (CSF notes of the
 * goal and the nodes below it marked tercapai), what made it fail (failed-CSF notes and the rapor's
 * causes of failure, the last quarter's per item) and the solution (the corrective langkah aksi of
 * those causes). The LKIP's own columns, beside the display page's.
 */
export const LKIP_FAKTOR_JENIS = ['berhasil', 'gagal', 'solusi'] as const;
export type LkipFaktorJenis = (typeof LKIP_FAKTOR_JENIS)[number];
export const LKIP_FAKTOR_COLUMNS: readonly ReportColumn[] = [
  { key: 'faktor_berhasil', header: 'Faktor Keberhasilan', kind: 'text' },
  { key: 'faktor_gagal', header: 'Faktor Kegagalan / Penyebab', kind: 'text' },
  { key: 'faktor_solusi', header: 'Solusi / Langkah Perbaikan', kind: 'text' },
];
const FAKTOR_KEY: Record<LkipFaktorJenis, string> = {
  berhasil: 'faktor_berhasil',
  gagal: 'faktor_gagal',
  solusi: 'faktor_solusi',
};
/** Statements shown per factor column of an IKU; the rest is counted ('dan N lainnya'). */
export const LKIP_FAKTOR_MAX = 3;

/** One distinct statement of a goal's factor: how often it was written, the last quarter it names. */
export interface LkipFaktorItem {
  goal_id: number;
  jenis: LkipFaktorJenis;
  teks: string;
  jumlah: number;
  triwulan: number;
}

/**
 * The factor cells of each goal: per column the most frequent statements first (then the latest
 * quarter, then alphabetical), at most LKIP_FAKTOR_MAX, one per line, and a last line counting
 * the rest; null when there is none.
 */
export function ringkasFaktor(items: readonly LkipFaktorItem[]): Map<number, Record<string, string | null>> {
  type Seen = { jumlah: number; triwulan: number };
  // goal → jenis → statement → how often, last quarter
  const grouped = new Map<number, Map<LkipFaktorJenis, Map<string, Seen>>>();
  for (const item of items) {
    const teks = item.teks.replace(/\s+/g, ' ').trim();
    if (!teks) continue;
    let byJenis = grouped.get(item.goal_id);
    if (!byJenis) grouped.set(item.goal_id, (byJenis = new Map<LkipFaktorJenis, Map<string, Seen>>()));
    let byTeks = byJenis.get(item.jenis);
    if (!byTeks) byJenis.set(item.jenis, (byTeks = new Map<string, Seen>()));
    const seen = byTeks.get(teks);
    byTeks.set(teks, {
      jumlah: (seen?.jumlah ?? 0) + item.jumlah,
      triwulan: Math.max(seen?.triwulan ?? 0, item.triwulan),
    });
  }
  const out = new Map<number, Record<string, string | null>>();
  for (const [goal, byJenis] of grouped) {
    const cells: Record<string, string | null> = {};
    for (const jenis of LKIP_FAKTOR_JENIS) {
      const list = [...(byJenis.get(jenis)?.entries() ?? [])].sort(
        ([ta, a], [tb, b]) => b.jumlah - a.jumlah || b.triwulan - a.triwulan || ta.localeCompare(tb, 'id'),
      );
      const shown = list.slice(0, LKIP_FAKTOR_MAX).map(([teks]) => `• ${teks}`);
      const rest = list.length - shown.length;
      if (rest > 0) shown.push(`… dan ${rest} lainnya`);
      cells[FAKTOR_KEY[jenis]] = shown.length ? shown.join('\n') : null;
    }
    out.set(goal, cells);
  }
  return out;
}

const both = (slug: string) => ({ pemda: slug, pd: slug });
const CAPAIAN_PAGE = { pemda: 'capaian-kinerja-pemda', pd: 'capaian-kinerja-pd' };

export const LKIP_SECTIONS: Record<LkipBab, readonly LkipSectionDef[]> = {
  1: [
    {
      key: 'cascading',
      judul: 'Tabel 1.1 Arsitektur Kinerja dan Cascading',
      page: { pemda: 'rkpd', pd: 'rkt' },
      // The city's chapter stops at the programs of each unit: every sub kegiatan of the city
      // (thousands of rows at a large city) is the RKPD display page's, not the report's.
      columns: { pemda: ['sasaran', 'iku', 'target', 'perangkat_daerah', 'program'] },
      distinct: ['pemda'],
    },
  ],
  2: [
    {
      key: 'tabel-2-1',
      judul: 'Tabel 2.1 Tujuan, Sasaran, Indikator dan Target',
      page: { pemda: 'rpjmd', pd: 'renstra' },
      columns: {
        pemda: ['tujuan', 'sasaran', 'iku', 'satuan', 'target_1', 'target_2', 'target_3', 'target_4', 'target_5'],
      },
    },
    { key: 'tabel-2-2', judul: 'Tabel 2.2 Perjanjian Kinerja', page: both('perjanjian-kinerja') },
  ],
  // A. Capaian Kinerja Organisasi (the tables, then per goal the seven analyses), B. Realisasi Anggaran.
  3: [
    {
      key: 'tabel-3-1',
      judul: 'Tabel 3.1 Capaian Kinerja Sasaran',
      page: CAPAIAN_PAGE,
      columns: {
        pemda: ['sasaran', 'indikator', 'satuan', 'target', 'realisasi', 'capaian'],
        pd: ['sasaran', 'indikator', 'satuan', 'target', 'realisasi', 'capaian'],
      },
      bagian: 'A',
    },
    {
      key: 'data-iku',
      judul: 'Tabel 3.2 Data Capaian Indikator Kinerja Utama',
      page: CAPAIAN_PAGE,
      bagian: 'A',
    },
    {
      key: 'faktor-iku',
      judul: 'Tabel 3.3 Faktor Keberhasilan dan Kegagalan per Indikator Kinerja Utama',
      page: CAPAIAN_PAGE,
      columns: { pemda: ['sasaran', 'indikator', 'capaian'], pd: ['sasaran', 'indikator', 'capaian'] },
      faktor: true,
      bagian: 'A',
    },
    { key: 'program-inovatif', judul: 'Program Inovatif', page: both('program-inovatif'), bagian: 'A' },
    {
      key: 'tabel-3-2',
      judul: 'Tabel 3.4 Capaian Kinerja dan Efisiensi Anggaran',
      page: both('capaian-kinerja-efisiensi-anggaran'),
      columns: {
        pemda: ['sasaran', 'capaian', 'pagu', 'realisasi_anggaran', 'penyerapan', 'efisiensi', 'efisiensi_persen'],
        pd: ['sasaran', 'capaian', 'pagu', 'realisasi_anggaran', 'penyerapan', 'efisiensi', 'efisiensi_persen'],
      },
      bagian: 'B',
    },
  ],
};

/** The Lampiran of the PDF: the year's PK and the IKU list (tables of the same display pages). */
export const LKIP_LAMPIRAN: readonly LkipSectionDef[] = [
  { key: 'lampiran-pk', judul: 'Lampiran 1 Perjanjian Kinerja', page: both('perjanjian-kinerja') },
  {
    key: 'lampiran-iku',
    judul: 'Lampiran 2 Daftar Indikator Kinerja Utama',
    page: CAPAIAN_PAGE,
    columns: {
      pemda: ['sasaran', 'indikator', 'satuan', 'target', 'target_akhir'],
      pd: ['sasaran', 'indikator', 'satuan', 'target', 'target_akhir'],
    },
  },
];

/** The goals and IKU of the Ikhtisar Eksekutif: capaian rows (one per IKU) and the budget rows. */
export interface LkipIkhtisar {
  jumlah_sasaran: number;
  jumlah_iku: number;
  /** IKU at or above 100 % (the capaian band 'tercapai'). */
  tercapai: number;
  /** IKU below 100 %. */
  belum_tercapai: number;
  /** IKU without a realisation yet. */
  tanpa_data: number;
  /** The best IKU that met the target, highest capaian first (at most LKIP_IKHTISAR_MAX). */
  keberhasilan: { sasaran: string; indikator: string; capaian: number }[];
  /** The IKU that did not, lowest capaian first (at most LKIP_IKHTISAR_MAX). */
  permasalahan: { sasaran: string; indikator: string; capaian: number }[];
  pagu: number;
  realisasi_anggaran: number;
  /** realisasi ÷ pagu × 100; null without a pagu. */
  penyerapan: number | null;
}
export const LKIP_IKHTISAR_MAX = 3;

const finiteOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The computed figures of the Ikhtisar Eksekutif from the rows the chapters already hold: the
 * capaian page (one row per goal's IKU) and the budget page (pagu and realisation per goal row).
 */
export function lkipIkhtisar(
  capaianRows: readonly Record<string, unknown>[],
  anggaranRows: readonly Record<string, unknown>[],
): LkipIkhtisar {
  const iku = capaianRows.map((r) => ({
    sasaran: typeof r.sasaran === 'string' ? r.sasaran : '',
    indikator: typeof r.indikator === 'string' ? r.indikator : '',
    capaian: finiteOrNull(r.capaian),
  }));
  const scored = iku.filter((r): r is typeof r & { capaian: number } => r.capaian !== null);
  const met = scored.filter((r) => capaianBand(r.capaian) === 'tercapai');
  const notMet = scored.filter((r) => capaianBand(r.capaian) !== 'tercapai');
  const pagu = anggaranRows.reduce((sum, r) => sum + (finiteOrNull(r.pagu) ?? 0), 0);
  const realisasi = anggaranRows.reduce((sum, r) => sum + (finiteOrNull(r.realisasi_anggaran) ?? 0), 0);
  return {
    jumlah_sasaran: new Set(iku.map((r) => r.sasaran)).size,
    jumlah_iku: iku.length,
    tercapai: met.length,
    belum_tercapai: notMet.length,
    tanpa_data: iku.length - scored.length,
    keberhasilan: [...met].sort((a, b) => b.capaian - a.capaian).slice(0, LKIP_IKHTISAR_MAX),
    permasalahan: [...notMet].sort((a, b) => a.capaian - b.capaian).slice(0, LKIP_IKHTISAR_MAX),
    pagu,
    realisasi_anggaran: realisasi,
    penyerapan: pagu > 0 ? (realisasi / pagu) * 100 : null,
  };
}

/** The display pages a chapter reads (each computed once even when two tables show it). */
export function lkipPagesOf(bab: LkipBab, lingkup: LkipLingkup): string[] {
  return [...new Set(LKIP_SECTIONS[bab].map((s) => s.page[lingkup]))];
}

/** The columns of a section: the display page's own declarations (headers, kinds, groups, merges). */
export function lkipSectionColumns(section: LkipSectionDef, lingkup: LkipLingkup): ReportColumn[] {
  const entries = SCOPE_OF[lingkup] === 'makro' ? DISPLAY_MAKRO_REPORTS : DISPLAY_MIKRO_REPORTS;
  const slug = section.page[lingkup];
  const report = entries.find((e) => e.slug === slug)?.report;
  if (!report) throw new Error(`LKIP ${section.key}: no display page ${slug}`);
  const keys = section.columns?.[lingkup];
  const own = section.faktor ? LKIP_FAKTOR_COLUMNS : [];
  if (!keys) return [...report.columns, ...own];
  return [
    ...keys.map((k) => {
      const column = report.columns.find((c) => c.key === k);
      if (!column) throw new Error(`LKIP ${section.key}: ${slug} has no column ${k}`);
      return column;
    }),
    ...own,
  ];
}

export const lkipDisplayScope = (lingkup: LkipLingkup): DisplayScope => SCOPE_OF[lingkup];

/**
 * Whose LKIP an actor reads. City-level roles (those who write the city's narratives: super, the
 * mayor's office, pemda) get the city's unless they pick a unit; the actors who choose a unit
 * (mayChooseViewUnit, decision 0033: super, the city, setda, the plan validators) may pick one in
 * their view scope (another is 'not-found'); everyone else gets their own unit whatever they pass.
 * An actor without a unit who may not choose has no LKIP to read ('no-unit').
 */
export type LkipTarget =
  { ok: true; lingkup: LkipLingkup; satuanKerjaId: string | null } | { ok: false; reason: 'not-found' | 'no-unit' };

export function isCityLevel(actor: Actor): boolean {
  return scopeOf(actor, 'write', 'narasi-pemda').kind === 'all';
}

export function lkipTargetOf(actor: Actor, requested: string | undefined): LkipTarget {
  if (mayChooseViewUnit(actor)) {
    if (requested) {
      return rowInScope(unitViewScope(actor), requested)
        ? { ok: true, lingkup: 'pd', satuanKerjaId: requested }
        : { ok: false, reason: 'not-found' };
    }
    if (isCityLevel(actor)) return { ok: true, lingkup: 'pemda', satuanKerjaId: null };
  }
  if (!actor.satuan_kerja_id) return { ok: false, reason: 'no-unit' };
  return { ok: true, lingkup: 'pd', satuanKerjaId: actor.satuan_kerja_id };
}

// ---- shapes shared by the server and the web ----

export const lkipQuerySchema = z.strictObject({ satuan_kerja_id: satuanKerjaQuery });
export type LkipQuery = z.infer<typeof lkipQuerySchema>;

export const lkipBabParamsSchema = z.strictObject({
  bab: z.enum(['1', '2', '3'], { error: 'Bab harus 1, 2 atau 3' }),
});

const columnSchema = z.object({
  key: text,
  header: text,
  kind: z.enum(['text', 'number', 'percent', 'money', 'capaian', 'growth']),
  group: z.string().optional(),
  decimals: z.number().optional(),
  merge: z.boolean().optional(),
  mergeWithin: z.string().optional(),
});

export const lkipSectionSchema = z.object({
  key: text,
  judul: text,
  /** Bab III: the part (A / B) it sits in. */
  bagian: z.enum(LKIP_BAGIAN).nullable().optional(),
  columns: z.array(columnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type LkipSection = z.infer<typeof lkipSectionSchema>;

export const lkipNarasiSchema = z.object({
  id: num,
  bab: num,
  judul: text,
  narasi: text,
  /** The goal it is written under (Bab III), null for a chapter-level narrative. */
  sasaran_id: z.number().nullable().optional(),
  jenis: z.enum(NARASI_JENIS).nullable().optional(),
});
export type LkipNarasi = z.infer<typeof lkipNarasiSchema>;

/** A goal of Bab III with its capaian and the narratives written under it (the seven kinds, in order). */
export const lkipSasaranSchema = z.object({
  id: num,
  sasaran: text,
  indikator: text,
  capaian: angka,
  narasi: z.array(lkipNarasiSchema),
});
export type LkipSasaran = z.infer<typeof lkipSasaranSchema>;

const JENIS_ORDER = new Map<string, number>(NARASI_JENIS.map((j, i) => [j, i]));

/**
 * Places the narratives of a chapter: those of a listed goal under it (ordered by kind, then as
 * given), every other one (no goal, or a goal not in the chapter's list) at chapter level.
 */
export function placeNarasi(
  narasi: readonly LkipNarasi[],
  goals: readonly Omit<LkipSasaran, 'narasi'>[],
): { chapter: LkipNarasi[]; perSasaran: LkipSasaran[] } {
  const byGoal = new Map<number, LkipNarasi[]>(goals.map((g) => [g.id, []]));
  const chapter: LkipNarasi[] = [];
  for (const n of narasi) {
    const list = n.sasaran_id == null ? undefined : byGoal.get(n.sasaran_id);
    (list ?? chapter).push(n);
  }
  const rank = (n: LkipNarasi) => (n.jenis ? (JENIS_ORDER.get(n.jenis) ?? 99) : 99);
  const perSasaran = goals.map((g) => ({
    ...g,
    narasi: (byGoal.get(g.id) ?? [])
      .map((n, i) => ({ n, i }))
      .sort((a, b) => rank(a.n) - rank(b.n) || a.i - b.i)
      .map((x) => x.n),
  }));
  return { chapter, perSasaran };
}

/** One page of Bab I's cascading diagram: an SVG drawn on the server (the PDF's drawing). */
export const lkipDiagramPageSchema = z.object({ svg: z.string(), width: z.number(), height: z.number() });
/** A box of the diagram in drawing order with its depth: the diagram's text alternative. */
export const lkipDiagramOutlineSchema = z.object({
  depth: num,
  label: text,
  title: text,
  indikator: text,
  angka: text,
});
export type LkipDiagramOutline = z.infer<typeof lkipDiagramOutlineSchema>;
export const lkipDiagramSchema = z.object({
  pages: z.array(lkipDiagramPageSchema),
  /** Leaves left out of the drawing past its bound (the table lists every row). */
  omitted: num,
  outline: z.array(lkipDiagramOutlineSchema),
});
export type LkipDiagram = z.infer<typeof lkipDiagramSchema>;

export const lkipBabSchema = z.object({
  bab: num,
  judul: text,
  tahun: num,
  lingkup: z.enum(LKIP_LINGKUP),
  /** The unit of a pd LKIP; null on the city's. */
  satuan_kerja: satuanKerjaRef.nullable(),
  sections: z.array(lkipSectionSchema),
  /** The chapter-level narratives. */
  narasi: z.array(lkipNarasiSchema),
  /** Bab III: every goal of the year with the narratives written under it (empty in Bab I-II). */
  sasaran: z.array(lkipSasaranSchema),
  /** Bab I: the cascading diagram (null in Bab II-III). */
  diagram: lkipDiagramSchema.nullable(),
});
export type LkipBabData = z.infer<typeof lkipBabSchema>;
export const lkipBabResponseSchema = z.object({ data: lkipBabSchema });

/** File name of the whole LKIP as one PDF, e.g. 'LKIP-2025-Dinas-Pendidikan.pdf'. */
export function lkipFileName(tahun: number, nama: string): string {
  const slug = nama
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `LKIP-${tahun}${slug ? `-${slug}` : ''}.pdf`;
}
