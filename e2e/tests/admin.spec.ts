import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './fixtures';

test.describe('super manages users and deadlines', () => {
  // Multi-step flows through forms: allow them the longer timeout.
  test.slow();

  test('creates a user with inline validation, then the user logs in', async ({ page, browser }) => {
    await loginAs(page, 'super');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
    const form = page.getByRole('form', { name: 'Formulir tambah pengguna' });
    await form.getByLabel('Username').fill('Bukan Valid');
    await form.getByLabel('Password').fill('pendek');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Nama wajib diisi')).toBeVisible();
    await expect(form.getByText('Password minimal 8 karakter')).toBeVisible();
    await expect(form.getByText(/huruf kecil/)).toBeVisible();

    await form.getByLabel('Username').fill('operator.dinkes');
    await form.getByLabel('Nama').fill('Rina Marlina, S.KM.');
    await form.getByRole('combobox', { name: 'Peran' }).click();
    await page.getByRole('option', { name: 'Perangkat Daerah', exact: true }).click();
    await form.getByRole('combobox', { name: 'Satuan Kerja' }).fill('Dinas Kesehatan');
    await page.getByRole('option', { name: 'Dinas Kesehatan' }).click();
    await form.getByLabel('Password').fill('rahasia-kuat-1');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pengguna berhasil ditambahkan')).toBeVisible();
    await page.getByLabel('Cari pengguna').fill('operator.dinkes');
    await expect(page.getByRole('cell', { name: 'operator.dinkes', exact: true })).toBeVisible();

    const other = await browser.newPage();
    await other.goto('/login');
    await other.getByLabel('Username').fill('operator.dinkes');
    await other.getByLabel('Password').fill('rahasia-kuat-1');
    await other.getByRole('button', { name: 'Masuk' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByText('Dinas Kesehatan').first()).toBeVisible();
    await other.close();
  });

  test('resets a password', async ({ page, request }) => {
    // Its own account: every demo account is logged in by other tests running in parallel.
    const login = await request.post('/backend/api/login', { data: { username: 'super', password: DEMO_PASSWORD } });
    const { token } = await login.json();
    const created = await request.post('/backend/api/admin/users', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        username: 'operator.reset',
        nama: 'Operator Reset',
        role_id: 3,
        satuan_kerja_id: '1010',
        password: 'awal-sekali-123',
      },
    });
    expect(created.ok()).toBe(true);

    await loginAs(page, 'super');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Reset password operator.reset' }).click();
    const form = page.getByRole('form', { name: 'Formulir reset password' });
    await form.getByLabel('Password baru').fill('baru-sekali-123');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password berhasil diatur ulang')).toBeVisible();
    const relogin = await request.post('/backend/api/login', {
      data: { username: 'operator.reset', password: 'baru-sekali-123' },
    });
    expect(relogin.ok()).toBe(true);

    // The account's history, under its edit form: the reset (never the password), then its creation.
    await page.getByRole('button', { name: 'Ubah operator.reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Pengguna' });
    await expect(dialog.getByRole('heading', { name: 'Riwayat Perubahan' })).toBeVisible();
    await expect(dialog.getByText('Password: diatur ulang')).toBeVisible();
    await expect(dialog.getByText('Peran: Perangkat Daerah')).toBeVisible();
    await expect(dialog.getByText('Satuan kerja: Dinas Pendidikan')).toBeVisible();
    await dialog.getByRole('button', { name: 'Batal' }).click();

    // The list's search goes into the XLSX export too.
    await page.getByLabel('Cari pengguna').fill('operator.reset');
    await expect(page.getByRole('cell', { name: 'operator.reset', exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe('pengguna.xlsx');
  });

  test('creates, edits and deletes a deadline of the year', async ({ page }) => {
    await loginAs(page, 'super');
    await page.goto('/referensi');
    const list2025 = page.waitForResponse(
      (r) =>
        /\/backend\/api\/referensi\?/.test(r.url()) && r.request().headers()['default-key-tahun-kinerja'] === '2025',
    );
    await page.getByRole('combobox', { name: 'Tahun Kinerja' }).selectOption('2025');
    await list2025;
    const row = page.getByRole('row', { name: /Pengisian Eviden Perbaikan/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Hapus/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Batas waktu berhasil dihapus')).toBeVisible();
    await expect(row).toBeHidden();

    await page.getByRole('button', { name: 'Tambah Batas Waktu' }).click();
    const form = page.getByRole('form', { name: 'Formulir tambah batas waktu' });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Jenis batas waktu wajib dipilih')).toBeVisible();
    await form.getByRole('combobox', { name: 'Jenis Batas Waktu' }).click();
    await page.getByRole('option', { name: 'Batas Waktu Pengisian Eviden Perbaikan' }).click();
    await form.getByLabel('Tanggal').fill('2025-12-15');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Batas waktu berhasil ditambahkan')).toBeVisible();
    await expect(page.getByRole('row', { name: /15 Desember 2025/ })).toBeVisible();

    await page
      .getByRole('row', { name: /15 Desember 2025/ })
      .getByRole('button', { name: /^Ubah/ })
      .click();
    const edit = page.getByRole('form', { name: 'Formulir ubah batas waktu' });
    await edit.getByLabel('Tanggal').fill('2025-12-22');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Batas waktu berhasil diperbarui')).toBeVisible();
    await expect(page.getByRole('row', { name: /22 Desember 2025/ })).toBeVisible();
  });
});
