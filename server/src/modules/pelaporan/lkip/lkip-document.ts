import {
  cellBand,
  DISPLAY_EMPTY_TEXT,
  formatCell,
  formatPercent,
  formatRupiah,
  headerLayout,
  formatNumber,
  LKIP_BAGIAN,
  LKIP_BAGIAN_JUDUL,
  LKIP_DIAGRAM_JUDUL,
  LKIP_IKHTISAR_JUDUL,
  LKIP_KATA_PENGANTAR_JUDUL,
  LKIP_KATA_PENGANTAR_KOSONG,
  LKIP_LAMPIRAN_JUDUL,
  LKIP_PENUTUP_JUDUL,
  LKIP_PENUTUP_KOSONG,
  LKIP_SASARAN_JUDUL,
  mergeSpans,
  type LkipBabData,
  type LkipIkhtisar,
  type LkipNarasi,
  type LkipSection,
  type ReportColumn,
} from '@sakip/domain';
import { PDF_FONT, pageNumberFooter, renderPdf } from '../../../lib/pdf';
import type { Diagram } from './lkip-diagram';

/**
 * The whole LKIP as one PDF (issue 14 item 5): a cover, the table of contents, Bab I-III (the
 * chapter's narratives, then its tables with the display pages' headers, numbered header row,
 * id-ID formats and capaian bands written out), Bab IV's closing narratives, and page numbers.
 * Built in memory per request by the one renderer (lib/pdf.ts: standard fonts, no file, no network).
 *
 * Bab I opens with the cascading diagram as vector drawings (lkip-diagram.ts: SVG built on the
 * server from the cascading tree, one landscape page per slice of rows; the Bab I screen shows the
 * same SVG), then carries the same
 * tree as its table (goal → program → kegiatan → sub kegiatan, display-mikro/rkt or
 * display-makro/rkpd), so the document never depends on a client-side rendering (decision 0038).
 *
 * The definition is plain data (no functions: the footer is lib/pdf's pageNumberFooter), so
 * lib/pdf renders it in a worker thread.
 */

export interface LkipDocumentModel {
  tahun: number;
  namaKota: string;
  /** The unit of a unit's LKIP; null for the city's. */
  satuanKerjaNama: string | null;
  /** The front matter's narratives (bab 0 by kind). */
  kataPengantar: LkipNarasi[];
  ikhtisar: { angka: LkipIkhtisar; narasi: LkipNarasi[] };
  chapters: LkipBabData[];
  penutup: LkipNarasi[];
  /** The year's PK and the IKU list. */
  lampiran: LkipSection[];
  /** The cascading diagram of Bab I (null: none drawn). */
  diagram: Diagram | null;
}

export const DIAGRAM_JUDUL = LKIP_DIAGRAM_JUDUL;

type Node = Record<string, unknown> | string;

/** Tables wider than this many columns go on a landscape page. */
const LANDSCAPE_FROM = 10;
/** The writing width of an A4 page within the margins (pt). */
const PAGE_WIDTH = { portrait: 595 - 80, landscape: 842 - 80 } as const;
/** A later part of a table with more rows than this starts on a new page. */
const PART_OWN_PAGE_FROM = 10;
/** The number column, and what a cell adds to its width (padding 4 + 4, the rule). */
const NO_WIDTH = 18;
const CELL_EXTRA = 9;
/** Helvetica Bold's average glyph width as a share of the font size (a safe over-estimate). */
const BOLD_EM = 0.62;
const MIN_WIDTH: Record<ReportColumn['kind'], number> = {
  text: 60,
  money: 64,
  number: 40,
  percent: 40,
  capaian: 40,
  growth: 40,
};
const BAND_FILL: Record<string, string> = {
  tercapai: '#d3f9d8',
  hampir: '#fff3bf',
  belum: '#ffe3e3',
  naik: '#d3f9d8',
  turun: '#ffe3e3',
};

/**
 * The narrowest a column may be (issue 25 item 3): its kind's minimum, and never narrower than the
 * longest word of its header in bold, so no header word is cut ('Perbandingan' whole).
 */
export function minColumnWidth(column: ReportColumn, fontSize: number, tahun: number): number {
  const header = column.header.replaceAll('{tahun}', String(tahun)).replaceAll('{tahun_lalu}', String(tahun - 1));
  const longest = Math.max(...header.split(/\s+/).map((w) => w.length));
  return Math.max(MIN_WIDTH[column.kind], Math.ceil(longest * fontSize * BOLD_EM));
}

const costOf = (columns: readonly ReportColumn[], fontSize: number, tahun: number) =>
  columns.reduce((sum, c) => sum + minColumnWidth(c, fontSize, tahun) + CELL_EXTRA, NO_WIDTH + CELL_EXTRA);

const fontSizeOf = (columns: readonly ReportColumn[]) => (columns.length >= LANDSCAPE_FROM ? 6 : 7);

/** Landscape when the table has many columns or its narrowest layout is wider than a portrait page. */
export function isWide(columns: readonly ReportColumn[], tahun: number): boolean {
  return columns.length >= LANDSCAPE_FROM || costOf(columns, fontSizeOf(columns), tahun) > PAGE_WIDTH.portrait;
}

/**
 * The column sets a table is printed in: all of it when it fits the page, otherwise parts that
 * each repeat the leading text columns (sasaran, indikator, satuan: what a row is about) and take
 * whole header groups in order, as many as fit.
 */
export function columnParts(columns: readonly ReportColumn[], tahun: number): ReportColumn[][] {
  const fontSize = fontSizeOf(columns);
  const width = isWide(columns, tahun) ? PAGE_WIDTH.landscape : PAGE_WIDTH.portrait;
  if (costOf(columns, fontSize, tahun) <= width) return [[...columns]];
  let lead = 0;
  while (lead < Math.min(3, columns.length - 1) && columns[lead]?.kind === 'text') lead += 1;
  const keys = columns.slice(0, lead);
  const runs: ReportColumn[][] = [];
  for (const c of columns.slice(lead)) {
    const last = runs.at(-1);
    if (last && c.group && last[0]?.group === c.group) last.push(c);
    else runs.push([c]);
  }
  const parts: ReportColumn[][] = [];
  let current: ReportColumn[] = [];
  for (const run of runs) {
    if (current.length > 0 && costOf([...keys, ...current, ...run], fontSize, tahun) > width) {
      parts.push(current);
      current = [];
    }
    current.push(...run);
  }
  if (current.length > 0) parts.push(current);
  return parts.map((p) => [...keys, ...p]);
}

function columnWidth(column: ReportColumn, fontSize: number, tahun: number): number | string {
  if (column.kind === 'text') return '*';
  return minColumnWidth(column, fontSize, tahun);
}

const headerCell = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  bold: true,
  fillColor: '#e9ecef',
  alignment: 'center',
  ...extra,
});

/** The header rows: groups spanning their columns, ungrouped columns spanning both rows, the numbers. */
function headerRows(columns: readonly ReportColumn[], tahun: number): Node[][] {
  const { top, bottom, hasGroups } = headerLayout(columns, tahun);
  const rowSpan = hasGroups ? { rowSpan: 2 } : {};
  const first: Node[] = [headerCell('No', rowSpan)];
  for (const cell of top) {
    if (cell.type === 'column') first.push(headerCell(cell.label, rowSpan));
    else {
      first.push(headerCell(cell.label, { colSpan: cell.span }));
      for (let i = 1; i < cell.span; i++) first.push({});
    }
  }
  const rows: Node[][] = [first];
  if (hasGroups) {
    const labels = new Map(bottom.map((b) => [b.column, b.label]));
    rows.push([{}, ...columns.map((c) => (c.group ? headerCell(labels.get(c) ?? '') : {}))]);
  }
  rows.push(
    [0, ...columns.map((_, i) => i + 1)].map((n) =>
      headerCell(String(n + 1), { bold: false, fontSize: 6, color: '#495057' }),
    ),
  );
  return rows;
}

function bodyCell(column: ReportColumn, value: string | number | null | undefined): Node {
  const text = formatCell(column, value);
  const band = cellBand(column, value);
  const alignment = column.kind === 'text' ? 'left' : 'right';
  if (!band || band.band === 'kosong' || band.band === 'tetap') return { text, alignment };
  return {
    stack: [{ text }, { text: band.label, fontSize: 5.5, color: '#495057' }],
    alignment,
    fillColor: BAND_FILL[band.band],
  };
}

function sectionTable(section: LkipSection, columns: readonly ReportColumn[], tahun: number, fontSize: number): Node {
  const { rows } = section;
  const header = headerRows(columns, tahun);
  // A merged cell is written on the first row of its run only (no rowspan across a page break).
  const spans = new Map(columns.filter((c) => c.merge).map((c) => [c.key, mergeSpans(rows, c.key, c.mergeWithin)]));
  const body: Node[][] = rows.map((row, i) => [
    { text: String(i + 1), alignment: 'center' },
    ...columns.map((c) => (spans.get(c.key)?.[i] === 0 ? '' : bodyCell(c, row[c.key]))),
  ]);
  if (body.length === 0) {
    body.push([
      { text: DISPLAY_EMPTY_TEXT, colSpan: columns.length + 1, alignment: 'center', italics: true },
      ...columns.map(() => ({})),
    ]);
  }
  return {
    table: {
      headerRows: header.length,
      dontBreakRows: true,
      widths: [NO_WIDTH, ...columns.map((c) => columnWidth(c, fontSize, tahun))],
      body: [...header, ...body],
    },
    fontSize,
    margin: [0, 4, 0, 12],
  };
}

/** The narratives as paragraphs under their titles (a title repeating the heading above is left out). */
function narasiNodes(narasi: readonly LkipNarasi[], heading?: string): Node[] {
  const same = (judul: string) => heading !== undefined && judul.trim().toLowerCase() === heading.toLowerCase();
  return narasi.flatMap((n) => [
    ...(same(n.judul) ? [] : [{ text: n.judul, style: 'h3', margin: [0, 6, 0, 3] }]),
    ...n.narasi
      .split(/\n\s*\n/)
      .filter((p) => p.trim())
      .map((p) => ({ text: p.trim(), alignment: 'justify', margin: [0, 0, 0, 6] })),
  ]);
}

/** Bab III: each goal with narratives, its capaian, then its narratives in the order of the seven kinds. */
function sasaranNodes(chapter: LkipBabData): Node[] {
  const goals = chapter.sasaran.filter((g) => g.narasi.length > 0);
  if (goals.length === 0) return [];
  return [
    { text: LKIP_SASARAN_JUDUL, style: 'h2', tocItem: true, tocMargin: [12, 0, 0, 0] },
    ...goals.flatMap((g, i) => [
      { text: `${i + 1}. Sasaran: ${g.sasaran}`, style: 'h3', margin: [0, 8, 0, 2] },
      {
        text: `Indikator: ${g.indikator}; capaian ${g.capaian === null ? '-' : `${formatNumber(g.capaian, 2)}%`}`,
        italics: true,
        fontSize: 9,
        margin: [0, 0, 0, 4],
      },
      ...narasiNodes(g.narasi),
    ]),
  ];
}

function chapterHeading(text: string, orientation: 'portrait' | 'landscape'): Node {
  return { text: text.toUpperCase(), style: 'h1', tocItem: true, pageBreak: 'before', pageOrientation: orientation };
}

/** The diagram's pages on landscape pages, then back to portrait. */
function diagramNodes(diagram: Diagram | null): Node[] {
  if (!diagram || diagram.pages.length === 0) return [];
  const pages = diagram.pages.map((p, i) => ({
    svg: p.svg,
    width: p.width,
    font: PDF_FONT,
    margin: [0, 4, 0, 0],
    ...(i > 0 ? { pageBreak: 'before' } : {}),
  }));
  const omitted =
    diagram.omitted > 0
      ? [
          {
            text: `Diagram dibatasi; ${formatNumber(diagram.omitted)} kotak lainnya tercantum pada tabel cascading.`,
            italics: true,
            fontSize: 8,
            margin: [0, 6, 0, 0],
          },
        ]
      : [];
  return [
    {
      text: DIAGRAM_JUDUL,
      style: 'h2',
      tocItem: true,
      tocMargin: [12, 0, 0, 0],
      pageBreak: 'before',
      pageOrientation: 'landscape',
    },
    ...pages,
    ...omitted,
    { text: '', pageBreak: 'after', pageOrientation: 'portrait' },
  ];
}

/** A table under its heading, split into parts that fit (landscape for wide ones, then portrait). */
function sectionNodes(section: LkipSection, tahun: number): Node[] {
  const wide = isWide(section.columns, tahun);
  const fontSize = fontSizeOf(section.columns);
  const parts = columnParts(section.columns, tahun);
  const out: Node[] = [];
  parts.forEach((columns, i) => {
    const judul = parts.length > 1 ? `${section.judul} (bagian ${i + 1} dari ${parts.length})` : section.judul;
    out.push({
      text: judul,
      style: 'h2',
      ...(i === 0 ? { tocItem: true, tocMargin: [12, 0, 0, 0] } : {}),
      ...(i === 0 && wide ? { pageBreak: 'before', pageOrientation: 'landscape' } : {}),
      // A later part of a long table starts on its own page (its heading never left alone at the foot).
      ...(i > 0 && section.rows.length > PART_OWN_PAGE_FROM ? { pageBreak: 'before' } : {}),
    });
    out.push(sectionTable(section, columns, tahun, fontSize));
  });
  if (wide) out.push({ text: '', pageBreak: 'after', pageOrientation: 'portrait' });
  return out;
}

const partHeading = (text: string): Node => ({
  text,
  style: 'h2',
  fontSize: 12,
  tocItem: true,
  tocMargin: [6, 0, 0, 0],
});

/** Bab III: A. Capaian Kinerja Organisasi (its tables, then per goal the analyses), B. Realisasi Anggaran. */
function bab3Nodes(chapter: LkipBabData): Node[] {
  return LKIP_BAGIAN.flatMap((bagian) => [
    partHeading(LKIP_BAGIAN_JUDUL[bagian]),
    ...chapter.sections.filter((s) => (s.bagian ?? 'A') === bagian).flatMap((s) => sectionNodes(s, chapter.tahun)),
    ...(bagian === 'A' ? sasaranNodes(chapter) : []),
  ]);
}

function chapterNodes(chapter: LkipBabData, diagram: Diagram | null): Node[] {
  const out: Node[] = [chapterHeading(chapter.judul, 'portrait')];
  if (chapter.narasi.length > 0) out.push(...narasiNodes(chapter.narasi));
  if (chapter.bab === 1) out.push(...diagramNodes(diagram));
  if (chapter.bab === 3) return [...out, ...bab3Nodes(chapter)];
  for (const section of chapter.sections) out.push(...sectionNodes(section, chapter.tahun));
  return out;
}

const emptyNote = (text: string): Node => ({ text, italics: true, color: '#495057', margin: [0, 4, 0, 0] });

/** Kata Pengantar: its narratives, or a line saying none was written. */
function kataPengantarNodes(model: LkipDocumentModel): Node[] {
  return [
    chapterHeading(LKIP_KATA_PENGANTAR_JUDUL, 'portrait'),
    ...(model.kataPengantar.length > 0
      ? narasiNodes(model.kataPengantar, LKIP_KATA_PENGANTAR_JUDUL)
      : [emptyNote(LKIP_KATA_PENGANTAR_KOSONG)]),
  ];
}

const ikuLine = (r: { sasaran: string; indikator: string; capaian: number }) =>
  `${r.indikator} (${r.sasaran}): capaian ${formatPercent(r.capaian, 2)}`;

/** Ikhtisar Eksekutif: the figures computed from the chapters' rows, then its narratives. */
function ikhtisarNodes(model: LkipDocumentModel): Node[] {
  const a = model.ikhtisar.angka;
  const figures: [string, string][] = [
    ['Sasaran strategis', formatNumber(a.jumlah_sasaran)],
    ['Indikator kinerja utama (IKU)', formatNumber(a.jumlah_iku)],
    ['IKU tercapai (capaian 100% atau lebih)', formatNumber(a.tercapai)],
    ['IKU belum tercapai', formatNumber(a.belum_tercapai)],
    ['IKU tanpa data realisasi', formatNumber(a.tanpa_data)],
    ['Pagu anggaran', formatRupiah(a.pagu)],
    ['Realisasi anggaran', formatRupiah(a.realisasi_anggaran)],
    ['Penyerapan anggaran', a.penyerapan === null ? '-' : formatPercent(a.penyerapan, 2)],
  ];
  const list = (title: string, items: typeof a.keberhasilan, none: string): Node[] => [
    { text: title, style: 'h3', margin: [0, 8, 0, 3] },
    items.length > 0 ? { ul: items.map(ikuLine), margin: [0, 0, 0, 4] } : emptyNote(none),
  ];
  return [
    chapterHeading(LKIP_IKHTISAR_JUDUL, 'portrait'),
    { text: `Ringkasan Kinerja Tahun ${model.tahun}`, style: 'h2' },
    {
      table: { widths: ['*', 160], body: figures.map(([k, v]) => [k, { text: v, alignment: 'right', bold: true }]) },
      layout: 'lightHorizontalLines',
      margin: [0, 2, 0, 6],
    },
    ...list('Capaian utama', a.keberhasilan, 'Belum ada IKU yang mencapai target.'),
    ...list('Permasalahan utama', a.permasalahan, 'Tidak ada IKU yang belum mencapai target.'),
    ...narasiNodes(model.ikhtisar.narasi, LKIP_IKHTISAR_JUDUL),
  ];
}

/** Bab IV is always there: its narratives, or a line saying none was written. */
function penutupNodes(model: LkipDocumentModel): Node[] {
  return [
    chapterHeading(LKIP_PENUTUP_JUDUL, 'portrait'),
    ...(model.penutup.length > 0 ? narasiNodes(model.penutup, 'Penutup') : [emptyNote(LKIP_PENUTUP_KOSONG)]),
  ];
}

/** Lampiran: the year's PK and the IKU list. */
function lampiranNodes(model: LkipDocumentModel): Node[] {
  return [
    chapterHeading(LKIP_LAMPIRAN_JUDUL, 'portrait'),
    ...model.lampiran.flatMap((s) => sectionNodes(s, model.tahun)),
  ];
}

function cover(model: LkipDocumentModel): Node[] {
  const instansi = (model.satuanKerjaNama ?? `Pemerintah ${model.namaKota}`).toUpperCase();
  return [
    { text: 'LAPORAN KINERJA', style: 'cover', margin: [0, 180, 0, 8] },
    { text: 'INSTANSI PEMERINTAH (LKIP)', style: 'cover', margin: [0, 0, 0, 8] },
    { text: `TAHUN ${model.tahun}`, style: 'cover', margin: [0, 0, 0, 120] },
    { text: instansi, style: 'cover', fontSize: 16 },
    ...(model.satuanKerjaNama ? [{ text: model.namaKota.toUpperCase(), style: 'cover', fontSize: 14 }] : []),
  ];
}

export function lkipDocumentDefinition(model: LkipDocumentModel): object {
  const judul = `LKIP ${model.satuanKerjaNama ?? model.namaKota} Tahun ${model.tahun}`;
  // Trailing portrait breaks would leave a blank page before the next chapter: drop the ones the
  // next chapter heading makes anyway.
  // PermenPAN-RB 53/2014's order (DOMAIN-3 §1.2).
  const content = [
    ...cover(model),
    ...kataPengantarNodes(model),
    ...ikhtisarNodes(model),
    { toc: { title: { text: 'DAFTAR ISI', style: 'h1' } }, pageBreak: 'before' },
    ...model.chapters.flatMap((c) => chapterNodes(c, model.diagram)),
    ...penutupNodes(model),
    ...lampiranNodes(model),
  ];
  const compact = content.filter((node, i) => {
    const isBreakAfter = typeof node === 'object' && 'pageBreak' in node && node.pageBreak === 'after';
    const next = content[i + 1];
    const nextBreaks = typeof next === 'object' && 'pageBreak' in next && next.pageBreak === 'before';
    return !(isBreakAfter && (nextBreaks || next === undefined));
  });
  return {
    info: { title: judul, subject: 'Laporan Kinerja Instansi Pemerintah' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.15 },
    styles: {
      cover: { bold: true, fontSize: 20, alignment: 'center' },
      h1: { bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 12] },
      h2: { bold: true, fontSize: 11, margin: [0, 8, 0, 4] },
      h3: { bold: true, fontSize: 10 },
    },
    footer: pageNumberFooter({ left: judul, skipFirst: true, margin: [40, 16, 40, 0] }),
    content: compact,
  };
}

/** The PDF bytes, built in memory for this request only. */
export function renderLkip(model: LkipDocumentModel): Promise<Buffer> {
  return renderPdf(lkipDocumentDefinition(model));
}
