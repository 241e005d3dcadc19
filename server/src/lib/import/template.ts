import ExcelJS from 'exceljs';
import { PETUNJUK_UMUM, type ImportColumn, type ImportRecipe } from '@sakip/domain';

/**
 * The template of an import kind (decision 0053), built from its declaration: the data sheet (bold
 * header row, example rows, text format on code and NIP columns so Excel keeps their digits, a
 * drop-down list on every column with fixed values) and the "Petunjuk" sheet in Indonesian.
 */

const TYPE_TEXT: Record<ImportColumn['type'], string> = {
  text: 'teks',
  code: 'kode (teks)',
  nip: 'NIP 18 digit (teks)',
  number: 'angka',
  rupiah: 'rupiah (angka)',
  date: 'tanggal dd/mm/yyyy',
  enum: 'pilihan',
};

const DATA_ROWS = 2000;

/** ExcelJS keeps a validation per range (worksheet.dataValidations), missing from its typings. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function dataSheet(workbook: ExcelJS.Workbook, recipe: ImportRecipe) {
  const sheet = workbook.addWorksheet(recipe.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = recipe.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.type === 'text' ? 36 : c.type === 'nip' || c.type === 'code' ? 22 : 16,
    style: c.type === 'nip' || c.type === 'code' ? { numFmt: '@' } : c.type === 'rupiah' ? { numFmt: '#,##0' } : {},
  }));
  const examples = Math.max(0, ...recipe.columns.map((c) => c.example?.length ?? 0));
  for (let i = 0; i < examples; i++) {
    sheet.addRow(recipe.columns.map((c) => c.example?.[i] ?? null));
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  recipe.columns.forEach((c, i) => {
    if (!c.values) return;
    const letter = columnLetter(i + 1);
    const list = `"${c.values.join(',')}"`;
    // One rule over the data range (a list longer than 255 characters would need a sheet of its own).
    if (list.length <= 255) {
      (sheet as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${DATA_ROWS}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [list],
        showErrorMessage: true,
        errorTitle: c.header,
        error: `Pilih salah satu: ${c.values.join(', ')}`,
      });
    }
  });
}

function petunjukSheet(workbook: ExcelJS.Workbook, recipe: ImportRecipe) {
  const sheet = workbook.addWorksheet('Petunjuk');
  sheet.columns = [
    { key: 'a', width: 28 },
    { key: 'b', width: 100 },
  ];
  sheet.addRow([`Petunjuk Impor ${recipe.title}`]).font = { bold: true, size: 13 };
  sheet.addRow([]);
  for (const line of [...recipe.petunjuk, ...PETUNJUK_UMUM]) sheet.addRow(['•', line]);
  sheet.addRow([]);
  const head = sheet.addRow(['Kolom', 'Isi']);
  head.font = { bold: true };
  for (const c of recipe.columns) {
    const wajib = c.required || recipe.matchBy.includes(c.key) ? 'wajib' : 'boleh kosong';
    const values = c.values ? `; pilihan: ${c.values.join(', ')}` : '';
    sheet.addRow([c.header, `${TYPE_TEXT[c.type]}, ${wajib}${values}${c.note ? `. ${c.note}` : ''}`]);
  }
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
}

/** The template workbook of a kind. */
export async function buildImportTemplate(recipe: ImportRecipe): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sakip';
  workbook.created = new Date();
  dataSheet(workbook, recipe);
  petunjukSheet(workbook, recipe);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function templateFilename(recipe: ImportRecipe): string {
  return `templat-impor-${recipe.kind}.xlsx`;
}
