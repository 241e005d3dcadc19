import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { changedBy, isWrite, tablesOf } from './statement-tables';

/**
 * The embedded PGlite in a thread of its own (decision 0045). PGlite runs queries in the calling
 * thread (a WebAssembly PostgreSQL, one connection): a heavy report held the server's main thread
 * for seconds, and every other request with it. Here the engine and the decoding of its results
 * run in pglite-worker.mjs; the main thread only posts a statement and receives the rows.
 *
 * `PGliteThread` answers the part of PGlite's API that Drizzle's PGlite driver and db/prepared.ts
 * use (`query`, `exec`, `transaction`), plus `dumpDataDir` (test snapshots) and `close`. Drizzle
 * stays in the main thread, so its logger (the query counter) sees every statement as before.
 *
 * Transactions are PGlite's own, held open in the worker until this side ends them: while one is
 * open, PGlite queues every other statement (as in process), so a transaction is all-or-nothing
 * and sees no foreign statement. Query options cross as data: Drizzle's parsers are identity
 * functions for the types it wants as text, sent as that list of type ids.
 *
 * Who goes first (decision 0059): work started inside `inBackground` (a heavy read's computation,
 * an import's apply) waits behind the other requests' statements, and a transaction begun there
 * lets plain reads of the tables it has not written run between its statements (pglite-worker.mjs).
 */

const lane = new AsyncLocalStorage<'background'>();

/**
 * Runs `fn` in the background lane: its statements on PGlite give way to the others', and its
 * transactions let other requests' reads in between their statements. Nothing changes on PostgreSQL
 * (its pool gives every request a connection of its own).
 */
export function inBackground<T>(fn: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a lazy query (Drizzle's builders run when awaited) runs in the lane too.
  return lane.run('background', async () => await fn());
}

/** Whether the calling code runs in the background lane. */
export function isBackground(): boolean {
  return lane.getStore() === 'background';
}

/** A SELECT that locks nothing and calls nothing with an effect, in one statement. */
const READ = /^\s*\(?\s*(select|with)\b/i;
const NOT_PLAIN = /\b(for\s+(update|no\s+key\s+update|share|key\s+share)|nextval|setval|set_config|pg_advisory\w*|pg_notify|lo_\w+)\b|;/i;

/** The tables a plain read names (it may join a yielding transaction), or undefined for any other statement. */
export function plainReadTables(text: string): string[] | undefined {
  if (!READ.test(text) || isWrite(text) || NOT_PLAIN.test(text)) return undefined;
  return tablesOf(text);
}

/** The tables a statement may change ('*': it writes a table we cannot name). */
export function writtenTables(text: string): string[] | '*' {
  if (!isWrite(text)) return [];
  const changed = changedBy(tablesOf(text));
  return changed.length ? changed : '*';
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** A query handle: the database, or one open transaction. */
export interface PGliteHandle {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<unknown[]>;
}

export interface PGliteTransaction extends PGliteHandle {
  readonly closed: boolean;
  rollback(): Promise<void>;
}

/** The worker's error as an Error with the same fields (code, constraint, table, ...). */
function errorOf(plain: Reply['error']): Error {
  const { message = 'PGlite worker error', ...fields } = plain ?? {};
  return Object.assign(new Error(message), fields);
}

export class PGliteThread implements PGliteHandle {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`PGlite worker exited (${code})`)));
    // Idle, the worker keeps no process alive; a pending call does (see call).
    worker.unref();
  }

  /** Starts the worker and waits for the database to open (a failure to open rejects). */
  static async open(dataDir: string, loadDataDir?: Blob): Promise<PGliteThread> {
    const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, loadDataDir: dump }, transferList: dump ? [dump] : [] });
    await new Promise<void>((resolve, reject) => {
      const early = (error: Error) => reject(error);
      worker.once('error', early);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code}) while opening`)));
      worker.once('message', () => {
        worker.off('error', early);
        worker.removeAllListeners('exit');
        resolve();
      });
    });
    return new PGliteThread(worker);
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorOf(reply.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private queryIn<T>(tx: number | undefined, text: string, params: unknown[] = [], options: QueryOptions = {}) {
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const classified = tx === undefined ? { reads: plainReadTables(text), lane: lane.getStore() } : { writes: writtenTables(text) };
    return this.call<Results<T>>({ op: 'query', tx, text, params, rowMode: options.rowMode, rawTypes, ...classified });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, text, params, options);
  }

  async exec(text: string): Promise<unknown[]> {
    await this.call({ op: 'exec', text, lane: lane.getStore() });
    return [];
  }

  /** `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws (then rethrown). */
  async transaction<T>(fn: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin', lane: lane.getStore() });
    let closed = false;
    let rolledBack = false;
    const tx: PGliteTransaction = {
      get closed() {
        return closed;
      },
      query: (text, params, options) => this.queryIn(txId, text, params, options),
      exec: async (text) => {
        await this.call({ op: 'exec', tx: txId, text });
        return [];
      },
      rollback: () => {
        rolledBack = true;
        return Promise.reject(new Error('Transaction rolled back'));
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.call({ op: 'end', tx: txId, commit: false });
      throw error;
    }
    closed = true;
    await this.call({ op: 'end', tx: txId, commit: !rolledBack });
    return result;
  }

  /** The data directory as a tarball (test snapshots), as PGlite's `dumpDataDir`. */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const bytes = await this.call<ArrayBuffer>({ op: 'dump', compression });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
