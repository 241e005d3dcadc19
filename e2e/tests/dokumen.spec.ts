import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * The documents registry (DOMAIN-2 §5 'Dokumen'): a unit uploads its IKU document (a PDF; a file
 * that only looks like one by its name is refused), super approves it, and a guest finds it on the
 * public page and downloads it.
 */
test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const FILE_NAME = 'IKU Dinas Pendidikan 2024 final.pdf';

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('a unit uploads its IKU document; a text file named .pdf is refused', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/dokumen');
  await expect(page.getByRole('heading', { name: 'Dokumen', level: 1 })).toBeVisible();
  for (const name of ['LKIP', 'Renstra', 'Perjanjian Kinerja', 'Indikator Kinerja Utama']) {
    await expect(section(page, name)).toBeVisible();
  }
  // The seeded LKIP: approved version 2, the rejected version 1 kept with its note.
  const lkip = section(page, 'LKIP');
  await expect(lkip.getByText('Disetujui', { exact: true })).toBeVisible();
  await lkip.getByText(/Versi sebelumnya \(1\)/).click();
  await expect(lkip.getByText(/belum ditandatangani/)).toBeVisible();

  const iku = section(page, 'Indikator Kinerja Utama');
  await expect(iku.getByText('Belum diunggah')).toBeVisible();
  const input = iku.locator('input[type="file"]');
  await input.setInputFiles({ name: 'palsu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan PDF\n') });
  await iku.getByRole('button', { name: 'Unggah', exact: true }).click();
  await expect(iku.getByText('Jenis berkas tidak diizinkan: unggah berkas PDF.')).toBeVisible();
  await expect(iku.getByText('Belum diunggah')).toBeVisible();

  await input.setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  await iku.getByRole('button', { name: 'Unggah', exact: true }).click();
  await expect(page.getByText('Indikator Kinerja Utama versi 1 berhasil diunggah')).toBeVisible();
  await expect(iku.getByText('Menunggu', { exact: true })).toBeVisible();
  await expect(iku.getByText(FILE_NAME)).toBeVisible();

  const download = page.waitForEvent('download');
  await iku.getByRole('button', { name: `Unduh ${FILE_NAME}` }).click();
  expect((await download).suggestedFilename()).toBe(FILE_NAME);
});

test('super approves the uploaded document on Kelola Dokumen', async ({ page }) => {
  await loginAs(page, 'super');
  await page.goto('/dokumen-admin');
  await expect(page.getByRole('heading', { name: 'Kelola Dokumen', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi Indikator Kinerja Utama Dinas Pendidikan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verifikasi Dokumen' });
  await expect(dialog.getByText(FILE_NAME)).toBeVisible();
  // Rejecting needs a note.
  await dialog.getByRole('radio', { name: 'Ditolak' }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Catatan wajib diisi jika dokumen ditolak')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Disetujui' }).check();
  await dialog.getByLabel('Catatan').fill('Sesuai dengan Renstra.');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Dokumen disetujui')).toBeVisible();
  await expect(dialog).toBeHidden();
  const cell = page.getByRole('button', { name: 'Verifikasi Indikator Kinerja Utama Dinas Pendidikan' });
  await expect(cell.getByText('Disetujui')).toBeVisible();
});

test('a guest finds the approved document on the public page and downloads it; axe passes', async ({ page }) => {
  await page.goto('/public-display/dokumen/4');
  await expect(page.getByRole('heading', { name: 'Indikator Kinerja Utama', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Dinas Pendidikan/ });
  await expect(row.getByText(FILE_NAME)).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Unduh Indikator Kinerja Utama Dinas Pendidikan' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE_NAME);

  // No pending or rejected document is listed: the seeded rejected RSUD IKU is absent.
  await expect(page.getByRole('row', { name: /Rumah Sakit/ })).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.goto('/public-display/dokumen/5');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
