import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './fixtures';

/**
 * Import of a unit's renstra (issue 26, decision 0053): the template downloaded from the SS-PD list,
 * filled here with ExcelJS as an official would in Excel, previewed with the parent SS-RPJMD named
 * ambiguously (its goal has two indicators), fixed, applied and seen in the list; again: no change.
 */

async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** Uploads the workbook in the open dialog and asks for the preview. */
async function previewFile(page: Page, workbook: ExcelJS.Workbook) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'renstra.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await dialog.getByRole('button', { name: 'Pratinjau' }).click();
  return dialog;
}

test('renstra: template filled, an ambiguous parent named, fixed, applied, listed; again: no change', async ({
  page,
}) => {
  test.slow();
  const goal = `Sasaran PD impor E2E ${String(Date.now()).slice(-6)}`;
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/sasaran-strategis-pd');
  await expect(page.getByRole('heading', { name: 'Sasaran Strategis PD', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Renstra (Sasaran Strategis PD dan IKU)' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
  const workbook = await workbookOf(await template);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Sasaran Strategis PD', 'Petunjuk']);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('H1').value).toBe('Target 2024');
  sheet.getRow(2).values = [
    'Meningkatnya kualitas dan pemerataan pendidikan',
    null,
    goal,
    'Rata-rata lama sekolah penduduk dilayani',
    'Tahun',
    'naik',
    '10,5',
    10.6,
    10.7,
    10.8,
    10.9,
    11,
  ];
  await previewFile(page, workbook);
  await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
  await expect(
    dialog
      .getByRole('table', { name: 'Baris ditolak' })
      .getByRole('row', { name: /2 Sasaran Strategis RPJMD .*punya 2 indikator/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

  sheet.getCell('B2').value = 'Rata-rata Lama Sekolah';
  await previewFile(page, workbook);
  await expect(dialog.getByText('Ditambah: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog.getByText('Impor diterapkan: 1 ditambah, 0 diubah, 0 tetap.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('searchbox').first().fill(goal);
  await expect(page.getByRole('link', { name: goal, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await previewFile(page, workbook);
  await expect(dialog.getByText('Tetap: 1')).toBeVisible();
  await expect(dialog.getByText('Tidak ada perubahan: data sudah sama dengan isi berkas.')).toBeVisible();
});

test('RPJMD tree: "Impor" beside Export for super, with its template', async ({ page }) => {
  await loginAs(page, 'super');
  await page.goto('/visi-misi-rpjmd');
  await expect(page.getByRole('table', { name: 'Daftar visi' })).toBeVisible();
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Impor Pohon RPJMD/ });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
  const workbook = await workbookOf(await template);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Pohon RPJMD', 'Petunjuk']);
});

test('RPJMD tree: no "Impor" for pemerintah_daerah (super imports the tree)', async ({ page }) => {
  await loginAs(page, 'pemerintah_daerah');
  await page.goto('/visi-misi-rpjmd');
  await expect(page.getByRole('table', { name: 'Daftar visi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Impor', exact: true })).toHaveCount(0);
});
