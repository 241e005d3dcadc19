import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Issue 10 items 2, 3 and 8: who chooses the unit of a diagram and sees which one is shown, the
 * merged RPJMD node's modals, and the citizen's reading of the public diagrams.
 */
const tree = (page: Page) => page.getByTestId('cascading-tree');
const dialog = (page: Page) => page.getByRole('dialog');
const EMPTY_RA = 'There are no records to show';

test('a city-level user picks the unit; the page names it and keeps it in the URL', async ({ page }) => {
  await loginAs(page, 'pemerintah_daerah');
  await page.goto('/display-mikro/cascading');
  // the city has no unit of its own: it is asked for one, not shown some agency silently
  await expect(page.getByText('Pilih satuan kerja terlebih dahulu')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('diagram-unit')).toHaveCount(0);
  await expect(tree(page)).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Satuan Kerja' });
  await expect(picker).toBeVisible();
  await picker.click();
  await page.getByRole('option', { name: 'Dinas Kesehatan' }).click();
  await expect(page).toHaveURL(/satuan_kerja_id=\d+/);
  await expect(page.getByTestId('diagram-unit')).toHaveText('Dinas Kesehatan');
  await expect(tree(page).getByText('Kepala Dinas Kesehatan').first()).toBeVisible();

  // A unit's own official has no picker and still reads which unit is shown.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/display-mikro/cascading');
  await expect(page.getByTestId('diagram-unit')).toHaveText('Dinas Pendidikan', { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Satuan Kerja' })).toHaveCount(0);
});

test('RA and DO of a merged RPJMD goal cover every merged indicator', async ({ page }) => {
  await page.goto('/public-display/display-mikro/cascading?satuan_kerja_id=1010');
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  const goal = 'Meningkatnya kualitas dan pemerataan pendidikan';
  await tree(page)
    .getByRole('button', { name: new RegExp(`^RA \\(Rencana Aksi\\): ${goal}`) })
    .first()
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Rencana Aksi' })).toBeVisible();
  await expect(dialog(page).getByRole('row').nth(1)).toBeVisible();
  await expect(dialog(page).getByText(EMPTY_RA)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await tree(page)
    .getByRole('button', { name: new RegExp(`^DO \\(Definisi Operasional\\): ${goal}`) })
    .first()
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Definisi Operasional' })).toBeVisible();
  // The unit's goals under both indicators (Rata-rata and Harapan Lama Sekolah), not only the first.
  await expect(
    dialog(page).getByRole('cell', { name: 'Angka Partisipasi Murni (APM) SD/MI', exact: true }),
  ).toBeVisible();
  await expect(
    dialog(page).getByRole('cell', { name: 'Persentase guru bersertifikat pendidik', exact: true }),
  ).toBeVisible();
});

test('a citizen reads the legend, is asked for a unit, and sees which units have a kinerja bayangan', async ({
  page,
}) => {
  await page.goto('/public-display/display-mikro/cascading');
  await expect(page.getByTestId('unit-prompt')).toHaveText('Pilih satuan kerja untuk menampilkan diagram.');
  await expect(tree(page)).toHaveCount(0);
  const legend = page.getByTestId('diagram-legend');
  await expect(legend).toContainText('RA');
  await expect(legend).toContainText('Realisasi Rencana Aksi');
  await expect(legend).toContainText('Definisi Operasional');
  await expect(legend).toContainText('Kamus Indikator');
  await page.getByRole('combobox', { name: 'Satuan Kerja' }).click();
  await page.getByRole('option', { name: 'Dinas Pendidikan' }).click();
  await expect(page.getByTestId('diagram-unit')).toHaveText('Dinas Pendidikan', { timeout: 20_000 });
  await expect(tree(page)).toBeVisible();

  await page.goto('/public-display/arsitektur-kinerja-bayangan');
  await expect(page.getByTestId('unit-prompt')).toContainText('Satuan kerja yang memiliki kinerja bayangan: ');
  await expect(page.getByTestId('unit-prompt')).toContainText('Dinas Pendidikan');
});

test('at 800 px the list keeps its action column in view and the RA modal fits or scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/kinerja-program');
  const aksi = page.getByRole('columnheader', { name: 'Aksi' });
  await expect(aksi).toBeVisible({ timeout: 20_000 });
  const box = await aksi.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(800);
  await expect(page.getByLabel(/^Ubah /).first()).toBeInViewport();

  await page.goto('/display-mikro/cascading');
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  await tree(page)
    .getByRole('button', { name: /^RA \(Rencana Aksi\)/ })
    .first()
    .click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Rencana Aksi' })).toBeVisible();
  const modalBox = await modal.boundingBox();
  expect(modalBox!.x).toBeGreaterThanOrEqual(0);
  expect(modalBox!.x + modalBox!.width).toBeLessThanOrEqual(800);
  const pengampu = modal.getByRole('columnheader', { name: 'Pengampu' });
  await pengampu.scrollIntoViewIfNeeded();
  await expect(pengampu).toBeInViewport();
  await expect(modal.getByRole('columnheader', { name: 'Target TW 4' })).toBeAttached();
});

test('the diagram keeps its switches and scroll position after an edit and back', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/display-mikro/cascading');
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  const capaian = page.getByRole('switch', { name: 'Tampilkan icon capaian' });
  const edit = page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' });
  await capaian.check({ force: true });
  await edit.check({ force: true });
  const stage = tree(page).locator('xpath=..');
  await stage.evaluate((el) => el.scrollTo({ top: 300 }));
  await tree(page)
    .getByRole('link', { name: /^Ubah / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/edit/);
  await page.goBack();
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  await expect(capaian).toBeChecked();
  await expect(edit).toBeChecked();
  await expect.poll(() => stage.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
});
