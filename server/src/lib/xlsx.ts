import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { renderDocument } from './document-pool';
import type { XlsxFormat, XlsxValue } from './xlsx-render';

/**
 * The XLSX export of every table (GET /G/export): columns with Indonesian headers + rows → one
 * sheet with a bold, frozen header row, column widths and number formats (xlsx-render.ts). Built
 * in memory per request (no shared temporary file: concurrent downloads never clash).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type { XlsxFormat, XlsxValue };

export interface XlsxColumn<T> {
  header: string;
  value: (row: T, index: number) => XlsxValue;
  format?: XlsxFormat;
  /** Characters; default by format (text 30, numbers 14). */
  width?: number;
}

/** 'No' column: the 1-based row number. */
export function nomorColumn<T>(): XlsxColumn<T> {
  return { header: 'No', value: (_row, index) => index + 1, format: 'bilangan', width: 6 };
}

/** The unit column of an export (the row's satuan kerja by name), as every unit-owned list has it. */
export function satuanKerjaColumn<T extends { satuan_kerja_nama: string | null }>(width = 30): XlsxColumn<T> {
  return { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width };
}

/** Rows whose cells are computed between two turns of the event loop (a city's export has thousands). */
const ROWS_PER_TURN = 500;

/**
 * The workbook of `rows`: the cells are computed here, a few hundred rows at a time so that other
 * requests run in between, and the workbook is written by the document worker (decision 0069).
 */
export function buildXlsx<T>(options: { sheetName: string; columns: XlsxColumn<T>[]; rows: readonly T[] }): Promise<Buffer>;
/** The rows as the repository gave them, and the record the columns read (mapped a turn at a time too). */
export function buildXlsx<T, Row>(options: {
  sheetName: string;
  columns: XlsxColumn<T>[];
  rows: readonly Row[];
  record: (row: Row) => T;
}): Promise<Buffer>;
export async function buildXlsx<T, Row>(options: {
  sheetName: string;
  columns: XlsxColumn<T>[];
  rows: readonly Row[];
  record?: (row: Row) => T;
}): Promise<Buffer> {
  const { sheetName, columns, rows, record = (row: Row) => row as unknown as T } = options;
  const cells: XlsxValue[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await setImmediate();
    const end = Math.min(rows.length, start + ROWS_PER_TURN);
    for (let index = start; index < end; index++) {
      const row = record(rows[index] as Row);
      cells.push(columns.map((c) => c.value(row, index) ?? null));
    }
  }
  const plain = columns.map(({ header, format, width }) => ({ header, format, width }));
  return renderDocument({ kind: 'xlsx', sheet: { sheetName, columns: plain, cells } });
}

/** '{base}-{tahun}.xlsx', e.g. kinerja-program-2024.xlsx. */
export function xlsxFilename(base: string, tahun: number): string {
  return `${base.replace(/\//g, '-')}-${tahun}.xlsx`;
}

/** Sends a built workbook as a download. */
export function sendXlsx(reply: FastifyReply, filename: string, buffer: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename.replace(/"/g, '')}"`)
    .send(buffer);
}
