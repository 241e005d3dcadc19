import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Issue 27 item 5: Kesehatan Data. The city opens it from the menu, picks the unit where the demo
 * seed planted defects, sees a count for each kind and follows a finding to its record; the demo
 * unit's official sees its own data, which is clean.
 */
const SHOTS = process.env.E2E_SHOTS;

test('the city finds the planted defects of a unit and follows one to its record', async ({ page }) => {
  await loginAs(page, 'pemerintah_daerah');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('link', { name: 'Kesehatan Data' }).click();
  await expect(page).toHaveURL(/\/kesehatan-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Data' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Satuan kerja' }).click();
  await page.getByRole('option', { name: 'Dinas Pemadam Kebakaran dan Penyelamatan', exact: true }).click();
  await expect(page).toHaveURL(/satuan_kerja_id=1042/);
  await expect(page.getByLabel('2 temuan').first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('Tim tanpa anggota yang disetujui').first()).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/kesehatan-data-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/kesehatan-data-800.png`, fullPage: true });
  }
  await table.getByRole('link', { name: /^Tim Kerja: / }).first().click();
  await expect(page).toHaveURL(/\/tim-kerja\/detail\/\d+$/);
});

test('a clean unit is told it has no findings', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/kesehatan-data');
  await expect(page.getByText('Tidak ada temuan: data perencanaan lengkap dan konsisten.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Satuan kerja' })).toHaveCount(0);
});
