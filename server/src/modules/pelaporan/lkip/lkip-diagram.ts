import { formatNumber, type CascadingTree, type LkipDiagram } from '@sakip/domain';

/**
 * The cascading diagram of LKIP Bab I as SVG pages for the PDF (pdfmake's `svg` node), drawn on
 * the server from the cascading tree the diagram screen reads (modules/cascading unitTree /
 * cityTree): boxes with the node's text and elbow connectors.
 *
 * Layout: a left-to-right tree, one column per level and one row per leaf, so the width is
 * bounded by the depth (a unit: RPJMD goal → SS-PD → program → kegiatan; the city: RPJMD goal →
 * SS-PD) and fits a landscape A4 page, while a wide tree only grows downwards and is cut between
 * rows into pages. A box whose children run onto the next page is drawn again there, marked
 * "lanjutan". Past MAX_ROWS leaves the drawing stops (the table after it lists every row).
 *
 * The same drawing shows on the Bab I screen (one image, not cut into pages), with the outline of
 * the drawn boxes as its text alternative.
 */

export interface DiagramNode {
  /** Band text, e.g. 'SASARAN PD' or 'PROGRAM 1.01.02'. */
  label: string;
  level: DiagramLevel;
  title: string;
  indikator: string;
  angka: string;
  children: DiagramNode[];
}

type DiagramLevel = 'rpjmd' | 'pd' | 'program' | 'kegiatan';

export interface DiagramPage {
  svg: string;
  width: number;
  height: number;
}

/** The pages, the leaves left out past MAX_ROWS (0 when the whole tree is drawn) and the outline. */
export type Diagram = LkipDiagram;

/** Landscape A4 inside the LKIP margins (842 × 595 pt, margins 40 / 48), less a caption line. */
const PAGE_WIDTH = 762;
const PAGE_HEIGHT = 440;
const GAP_X = 22;
const BOX_HEIGHT = 50;
const ROW_HEIGHT = 58;
const BAND = 10;
const MAX_BOX_WIDTH = 230;
export const MAX_ROWS = 140;

const FILL: Record<DiagramLevel, string> = {
  rpjmd: '#1971c2',
  pd: '#2f9e44',
  program: '#e8590c',
  kegiatan: '#9c36b5',
};

// ---- text -------------------------------------------------------------------------------

/** Helvetica advance widths (per 1 pt of font size), by character class: enough to wrap safely. */
function charWidth(c: string): number {
  if (c === ' ') return 0.278;
  if ("ijlI.,;:'|!()[]ft".includes(c)) return 0.28;
  if ('mwMW@%'.includes(c)) return 0.86;
  if (c >= '0' && c <= '9') return 0.556;
  if (c >= 'A' && c <= 'Z') return 0.69;
  return 0.54;
}

const textWidth = (text: string, size: number) => [...text].reduce((w, c) => w + charWidth(c) * size, 0);

/** Word-wrapped lines of at most `width` pt; the last kept line ends in '…' when text is left. */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines);
  return kept.map((l, i) => clip(l, size, width, i === maxLines - 1 && lines.length > maxLines));
}

/** Cuts a line to the width (a single long word), ending in '…'; `more` = text was left after it. */
function clip(line: string, size: number, width: number, more: boolean): string {
  if (!more && textWidth(line, size) <= width) return line;
  let out = line;
  while (out.length > 1 && textWidth(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---- tree → nodes -------------------------------------------------------------------------

const angkaOf = (target: number | null, satuan: string, capaian: number | null) =>
  [
    `Target ${target === null ? '-' : `${formatNumber(target, Number.isInteger(target) ? 0 : 2)} ${satuan}`.trim()}`,
    `Capaian ${capaian === null ? '-' : `${formatNumber(capaian, 2)}%`}`,
  ].join(' · ');

interface NodeLike {
  sasaran: string;
  indikator: string;
  target: number | null;
  satuan: string;
  capaian: number | null;
}

function node(level: DiagramLevel, label: string, n: NodeLike, children: DiagramNode[]): DiagramNode {
  return {
    level,
    label,
    title: n.sasaran,
    indikator: n.indikator,
    angka: angkaOf(n.target, n.satuan, n.capaian),
    children,
  };
}

/**
 * The boxes of a tree: own nodes only (adopted cross nodes are the other unit's), down to
 * kegiatan for a unit; the city's tree stops at the SS-PD (labelled with their unit).
 */
export function diagramNodes(tree: CascadingTree, city: boolean): DiagramNode[] {
  return tree.sasaran_strategis_rpjmd.map((g) =>
    node(
      'rpjmd',
      'SASARAN RPJMD',
      g,
      g.sasaran_strategis_pd.map((pd) =>
        node(
          'pd',
          city ? `SASARAN PD · ${pd.satuan_kerja.satuan_kerja_nama}` : 'SASARAN PERANGKAT DAERAH',
          pd,
          city
            ? []
            : pd.kinerja_program.map((p) =>
                node(
                  'program',
                  `PROGRAM ${p.program.kode}`,
                  p,
                  p.kinerja_kegiatan.map((k) => node('kegiatan', `KEGIATAN ${k.kegiatan.kode}`, k, [])),
                ),
              ),
        ),
      ),
    ),
  );
}

// ---- layout -------------------------------------------------------------------------------

interface Placed {
  node: DiagramNode;
  depth: number;
  /** First and last leaf row under the node. */
  from: number;
  to: number;
  parent: Placed | null;
}

/** Each node with its depth and leaf-row span, depth first; stops after MAX_ROWS leaves. */
function place(roots: readonly DiagramNode[]): { placed: Placed[]; rows: number; omitted: number } {
  const placed: Placed[] = [];
  let rows = 0;
  let omitted = 0;
  const countLeaves = (n: DiagramNode): number =>
    n.children.length === 0 ? 1 : n.children.reduce((s, c) => s + countLeaves(c), 0);
  const visit = (n: DiagramNode, depth: number, parent: Placed | null) => {
    if (rows >= MAX_ROWS) {
      omitted += countLeaves(n);
      return;
    }
    const p: Placed = { node: n, depth, from: rows, to: rows, parent };
    placed.push(p);
    if (n.children.length === 0) rows += 1;
    else for (const c of n.children) visit(c, depth + 1, p);
    p.to = Math.max(p.from, rows - 1);
  };
  for (const r of roots) visit(r, 0, null);
  return { placed, rows, omitted };
}

const depthOf = (roots: readonly DiagramNode[]): number =>
  roots.reduce((d, r) => Math.max(d, 1 + depthOf(r.children)), 0);

function boxSvg(p: Placed, x: number, y: number, width: number, continued: boolean): string {
  const inner = width - 8;
  const label = `${p.node.label}${continued ? ' (lanjutan)' : ''}`;
  // Bold text is wrapped as a slightly larger size (Helvetica-Bold is wider).
  const title = wrapText(p.node.title, 7.6, inner, 2);
  const lines = [
    `<rect x="${x}" y="${y}" width="${width}" height="${BOX_HEIGHT}" fill="#ffffff" stroke="${FILL[p.node.level]}" stroke-width="0.8"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${BAND}" fill="${FILL[p.node.level]}"/>`,
    `<text x="${x + 4}" y="${y + 7.4}" font-family="Helvetica" font-weight="bold" font-size="6" fill="#ffffff">${escapeXml(wrapText(label, 6.5, inner, 1)[0] ?? '')}</text>`,
    ...title.map(
      (t, i) =>
        `<text x="${x + 4}" y="${y + BAND + 8.5 + i * 8.5}" font-family="Helvetica" font-weight="bold" font-size="7" fill="#212529">${escapeXml(t)}</text>`,
    ),
    `<text x="${x + 4}" y="${y + BAND + 27.5}" font-family="Helvetica" font-size="6" fill="#495057">${escapeXml(wrapText(`IKU: ${p.node.indikator}`, 6, inner, 1)[0] ?? '')}</text>`,
    `<text x="${x + 4}" y="${y + BAND + 35.5}" font-family="Helvetica" font-size="6" fill="#495057">${escapeXml(wrapText(p.node.angka, 6, inner, 1)[0] ?? '')}</text>`,
  ];
  return lines.join('');
}

/**
 * The SVG pages of the diagram (none for an empty tree): cut to fit landscape A4 pages for the
 * PDF, or `{ paged: false }` one drawing of every row for the screen.
 */
export function diagramPages(roots: readonly DiagramNode[], options: { paged: boolean } = { paged: true }): Diagram {
  const { placed, rows, omitted } = place(roots);
  if (rows === 0) return { pages: [], omitted, outline: [] };
  const outline = placed.map(({ node: n, depth: d }) => ({
    depth: d,
    label: n.label,
    title: n.title,
    indikator: n.indikator,
    angka: n.angka,
  }));
  const depth = depthOf(roots);
  const boxWidth = Math.min(MAX_BOX_WIDTH, Math.floor((PAGE_WIDTH - (depth - 1) * GAP_X) / depth));
  const width = depth * boxWidth + (depth - 1) * GAP_X;
  const perPage = options.paged ? Math.max(1, Math.floor((PAGE_HEIGHT - BOX_HEIGHT) / ROW_HEIGHT) + 1) : rows;
  const pages: DiagramPage[] = [];
  for (let start = 0; start < rows; start += perPage) {
    const end = Math.min(rows, start + perPage) - 1;
    const visible = placed.filter((p) => p.to >= start && p.from <= end);
    // Centre of the node's rows on this page.
    const yOf = (p: Placed) => ((Math.max(p.from, start) + Math.min(p.to, end)) / 2 - start) * ROW_HEIGHT;
    const xOf = (p: Placed) => p.depth * (boxWidth + GAP_X);
    const lines = visible
      .filter((p) => p.parent && visible.includes(p.parent))
      .map((p) => {
        const parent = p.parent as Placed;
        const px = xOf(parent) + boxWidth;
        const mid = px + GAP_X / 2;
        const py = yOf(parent) + BOX_HEIGHT / 2;
        const cy = yOf(p) + BOX_HEIGHT / 2;
        return `<path d="M${px} ${py} H${mid} V${cy} H${xOf(p)}" fill="none" stroke="#868e96" stroke-width="0.7"/>`;
      });
    const boxes = visible.map((p) => boxSvg(p, xOf(p), yOf(p), boxWidth, p.from < start));
    const height = (end - start) * ROW_HEIGHT + BOX_HEIGHT + 1;
    pages.push({
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${lines.join('')}${boxes.join('')}</svg>`,
      width,
      height,
    });
  }
  return { pages, omitted, outline };
}
