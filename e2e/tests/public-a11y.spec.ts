import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DISPLAY_MAKRO_PAGES, DISPLAY_MIKRO_PAGES } from '@sakip/domain/menus';

/**
 * Issue 25 item 37: every public page (no login) passes axe with the WCAG 2.1 A/AA rules, whatever
 * their impact: the landing page, the login page, every public display copy (with a unit where the
 * page takes one), the dashboard, the architecture pages, the documents, the IKU, the LKE results,
 * the public rapor (with and without a unit) and the priority programs.
 */
const UNIT = '1010';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PAGES: string[] = [
  '/',
  '/login',
  '/public-display/display-makro/dashboard',
  ...DISPLAY_MAKRO_PAGES.map(([slug]) => `/public-display/display-makro/${slug}`),
  ...[
    ...DISPLAY_MIKRO_PAGES.map(([slug]) => slug),
    'capaian-kinerja-program',
    'rencana-aksi-terintegrasi',
    'realisasi-rencana-aksi-terintegrasi',
  ].map((slug) => `/public-display/display-mikro/${slug}?satuan_kerja_id=${UNIT}`),
  '/public-display/arsitektur-kinerja',
  '/public-display/arsitektur-kinerja-cross-cutting',
  '/public-display/arsitektur-kinerja-bayangan',
  ...[1, 2, 3, 4].map((jenis) => `/public-display/dokumen/${jenis}`),
  '/public-display/capaian-iku',
  '/public-display/lke/hasil-self-assessment',
  '/public-display/lke/hasil-akhir',
  '/public-display/rapor-kinerja/4',
  `/public-display/rapor-kinerja/2/${UNIT}`,
  '/public-display/program-prioritas',
];

// The pages go in chunks of six, one test each, so that the two workers share the ~4 minutes of axe
// (as one test it was the last to finish and held the whole run for it).
const CHUNK = 6;
const CHUNKS = Array.from({ length: Math.ceil(PAGES.length / CHUNK) }, (_, i) =>
  PAGES.slice(i * CHUNK, (i + 1) * CHUNK),
);

test('the home link of the public pages is named by what it shows', async ({ page }) => {
  // WCAG 2.5.3: the accessible name contains the visible text.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAccessibleName(/^Sakip\s*Kota Harapan Jaya$/);
});

for (const [index, pages] of CHUNKS.entries()) {
  test(`every public page passes axe with the WCAG 2.1 A and AA rules (${index + 1}/${CHUNKS.length}: ${pages[0]} …)`, async ({
    page,
  }) => {
    test.setTimeout(pages.length * 30_000);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so it is switched on by name.
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_21_AA)
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      for (const v of results.violations) {
        found.push(
          `${path} ${v.id} (${v.impact}): ${v.help} ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
