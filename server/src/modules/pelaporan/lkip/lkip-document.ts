import {
  cellBand,
  DISPLAY_EMPTY_TEXT,
  formatCell,
  headerLayout,
  formatNumber,
  LKIP_DIAGRAM_JUDUL,
  LKIP_PENUTUP_JUDUL,
  LKIP_SASARAN_JUDUL,
  mergeSpans,
  type LkipBabData,
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
  chapters: LkipBabData[];
  penutup: LkipNarasi[];
  /** The cascading diagram of Bab I (null: none drawn). */
  diagram: Diagram | null;
}

export const DIAGRAM_JUDUL = LKIP_DIAGRAM_JUDUL;

type Node = Record<string, unknown> | string;

/** Tables wider than this many columns go on a landscape page. */
const LANDSCAPE_FROM = 10;
const BAND_FILL: Record<string, string> = {
  tercapai: '#d3f9d8',
  hampir: '#fff3bf',
  belum: '#ffe3e3',
  naik: '#d3f9d8',
  turun: '#ffe3e3',
};

function columnWidth(column: ReportColumn): number | string {
  if (column.kind === 'text') return '*';
  return column.kind === 'money' ? 64 : 40;
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

function sectionTable(section: LkipSection, tahun: number): Node {
  const { columns, rows } = section;
  const header = headerRows(columns, tahun);
  // A merged cell is written on the first row of its run only (no rowspan across a page break).
  const spans = new Map(columns.filter((c) => c.merge).map((c) => [c.key, mergeSpans(rows, c.key)]));
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
      widths: [18, ...columns.map(columnWidth)],
      body: [...header, ...body],
    },
    fontSize: columns.length >= LANDSCAPE_FROM ? 6 : 7,
    margin: [0, 4, 0, 12],
  };
}

function narasiNodes(narasi: readonly LkipNarasi[]): Node[] {
  return narasi.flatMap((n) => [
    { text: n.judul, style: 'h3', margin: [0, 6, 0, 3] },
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

function chapterNodes(chapter: LkipBabData, diagram: Diagram | null): Node[] {
  const out: Node[] = [chapterHeading(chapter.judul, 'portrait')];
  if (chapter.narasi.length > 0) out.push(...narasiNodes(chapter.narasi));
  if (chapter.bab === 1) out.push(...diagramNodes(diagram));
  for (const section of chapter.sections) {
    const wide = section.columns.length >= LANDSCAPE_FROM;
    out.push({
      text: section.judul,
      style: 'h2',
      tocItem: true,
      tocMargin: [12, 0, 0, 0],
      ...(wide ? { pageBreak: 'before', pageOrientation: 'landscape' } : {}),
    });
    out.push(sectionTable(section, chapter.tahun));
    if (wide) out.push({ text: '', pageBreak: 'after', pageOrientation: 'portrait' });
  }
  out.push(...sasaranNodes(chapter));
  return out;
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
  const penutup =
    model.penutup.length > 0 ? [chapterHeading(LKIP_PENUTUP_JUDUL, 'portrait'), ...narasiNodes(model.penutup)] : [];
  // Trailing portrait breaks would leave a blank page before the next chapter: drop the ones the
  // next chapter heading makes anyway.
  const content = [
    ...cover(model),
    { toc: { title: { text: 'DAFTAR ISI', style: 'h1' } }, pageBreak: 'before' },
    ...model.chapters.flatMap((c) => chapterNodes(c, model.diagram)),
    ...penutup,
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
