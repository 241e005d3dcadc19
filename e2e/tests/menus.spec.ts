import { expect, test } from '@playwright/test';
import { menusFor, ROLE_IDS, type RoleName } from '@sakip/domain';
import { loginAs } from './fixtures';

/** The unit of each demo account (seed), as the menu rules need it. */
const ACCOUNTS: { username: string; role: RoleName; satker: string | null }[] = [
  ...(Object.keys(ROLE_IDS) as RoleName[]).map((role) => ({ username: role, role, satker: null })),
  { username: 'biro', role: 'perangkat_daerah', satker: '9999001' },
];

test.describe('menus by role', () => {
  for (const account of ACCOUNTS) {
    test(`${account.username} sees exactly its menu groups`, async ({ page }) => {
      await loginAs(page, account.username);
      const expected = menusFor({ role_id: ROLE_IDS[account.role], satuan_kerja_id: account.satker }, 2024).map((g) => g.label);
      const nav = page.getByRole('navigation', { name: 'Menu utama' });
      await expect(nav.locator('[data-menu-group]')).toHaveText(expected);
    });
  }

  test('the micro menu opens the budget recaps in a new tab', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await nav.getByRole('button', { name: 'Display Kinerja Mikro' }).click();
    const recap = nav.getByRole('link', { name: /Rekap Anggaran per Perangkat Daerah/ });
    await expect(recap).toHaveAttribute('target', '_blank');
    await expect(recap).toHaveAttribute('href', /^\/backend\/rekap-anggaran\?tahun_kinerja=2024&satuan_kerja_id=1010$/);
    await expect(nav.getByRole('link', { name: /Rekap Anggaran per Sasaran/ })).toHaveAttribute('href', /^\/backend\/rekap-rincian\?/);
  });

  // Issue 25 item 11: roles outside the planning validation see their own work, never a link to a 403.
  test('validators of the LKE and the heads see their own work on the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    const cases = [
      { username: 'validator_lke', group: 'Penilaian LKE', open: 'Penilaian Awal', heading: /Penilaian Awal/ },
      { username: 'validator_lke_pleno', group: 'Penilaian LKE', open: 'Penilaian Pleno', heading: /Pleno/ },
      { username: 'validator_kepala_bidang', group: 'Persetujuan Anggota Tim', open: 'Sebagai Kepala Bidang', heading: /Kepala Bidang/ },
    ];
    for (const c of cases) {
      await loginAs(page, c.username);
      await expect(page.getByText('Selamat datang')).toBeVisible();
      await expect(page.getByRole('link', { name: /Validasi Perencanaan/ })).toHaveCount(0);
      const work = page.getByRole('region', { name: 'Pekerjaan Anda' });
      await expect(work.getByText(c.group, { exact: true })).toBeVisible();
      await work.getByRole('link', { name: c.open, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      await expect(page.getByText('Anda tidak memiliki hak akses ke halaman ini')).toHaveCount(0);
      await page.context().clearCookies();
    }
  });

  test('a role without access to a page gets the 403 page', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/admin/users');
    await expect(page.getByText('Anda tidak memiliki hak akses ke halaman ini')).toBeVisible();
    await expect(page.getByText('403')).toBeVisible();
  });
});
