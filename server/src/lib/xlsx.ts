import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * The XLSX export of every table (GET /G/export): columns with Indonesian headers + rows → one
 * sheet with a bold, frozen header row, column widths and number formats. Built in memory per
 * request (no shared temporary file: concurrent downloads never clash).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * text: as is; angka: a measured value (up to 2 decimals); bilangan: an integer (No, tahun);
 * rupiah: '#,##0' with 'Rp'; persen: a percentage already ×100 (capaian 95.5 → '95,50%').
 */
export type XlsxFormat = 'text' | 'angka' | 'bilangan' | 'rupiah' | 'persen';

export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn<T> {
  header: string;
  value: (row: T, index: number) => XlsxValue;
  format?: XlsxFormat;
  /** Characters; default by format (text 30, numbers 14). */
  width?: number;
}

const NUM_FMT: Record<XlsxFormat, string | undefined> = {
  text: undefined,
  angka: '#,##0.##',
  bilangan: '0',
  rupiah: '"Rp"#,##0',
  persen: '0.00"%"',
};

/** A whole measured value: no decimal separator at all. */
const ANGKA_BULAT = '#,##0';

const DEFAULT_WIDTH: Record<XlsxFormat, number> = { text: 30, angka: 14, bilangan: 6, rupiah: 20, persen: 12 };

/** 'No' column: the 1-based row number. */
export function nomorColumn<T>(): XlsxColumn<T> {
  return { header: 'No', value: (_row, index) => index + 1, format: 'bilangan', width: 6 };
}

/** The unit column of an export (the row's satuan kerja by name), as every unit-owned list has it. */
export function satuanKerjaColumn<T extends { satuan_kerja_nama: string | null }>(width = 30): XlsxColumn<T> {
  return { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width };
}

export async function buildXlsx<T>(options: {
  sheetName: string;
  columns: XlsxColumn<T>[];
  rows: readonly T[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sakip';
  workbook.created = new Date();
  // Excel refuses sheet names over 31 characters or with []:*?/\
  const sheet = workbook.addWorksheet(options.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((c) => {
    const format = c.format ?? 'text';
    const numFmt = NUM_FMT[format];
    return {
      header: c.header,
      width: c.width ?? DEFAULT_WIDTH[format],
      style: numFmt ? { numFmt } : { alignment: { wrapText: true, vertical: 'top' } },
    };
  });
  options.rows.forEach((row, index) => {
    const added = sheet.addRow(
      options.columns.map((c) => {
        const v = c.value(row, index);
        return v === undefined ? null : v;
      }),
    );
    // '#,##0.##' leaves a trailing separator on whole numbers ("4,"): those get '#,##0' (issue 25 item 34).
    options.columns.forEach((c, i) => {
      const cell = added.getCell(i + 1);
      if (c.format === 'angka' && typeof cell.value === 'number' && Number.isInteger(cell.value)) {
        cell.numFmt = ANGKA_BULAT;
      }
    });
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  if (options.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: options.columns.length } };
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
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
