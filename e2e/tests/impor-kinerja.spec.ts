import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './fixtures';

/**
 * Import of kinerja with budgets (issue 26 kind d), as a unit account: Kinerja Program from its
 * own export (round trip) and Kinerja Sub Kegiatan from the template of its second import (the
 * list offers it beside the monthly realisations'). Each file is edited here with ExcelJS as an
 * official would in Excel, previewed with one wrong row named, fixed, applied, found in the list,
 * and imported again: nothing changes the second time.
 */
test.describe.configure({ mode: 'serial' });

async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

async function bytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The column number of a header of the sheet's first row. */
function column(sheet: ExcelJS.Worksheet, header: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, n) => {
    if (cell.value === header) found = n;
  });
  expect(found, header).toBeGreaterThan(0);
  return found;
}

/** Uploads the file in the open dialog and asks for the preview. */
async function previewFile(page: Page, buffer: Buffer) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'impor.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: 'Pratinjau' }).click();
  return dialog;
}

const refusedRow = (page: Page, name: RegExp) =>
  page.getByRole('dialog').getByRole('table', { name: 'Baris ditolak' }).getByRole('row', { name });

test('kinerja program: the export edited, a wrong code named, fixed, applied, listed; again: no change', async ({ page }) => {
  const indikator = `Indikator impor uji program ${Date.now()}`;
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/kinerja-program');
  await expect(page.getByRole('heading', { name: 'Kinerja Program', level: 1 })).toBeVisible();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const workbook = await workbookOf(await exported);
  const sheet = workbook.worksheets[0]!;
  const [kode, ind] = [column(sheet, 'Kode Program'), column(sheet, 'Indikator')];
  // A new kinerja program under the first row's SS-PD, first with a code that is not in the master data.
  const added = sheet.getRow(sheet.rowCount + 1);
  const last = added.number;
  added.values = sheet.getRow(2).values;
  added.getCell(ind).value = indikator;
  added.getCell(kode).value = '9.99.99';
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
  await expect(refusedRow(page, new RegExp(`${last} Kode Program Kode program 9\\.99\\.99 tidak ada di data master Program`))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  added.getCell(kode).value = sheet.getRow(2).getCell(kode).value;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 1')).toBeVisible();
  await expect(dialog.getByText('Ditolak: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText(/^Impor diterapkan: 1 ditambah, 0 diubah, \d+ tetap\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(indikator);
  await expect(page.getByRole('table', { name: 'Daftar Kinerja Program' }).getByText(indikator)).toBeVisible();

  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 0')).toBeVisible();
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});

test('kinerja sub kegiatan with budgets: the template filled, a wrong target named, fixed, applied, listed; again: no change', async ({
  page,
}) => {
  const indikator = `Indikator impor uji sub kegiatan ${Date.now()}`;
  await loginAs(page, 'perangkat_daerah');
  // A sub kegiatan of the unit: its code and the indicator of its kinerja kegiatan (the parent).
  const list = await page.request.get('/backend/api/kinerja-sub-kegiatan?per_page=1');
  const [sample] = (await list.json()).data as { sub_kegiatan: { kode: string }; kinerja_kegiatan: { indikator: string } }[];
  expect(sample).toBeTruthy();
  await page.goto('/kinerja-sub-kegiatan');
  await expect(page.getByRole('heading', { name: 'Kinerja Sub Kegiatan', level: 1 })).toBeVisible();
  // Both imports of the list, each named.
  await expect(page.getByRole('button', { name: 'Impor Realisasi Bulanan' })).toBeVisible();
  await page.getByRole('button', { name: 'Impor Kinerja & Anggaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Kinerja Sub Kegiatan dan Anggaran' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
  const workbook = await workbookOf(await template);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Kinerja Sub Kegiatan', 'Petunjuk']);
  const sheet = workbook.worksheets[0]!;
  const parent = sample!.kinerja_kegiatan.indikator;
  const kode = sample!.sub_kegiatan.kode;
  sheet.getRow(2).values = [parent, kode, 'Sasaran impor uji', indikator, '12,5', 'dokumen', '150.000.000', 'naik', null];
  sheet.getRow(3).values = [parent, kode, 'Sasaran impor uji', `${indikator} (2)`, 'dua belas', 'dokumen', 0, 'naik', null];
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
  await expect(refusedRow(page, /3 Target .*bukan angka/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  sheet.getCell('E3').value = 12;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText('Impor diterapkan: 2 ditambah, 0 diubah, 0 tetap.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(indikator);
  const table = page.getByRole('table', { name: 'Daftar Kinerja Sub Kegiatan' });
  await expect(table.getByText(indikator, { exact: true })).toBeVisible();
  await expect(table.getByText(`${indikator} (2)`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Impor Kinerja & Anggaran' }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Tetap: 2')).toBeVisible();
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});
