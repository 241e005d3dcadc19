import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  FOOTER_KEY,
  PDF_FONT,
  PDF_WORKER_ROLE,
  renderHere,
  type PageNumberFooter,
  type PdfJob,
  type PdfResult,
} from './pdf-render';

/**
 * The one PDF renderer (pdfmake 0.3): every document (PK, LHE, LKIP, demo samples) is a pdfmake
 * definition rendered in memory per request with the PDF standard fonts: no files, no network.
 *
 * Rendering runs in a worker thread (pdf-render.ts through pdf-worker.mjs): laying out a city's
 * LKIP (thousands of table rows) takes seconds of CPU, which on the main thread would stall every
 * other request. A small pool (at most 2 workers, one per spare core) takes the jobs in turn; an
 * idle worker does not keep the process alive. The definition is sent by structured clone, so it
 * must be plain data: use pageNumberFooter for "Halaman n dari m" instead of a footer function. A
 * definition that still holds a function is rendered in the calling thread, as before.
 */
export { PDF_FONT };

const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

interface Pending extends PdfJob {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

const queue: Pending[] = [];
const idle: Worker[] = [];
const running = new Map<Worker, Pending>();
let workers = 0;
let nextId = 1;

function settle(worker: Worker, result: PdfResult) {
  const job = running.get(worker);
  running.delete(worker);
  worker.unref();
  idle.push(worker);
  if (job) {
    if (result.ok) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`PDF gagal dibuat: ${result.message}`));
  }
  pump();
}

/** A worker that died fails its job and leaves the pool; the next job starts a new one. */
function drop(worker: Worker, error: Error) {
  const job = running.get(worker);
  running.delete(worker);
  const i = idle.indexOf(worker);
  if (i >= 0) idle.splice(i, 1);
  workers -= 1;
  job?.reject(error);
  pump();
}

function spawn(): Worker {
  const worker = new Worker(WORKER_URL, { workerData: { role: PDF_WORKER_ROLE } });
  worker.unref();
  workers += 1;
  let gone = false;
  const leave = (error: Error) => {
    if (gone) return;
    gone = true;
    drop(worker, error);
  };
  worker.on('message', (result: PdfResult) => settle(worker, result));
  worker.on('error', (error) => leave(error));
  worker.on('exit', (code) => leave(new Error(`PDF worker berhenti (kode ${code})`)));
  return worker;
}

function pump() {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (workers < POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    const job = queue.shift() as Pending;
    try {
      worker.postMessage({ id: job.id, definition: job.definition } satisfies PdfJob);
    } catch {
      // Not cloneable (a function in the definition): render it here, as the renderer always did.
      idle.push(worker);
      worker.unref();
      renderHere(job.definition).then(job.resolve, job.reject);
      continue;
    }
    running.set(worker, job);
    // A busy worker keeps the process alive (a CLI awaiting its PDF), an idle one does not.
    worker.ref();
  }
}

/** The PDF bytes of a pdfmake document definition (set `defaultStyle.font` to PDF_FONT or omit it). */
export function renderPdf(definition: object): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, definition, resolve, reject });
    pump();
  });
}

/** The footer "left text … Halaman n dari m" of every page (but the first with skipFirst), as data. */
export function pageNumberFooter(
  spec: Pick<PageNumberFooter, 'left'> & Partial<Omit<PageNumberFooter, 'left'>>,
): Record<string, PageNumberFooter> {
  return { [FOOTER_KEY]: { skipFirst: false, margin: [40, 16, 40, 0], ...spec } };
}
