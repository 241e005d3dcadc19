/**
 * What a file is, by its bytes (never by its name or the Content-Type a client claims).
 * PDF, PNG and JPEG have magic numbers; XLSX and DOCX are ZIP packages told apart by the part
 * names their local headers carry (stored uncompressed in every ZIP entry header).
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'docx';

export const FILE_KINDS: Record<FileKind, { mime: string; label: string; extension: string }> = {
  pdf: { mime: 'application/pdf', label: 'PDF', extension: 'pdf' },
  png: { mime: 'image/png', label: 'PNG', extension: 'png' },
  jpeg: { mime: 'image/jpeg', label: 'JPEG', extension: 'jpg' },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'XLSX',
    extension: 'xlsx',
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    extension: 'docx',
  },
};

const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const XLSX_PART = Buffer.from('xl/workbook.xml');
const DOCX_PART = Buffer.from('word/document.xml');
const OVERLAP = Math.max(XLSX_PART.length, DOCX_PART.length);

/** The bytes a sniffer needs to see first. */
export const HEAD_BYTES = 8;

/**
 * Watches a file's bytes as they stream past (constant memory) and says at the end what it is.
 * Feed every chunk in order, then call `kind()`.
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private carry = Buffer.alloc(0);
  private sawXlsx = false;
  private sawDocx = false;

  feed(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    if (this.sawXlsx && this.sawDocx) return;
    // Search the chunk with the previous chunk's tail, so a name split across chunks is found.
    const window = Buffer.concat([this.carry, chunk]);
    if (!this.sawXlsx && window.includes(XLSX_PART)) this.sawXlsx = true;
    if (!this.sawDocx && window.includes(DOCX_PART)) this.sawDocx = true;
    this.carry = window.subarray(Math.max(0, window.length - OVERLAP));
  }

  kind(): FileKind | null {
    const head = this.head;
    if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
    if (head.subarray(0, PNG.length).equals(PNG)) return 'png';
    if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
    if (head.subarray(0, ZIP.length).equals(ZIP)) {
      if (this.sawXlsx && !this.sawDocx) return 'xlsx';
      if (this.sawDocx && !this.sawXlsx) return 'docx';
    }
    return null;
  }
}

/** The kind of a whole buffer (tests, seeds). */
export function kindOf(bytes: Buffer): FileKind | null {
  const sniffer = new ContentSniffer();
  sniffer.feed(bytes);
  return sniffer.kind();
}

/** 'PDF', 'PDF atau PNG', 'PDF, PNG atau JPEG'. */
export function kindList(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} atau ${labels.at(-1)}`;
}
