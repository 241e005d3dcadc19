import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** What the import specs do with a spreadsheet: read a download, write it back, preview it in the open dialog. */

export async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

export async function bytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads the file in the open dialog and asks for the preview. */
export async function previewFile(page: Page, buffer: Buffer) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'impor.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: 'Pratinjau' }).click();
  return dialog;
}
