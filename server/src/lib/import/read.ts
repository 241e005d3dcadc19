import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ImportRecipe, ImportRow } from '@sakip/domain';
import { AppError } from '../errors';
import { IMPORT_WORKER_ROLE, type ReadJob, type ReadMessage, type ReadResult } from './sheet-reader';

/**
 * Reads an import file in a worker thread of its own (decision 0053): the streaming parse of a
 * 50,000-row sheet takes seconds of CPU that the server's thread must not spend. The worker's heap
 * is capped (a file that inflates beyond it, a zip bomb that lied about its sizes, kills only the
 * worker: 422) and so is its time. At most POOL files are read at once; the others wait their turn.
 * The rows come back in parts of JSON text, parsed one part per turn of the event loop.
 */

const POOL = Math.max(1, Math.min(2, availableParallelism() - 1));
const HEAP_MB = 512;
const TIME_LIMIT_MS = 180_000;
const WORKER_URL = new URL('./import-worker.mjs', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= POOL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** The worker's answer: the result without its rows, and the rows' parts still as JSON text. */
type Answer = { result: ReadResult; parts: string[] };

function runWorker(job: ReadJob): Promise<Answer> {
  const parts: string[] = [];
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { role: IMPORT_WORKER_ROLE },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    let done = false;
    const finish = (result: ReadResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve({ result, parts: result.ok ? parts : [] });
    };
    const timer = setTimeout(
      () => finish({ ok: false, message: 'Berkas terlalu lama dibaca: periksa isinya atau bagi menjadi beberapa berkas.' }),
      TIME_LIMIT_MS,
    );
    worker.on('message', (message: ReadMessage) => {
      if ('part' in message) parts.push(message.part);
      else finish(JSON.parse(message.done) as ReadResult);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish({
        ok: false,
        message:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'Berkas terlalu besar setelah diekstrak: bagi menjadi beberapa berkas.'
            : 'Berkas XLSX rusak atau tidak dapat dibaca.',
      }),
    );
    worker.on('exit', () => finish({ ok: false, message: 'Berkas XLSX rusak atau tidak dapat dibaca.' }));
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ ...job, bytes }, [bytes.buffer]);
  });
}

/** The rows of an import file read by the recipe's columns; a file refused as a whole is a 422. */
export async function readImport(recipe: ImportRecipe, bytes: Uint8Array) {
  const release = await turn();
  let answer: Answer;
  try {
    const required = recipe.columns.filter((c) => c.required || recipe.matchBy.includes(c.key)).map((c) => c.key);
    answer = await runWorker({ bytes, columns: recipe.columns, required });
  } finally {
    release();
  }
  const { result, parts } = answer;
  if (!result.ok) throw new AppError(422, result.message, { file: [result.message] });
  for (const part of parts) {
    for (const row of JSON.parse(part) as ImportRow[]) result.rows.push(row);
    await nextTurn();
  }
  return result;
}
