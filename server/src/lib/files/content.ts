/**
 * What a file is, by its bytes (never by its name or the Content-Type a client claims).
 * PNG and JPEG have magic numbers; a PDF its header and trailer; XLSX and DOCX are ZIP packages
 * told apart by the parts their central directory lists (decision 0041).
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
const PDF_END = Buffer.from('%%EOF');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: an encrypted (password-protected) Office file, or an old .xls/.doc. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const OLE_MESSAGE =
  'Berkas dilindungi kata sandi (terenkripsi) atau berformat Excel/Word lama (.xls/.doc): hapus kata sandinya lalu simpan ulang sebagai .xlsx/.docx.';

/** The bytes a sniffer needs to see first. */
export const HEAD_BYTES = 8;
/** A PDF ends with `%%EOF` within its last 1024 bytes (ISO 32000-1 §7.5.5). */
const PDF_TAIL = 1024;
/**
 * The end of a file the sniffer keeps: a ZIP's central directory and end record must lie in it.
 * 1 MiB holds the directory of ~10,000 parts; an office file has dozens.
 */
const TAIL_BYTES = 1024 * 1024;
/** The most a ZIP package may inflate to, all parts together (a zip bomb says more). */
export const ZIP_INFLATED_MAX = 200 * 1024 * 1024;

/** The parts an office package must have (its central directory lists them). */
const REQUIRED_PARTS = {
  xlsx: ['[Content_Types].xml', 'xl/workbook.xml'],
  docx: ['[Content_Types].xml', 'word/document.xml'],
};

/** NUL, tab, line feed, form feed, carriage return and space (PDF white space, ISO 32000-1 §7.2.2). */
const WHITE_SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** What the bytes are, or why they are refused (`message`, Indonesian, when it says more than the kind). */
export type Verdict = { kind: FileKind } | { kind: null; message?: string };

/**
 * Watches a file's bytes as they stream past (bounded memory: the first bytes and the last MiB)
 * and says at the end what it is, by structure: a PDF has its header and its `%%EOF` trailer; an
 * XLSX or DOCX is a real ZIP whose central directory lists the package's parts and whose parts
 * inflate to a bounded size (read from the directory: nothing is inflated).
 * Feed every chunk in order, then call `verdict()` (or `kind()`).
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailLength = 0;
  private size = 0;
  /** The last PDF_TAIL bytes up to the last byte that is not white space, and the white space after it. */
  private lastText = Buffer.alloc(0);
  private trailingSpace = 0;

  feed(chunk: Buffer): void {
    this.watchText(chunk);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.size += chunk.length;
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    if (this.tailLength > 2 * TAIL_BYTES) {
      const joined = Buffer.concat(this.tail).subarray(-TAIL_BYTES);
      this.tail = [joined];
      this.tailLength = joined.length;
    }
  }

  /** Keeps the end of the text before trailing white space (padding after `%%EOF` is allowed). */
  private watchText(chunk: Buffer): void {
    let last = chunk.length - 1;
    while (last >= 0 && WHITE_SPACE.has(chunk[last] ?? 0)) last--;
    if (last < 0) {
      this.trailingSpace += chunk.length;
      return;
    }
    const gap = Buffer.alloc(Math.min(this.trailingSpace, PDF_TAIL), 0x20);
    this.lastText = Buffer.concat([this.lastText, gap, chunk.subarray(Math.max(0, last + 1 - PDF_TAIL), last + 1)]).subarray(-PDF_TAIL);
    this.trailingSpace = chunk.length - last - 1;
  }

  verdict(): Verdict {
    const head = this.head;
    const tail = Buffer.concat(this.tail).subarray(-TAIL_BYTES);
    if (head.subarray(0, PDF.length).equals(PDF)) {
      return this.lastText.includes(PDF_END) ? { kind: 'pdf' } : { kind: null };
    }
    if (head.subarray(0, PNG.length).equals(PNG)) return { kind: 'png' };
    if (head.subarray(0, JPEG.length).equals(JPEG)) return { kind: 'jpeg' };
    if (head.subarray(0, ZIP.length).equals(ZIP)) return officeVerdict(tail, this.size);
    if (head.subarray(0, OLE.length).equals(OLE)) return { kind: null, message: OLE_MESSAGE };
    return { kind: null };
  }

  kind(): FileKind | null {
    return this.verdict().kind;
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const EOCD_SIZE = 22;

/** The central directory of a ZIP whose last `tail.length` bytes of `size` are `tail`; null if there is none. */
function centralDirectory(tail: Buffer, size: number): { names: string[]; inflated: number } | null {
  // The end record: 22 bytes and a comment of at most 65,535, so it is searched backwards from the end.
  let at = -1;
  for (let i = tail.length - EOCD_SIZE; i >= Math.max(0, tail.length - EOCD_SIZE - 0xffff); i--) {
    if (tail.readUInt32LE(i) === EOCD && i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const entries = tail.readUInt16LE(at + 10);
  const length = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  const tailStart = size - tail.length;
  // (ZIP64 values are 0xffff/0xffffffff: never in an office file of a few MB; refused like a broken one.)
  if (offset < tailStart || offset + length !== tailStart + at) return null;
  const names: string[] = [];
  let inflated = 0;
  let p = offset - tailStart;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > at || tail.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = tail.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + tail.readUInt16LE(p + 30) + tail.readUInt16LE(p + 32);
    if (next > at) return null;
    inflated += tail.readUInt32LE(p + 24);
    names.push(tail.toString('utf8', p + 46, p + 46 + nameLength));
    p = next;
  }
  return p === at ? { names, inflated } : null;
}

function officeVerdict(tail: Buffer, size: number): Verdict {
  const directory = centralDirectory(tail, size);
  if (!directory) return { kind: null };
  const names = new Set(directory.names);
  const kinds = (['xlsx', 'docx'] as const).filter((kind) => REQUIRED_PARTS[kind].every((part) => names.has(part)));
  const [kind] = kinds;
  if (!kind || kinds.length !== 1) return { kind: null };
  if (directory.inflated > ZIP_INFLATED_MAX) {
    return { kind: null, message: 'Berkas ditolak: isi arsipnya terlalu besar setelah diekstrak.' };
  }
  return { kind };
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
