import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * LKIP Bab I-III (issue 14 item 5): a unit's operator opens the three chapters, reads its tables
 * and the narratives it wrote, and downloads the whole LKIP as one PDF; the city reads the city's.
 */

async function openChapter(page: Page, bab: 'I' | 'II' | 'III', heading: string) {
  await page
    .getByRole('navigation', { name: 'Bab LKIP' })
    .getByRole('link', { name: `Bab ${bab}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function rowsOf(page: Page, section: string) {
  const region = page.getByRole('region', { name: section }).first();
  await expect.poll(async () => region.locator('tbody tr').count()).toBeGreaterThan(0);
}

/** Screenshots at a desktop and a narrow width; at 800 px only the framed tables and the diagram scroll. */
async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[role="region"]'))
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 40)}`);
  });
  expect(overflowing).toEqual([]);
  await page.screenshot({ path: outputPath(`${name}-800.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a unit opens its three LKIP chapters with data and narratives and downloads the PDF', async ({ page }, info) => {
  test.setTimeout(120_000);
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/lkip/bab-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Bab I Pendahuluan' })).toBeVisible();
  await expect(page.getByText('Laporan Kinerja Dinas Pendidikan Tahun')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tugas Pokok dan Fungsi' })).toBeVisible();
  await rowsOf(page, 'Tabel 1.1 Arsitektur Kinerja dan Cascading');
  // A unit role never picks another unit.
  await expect(page.getByRole('combobox', { name: 'Satuan kerja' })).toHaveCount(0);
  // The cascading diagram the PDF draws, drawn here too, with its text alternative.
  const diagram = page.getByRole('region', { name: 'Gambar 1.1 Diagram Cascading Kinerja' });
  const image = diagram.getByRole('img', { name: /Gambar 1\.1 Diagram Cascading Kinerja/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await diagram.getByText('Teks alternatif diagram').click();
  await expect(diagram.getByText(/^SASARAN PERANGKAT DAERAH: /).first()).toBeVisible();
  await expect(diagram.getByText(/^PROGRAM \d/).first()).toBeVisible();
  await shoot(page, 'lkip-bab-1', (n) => info.outputPath(n));

  await openChapter(page, 'II', 'Bab II Perencanaan Kinerja');
  await expect(page.getByRole('heading', { name: 'Rencana Strategis' })).toBeVisible();
  await rowsOf(page, 'Tabel 2.1 Tujuan, Sasaran, Indikator dan Target');
  await rowsOf(page, 'Tabel 2.2 Perjanjian Kinerja');

  await openChapter(page, 'III', 'Bab III Akuntabilitas Kinerja');
  await expect(page.getByRole('heading', { name: 'Analisis Capaian Kinerja', exact: true })).toBeVisible();
  // The two parts of Bab III, worded as in the PDF (PermenPAN-RB 53/2014): A before B.
  const partA = page.getByRole('region', { name: 'A. Capaian Kinerja Organisasi' });
  const partB = page.getByRole('region', { name: 'B. Realisasi Anggaran' });
  await expect(partA.getByRole('heading', { level: 2, name: 'A. Capaian Kinerja Organisasi' })).toBeVisible();
  await expect(partB.getByRole('heading', { level: 2, name: 'B. Realisasi Anggaran' })).toBeVisible();
  await expect(partA.getByRole('table', { name: 'Tabel 3.1 Capaian Kinerja Sasaran' })).toBeVisible();
  await expect(partA.getByRole('region', { name: 'Analisis Capaian Kinerja per Sasaran' })).toBeVisible();
  await expect(partB.getByRole('table', { name: 'Tabel 3.4 Capaian Kinerja dan Efisiensi Anggaran' })).toBeVisible();
  await expect(partB.getByRole('table', { name: 'Tabel 3.1 Capaian Kinerja Sasaran' })).toHaveCount(0);
  expect((await partA.boundingBox())!.y).toBeLessThan((await partB.boundingBox())!.y);
  await rowsOf(page, 'Tabel 3.1 Capaian Kinerja Sasaran');
  await rowsOf(page, 'Tabel 3.4 Capaian Kinerja dan Efisiensi Anggaran');
  await rowsOf(page, 'Data Capaian Indikator Kinerja Utama');
  await expect(page.getByRole('columnheader', { name: 'Efisiensi (Rp)' }).first()).toBeVisible();
  // Each IKU's success and failure factors: causes from the rapor and their corrective steps.
  const faktor = page
    .getByRole('region', { name: 'Tabel 3.3 Faktor Keberhasilan dan Kegagalan per Indikator Kinerja Utama' })
    .first();
  await rowsOf(page, 'Tabel 3.3 Faktor Keberhasilan dan Kegagalan per Indikator Kinerja Utama');
  await expect(faktor.getByRole('columnheader', { name: 'Faktor Kegagalan / Penyebab' })).toBeVisible();
  await expect(faktor.locator('tbody td').filter({ hasText: /^• / }).first()).toBeVisible();
  // The narratives written under a goal sit under that goal, in the order of the seven kinds.
  const goals = page.getByRole('region', { name: 'Analisis Capaian Kinerja per Sasaran' });
  await expect(goals.getByRole('heading', { name: 'Target dan Realisasi' }).first()).toBeVisible();
  await expect(goals.getByText('Perbandingan target dan realisasi kinerja tahun ini').first()).toBeVisible();

  await shoot(page, 'lkip-bab-3', (n) => info.outputPath(n));

  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Unduh LKIP (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LKIP-\d{4}-Dinas-Pendidikan\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
});

test("the city reads the city's LKIP and may pick a unit", async ({ page }) => {
  await loginAs(page, 'pemerintah_daerah');
  await page.goto('/lkip/bab-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Bab II Perencanaan Kinerja' })).toBeVisible();
  await expect(page.getByText('Laporan Kinerja Pemerintah Daerah Tahun')).toBeVisible();
  await rowsOf(page, 'Tabel 2.2 Perjanjian Kinerja');
  await page.getByRole('combobox', { name: 'Satuan kerja' }).click();
  await page.getByRole('option', { name: 'Dinas Pendidikan', exact: true }).click();
  await expect(page).toHaveURL(/satuan_kerja_id=1010/);
  await expect(page.getByText('Laporan Kinerja Dinas Pendidikan Tahun')).toBeVisible();
});
