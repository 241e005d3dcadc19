import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './xlsx';

/** Issue 25 item 34: whole numbers in an XLSX export carry no trailing decimal separator. */
describe('buildXlsx number formats', () => {
  it("formats whole measured values as '#,##0' and fractions with up to two decimals", async () => {
    const buffer = await buildXlsx({
      sheetName: 'Uji',
      columns: [{ header: 'Target', format: 'angka', value: (r: { v: number | null }) => r.v }],
      rows: [{ v: 4 }, { v: 77.6 }, { v: null }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe(4);
    expect(sheet.getCell('A2').numFmt).toBe('#,##0');
    expect(sheet.getCell('A3').value).toBe(77.6);
    expect(sheet.getCell('A3').numFmt).toBe('#,##0.##');
  });
});
