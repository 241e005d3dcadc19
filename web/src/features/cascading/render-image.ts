/**
 * The diagram → PNG step (the SVG foreignObject technique of html-to-image, with a pixel ratio)
 * and the equal-size layout of the node cards (SPEC §9).
 */

import classes from './diagram.module.css';

/**
 * Why not html-to-image's own clone: it visits every element one promise at a time and copies its
 * computed style inline, ~1,100 characters for each of the ~30 elements of a card even with a
 * short property list; at 1,000 nodes that was a 35 MB SVG and most of the render time. The
 * diagram is styled by its own stylesheet alone (diagram.module.css, plain colours, no Mantine
 * variables), so the picture is a native deep clone (classes and the inline equal sizes kept)
 * with those rules once in a <style>: the same pixels, a tenth of the SVG, ~40× faster cloning.
 */
const BASE_RULES = '*, ::before, ::after { box-sizing: border-box; }';

function diagramCss(): string {
  const selectors = Object.values(classes).map((name) => `.${name}`);
  const rules = [BASE_RULES];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet; the diagram's own CSS is same-origin
    }
    for (const rule of list) {
      if (rule instanceof CSSStyleRule && selectors.some((s) => rule.selectorText.includes(s)))
        rules.push(rule.cssText);
    }
  }
  return rules.join('\n');
}

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

/** Browsers refuse canvases wider or taller than this (Chromium: 16,384 px a side in practice). */
const CANVAS_MAX_SIDE = 16_384;

/** The tree as an SVG document: its clone inside a foreignObject, with the diagram's rules. */
function diagramSvg(root: HTMLElement, width: number, height: number): string {
  const clone = root.cloneNode(true) as HTMLElement;
  // Buttons that only make sense on screen (focus rings, hidden helpers) stay out of the picture.
  for (const el of clone.querySelectorAll('[data-export-ignore="true"]')) el.remove();
  const style = document.createElement('style');
  style.textContent = diagramCss();
  clone.prepend(style);
  const html = new XMLSerializer().serializeToString(clone);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${html}</foreignObject></svg>`
  );
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Gambar diagram tidak dapat dimuat'));
    image.src = url;
  });
}

/**
 * The diagram as a PNG blob at `pixelRatio`, scaled down (as html-to-image did) when a side
 * would pass the canvas limit. Throws when the browser cannot draw it (the caller alerts).
 */
export async function renderDiagramPng(root: HTMLElement, pixelRatio: number): Promise<Blob> {
  const width = Math.ceil(root.offsetWidth);
  const height = Math.ceil(root.offsetHeight);
  const svg = diagramSvg(root, width, height);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const scale = Math.min(pixelRatio, CANVAS_MAX_SIDE / width, CANVAS_MAX_SIDE / height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(width * scale);
  canvas.height = Math.floor(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas tidak tersedia');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
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
