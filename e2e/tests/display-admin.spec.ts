import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Super's administration of the display data (issue 24 item 3): program inovatif, penghargaan and
 * national rank, strategi RPJMD with its arah kebijakan. Each is entered through its CRUD screen and read back where the
 * public sees it.
 */

async function pickUnit(page: Page, form: Locator, label: string, unit: string) {
  const box = form.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(unit);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(unit) })
    .first()
    .click();
}

/**
 * Chooses the options of `label` one by one until the form saves: the demo already gives some goals
 * and sub kegiatan a record (one per goal or sub kegiatan, refused with 422).
 */
async function saveWithSomeOption(page: Page, form: Locator, label: string) {
  for (let i = 0; i < 8; i++) {
    await form.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').getByRole('option').nth(i).click();
    await form.getByRole('button', { name: 'Simpan' }).click();
    if (
      await page.waitForURL(/\/\d+$/, { timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`no option of ${label} could be saved`);
}

test('super enters a program inovatif, an award with a national rank and a strategy; the public pages show them', async ({
  page,
}) => {
  test.slow();
  const n = String(Date.now() % 100000);
  const inovasi = `Layanan Jemput Bola ${n}`;
  await loginAs(page, 'super');

  // The menu: Referensi → Data Kinerja Daerah.
  await page.goto('/admin/program-inovatif');
  await expect(page.getByRole('table', { name: 'Daftar program inovatif' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah' }).click();
  const form = page.getByRole('form', { name: 'Formulir program inovatif' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Nama inovasi wajib diisi')).toBeVisible();
  await pickUnit(page, form, 'Satuan kerja', 'Dinas Pendidikan');
  await form.getByRole('textbox', { name: 'Nama inovasi' }).fill(inovasi);
  await form.getByRole('textbox', { name: 'Uraian inovasi' }).fill('Petugas mendatangi sekolah untuk layanan data');
  await saveWithSomeOption(page, form, 'Kinerja sub kegiatan');
  await expect(page.getByText(inovasi).first()).toBeVisible();
  await expect(page.getByText('Riwayat Perubahan')).toBeVisible();
  await page.goto(`/admin/program-inovatif?search=${encodeURIComponent(inovasi)}`);
  const list = page.getByRole('table', { name: 'Daftar program inovatif' });
  await expect(list.getByRole('link', { name: inovasi, exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.goto('/admin/penghargaan-kinerja/create');
  const award = page.getByRole('form', { name: 'Formulir penghargaan' });
  await award.getByRole('textbox', { name: 'Peringkat nasional' }).fill(`Peringkat ${n} dari 98 kota`);
  await saveWithSomeOption(page, award, 'Sasaran strategis RPJMD (tingkat pemerintah daerah)');
  await expect(page.getByText(`Peringkat ${n} dari 98 kota`, { exact: true })).toBeVisible();
  await expect(page.getByText('Pemerintah Daerah').first()).toBeVisible();

  await page.goto('/admin/strategi-rpjmd/create');
  const strategi = page.getByRole('form', { name: 'Formulir strategi' });
  await strategi.getByRole('textbox', { name: 'Nomor' }).fill('9');
  await strategi.getByRole('textbox', { name: 'Strategi', exact: true }).fill(`Strategi uji ${n}`);
  await strategi.getByRole('textbox', { name: 'Arah kebijakan' }).fill(`Arah kebijakan uji ${n}`);
  await saveWithSomeOption(page, strategi, 'Sasaran strategis');
  await expect(page.getByText(`Strategi uji ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Arah kebijakan uji ${n}`, { exact: true })).toBeVisible();

  // What the citizens see.
  await page.goto('/public-display/display-mikro/program-inovatif?satuan_kerja_id=1010');
  await expect(page.getByText(inovasi).first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/public-display/display-makro/capaian-kinerja-pemda');
  await expect(page.getByText(`Peringkat ${n} dari 98 kota`).first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`/public-display/display-makro/rpjmd?search=${encodeURIComponent(`Arah kebijakan uji ${n}`)}`);
  await expect(page.getByRole('columnheader', { name: 'Arah Kebijakan' })).toBeVisible({ timeout: 15_000 });
});
