import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Super's LKE administration on /lke/rekap-pd (DOMAIN-2 §2), in 2025 so that the LKE flow of 2024
 * (lke.spec.ts) keeps its assignments: assigning a unit to a validator, copying the worksheet of
 * 2025 to 2026 (not a selectable year: the copy is checked through the API).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function openIn2025(page: Page) {
  await loginAs(page, 'super');
  await page.goto('/lke/rekap-pd');
  await page.getByRole('combobox', { name: 'Tahun Kinerja' }).selectOption('2025');
  await expect(
    page.getByRole('heading', { name: 'Rekapitulasi Nilai SAKIP Perangkat Daerah Tahun 2025' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Penugasan Validator LKE' })).toBeVisible();
}

const validatorRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByText('Validator LKE · validator_lke', { exact: true }) });

test('super assigns a unit to validator_lke for 2025 and sees it after a reload', async ({ page }) => {
  await openIn2025(page);
  const row = validatorRow(page);
  await expect(row.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  const input = row.getByRole('combobox', { name: /^Satuan kerja / });
  await input.click();
  await input.fill('Pendidikan');
  const option = page.getByRole('option', { name: /Pendidikan/ }).first();
  const nama = (await option.textContent())!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Simpan' }).click();
  // The save waits behind other specs' requests on the shared server (one embedded database):
  // a full CI run once needed more than the default 10 s here.
  await expect(page.getByText('Penugasan validator berhasil disimpan', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Rekapitulasi Nilai SAKIP Perangkat Daerah Tahun 2025' }),
  ).toBeVisible();
  await expect(validatorRow(page).getByText(nama, { exact: true })).toBeVisible();
  await expect(validatorRow(page).getByRole('button', { name: 'Simpan' })).toBeDisabled();
});

test('super copies the worksheet of 2025 to 2026 after confirming; a second copy is refused', async ({ page }) => {
  await openIn2025(page);
  await page.getByRole('button', { name: 'Salin Lembar Kerja ke Tahun Berikutnya' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ke tahun 2026');
  await dialog.getByRole('button', { name: 'Salin' }).click();
  await expect(page.getByText('Lembar kerja tahun 2025 berhasil disalin ke tahun 2026', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Salin Lembar Kerja ke Tahun Berikutnya' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salin' }).click();
  await expect(page.getByText('Lembar kerja tahun 2026 sudah ada', { exact: true })).toBeVisible();
});
