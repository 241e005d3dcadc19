import { renderDocument } from './document-pool';
import { FOOTER_KEY, PDF_FONT, type PageNumberFooter } from './pdf-render';

/**
 * The one PDF renderer (pdfmake 0.3): every document (PK, LHE, LKIP, demo samples) is a pdfmake
 * definition rendered in memory per request with the PDF standard fonts: no files, no network.
 *
 * Rendering runs in the document worker pool (document-pool.ts): the definition is sent by
 * structured clone, so it must be plain data: use pageNumberFooter for "Halaman n dari m" instead
 * of a footer function. A definition that still holds a function is rendered in the calling
 * thread, as before.
 */
export { PDF_FONT };

/** The PDF bytes of a pdfmake document definition (set `defaultStyle.font` to PDF_FONT or omit it). */
export function renderPdf(definition: object): Promise<Buffer> {
  return renderDocument({ kind: 'pdf', definition });
}

/** The footer "left text … Halaman n dari m" of every page (but the first with skipFirst), as data. */
export function pageNumberFooter(
  spec: Pick<PageNumberFooter, 'left'> & Partial<Omit<PageNumberFooter, 'left'>>,
): Record<string, PageNumberFooter> {
  return { [FOOTER_KEY]: { skipFirst: false, margin: [40, 16, 40, 0], ...spec } };
}
