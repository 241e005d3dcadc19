import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

/** The capaian diagrams of SPEC §1 (strategic goals and a unit's IKU), public and logged in. */

test('a citizen sees the strategic-goal diagram and chooses a unit without logging in', async ({ page }) => {
  await page.goto('/public-display/capaian-iku');
  await expect(page.getByRole('heading', { name: 'Capaian Sasaran Strategis' })).toBeVisible();
  const goals = page.getByRole('region', { name: 'Capaian Sasaran Strategis' }).getByRole('article');
  expect(await goals.count()).toBeGreaterThan(3);
  const first = goals.first();
  await expect(first.getByText('Efisiensi sumber daya')).toBeVisible();
  await expect(first.getByText(/^Capaian 2024$/)).toBeVisible();
  await expect(first.getByText('Capaian terhadap target akhir RPJMD')).toBeVisible();
  await expect(first.getByText(/rata-rata nasional/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Satuan Kerja' }).click();
  await page.getByRole('option', { name: 'Dinas Pendidikan', exact: true }).click();
  await expect(page).toHaveURL(/satuan_kerja_id=1010/);
  const unit = page.getByRole('region', { name: 'Capaian IKU Dinas Pendidikan' });
  await expect(unit.getByRole('heading', { name: 'Capaian IKU Dinas Pendidikan' })).toBeVisible();
  expect(await unit.getByRole('article').count()).toBeGreaterThan(0);
  await expect(
    unit
      .getByRole('article')
      .first()
      .getByText(/rata-rata regional/),
  ).toBeVisible();
});

test('the public page follows the public year', async ({ page, context }) => {
  await context.addCookies([{ name: 'Default-Key-Tahun-Kinerja-Public', value: '2025', url: 'http://127.0.0.1' }]);
  await page.goto('/public-display/capaian-iku');
  await expect(page.getByRole('main').getByText('Tahun 2025')).toBeVisible();
  await expect(page.getByRole('article').first().getByText(/^Capaian 2025$/)).toBeVisible();
});

test("a unit official sees the city's goals and their own unit's IKU", async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/capaian-iku');
  await expect(page.getByRole('heading', { name: 'Capaian Sasaran Strategis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Capaian IKU Dinas Pendidikan' })).toBeVisible();
  // One unit only: nothing to choose.
  await expect(page.getByRole('combobox', { name: 'Satuan Kerja' })).toHaveCount(0);
});

test('the logged-in page needs a login', async ({ page }) => {
  await page.goto('/capaian-iku');
  await expect(page).toHaveURL(/\/login$/);
});
