// The embedded database's own thread (decisions 0045, 0059): PGlite runs here, so that its engine (a
// WebAssembly PostgreSQL) and the decoding of its results never hold the server's main thread.
// db/pglite-thread.ts starts it and speaks to it by messages. Plain JavaScript on purpose: no
// TypeScript loader is needed, under tsx, vitest or a compiled build alike.
//
// Messages in:  { id, op: 'query', text, params, rowMode, rawTypes, tx?, lane?, reads?, writes? } → { id, ok, value: Results }
//               { id, op: 'exec', text, tx?, lane? }                                              → { id, ok }
//               { id, op: 'begin', lane? }                                                        → { id, ok, value: txId }
//               { id, op: 'end', tx, commit }                                                     → { id, ok }   (COMMIT or ROLLBACK)
//               { id, op: 'dump', compression }                                                   → { id, ok, value: ArrayBuffer }
//               { id, op: 'close' }                                                               → { id, ok }
// An error goes back as { id, ok: false, error: { message, name, code, constraint, ... } }.
//
// PGlite has one connection. Here it is handed out (decision 0059):
// - **One thing at a time, interactive first.** Everything outside a transaction (a statement, a
//   whole transaction from its BEGIN to its end) waits at the gate; the next one is taken from the
//   interactive lane before the background lane (`lane: 'background'`: the heavy reads' computations,
//   an import's apply), with one background item let through after every BACKGROUND_EVERY interactive
//   ones, so that heavy work is slowed, never starved.
// - **A background transaction yields.** While one is open, a plain read from outside (`reads`: the
//   tables it names, sent only for a SELECT that locks and changes nothing) that names no table the
//   transaction has written so far runs between the transaction's statements, inside a savepoint of
//   it: it sees exactly the committed data (nothing it reads was touched), and its failure cannot
//   abort the transaction. Any other statement waits for the end, as with every transaction.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir } = workerData;
const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});

const identity = (value) => value;
/** Parsers of a query: the types the caller wants as the raw text (Drizzle: dates, intervals). */
function parsersOf(rawTypes) {
  if (!rawTypes?.length) return undefined;
  return Object.fromEntries(rawTypes.map((oid) => [oid, identity]));
}

function queryOptions(message) {
  const options = { rowMode: message.rowMode ?? 'object' };
  const parsers = parsersOf(message.rawTypes);
  if (parsers) options.parsers = parsers;
  return options;
}

async function queryOn(handle, message) {
  const { rows, affectedRows, fields } = await handle.query(message.text, message.params, queryOptions(message));
  return { value: { rows, affectedRows, fields } };
}

// ---------------------------------------------------------------- the gate

const BACKGROUND_EVERY = 4;
const lanes = { interactive: [], background: [] };
let gateBusy = false;
let interactiveInARow = 0;

function nextJob() {
  const { interactive, background } = lanes;
  if (background.length && (!interactive.length || interactiveInARow >= BACKGROUND_EVERY)) {
    interactiveInARow = 0;
    return background.shift();
  }
  // Counted only while background work waits: after its turn, four more interactive items go first.
  interactiveInARow = background.length ? interactiveInARow + 1 : 0;
  return interactive.shift();
}

/** Runs the queued jobs one after another; a job's promise settles when PGlite is free again. */
async function pumpGate() {
  if (gateBusy) return;
  gateBusy = true;
  try {
    for (let job = nextJob(); job; job = nextJob()) await job().catch(() => {});
  } finally {
    gateBusy = false;
  }
}

/** `work` when PGlite is free (its answer is the job's answer; the gate waits for `held` too). */
function atGate(lane, work) {
  return new Promise((resolve, reject) => {
    lanes[lane === 'background' ? 'background' : 'interactive'].push(async () => {
      const running = work();
      running.then(
        (answer) => resolve(answer.reply),
        (error) => reject(error),
      );
      const answer = await running;
      await answer.held;
    });
    void pumpGate();
  });
}

// ---------------------------------------------------------------- transactions

/** The open transactions: PGlite's own `transaction`, held open until the main thread ends it. */
const transactions = new Map();
let nextTx = 1;

function begin(yielding) {
  const txId = nextTx++;
  const entry = { yielding, written: new Set(), all: false, failed: false, own: [], foreign: [], busy: false };
  transactions.set(txId, entry);
  return new Promise((started, failed) => {
    entry.done = pglite.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          started({ reply: txId, held: entry.done.catch(() => {}) });
        }),
    );
    // A BEGIN that fails never reaches the callback: the caller hears it here.
    entry.done.catch((error) => {
      if (entry.tx) return;
      transactions.delete(txId);
      failed(error);
    });
  });
}

function openOf(txId) {
  const open = transactions.get(txId);
  if (!open?.tx) throw new Error(`transaction ${txId} is not open`);
  return open;
}

/** COMMIT (the callback resolves) or ROLLBACK (it rejects); a failed COMMIT reaches the caller. */
async function end(txId, open, commit) {
  transactions.delete(txId);
  if (commit) {
    open.commit();
    await open.done;
    return { value: undefined };
  }
  open.rollback(new Error('rollback'));
  await open.done.catch(() => {});
  return { value: undefined };
}

/** Runs a statement of the transaction itself (in the order they came, after waiting readers). */
function own(txId, message) {
  const open = openOf(txId);
  return new Promise((resolve, reject) => {
    open.own.push({ message, resolve, reject });
    void pumpTransaction(txId, open);
  });
}

function noteWrites(open, message) {
  if (message.op === 'exec' || message.writes === '*') open.all = true;
  else for (const table of message.writes ?? []) open.written.add(table);
}

async function runOwn(txId, open, item) {
  const { message } = item;
  try {
    let answer;
    if (message.op === 'end') answer = await end(txId, open, message.commit);
    else {
      noteWrites(open, message);
      if (message.op === 'exec') {
        await open.tx.exec(message.text);
        answer = { value: undefined };
      } else answer = await queryOn(open.tx, message);
    }
    open.failed = false;
    item.resolve(answer);
  } catch (error) {
    open.failed = true;
    item.reject(error);
  }
}

/** Whether an outside read may run inside the open transaction now. */
function mayJoin(open, reads) {
  return !open.failed && !open.all && !reads.some((table) => open.written.has(table));
}

async function runForeign(open, item) {
  if (!mayJoin(open, item.message.reads)) {
    outside(item);
    return;
  }
  try {
    await open.tx.exec('savepoint sakip_reader');
  } catch {
    outside(item);
    return;
  }
  try {
    const answer = await queryOn(open.tx, item.message);
    await open.tx.exec('release savepoint sakip_reader');
    item.resolve(answer);
  } catch (error) {
    await open.tx.exec('rollback to savepoint sakip_reader; release savepoint sakip_reader').catch(() => {});
    item.reject(error);
  }
}

/** The transaction's statements one at a time, waiting outside readers first (they are short). */
async function pumpTransaction(txId, open) {
  if (open.busy) return;
  open.busy = true;
  try {
    for (;;) {
      const reader = open.foreign.shift();
      if (reader) {
        await runForeign(open, reader);
        continue;
      }
      const item = open.own.shift();
      if (!item) break;
      await runOwn(txId, open, item);
      if (item.message.op === 'end') {
        // Ended: the readers still waiting go through the gate like everyone else.
        for (const waiting of open.foreign.splice(0)) outside(waiting);
        for (const late of open.own.splice(0)) late.reject(new Error(`transaction ${txId} is not open`));
        break;
      }
    }
  } finally {
    open.busy = false;
  }
}

/** The open background transaction an outside read may join, if any. */
function yieldingTransaction() {
  for (const [txId, open] of transactions) if (open.tx && open.yielding) return { txId, open };
  return undefined;
}

// ---------------------------------------------------------------- outside statements

function outside(item) {
  const { message } = item;
  atGate(message.lane, async () => ({ reply: await runOutside(message) })).then(item.resolve, item.reject);
}

async function runOutside(message) {
  switch (message.op) {
    case 'query':
      return queryOn(pglite, message);
    case 'exec':
      await pglite.exec(message.text);
      return { value: undefined };
    case 'dump': {
      const blob = await pglite.dumpDataDir(message.compression);
      const bytes = await blob.arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await pglite.close();
      return { value: undefined };
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

function run(message) {
  if (message.tx !== undefined) return own(message.tx, message);
  if (message.op === 'begin') {
    return atGate(message.lane, () => begin(message.lane === 'background')).then((txId) => ({ value: txId }));
  }
  return new Promise((resolve, reject) => {
    const item = { message, resolve, reject };
    const joinable = message.op === 'query' && Array.isArray(message.reads) ? yieldingTransaction() : undefined;
    if (joinable && mayJoin(joinable.open, message.reads)) {
      joinable.open.foreign.push(item);
      void pumpTransaction(joinable.txId, joinable.open);
      return;
    }
    outside(item);
  });
}

/** The fields of an error that cross threads (PostgreSQL's code, constraint, table, ...). */
function plainError(error) {
  const out = { message: String(error?.message ?? error), name: String(error?.name ?? 'Error') };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

parentPort.on('message', (message) => {
  run(message).then(
    ({ value, transfer }) => parentPort.postMessage({ id: message.id, ok: true, value }, transfer ?? []),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
