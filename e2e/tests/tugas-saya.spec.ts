import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Issue 27 item 1: the bell in the header counts what waits for the signed-in person and opens
 * Tugas Saya, whose items lead to the screen that does the work. Super has the demo's document
 * waiting for verification; the unit official's page shows its own work or says that none waits.
 */
test('super follows the bell to a document waiting for verification', async ({ page }) => {
  await loginAs(page, 'super');
  const bell = page.getByTestId('tugas-bell');
  await expect(bell).toHaveAccessibleName(/Tugas Saya: \d+ menunggu, \d+ pemberitahuan belum dibaca/);
  await bell.click();
  await expect(page).toHaveURL(/\/tugas-saya$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tugas Saya' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Dokumen menunggu verifikasi' });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dokumen-admin$/);
});

test('a role with nothing waiting is told so', async ({ page }) => {
  await loginAs(page, 'pemerintah_daerah');
  await expect(page.getByTestId('tugas-bell')).toHaveAccessibleName('Tugas Saya: tidak ada yang menunggu');
  await page.goto('/tugas-saya');
  await expect(page.getByText('Tidak ada tugas yang menunggu Anda saat ini.')).toBeVisible();
});
