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
    for (const name of ['Jumlah IKU menurut kelompok capaian', 'Capaian tiap IKU RPJMD dibanding target 100%']) {
      const chart = page.getByRole('img', { name });
      await expect(chart.locator('svg path').first()).toBeAttached();
    }
    await expectAccessible(page, path);
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
  });
});
