import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { renderHere } from './pdf-render';
import { renderSheetHere, type XlsxSheet } from './xlsx-render';

/**
 * What the document worker renders (lib/document-pool.ts posts the jobs): a PDF from its pdfmake
 * definition, or an XLSX sheet from its computed cells. Both take seconds of CPU for a city-wide
 * document, which on the main thread would stall every other request (issue 22, decision 0069).
 */
export type DocumentJob = { kind: 'pdf'; definition: object } | { kind: 'xlsx'; sheet: XlsxSheet };

export interface PostedJob {
  id: number;
  job: DocumentJob;
}
export type DocumentResult = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };

export const DOCUMENT_WORKER_ROLE = 'sakip-documents';

/** The document's bytes, rendered in this thread. */
export function renderDocumentHere(job: DocumentJob): Promise<Buffer> {
  return job.kind === 'pdf' ? renderHere(job.definition) : renderSheetHere(job.sheet);
}

// Inside the worker: render each job and post the bytes back (moved, not copied).
if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === DOCUMENT_WORKER_ROLE) {
  const port = parentPort;
  port.on('message', ({ id, job }: PostedJob) => {
    renderDocumentHere(job).then(
      (rendered) => {
        // A copy of its own: a small Buffer may sit in Node's shared pool, which must not be moved.
        const bytes = new Uint8Array(rendered);
        port.postMessage({ id, ok: true, bytes } satisfies DocumentResult, [bytes.buffer]);
      },
      (error: unknown) => {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        port.postMessage({ id, ok: false, message } satisfies DocumentResult);
      },
    );
  });
}
