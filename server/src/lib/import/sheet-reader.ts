import { Readable } from 'node:stream';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import {
  IMPORT_MAX_ROWS,
  isBlank,
  readCell,
  type CellValue,
  type ImportColumn,
  type ImportRefusal,
  type ImportRow,
  type RawCell,
} from '@sakip/domain';

/**
 * The reading of an import file (decision 0053), run in the import worker thread (read.ts starts it
 * through import-worker.mjs) so that a 50,000-row file never stalls the server. ExcelJS's streaming
 * reader walks the rows one by one (memory bounded by the rows kept, not by the workbook model);
 * formulas are read as their values. The first sheet whose first row holds the recipe's headers is
 * the data sheet (the template's "Petunjuk" sheet is skipped); every cell is read by its column's
 * type (`readCell` of the domain), so the answer is the rows' values and every refused cell.
 */

export interface ReadJob {
  bytes: Uint8Array;
  columns: readonly ImportColumn[];
  /** Keys whose header must be present. */
  required: readonly string[];
  maxRows?: number;
}

export type ReadResult =
  | { ok: true; present: string[]; rows: ImportRow[]; refused: ImportRefusal[]; total: number }
  | { ok: false; message: string };

/** A cell of ExcelJS as a plain value: a formula as its result, rich text and links as their text. */
export function plainCell(value: unknown): RawCell | { error: string } {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if ('result' in v || 'formula' in v || 'sharedFormula' in v) return plainCell(v.result);
  if (Array.isArray(v.richText)) return (v.richText as { text?: string }[]).map((t) => t.text ?? '').join('');
  if ('error' in v) return { error: String(v.error) };
  if ('text' in v) return plainCell(v.text);
  return null;
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function headerText(value: unknown): string {
  const cell = plainCell(value);
  return typeof cell === 'string' || typeof cell === 'number' ? norm(String(cell)) : '';
}

/** Column index (1-based) → column, from the header row; null when it is not the data sheet. */
function headerMap(values: unknown[], columns: readonly ImportColumn[]): Map<number, ImportColumn> | string | null {
  const byHeader = new Map(columns.map((c) => [norm(c.header), c]));
  const found = new Map<number, ImportColumn>();
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const column = byHeader.get(headerText(value));
    if (!column) return;
    if (seen.has(column.key)) return;
    seen.add(column.key);
    found.set(index, column);
  });
  if (found.size === 0) return null;
  const duplicate = columns.find(
    (c) => values.filter((v) => headerText(v) === norm(c.header)).length > 1,
  );
  return duplicate ? `Kolom "${duplicate.header}" muncul lebih dari sekali di baris judul.` : found;
}

/** A1-style merge ranges of the sheets that touch the first row (merged header cells). */
async function mergedHeaderCells(bytes: Uint8Array): Promise<string | null> {
  const zip = await JSZip.loadAsync(bytes);
  const sheets = Object.keys(zip.files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  for (const name of sheets) {
    const file = zip.file(name);
    if (!file) continue;
    const found = await new Promise<string | null>((resolve, reject) => {
      let carry = '';
      let hit: string | null = null;
      const stream = file.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        const text = carry + chunk.toString('utf8');
        const match = /<mergeCell ref="([A-Z]+1:[A-Z]+\d+)"/.exec(text);
        if (match && !hit) hit = match[1] ?? null;
        carry = text.slice(-64);
      });
      stream.on('end', () => resolve(hit));
      stream.on('error', reject);
    });
    if (found) return found;
  }
  return null;
}

function cellRefusal(baris: number, column: ImportColumn, reason: string): ImportRefusal {
  return { baris, kolom: column.header, alasan: `${column.header} ${reason}` };
}

/** One data row: its values, or its refused cells. */
function readRow(baris: number, values: unknown[], header: Map<number, ImportColumn>) {
  const row: Record<string, CellValue> = {};
  const refused: ImportRefusal[] = [];
  let blank = true;
  for (const [index, column] of header) {
    const raw = plainCell(values[index]);
    if (raw !== null && typeof raw === 'object' && 'error' in raw) {
      blank = false;
      refused.push(cellRefusal(baris, column, `berisi galat rumus ${raw.error}`));
      continue;
    }
    if (!isBlank(raw)) blank = false;
    const read = readCell(column, raw);
    if (read.ok) row[column.key] = read.value;
    else refused.push(cellRefusal(baris, column, read.reason));
  }
  return { blank, row, refused };
}

interface SheetState {
  header: Map<number, ImportColumn> | null;
  rows: ImportRow[];
  refused: ImportRefusal[];
  total: number;
}

async function readSheets(job: ReadJob): Promise<SheetState | string> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(job.bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const max = job.maxRows ?? IMPORT_MAX_ROWS;
  const state: SheetState = { header: null, rows: [], refused: [], total: 0 };
  for await (const sheet of reader) {
    let header: Map<number, ImportColumn> | null | undefined;
    for await (const row of sheet) {
      const values = (row.values ?? []) as unknown[];
      if (header === undefined) {
        const map = state.header ? null : headerMap(values, job.columns);
        if (typeof map === 'string') return map;
        header = map;
        if (header) state.header = header;
        continue;
      }
      if (!header) continue;
      const read = readRow(row.number, values, header);
      if (read.blank) continue;
      state.total += 1;
      if (state.total > max) return `Berkas memuat lebih dari ${max.toLocaleString('id-ID')} baris data.`;
      if (read.refused.length > 0) state.refused.push(...read.refused);
      else state.rows.push({ baris: row.number, values: read.row });
    }
  }
  return state;
}

/** Reads an import file: its rows by the recipe's columns, or why the whole file is refused. */
export async function readImportFile(job: ReadJob): Promise<ReadResult> {
  let state: SheetState | string;
  try {
    const merged = await mergedHeaderCells(job.bytes);
    if (merged) return { ok: false, message: `Sel judul digabung (${merged}): pisahkan kembali sel baris judul.` };
    state = await readSheets(job);
  } catch {
    return { ok: false, message: 'Berkas XLSX rusak atau tidak dapat dibaca.' };
  }
  if (typeof state === 'string') return { ok: false, message: state };
  if (!state.header) {
    return { ok: false, message: 'Baris judul tidak ditemukan: gunakan templat impor (judul kolom di baris 1).' };
  }
  const present = [...state.header.values()].map((c) => c.key);
  const missing = job.columns.filter((c) => job.required.includes(c.key) && !present.includes(c.key));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `Kolom wajib tidak ditemukan di baris judul: ${missing.map((c) => c.header).join(', ')}.`,
    };
  }
  return { ok: true, present, rows: state.rows, refused: state.refused, total: state.total };
}

export const IMPORT_WORKER_ROLE = 'sakip-import';

/** Rows per message of the worker: the server's thread parses one part per turn of its event loop. */
const ROWS_PER_PART = 1000;

/** What the import worker posts: the rows in parts (JSON text), then the rest of the result. */
export type ReadMessage = { part: string } | { done: string };

/**
 * The messages of a result: each part of the rows as its own JSON text (one string is cheaper to
 * receive than a structured clone of its objects, and a part parses in a few milliseconds, where
 * 50,000 rows at once held the server's thread for half a second), then the result without them.
 */
export function readMessages(result: ReadResult): ReadMessage[] {
  if (!result.ok) return [{ done: JSON.stringify(result) }];
  const parts: ReadMessage[] = [];
  for (let i = 0; i < result.rows.length; i += ROWS_PER_PART) {
    parts.push({ part: JSON.stringify(result.rows.slice(i, i + ROWS_PER_PART)) });
  }
  return [...parts, { done: JSON.stringify({ ...result, rows: [] }) }];
}

// Inside the import worker: read the one file posted and post the result back.
if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === IMPORT_WORKER_ROLE) {
  const port = parentPort;
  port.once('message', (job: ReadJob) => {
    readImportFile(job).then(
      (result) => {
        for (const message of readMessages(result)) port.postMessage(message);
      },
      (error: unknown) =>
        port.postMessage({ done: JSON.stringify({ ok: false, message: `Berkas tidak dapat dibaca: ${String(error)}` }) }),
    );
  });
}
