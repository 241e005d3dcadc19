import { expect, test, type Page } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { loginAs } from './fixtures';
import { bytes, previewFile, workbookOf } from './impor-file';

/**
 * Import of kinerja with budgets (issue 26 kind d), as a unit account: Kinerja Program from its
 * own export (round trip) and Kinerja Sub Kegiatan from the template of its second import (the
 * list offers it beside the monthly realisations'). Each file is edited here with ExcelJS as an
 * official would in Excel, previewed with one wrong row named, fixed, applied, found in the list,
 * and imported again: nothing changes the second time.
 */
test.describe.configure({ mode: 'serial' });
// A preview and an apply each read the file in a worker thread: slow on a busy machine.
test.slow();
const SLOW = { timeout: 60_000 };

/** The column number of a header of the sheet's first row. */
function column(sheet: ExcelJS.Worksheet, header: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, n) => {
    if (cell.value === header) found = n;
  });
  expect(found, header).toBeGreaterThan(0);
  return found;
}

/** A cell's text (codes and indicators are text cells). */
const text = (cell: ExcelJS.Cell) => cell.text;

/** The first sheet of a list's export. */
async function exported(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  return (await workbookOf(await download)).worksheets[0]!;
}

const refusedRow = (page: Page, name: RegExp) =>
  page.getByRole('dialog').getByRole('table', { name: 'Baris ditolak' }).getByRole('row', { name });

test('kinerja program: the export edited, a wrong code named, fixed, applied, listed; again: no change', async ({
  page,
}) => {
  const indikator = `Indikator impor uji program ${Date.now()}`;
  await loginAs(page, 'perangkat_daerah');
  const sheet = await exported(page, '/kinerja-program');
  const workbook = sheet.workbook;
  const [kode, ind] = [column(sheet, 'Kode Program'), column(sheet, 'Indikator')];
  // A new kinerja program under the first row's SS-PD, first with a code that is not in the master data.
  const added = sheet.getRow(sheet.rowCount + 1);
  const last = added.number;
  added.values = sheet.getRow(2).values;
  added.getCell(ind).value = indikator;
  added.getCell(kode).value = '9.99.99';
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible(SLOW);
  await expect(
    refusedRow(page, new RegExp(`${last} Kode Program Kode program 9\\.99\\.99 tidak ada di data master Program`)),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  added.getCell(kode).value = sheet.getRow(2).getCell(kode).value;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 1')).toBeVisible(SLOW);
  await expect(dialog.getByText('Ditolak: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText(/^Impor diterapkan: 1 ditambah, 0 diubah, \d+ tetap\.$/)).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(indikator);
  await expect(page.getByRole('table', { name: 'Daftar Kinerja Program' }).getByText(indikator)).toBeVisible();

  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 0')).toBeVisible(SLOW);
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});

test('kinerja sub kegiatan with budgets: the template filled, a wrong target named, fixed, applied, listed; again: no change', async ({
  page,
}) => {
  const indikator = `Indikator impor uji sub kegiatan ${Date.now()}`;
  await loginAs(page, 'perangkat_daerah');
  // A sub kegiatan code of the unit (its export) and the indicator of a kinerja kegiatan of its kegiatan (theirs).
  const sub = await exported(page, '/kinerja-sub-kegiatan');
  const kode = text(sub.getRow(2).getCell(column(sub, 'Kode Sub Kegiatan')));
  const kegiatan = await exported(page, '/kinerja-kegiatan');
  const [kodeKegiatan, indikatorKegiatan] = [column(kegiatan, 'Kode Kegiatan'), column(kegiatan, 'Indikator')];
  let parent = '';
  kegiatan.eachRow((row) => {
    if (!parent && kode.startsWith(`${text(row.getCell(kodeKegiatan))}.`))
      parent = text(row.getCell(indikatorKegiatan));
  });
  expect(parent).not.toBe('');
  await page.goto('/kinerja-sub-kegiatan');
  // Both imports of the list, each named.
  await expect(page.getByRole('button', { name: 'Impor Realisasi Bulanan' })).toBeVisible();
  await page.getByRole('button', { name: 'Impor Kinerja & Anggaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Kinerja Sub Kegiatan dan Anggaran' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
  const workbook = await workbookOf(await template);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Kinerja Sub Kegiatan', 'Petunjuk']);
  const sheet = workbook.worksheets[0]!;
  sheet.getRow(2).values = [
    parent,
    kode,
    'Sasaran impor uji',
    indikator,
    '12,5',
    'dokumen',
    // Within its parent's budget: Kesehatan Data of this unit (kesehatan-data.spec) must stay clean.
    '1.500.000',
    'naik',
    null,
  ];
  sheet.getRow(3).values = [
    parent,
    kode,
    'Sasaran impor uji',
    `${indikator} (2)`,
    'dua belas',
    'dokumen',
    0,
    'naik',
    null,
  ];
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible(SLOW);
  await expect(refusedRow(page, /3 Target .*bukan angka/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  sheet.getCell('E3').value = 12;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 2')).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText('Impor diterapkan: 2 ditambah, 0 diubah, 0 tetap.')).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(indikator);
  const table = page.getByRole('table', { name: 'Daftar Kinerja Sub Kegiatan' });
  await expect(table.getByText(indikator, { exact: true })).toBeVisible();
  await expect(table.getByText(`${indikator} (2)`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Impor Kinerja & Anggaran' }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Tetap: 2')).toBeVisible(SLOW);
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});
