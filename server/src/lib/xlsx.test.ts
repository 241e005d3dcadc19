import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx, nomorColumn } from './xlsx';

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

describe('buildXlsx of a big list', () => {
  it('keeps every row in order across the turns it yields, mapping each repository row to its record', async () => {
    const rows = Array.from({ length: 1_201 }, (_, i) => ({ kode: `R${i}`, nilai: i / 4 }));
    const buffer = await buildXlsx({
      sheetName: 'Daftar panjang',
      columns: [
        nomorColumn<{ nama: string; nilai: number }>(),
        { header: 'Nama', value: (r) => r.nama },
        { header: 'Nilai', format: 'angka', value: (r) => r.nilai },
      ],
      rows,
      record: (row) => ({ nama: `Baris ${row.kode}`, nilai: row.nilai }),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Daftar panjang');
    expect(sheet.rowCount).toBe(1_202);
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'Nama', 'Nilai']);
    for (const n of [1, 500, 501, 1_000, 1_001, 1_201]) {
      expect(sheet.getRow(n + 1).values).toEqual([undefined, n, `Baris R${n - 1}`, (n - 1) / 4]);
    }
  });
});
