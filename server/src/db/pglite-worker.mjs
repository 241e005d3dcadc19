// The embedded database's own thread (decision 0045): PGlite runs here, so that its engine (a
// WebAssembly PostgreSQL) and the decoding of its results never hold the server's main thread.
// db/pglite-thread.ts starts it and speaks to it by messages. Plain JavaScript on purpose: no
// TypeScript loader is needed, under tsx, vitest or a compiled build alike.
//
// Messages in:  { id, op: 'query', text, params, rowMode, rawTypes, tx? }   → { id, ok, value: Results }
//               { id, op: 'exec', text, tx? }                               → { id, ok }
//               { id, op: 'begin' }                                          → { id, ok, value: txId }
//               { id, op: 'end', tx, commit }                                → { id, ok }   (COMMIT or ROLLBACK)
//               { id, op: 'dump', compression }                              → { id, ok, value: ArrayBuffer }
//               { id, op: 'close' }                                          → { id, ok }
// An error goes back as { id, ok: false, error: { message, name, code, constraint, ... } }.
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

/** The open transactions: PGlite's own `transaction`, held open until the main thread ends it. */
const transactions = new Map();
let nextTx = 1;

function begin() {
  const txId = nextTx++;
  const entry = {};
  transactions.set(txId, entry);
  return new Promise((started, failed) => {
    entry.done = pglite.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          started(txId);
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

/** COMMIT (the callback resolves) or ROLLBACK (it rejects); a failed COMMIT reaches the caller. */
async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open?.tx) throw new Error(`transaction ${txId} is not open`);
  transactions.delete(txId);
  if (commit) {
    open.commit();
    await open.done;
    return;
  }
  open.rollback(new Error('rollback'));
  await open.done.catch(() => {});
}

function handleOf(txId) {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open?.tx) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
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

async function run(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode ?? 'object' };
      const parsers = parsersOf(message.rawTypes);
      if (parsers) options.parsers = parsers;
      const { rows, affectedRows, fields } = await handleOf(message.tx).query(message.text, message.params, options);
      return { value: { rows, affectedRows, fields } };
    }
    case 'exec':
      await handleOf(message.tx).exec(message.text);
      return { value: undefined };
    case 'begin':
      return { value: await begin() };
    case 'end':
      await end(message.tx, message.commit);
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

parentPort.on('message', (message) => {
  run(message).then(
    ({ value, transfer }) => parentPort.postMessage({ id: message.id, ok: true, value }, transfer ?? []),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
