import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';
import { bytes, previewFile, workbookOf } from './impor-file';

/**
 * Import from a spreadsheet (issue 26, decision 0053), for two kinds: pegawai (super) and the
 * monthly realisations of a unit's kinerja sub kegiatan. The file is downloaded, edited here with
 * ExcelJS as an official would in Excel, previewed with one wrong row named, fixed, applied, and
 * imported again: nothing changes the second time.
 */
test.describe.configure({ mode: 'serial' });

const NIP_1 = '199001012015031001';
const NIP_2 = '199202022016042002';

test('pegawai: template, a wrong NIP named, fixed, applied, listed; again: no change', async ({ page }) => {
  await loginAs(page, 'super');
  await page.goto('/pegawai');
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Pegawai' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
  const workbook = await workbookOf(await template);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Pegawai', 'Petunjuk']);
  const sheet = workbook.worksheets[0]!;
  sheet.getRow(2).values = [NIP_1, 'Rina Impor Uji', 'Penata (III/c)', 'Analis', '', '', 'Aktif'];
  sheet.getRow(3).values = ['12345', 'Dodi Impor Uji', '', 'Pengelola', '', '', 'Aktif'];
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
  const refused = dialog.getByRole('table', { name: 'Baris ditolak' });
  await expect(refused.getByRole('row', { name: /3 NIP NIP harus 18 digit angka/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  sheet.getCell('A3').value = NIP_2;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditambah: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText('Impor diterapkan: 2 ditambah, 0 diubah, 0 tetap.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox').first().fill('Impor Uji');
  await expect(page.getByRole('link', { name: 'Rina Impor Uji', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodi Impor Uji', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Tetap: 2')).toBeVisible();
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});

test('monthly realisations: the export edited, a wrong value named, fixed, applied; again: no change', async ({
  page,
}) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/kinerja-sub-kegiatan');
  await expect(page.getByRole('heading', { name: 'Kinerja Sub Kegiatan', level: 1 })).toBeVisible();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const workbook = await workbookOf(await exported);
  const sheet = workbook.worksheets[0]!;
  // The official adds the month's column to the exported list and types the realisations.
  const column = sheet.getRow(1).cellCount + 1;
  sheet.getRow(1).getCell(column).value = 'Realisasi Januari';
  sheet.getRow(2).getCell(column).value = '12,5';
  sheet.getRow(3).getCell(column).value = 'dua belas';
  await page.getByRole('button', { name: 'Impor Realisasi Bulanan' }).click();
  const dialog = await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
  await expect(
    dialog
      .getByRole('table', { name: 'Baris ditolak' })
      .getByRole('row', { name: /3 Realisasi Januari .*bukan angka/ }),
  ).toBeVisible();

  sheet.getRow(3).getCell(column).value = 3;
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Ditolak: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText(/^Impor diterapkan: 0 ditambah, 2 diubah, \d+ tetap\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();

  await page.getByRole('button', { name: 'Impor Realisasi Bulanan' }).click();
  await previewFile(page, await bytes(workbook));
  await expect(dialog.getByText('Diubah: 0')).toBeVisible();
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});
