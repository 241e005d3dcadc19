import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

test.describe('layouts and errors', () => {
  test('the public welcome page shows the city and the guest navbar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Kota Harapan Jaya').first()).toBeVisible();
    for (const name of ['Kinerja Walikota', 'Kinerja Perangkat Daerah', 'Arsitektur Kinerja', 'Laporan & Dokumen', 'Program Prioritas']) {
      await expect(page.getByRole('navigation', { name: 'Menu publik' }).getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an unknown route shows the 404 texts', async ({ page }) => {
    await page.goto('/halaman/yang/tidak/ada');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke halaman depan' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route whose parameters fail validation is a 404', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/rapor-kinerja/9/diagram');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('the dashboard shows the breadcrumb, the summary and the countdown banner', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Dashboard')).toBeVisible();
    await expect(page.getByText('Batas Waktu Penyesuaian Perencanaan Pasca efisiensi').first()).toBeVisible();
    await expect(page.getByText(/Dinas Pendidikan/).first()).toBeVisible();
  });

  test('at 800 px the sidebar hides behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await loginAs(page, 'perangkat_daerah');
    const burger = page.getByRole('button', { name: 'Buka menu' });
    await expect(burger).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav.getByRole('button', { name: 'Perencanaan' })).not.toBeInViewport();
    await burger.click();
    await expect(nav.getByRole('button', { name: 'Perencanaan' })).toBeInViewport();
  });

  test('at desktop width the sidebar is open without a burger', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name: 'Perencanaan' })).toBeVisible();
  });

  for (const path of ['/', '/login']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
