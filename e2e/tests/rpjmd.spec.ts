import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';

test.describe('pemerintah_daerah maintains the RPJMD', () => {
  // Multi-step flows through forms: allow them the longer timeout.
  test.slow();

  test('adds a sasaran strategis and its indicator to the tree, then an RPJMD goal through the form; edits, history, cross cutting', async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const ssName = `Sasaran strategis uji E2E ${suffix}`;
    const indName = `Indikator uji E2E ${suffix}`;
    await loginAs(page, 'pemerintah_daerah');

    // The visi of the period and its tree: add a sasaran strategis under the first tujuan, then its indicator.
    await page.goto('/visi-misi-rpjmd');
    await page.getByRole('table', { name: 'Daftar visi' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/visi-misi-rpjmd\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Misi, Tujuan dan Sasaran Strategis' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Tambah sasaran strategis untuk / })
      .first()
      .click();
    const ssForm = page.getByRole('form', { name: 'Formulir sasaran strategis' });
    await ssForm.getByRole('button', { name: 'Simpan' }).click();
    await expect(ssForm.getByText('Sasaran wajib diisi')).toBeVisible();
    await ssForm.getByRole('textbox', { name: 'Nomor' }).fill('9');
    await ssForm.getByRole('textbox', { name: 'Sasaran strategis' }).fill(ssName);
    await ssForm.getByRole('button', { name: 'Simpan' }).click();
    await expect(ssForm).toBeHidden();
    await page.getByRole('button', { name: `Tambah indikator sasaran strategis untuk ${ssName}` }).click();
    const indForm = page.getByRole('form', { name: 'Formulir indikator sasaran strategis' });
    await indForm.getByRole('textbox', { name: 'Nomor' }).fill('1');
    await indForm.getByRole('textbox', { name: 'Satuan' }).fill('%');
    await indForm.getByRole('textbox', { name: 'Indikator sasaran strategis' }).fill(indName);
    await indForm.getByRole('button', { name: 'Simpan' }).click();
    await expect(indForm).toBeHidden();
    await expect(page.getByText(`1. ${indName}`)).toBeVisible();

    // The RPJMD goal through its form: inline errors first, then a valid goal.
    await page.goto('/sasaran-strategis-rpjmd');
    await expect(page.getByRole('table', { name: 'Daftar sasaran strategis RPJMD' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-rpjmd\/create$/);
    const form = page.getByRole('form', { name: 'Formulir sasaran strategis RPJMD' });
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Sasaran strategis wajib dipilih', { exact: true })).toBeVisible();
    await expect(form.getByText('Target 2024 wajib diisi')).toBeVisible();

    await form.getByRole('combobox', { name: 'Sasaran strategis', exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: ssName }).click();
    await form.getByRole('combobox', { name: 'Indikator sasaran strategis' }).click();
    await page.getByRole('listbox').getByRole('option', { name: indName }).click();
    await form.getByRole('textbox', { name: 'Baseline (2023)' }).fill('50');
    for (const [i, tahun] of [2024, 2025, 2026, 2027, 2028].entries()) {
      await form.getByRole('textbox', { name: `Target ${tahun}`, exact: true }).fill(String(60 + i * 5));
    }
    await form.getByRole('textbox', { name: 'Realisasi 2024', exact: true }).fill('57');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-rpjmd\/\d+$/);
    await expect(page.getByText(indName).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Target dan realisasi per tahun' })).toContainText('95,00%');

    // Edit: the realisasi changes, capaian follows, the history shows both writes.
    await page.getByRole('link', { name: 'Ubah' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-rpjmd\/\d+\/edit$/);
    const edit = page.getByRole('form', { name: 'Formulir sasaran strategis RPJMD' });
    await expect(edit.getByRole('textbox', { name: 'Realisasi 2024', exact: true })).toHaveValue('57');
    await edit.getByRole('textbox', { name: 'Realisasi 2024', exact: true }).fill('60');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-rpjmd\/\d+$/);
    await expect(page.getByRole('table', { name: 'Target dan realisasi per tahun' })).toContainText('100,00%');
    await expect(page.getByText('Riwayat Perubahan')).toBeVisible();
    await expect(page.getByText('Dibuat', { exact: true })).toBeVisible();
    await expect(page.getByText('Diubah', { exact: true })).toBeVisible();

    // Cross cutting: adopt an SS-PD of another goal, see it, release it.
    await page.getByRole('link', { name: 'SS-PD Cross Cutting' }).click();
    await expect(page).toHaveURL(/\/sasaran-strategis-rpjmd\/\d+\/sasaran-strategis-pd-cross$/);
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('Sasaran strategis PD wajib dipilih')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sasaran strategis PD di bawah sasaran RPJMD lain' }).click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const unitName = ((await option.textContent()) ?? '').split(' — ')[0]!;
    await option.click();
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('berhasil ditambahkan sebagai cross cutting')).toBeVisible();
    const table = page.getByRole('table').last();
    await expect(table.getByRole('cell', { name: unitName }).first()).toBeVisible();
    await expect(table.getByText('Cross cutting')).toBeVisible();

    await page
      .getByRole('button', { name: /^Lepas / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lepas' }).click();
    await expect(page.getByText('Belum ada sasaran strategis PD cross cutting')).toBeVisible();
  });

  test('deleting a tree node with children names what blocks it', async ({ page }) => {
    await loginAs(page, 'pemerintah_daerah');
    await page.goto('/visi-misi-rpjmd');
    await page.getByRole('table', { name: 'Daftar visi' }).getByRole('link').first().click();
    await page
      .getByRole('button', { name: /^Hapus misi / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText(/^Misi masih memiliki \d+ tujuan$/)).toBeVisible();
  });
});
