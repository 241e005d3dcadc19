import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  DOCUMENT_WORKER_ROLE,
  renderDocumentHere,
  type DocumentJob,
  type DocumentResult,
  type PostedJob,
} from './document-render';

/**
 * The documents (PDF and XLSX) are rendered in worker threads (document-render.ts through
 * document-worker.mjs): laying out a city's LKIP or writing a workbook of thousands of rows takes
 * seconds of CPU, which on the main thread would stall every other request. A small pool (at most
 * 2 workers, one per spare core) takes the jobs in turn; an idle worker does not keep the process
 * alive. A job is sent by structured clone, so it must be plain data; one that still holds a
 * function (a pdfmake footer written as one) is rendered in the calling thread, as before.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const WORKER_URL = new URL('./document-worker.mjs', import.meta.url);

interface Pending extends PostedJob {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

const queue: Pending[] = [];
const idle: Worker[] = [];
const running = new Map<Worker, Pending>();
let workers = 0;
let nextId = 1;

function settle(worker: Worker, result: DocumentResult) {
  const pending = running.get(worker);
  running.delete(worker);
  worker.unref();
  idle.push(worker);
  if (pending) {
    if (result.ok) pending.resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
    else pending.reject(new Error(`${pending.job.kind.toUpperCase()} gagal dibuat: ${result.message}`));
  }
  pump();
}

/** A worker that died fails its job and leaves the pool; the next job starts a new one. */
function drop(worker: Worker, error: Error) {
  const pending = running.get(worker);
  running.delete(worker);
  const i = idle.indexOf(worker);
  if (i >= 0) idle.splice(i, 1);
  workers -= 1;
  pending?.reject(error);
  pump();
}

function spawn(): Worker {
  const worker = new Worker(WORKER_URL, { workerData: { role: DOCUMENT_WORKER_ROLE } });
  worker.unref();
  workers += 1;
  let gone = false;
  const leave = (error: Error) => {
    if (gone) return;
    gone = true;
    drop(worker, error);
  };
  worker.on('message', (result: DocumentResult) => settle(worker, result));
  worker.on('error', (error) => leave(error));
  worker.on('exit', (code) => leave(new Error(`Worker dokumen berhenti (kode ${code})`)));
  return worker;
}

function pump() {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (workers < POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    const pending = queue.shift() as Pending;
    try {
      worker.postMessage({ id: pending.id, job: pending.job } satisfies PostedJob);
    } catch {
      // Not cloneable (a function in a PDF definition): render it here, as the renderer always did.
      idle.push(worker);
      worker.unref();
      renderDocumentHere(pending.job).then(pending.resolve, pending.reject);
      continue;
    }
    running.set(worker, pending);
    // A busy worker keeps the process alive (a CLI awaiting its PDF), an idle one does not.
    worker.ref();
  }
}

/** The bytes of a document, rendered by the pool. */
export function renderDocument(job: DocumentJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve, reject });
    pump();
  });
}
