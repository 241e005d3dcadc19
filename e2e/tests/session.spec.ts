import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

test.describe('session', () => {
  test('a logged-out visitor of a guarded page logs in and returns to it', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('intended_url'))).toBe('/admin/users');
    await page.getByLabel('Username').fill('super');
    await page.getByLabel('Password').fill('sakip-demo');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  });

  test('/dashboard when logged out goes to /login and back to /dashboard after login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, 'perangkat_daerah');
    await expect(page.getByTestId('user-nama')).toBeVisible();
  });

  test('a logged-in user at /login is sent to /dashboard', async ({ page }) => {
    await loginAs(page, 'pemda');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('wrong password shows the message inline and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('super');
    await page.getByLabel('Password').fill('salah-sekali');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Username atau password salah')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout clears the session and goes to /login', async ({ page, context }) => {
    await loginAs(page, 'setda', { remember: true });
    const token = (await context.cookies()).find((c) => c.name === 'esakip_token');
    expect(token?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 86400);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'esakip_token')).toBeUndefined();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without "Ingat saya" the token is a session cookie', async ({ page, context }) => {
    await loginAs(page, 'validator_lke');
    const token = (await context.cookies()).find((c) => c.name === 'esakip_token');
    expect(token).toBeDefined();
    expect(token?.expires).toBe(-1);
  });

  test('the chosen year survives a reload and is sent to the API', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    const year = page.getByRole('combobox', { name: 'Tahun Kinerja' });
    await year.selectOption('2025');
    await expect(page.getByRole('heading', { name: 'Batas Waktu Tahun 2025' })).toBeVisible();
    const request = page.waitForRequest((r) => r.url().includes('/backend/api/') && r.headers()['default-key-tahun-kinerja'] === '2025');
    await page.reload();
    await request;
    await expect(page.getByRole('combobox', { name: 'Tahun Kinerja' })).toHaveValue('2025');
    await expect(page.getByRole('heading', { name: 'Batas Waktu Tahun 2025' })).toBeVisible();
  });
});
