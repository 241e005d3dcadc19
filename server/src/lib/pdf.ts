import pdfmake from 'pdfmake';

/**
 * The one PDF renderer (pdfmake 0.3): every document (PK, LHE, LKIP, demo samples) is a pdfmake
 * definition rendered in memory per request with the PDF standard fonts: no files, no network.
 */
export const PDF_FONT = 'Helvetica';

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

/** The PDF bytes of a pdfmake document definition (set `defaultStyle.font` to PDF_FONT or omit it). */
export function renderPdf(definition: object): Promise<Buffer> {
  const withFont = {
    ...definition,
    defaultStyle: { font: PDF_FONT, ...(definition as { defaultStyle?: object }).defaultStyle },
  };
  return pdfmake.createPdf(withFont).getBuffer();
}
