import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/** Picks the first option of a Mantine Select (role combobox) inside `scope`. */
async function pickFirst(page: Page, combobox: ReturnType<Page['getByRole']>) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

test.describe('perangkat_daerah plans its unit goals, cross cutting and langkah aksi', () => {
  // Multi-step flows through forms: allow them the longer timeout.
  test.slow();

  test('creates a sasaran strategis PD with inline validation, edits it and sees the history', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/sasaran-strategis-pd');
    await expect(page.getByRole('table', { name: 'Daftar Sasaran Strategis PD' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-pd\/create$/);

    const form = page.getByRole('form', { name: 'Formulir sasaran strategis PD' });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Sasaran wajib diisi')).toBeVisible();
    await expect(form.getByText('IKU wajib diisi')).toBeVisible();
    await expect(form.getByText('Sasaran strategis RPJMD wajib dipilih')).toBeVisible();
    await expect(form.getByText('Target 2024 wajib diisi')).toBeVisible();

    await pickFirst(page, form.getByRole('combobox', { name: 'Sasaran strategis RPJMD' }));
    await form.getByRole('textbox', { name: 'Sasaran', exact: true }).fill('Meningkatnya mutu pendidikan uji E2E');
    await form.getByRole('textbox', { name: 'IKU', exact: true }).fill('Indeks mutu pendidikan uji E2E');
    await form.getByRole('textbox', { name: 'Satuan', exact: true }).fill('Indeks');
    for (const [i, tahun] of [2024, 2025, 2026, 2027, 2028].entries()) {
      await form.getByRole('textbox', { name: `Target ${tahun}`, exact: true }).fill(String(70 + i));
    }
    await form.getByRole('textbox', { name: 'Target TW 1' }).fill('20');
    await form.getByRole('textbox', { name: 'Narasi' }).fill('Rata-rata indeks mutu satuan pendidikan');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-pd\/\d+$/);
    await expect(page.getByText('Indeks mutu pendidikan uji E2E').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Target dan realisasi per triwulan' })).toContainText('TW 1');

    await page.getByRole('link', { name: 'Ubah' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-pd\/\d+\/edit$/);
    const edit = page.getByRole('form', { name: 'Formulir sasaran strategis PD' });
    await expect(edit.getByRole('textbox', { name: 'IKU', exact: true })).toHaveValue('Indeks mutu pendidikan uji E2E');
    await edit.getByRole('textbox', { name: 'IKU', exact: true }).fill('Indeks mutu pendidikan uji E2E diubah');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-pd\/\d+$/);
    await expect(page.getByText('Indeks mutu pendidikan uji E2E diubah').first()).toBeVisible();
    await expect(page.getByText('Riwayat Perubahan')).toBeVisible();
    await expect(page.getByText('Dibuat', { exact: true })).toBeVisible();
    await expect(page.getByText('Diubah', { exact: true })).toBeVisible();

    // A goal without programs can be deleted after the confirmation.
    await page.getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-pd$/);
  });

  test('adopts another unit’s kinerja kegiatan under a program as cross cutting and releases it', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/kinerja-program');
    const first = page.getByRole('table', { name: 'Daftar Kinerja Program' }).getByRole('link').first();
    const programId = (await first.getAttribute('href'))?.split('/').pop() ?? '';
    await page.goto(`/kinerja-program/${programId}/kinerja-kegiatan-cross`);
    await expect(page.getByRole('heading', { name: 'Kinerja Kegiatan Cross Cutting' }).first()).toBeVisible();

    // Nothing chosen: an inline message, no request.
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('Kinerja Kegiatan wajib dipilih')).toBeVisible();

    const picker = page.getByRole('combobox', { name: 'Kinerja Kegiatan perangkat daerah lain' });
    await picker.click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const label = (await option.textContent()) ?? '';
    const unitName = label.split(' — ')[0]!;
    await option.click();
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('berhasil ditambahkan sebagai cross cutting')).toBeVisible();

    const table = page.getByRole('table').last();
    await expect(table.getByRole('cell', { name: unitName }).first()).toBeVisible();
    await expect(table.getByText('Cross cutting')).toBeVisible();

    // The program's show page lists it among its kegiatan.
    await page.goto(`/kinerja-program/${programId}`);
    await expect(page.getByText('Cross cutting', { exact: true }).first()).toBeVisible();

    await page.goto(`/kinerja-program/${programId}/kinerja-kegiatan-cross`);
    await page
      .getByRole('button', { name: /^Lepas / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lepas' }).click();
    await expect(page.getByText('Belum ada kinerja kegiatan cross cutting')).toBeVisible();
  });

  test('opens the langkah aksi list and a show page; enters realisasi on the integrated page', async ({ page }) => {
    await loginAs(page, 'perangkat_daerah');
    await page.goto('/kinerja-langkah-aksi');
    const table = page.getByRole('table', { name: 'Daftar Kinerja Langkah Aksi' });
    await expect(table).toBeVisible();
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/kinerja-langkah-aksi\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Target Anggota Tim' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Target dan realisasi bulanan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Riwayat Perubahan' })).toBeVisible();

    await page.goto('/kinerja-langkah-aksi-terintegrasi');
    await expect(page.getByText('TW 1', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Input Realisasi' }).click();
    await expect(page).toHaveURL(/\/kinerja-langkah-aksi-terintegrasi\/realisasi/);
    const card = page.getByRole('region', { name: /^Realisasi / }).first();
    await card.getByRole('textbox', { name: /Realisasi bulanan .* Desember/ }).fill('1');
    await card.getByRole('button', { name: 'Simpan realisasi' }).click();
    await expect(page.getByText('Realisasi langkah aksi berhasil disimpan')).toBeVisible();
  });
});
