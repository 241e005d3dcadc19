/**
 * The diagram → PNG step (ARCHITECTURE 'Stack': html-to-image with a pixel ratio) and the
 * equal-size layout of the node cards (SPEC §9).
 */

/**
 * The computed properties the node cards and connector lines need. html-to-image copies every
 * computed property by default (~840 per element, most of them Mantine variables); this list keeps
 * the same picture at a fraction of the cost (STACK.md gotcha 1).
 */
const STYLE_PROPERTIES = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'max-width',
  // Shorthands (Chromium serialises them from the computed style): a third of the style text.
  'margin',
  'padding',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-radius',
  'background-color',
  'color',
  'font',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'overflow-wrap',
  'overflow',
  'visibility',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'flex',
  'gap',
  'list-style-type',
  'content',
  'fill',
  'stroke',
  'stroke-width',
];

/** Nodes carry `data-size-group` (their level); all cards of a group get the largest size. */
export const SIZE_GROUP_ATTRIBUTE = 'data-size-group';

function groupsOf(root: HTMLElement): Map<string, HTMLElement[]> {
  const groups = new Map<string, HTMLElement[]>();
  for (const el of root.querySelectorAll<HTMLElement>(`[${SIZE_GROUP_ATTRIBUTE}]`)) {
    const key = el.getAttribute(SIZE_GROUP_ATTRIBUTE) ?? '';
    const list = groups.get(key);
    if (list) list.push(el);
    else groups.set(key, [el]);
  }
  return groups;
}

/**
 * Gives every card of a level the width (or height) of the largest one. All reads happen before
 * all writes, so a tree of a thousand cards costs two layouts, not a thousand.
 */
export function equalizeNodeSizes(root: HTMLElement, dimension: 'width' | 'height'): void {
  const plan: [HTMLElement[], number][] = [];
  for (const cards of groupsOf(root).values()) {
    for (const card of cards) card.style[dimension] = '';
  }
  for (const cards of groupsOf(root).values()) {
    const max = Math.max(...cards.map((c) => (dimension === 'width' ? c.offsetWidth : c.offsetHeight)));
    plan.push([cards, max]);
  }
  for (const [cards, max] of plan) {
    for (const card of cards) card.style[dimension] = `${max}px`;
  }
}

/** The diagram as a PNG blob. Throws when the browser cannot draw it (the caller alerts). */
export async function renderDiagramPng(root: HTMLElement, pixelRatio: number): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(root, {
    pixelRatio,
    backgroundColor: '#ffffff',
    includeStyleProperties: STYLE_PROPERTIES,
    skipFonts: true,
    cacheBust: false,
    // Buttons that only make sense on screen (focus rings, hidden helpers) stay out of the picture.
    filter: (node) => !(node instanceof HTMLElement && node.dataset.exportIgnore === 'true'),
  });
  if (!blob || blob.size === 0) throw new Error('Gambar diagram kosong');
  return blob;
}

/** Starts the browser download of a blob under a file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
