import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DISPLAY_MAKRO_PAGES, DISPLAY_MIKRO_PAGES } from '@sakip/domain/menus';
import { loginAs } from './fixtures';

/**
 * Every display makro / mikro page and its public copy (issue 14) renders rows of the demo city:
 * makro as the city (pemerintah_daerah), mikro as a unit user (its own unit), the public copies as
 * a guest with the unit in the query; axe finds no serious or critical violation on public pages.
 */
const OWN_PAGES = new Set(['cascading']);
const makro = DISPLAY_MAKRO_PAGES.filter(([slug]) => !OWN_PAGES.has(slug));
const mikro = DISPLAY_MIKRO_PAGES.filter(([slug]) => !OWN_PAGES.has(slug));
const publicMikro: (readonly [string, string])[] = [
  ...mikro,
  ['capaian-kinerja-program', 'Capaian Kinerja Program'],
  ['realisasi-rencana-aksi-terintegrasi', 'Realisasi Rencana Aksi Terintegrasi'],
];
const UNIT = '1010';

async function expectRows(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('thead th').first()).toBeVisible();
  await expect
    .poll(async () => table.locator('tbody tr').count(), { message: `${path} shows rows`, timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText('There are no records to show')).toHaveCount(0);
}

async function expectAccessible(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe('display pages', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the city reads every display makro page', async ({ page }) => {
    await loginAs(page, 'pemerintah_daerah');
    for (const [slug] of makro) await expectRows(page, `/display-makro/${slug}`);
    // the chart has no empty series and every indicator's name is whole, not cut
    await page.goto('/display-makro/capaian-kinerja-pemda');
    const chart = page.getByRole('img', { name: 'Capaian tahun ini dibanding tahun lalu' });
    await expect(chart.locator('svg text', { hasText: 'Rata-rata Lama Sekolah' })).toHaveCount(1);
    await expect(chart.locator('svg text', { hasText: 'Indeks Pembangunan Gender (IPG)' })).toHaveCount(1);
    await expect(chart.locator('svg text', { hasText: 'Capaian 2024' })).toHaveCount(1);
    await expect(chart.locator('svg text', { hasText: 'Capaian 2023' })).toHaveCount(0);
  });

  test('a unit user reads every display mikro page of its own unit', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    for (const [slug] of mikro) await expectRows(page, `/display-mikro/${slug}`);
  });

  for (const [slug] of makro) {
    test(`a guest reads the public makro copy ${slug}, accessible`, async ({ page }) => {
      const path = `/public-display/display-makro/${slug}`;
      await expectRows(page, path);
      await expectAccessible(page, path);
    });
  }

  for (const [slug] of publicMikro) {
    test(`a guest reads the public mikro copy ${slug} of a unit, accessible`, async ({ page }) => {
      const path = `/public-display/display-mikro/${slug}?satuan_kerja_id=${UNIT}`;
      await expectRows(page, path);
      await expectAccessible(page, path);
    });
  }

  test('a guest reads the public dashboard: headline figures, IKU cards, charts drawn, accessible', async ({ page }) => {
    const path = '/public-display/display-makro/dashboard';
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Dashboard Kinerja Walikota' })).toBeVisible();
    await expect(page.getByText('IKU tercapai')).toBeVisible();
    await expect.poll(async () => page.getByRole('article').count()).toBeGreaterThan(0);
    // Issue 25 item 15: with IKU not met the unspent budget is no efficiency (DOMAIN-2 §1).
    await expect(page.getByText('Anggaran tidak terserap', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Bukan efisiensi: \d+ dari \d+ IKU belum tercapai/)).toBeVisible();
    await expect(page.getByText('Efisiensi anggaran', { exact: true })).toHaveCount(0);
    // Issue 25 item 27: an IKU without last year's value says so without a stray '- ·'.
    await expect(page.getByText(/^- · /)).toHaveCount(0);
    for (const name of ['Jumlah IKU menurut kelompok capaian', 'Capaian tiap IKU RPJMD dibanding target 100%']) {
      const chart = page.getByRole('img', { name });
      await expect(chart.locator('svg path').first()).toBeAttached();
    }
    await expectAccessible(page, path);
  });

  // Issue 25 items 31-32: the unit a guest chose stays chosen across the navbar, the public rapor is
  // in the navbar, and nothing is offered for download before a unit is chosen.
  test('a guest keeps the chosen unit across the public navbar, up to the public rapor', async ({ page }) => {
    await page.goto('/public-display/display-mikro/renstra');
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Unduh CSV/ })).toHaveCount(0);
    await expect(page.getByText('Unduh CSV dan JSON tersedia setelah satuan kerja dipilih.')).toBeVisible();
    await page.goto(`/public-display/display-mikro/renstra?satuan_kerja_id=${UNIT}`);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    await expect(page.getByRole('link', { name: /Unduh CSV/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu publik' });
    await nav.getByRole('button', { name: 'Kinerja Perangkat Daerah' }).click();
    await page.getByRole('menuitem', { name: 'Rencana Aksi', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public-display/display-mikro/rencana-aksi\\?satuan_kerja_id=${UNIT}$`));
    await nav.getByRole('button', { name: 'Kinerja Perangkat Daerah' }).click();
    await page.getByRole('menuitem', { name: 'Rapor Kinerja', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public-display/rapor-kinerja/4/${UNIT}$`));
    await expect(page.getByRole('main').getByText('Dinas Pendidikan', { exact: true }).first()).toBeVisible();
  });

  test('at 800 px the table scrolls inside its frame and the page does not overflow', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await expectRows(page, `/public-display/display-mikro/rencana-aksi?satuan_kerja_id=${UNIT}`);
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[role="region"]'))
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 40)}`);
    });
    expect(overflowing).toEqual([]);
    // every capaian badge of a table shows its whole text at this width (issue 25 item 24)
    await expectRows(page, '/public-display/display-makro/capaian-kinerja-pemda');
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('table .mantine-Badge-root')]
        .filter((b) => {
          const label = b.querySelector('.mantine-Badge-label') ?? b;
          const cell = b.closest('td')?.getBoundingClientRect();
          const box = b.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth + 1 || (cell !== undefined && box.right > cell.right + 1);
        })
        .map((b) => b.textContent),
    );
    expect(clipped).toEqual([]);
  });
});
