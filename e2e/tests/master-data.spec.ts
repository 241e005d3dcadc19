import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/** Picks an option of a searchable select by typing part of its label. */
async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, text: string) {
  await combobox.click();
  await combobox.fill(text);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

test.describe('master data, kamus validation and LKIP narratives', () => {
  test.slow();

  test('super creates a program, a kegiatan under it and a sub kegiatan under that', async ({ page }) => {
    const n = String(Date.now() % 100000).padStart(5, '0');
    const program = `Program Uji E2E ${n}`;
    const kegiatan = `Kegiatan Uji E2E ${n}`;
    await loginAs(page, 'super');

    await page.goto('/program');
    await expect(page.getByRole('table', { name: 'Daftar program' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    const form = page.getByRole('form', { name: 'Formulir program' });
    await form.getByRole('textbox', { name: 'Kode program' }).fill('bukan kode');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Nama program wajib diisi')).toBeVisible();
    await expect(form.getByText(/harus berupa kode bertitik/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Kode program' }).fill(`9.97.${n}`);
    await form.getByRole('textbox', { name: 'Nama program' }).fill(program);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/program\/\d+$/);
    await expect(page.getByText(program).first()).toBeVisible();
    await expect(page.getByText('Riwayat Perubahan')).toBeVisible();
    const programUrl = page.url();

    await page.goto('/kegiatan/create');
    const keg = page.getByRole('form', { name: 'Formulir kegiatan' });
    await pick(page, keg.getByRole('combobox', { name: 'Program' }), program);
    await keg.getByRole('textbox', { name: 'Kode kegiatan' }).fill(`9.97.${n}.2.01`);
    await keg.getByRole('textbox', { name: 'Nama kegiatan' }).fill(kegiatan);
    await keg.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/kegiatan\/\d+$/);
    await expect(page.getByText(`9.97.${n} ${program}`)).toBeVisible();

    await page.goto('/sub-kegiatan/create');
    const sub = page.getByRole('form', { name: 'Formulir sub kegiatan' });
    await pick(page, sub.getByRole('combobox', { name: 'Kegiatan' }), kegiatan);
    await sub.getByRole('textbox', { name: 'Kode sub kegiatan' }).fill(`9.97.${n}.2.01.0001`);
    await sub.getByRole('textbox', { name: 'Nama sub kegiatan' }).fill(`Sub Kegiatan Uji E2E ${n}`);
    await sub.getByRole('textbox', { name: 'Satuan' }).fill('Dokumen');
    await sub.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/sub-kegiatan\/\d+$/);
    await expect(page.getByText(`9.97.${n}.2.01 ${kegiatan}`)).toBeVisible();

    // The program is used by its kegiatan: the delete is refused with the reason.
    await page.goto(programUrl);
    await expect(page.getByRole('link', { name: kegiatan })).toBeVisible();
    await page.getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Program masih memiliki 1 kegiatan')).toBeVisible();
  });

  test('validator_bappeda validates a kamus indikator with a note', async ({ page }) => {
    await loginAs(page, 'validator_bappeda');
    await page.goto('/kamus-indikator-validasi-bappeda');
    const table = page.getByRole('table', { name: 'Daftar kamus indikator' });
    await expect(table).toBeVisible();
    await page.getByRole('combobox', { name: 'Status validasi' }).click();
    await page.getByRole('option', { name: 'Belum Tervalidasi' }).click();
    await expect(page).toHaveURL(/status_validasi=0/);
    await table.getByRole('button', { name: 'Validasi' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Validasi Kamus Indikator' });
    await dialog.getByRole('radio', { name: 'Dikembalikan' }).check();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Catatan wajib diisi saat menolak')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Tervalidasi' }).check();
    await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Sesuai nomenklatur Kemendagri');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Kamus indikator tervalidasi')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a unit writes a narasi-pd and sees it with its history', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/lkip/narasi-pd');
    await expect(page.getByRole('table', { name: 'Daftar narasi' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/lkip\/narasi-pd\/create$/);
    const form = page.getByRole('form', { name: 'Formulir narasi' });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Bab wajib dipilih')).toBeVisible();
    await form.getByRole('combobox', { name: 'Bab' }).click();
    await page.getByRole('option', { name: 'Bab III Akuntabilitas Kinerja' }).click();
    await form.getByRole('textbox', { name: 'Judul' }).fill('Analisis Capaian IKU Uji E2E');
    await form.getByRole('textbox', { name: 'Narasi' }).fill('Capaian angka partisipasi sekolah melampaui target.');
    // Under one of the unit's goals (SS-PD), as one of the seven kinds of DOMAIN-2 §5.
    await form.getByRole('combobox', { name: 'Sasaran' }).click();
    await page.locator('[role="option"]:visible').first().click();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Jenis narasi wajib dipilih')).toBeVisible();
    await form.getByRole('combobox', { name: 'Jenis narasi' }).click();
    await page.getByRole('option', { name: 'Perbandingan target dan realisasi kinerja tahun ini' }).click();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/lkip\/narasi-pd\/\d+$/);
    await expect(page.getByText('Perbandingan target dan realisasi kinerja tahun ini', { exact: true })).toBeVisible();
    await expect(page.getByText('Dinas Pendidikan', { exact: true })).toBeVisible();
    await expect(page.getByText('Analisis Capaian IKU Uji E2E', { exact: true })).toBeVisible();
    await expect(page.getByText('Riwayat Perubahan')).toBeVisible();
    await expect(page.getByText('Dibuat', { exact: true })).toBeVisible();
  });
});
