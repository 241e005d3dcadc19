import { expect, test } from '@playwright/test';

/**
 * A report page declared once (decision 0023) and served as its public copy: a citizen picks a
 * unit, reads the rows without the private column, and finds the open-data links.
 */
test('a citizen reads the rencana aksi terintegrasi of a unit and its open data', async ({ page }) => {
  await page.goto('/public-display/display-mikro/rencana-aksi-terintegrasi');
  await expect(page.getByRole('heading', { name: 'Langkah Aksi Terintegrasi' })).toBeVisible();
  await expect(page.getByText('Pilih satuan kerja terlebih dahulu')).toBeVisible();

  await page.getByRole('combobox', { name: 'Satuan kerja' }).click();
  await page.getByRole('option', { name: 'Dinas Pendidikan', exact: true }).click();
  await expect(page).toHaveURL(/satuan_kerja_id=1010/);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Langkah Aksi' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'NIP Ketua Tim' })).toHaveCount(0);
  await expect.poll(async () => table.locator('tbody tr').count()).toBeGreaterThan(0);

  const csv = page.getByRole('link', { name: 'Unduh CSV' });
  await expect(csv).toHaveAttribute('href', /format=csv/);
  const response = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect((await response.text()).split('\n').length).toBeGreaterThan(1);
});
