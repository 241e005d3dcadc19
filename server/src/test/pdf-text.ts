import { execFileSync, spawnSync } from 'node:child_process';

/**
 * The text of a PDF as a reader sees it, by poppler's `pdftotext` (apt: poppler-utils): pdfmake
 * compresses its text streams, so searching the bytes finds nothing. Tests that read a PDF run
 * with `it.skipIf(!HAS_PDFTOTEXT)`, so a machine without poppler skips them with that message.
 */
export const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
export const PDFTOTEXT_MISSING = 'pdftotext (poppler-utils) is not installed: apt-get install poppler-utils';

/** Every page's text in reading order ('-layout' keeps table rows on one line). */
export function pdfText(pdf: Buffer, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}

/** The text of each page (pdftotext separates pages by a form feed). */
export function pdfPages(pdf: Buffer, layout = false): string[] {
  return pdfText(pdf, layout).split('\f');
}

if (!HAS_PDFTOTEXT) console.warn(PDFTOTEXT_MISSING);
