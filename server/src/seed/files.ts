import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { cleanFileName, FILE_KINDS, kindOf, newFileKey, type FileStorage, type StoredFile } from '../lib/files/index';
import { renderPdf } from '../lib/pdf';

/** Stores the demo's sample files (evidence, documents, signed scans) as uploads would. */
export interface DemoFileStore {
  store(bytes: Buffer, originalName: string): Promise<StoredFile>;
  /** Writes what store() kept: called after the seed's transaction (a database file store needs its own statements). */
  flush(): Promise<void>;
}

/**
 * With a storage (npm start, the test snapshot, the seed CLI) the files are written; without one
 * (benchmarks, scale tests) rows still get keys, and a download of them answers 404.
 */
export function demoFileStore(storage: FileStorage | undefined): DemoFileStore {
  const pending: { key: string; bytes: Buffer }[] = [];
  return {
    async store(bytes, originalName) {
      const kind = kindOf(bytes);
      if (!kind) throw new Error(`Berkas demo ${originalName} bukan PDF/PNG/JPEG/XLSX/DOCX`);
      const key = storage ? storage.newKey() : newFileKey();
      if (storage) pending.push({ key, bytes });
      return {
        key,
        originalName: cleanFileName(originalName, kind),
        kind,
        mime: FILE_KINDS[kind].mime,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    },
    async flush() {
      for (const { key, bytes } of pending.splice(0)) await storage?.put(key, Readable.from([bytes]));
    },
  };
}

/** A small real PDF for the demo: a title and a few paragraphs. */
export function demoPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  return renderPdf({
    info: { title },
    content: [
      { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      ...paragraphs.map((text) => ({ text, margin: [0, 0, 0, 6] })),
    ],
  });
}
