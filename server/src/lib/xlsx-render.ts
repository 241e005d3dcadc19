import ExcelJS from 'exceljs';

/**
 * The XLSX writer proper (ExcelJS), run inside the document worker thread (lib/xlsx.ts computes
 * the cells and posts them through document-pool.ts): one sheet with a bold, frozen, filtered
 * header row, column widths and number formats.
 */

/**
 * text: as is; angka: a measured value (up to 2 decimals); bilangan: an integer (No, tahun);
 * rupiah: '#,##0' with 'Rp'; persen: a percentage already ×100 (capaian 95.5 → '95,50%').
 */
export type XlsxFormat = 'text' | 'angka' | 'bilangan' | 'rupiah' | 'persen';

export type XlsxValue = string | number | boolean | Date | null | undefined;

/** A sheet as plain data (it crosses to the worker by structured clone). */
export interface XlsxSheet {
  sheetName: string;
  columns: { header: string; format?: XlsxFormat | undefined; width?: number | undefined }[];
  /** One array of values per row, in the columns' order. */
  cells: XlsxValue[][];
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

/** The workbook's bytes, written in this thread. */
export async function renderSheetHere({ sheetName, columns, cells }: XlsxSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sakip';
  workbook.created = new Date();
  // Excel refuses sheet names over 31 characters or with []:*?/\
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => {
    const format = c.format ?? 'text';
    const numFmt = NUM_FMT[format];
    return {
      header: c.header,
      width: c.width ?? DEFAULT_WIDTH[format],
      style: numFmt ? { numFmt } : { alignment: { wrapText: true, vertical: 'top' } },
    };
  });
  for (const values of cells) {
    const added = sheet.addRow(values.map((v) => (v === undefined ? null : v)));
    // '#,##0.##' leaves a trailing separator on whole numbers ("4,"): those get '#,##0' (issue 25 item 34).
    columns.forEach((c, i) => {
      const cell = added.getCell(i + 1);
      if (c.format === 'angka' && typeof cell.value === 'number' && Number.isInteger(cell.value)) {
        cell.numFmt = ANGKA_BULAT;
      }
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  if (columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
