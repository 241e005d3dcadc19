import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

test.describe('kinerja sub kegiatan: Bappeda validation and the pengampu team', () => {
  test.slow();

  test('validator_bappeda validates a sub kegiatan with a note and sees it marked Tervalidasi', async ({ page }) => {
    const note = `Sesuai RKPD (uji E2E ${Date.now()})`;
    await loginAs(page, 'validator_bappeda');
    await page.goto('/kinerja-sub-kegiatan/validasi?status_validasi=0');
    const table = page.getByRole('table', { name: 'Daftar kinerja sub kegiatan untuk divalidasi' });
    const open = table.getByRole('button', { name: /^Validasi / }).first();
    await expect(open).toBeVisible();
    const indikator = ((await open.getAttribute('aria-label')) ?? '').replace(/^Validasi /, '');
    await open.click();

    const dialog = page.getByRole('dialog', { name: 'Validasi Kinerja Sub Kegiatan' });
    const form = dialog.getByRole('form', { name: 'Formulir validasi kinerja sub kegiatan' });
    // Sending it back needs a note: the inline message says so.
    await form.getByRole('radio', { name: 'Dikembalikan' }).check();
    await form.getByRole('textbox', { name: 'Catatan' }).fill('');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Catatan wajib diisi saat menolak')).toBeVisible();

    await form.getByRole('radio', { name: 'Tervalidasi', exact: true }).check();
    await form.getByRole('textbox', { name: 'Catatan' }).fill(note);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Kinerja sub kegiatan tervalidasi')).toBeVisible();

    await page.goto('/kinerja-sub-kegiatan/validasi?status_validasi=1');
    await page.getByRole('searchbox', { name: 'Cari' }).fill(indikator);
    const row = table.getByRole('row').filter({ hasText: note });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Tervalidasi', { exact: true })).toBeVisible();
  });

  test('perangkat_daerah sets the team carrying a sub kegiatan', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/kinerja-sub-kegiatan');
    const list = page.getByRole('table', { name: 'Daftar Kinerja Sub Kegiatan' });
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/kinerja-sub-kegiatan\/\d+$/);
    const showUrl = page.url();

    await page.getByRole('link', { name: 'Ubah Tim Kerja' }).click();
    await expect(page).toHaveURL(/\/kinerja-sub-kegiatan\/\d+\/edit-tim-kerja$/);
    await expect(page.getByRole('heading', { name: 'Ubah Tim Kerja Sub Kegiatan' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Formulir tim kerja sub kegiatan' });
    await form.getByRole('combobox', { name: 'Tim kerja pengampu' }).click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const team = (await option.textContent())?.trim() ?? '';
    await option.click();
    await form.getByRole('button', { name: 'Simpan' }).click();

    await expect(page).toHaveURL(showUrl);
    await expect(page.getByText('Tim kerja sub kegiatan berhasil disimpan')).toBeVisible();
    // The show page names the team as the pengampu.
    await expect(page.getByRole('main').getByText(team, { exact: true }).first()).toBeVisible();
  });
});
