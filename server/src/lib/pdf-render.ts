import pdfmake from 'pdfmake';

/**
 * The PDF renderer proper (pdfmake 0.3), run inside the document worker thread (lib/document-pool.ts
 * starts it) and, for a definition that holds functions, in the calling thread.
 * Standard fonts only: no files, no network.
 */
export const PDF_FONT = 'Helvetica';

let configured = false;
function configure() {
  if (configured) return;
  configured = true;
  pdfmake.setFonts({
    [PDF_FONT]: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
  });
  // No remote resources, and no local file but the built-in standard fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(PDF_FONT));
}

/** A "Halaman n dari m" footer as data (a function cannot cross to the worker): see pageNumberFooter. */
export interface PageNumberFooter {
  /** Text at the left of every footer, e.g. the document's title. */
  left: string;
  /** No footer on the first page (a cover). */
  skipFirst: boolean;
  margin: [number, number, number, number];
}
export const FOOTER_KEY = '$pageNumberFooter';

/** The definition pdfmake gets: the data-only footer turned into its function, the default font set. */
export function materialize(definition: object): Record<string, unknown> {
  const def = definition as Record<string, unknown> & { defaultStyle?: object };
  const spec = (def.footer as Record<string, PageNumberFooter | undefined> | undefined)?.[FOOTER_KEY];
  const footer = spec
    ? (currentPage: number, pageCount: number) =>
        spec.skipFirst && currentPage === 1
          ? null
          : {
              columns: [
                { text: spec.left, fontSize: 7, color: '#6c757d' },
                { text: `Halaman ${currentPage} dari ${pageCount}`, fontSize: 8, alignment: 'right' },
              ],
              margin: spec.margin,
            }
    : def.footer;
  return { ...def, footer, defaultStyle: { font: PDF_FONT, ...def.defaultStyle } };
}

/** The PDF bytes, rendered in this thread. */
export function renderHere(definition: object): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(materialize(definition)).getBuffer();
}
