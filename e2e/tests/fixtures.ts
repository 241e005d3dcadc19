import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'sakip-demo';

/** Logs in through the form, as a user would, and waits for the dashboard. */
export async function loginAs(page: Page, username: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Ingat saya').check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
