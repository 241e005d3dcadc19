import {
  cellBand,
  DISPLAY_EMPTY_TEXT,
  formatCell,
  headerLayout,
  LKIP_PENUTUP_JUDUL,
  mergeSpans,
  type LkipBabData,
  type LkipNarasi,
  type LkipSection,
  type ReportColumn,
} from '@sakip/domain';
import { PDF_FONT, renderPdf } from '../../../lib/pdf';

/**
 * The whole LKIP as one PDF (issue 14 item 5): a cover, the table of contents, Bab I-III (the
 * chapter's narratives, then its tables with the display pages' headers, numbered header row,
 * id-ID formats and capaian bands written out), Bab IV's closing narratives, and page numbers.
 * Built in memory per request by the one renderer (lib/pdf.ts: standard fonts, no file, no network).
 *
 * The cascading diagram is drawn in the browser; Bab I carries the same tree as its table
 * (goal → program → kegiatan → sub kegiatan, display-mikro/rkt or display-makro/rkpd), so the
 * document never depends on a client-side rendering (decision 0038).
 */

export interface LkipDocumentModel {
  tahun: number;
  namaKota: string;
  /** The unit of a unit's LKIP; null for the city's. */
  satuanKerjaNama: string | null;
  chapters: LkipBabData[];
  penutup: LkipNarasi[];
}

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

function chapterHeading(text: string, orientation: 'portrait' | 'landscape'): Node {
  return { text: text.toUpperCase(), style: 'h1', tocItem: true, pageBreak: 'before', pageOrientation: orientation };
}

function chapterNodes(chapter: LkipBabData): Node[] {
  const out: Node[] = [chapterHeading(chapter.judul, 'portrait')];
  if (chapter.narasi.length > 0) out.push(...narasiNodes(chapter.narasi));
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
    ...model.chapters.flatMap(chapterNodes),
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
    footer: (currentPage: number, pageCount: number) =>
      currentPage === 1
        ? null
        : {
            columns: [
              { text: judul, fontSize: 7, color: '#6c757d' },
              { text: `Halaman ${currentPage} dari ${pageCount}`, fontSize: 8, alignment: 'right' },
            ],
            margin: [40, 16, 40, 0],
          },
    content: compact,
  };
}

/** The PDF bytes, built in memory for this request only. */
export function renderLkip(model: LkipDocumentModel): Promise<Buffer> {
  return renderPdf(lkipDocumentDefinition(model));
}
