import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './fixtures';

/** Picks a value of a searchable select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('super manages the organisation', () => {
  test.slow();

  test('satuan kerja, pegawai (NIP checked), a position with its holder; a unit in use is deactivated, not deleted', async ({
    page,
  }) => {
    await loginAs(page, 'super');
    await page.getByRole('button', { name: 'Referensi' }).click();
    await page.getByRole('link', { name: 'Satuan Kerja' }).click();
    await expect(page).toHaveURL(/\/satuan-kerja$/);
    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.getByLabel('Kode').fill('7101');
    await page.getByLabel('Nama satuan kerja').fill('Dinas Arsip Kota');
    await choose(page, 'Jenis', 'Dinas');
    await page.getByLabel('Jabatan kepala').fill('Kepala Dinas Arsip Kota');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/satuan-kerja\/\d+$/);
    await expect(page.getByText('Dinas Arsip Kota').first()).toBeVisible();

    await page.goto('/pegawai/create');
    await page.getByLabel('NIP').fill('199013152015031002');
    await page.getByLabel('Nama').fill('Sari Dewi, S.Sos.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/8 digit pertama harus tanggal lahir/)).toBeVisible();
    await page.getByLabel('NIP').fill('199001152015032002');
    await choose(page, 'Satuan kerja', 'Dinas Arsip Kota');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/pegawai\/\d+$/);
    await expect(page.getByText('199001152015032002', { exact: true })).toBeVisible();

    await page.goto('/unit-kerja/create');
    await choose(page, 'Satuan kerja', 'Dinas Arsip Kota');
    await choose(page, 'Eselon', 'Eselon II');
    await page.getByLabel('Nama unit').fill('Dinas Arsip Kota');
    await page.getByLabel('Jabatan').fill('Kepala Dinas Arsip Kota');
    await choose(page, 'Pejabat (NIP)', /Sari Dewi/);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/unit-kerja\/\d+$/);
    // The holder shows in the fields and again in the history once it has loaded.
    await expect(page.getByText('Sari Dewi, S.Sos. (199001152015032002)').first()).toBeVisible();
    const position = page.url();

    // The unit is used by its pegawai and its position: the delete is refused, naming them.
    await page.goto('/satuan-kerja');
    await page.getByLabel('Cari').fill('Arsip');
    const row = page.getByRole('row', { name: /7101/ });
    await row.getByRole('button', { name: /^Hapus/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText(/Masih dipakai oleh 1 pegawai dan 1 unit kerja/)).toBeVisible();
    await row.getByRole('link', { name: /^Ubah/ }).click();
    await page.getByRole('switch', { name: 'Aktif' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/satuan-kerja\/\d+$/);
    await expect(page.getByText('Nonaktif').first()).toBeVisible();
    // The history names the change as the form does ('Aktif', not the column 'active').
    await expect(page.getByText('Aktif: Ya → Tidak')).toBeVisible();
    await expect(page.getByText('active:')).toHaveCount(0);

    // The holder is deactivated: the position's form still names her (not an empty picker) and
    // the refusal to save her again is about a name the user sees.
    await page.goto('/pegawai?search=199001152015032002');
    await page.getByRole('link', { name: 'Ubah Sari Dewi, S.Sos.' }).click();
    // Her unit, deactivated above, is still named in her form (and does not block the save).
    await expect(
      page
        .getByRole('textbox', { name: 'Satuan kerja' })
        .or(page.getByRole('combobox', { name: 'Satuan kerja' }))
        .first(),
    ).toHaveValue('Dinas Arsip Kota');
    await page.getByRole('switch', { name: 'Aktif' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/pegawai\/\d+$/);
    await page.goto(`${position}/edit`);
    const holder = page
      .getByRole('textbox', { name: 'Pejabat (NIP)' })
      .or(page.getByRole('combobox', { name: 'Pejabat (NIP)' }));
    await expect(holder.first()).toHaveValue('Sari Dewi, S.Sos. (199001152015032002)');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pegawai dengan NIP ini tidak ditemukan atau tidak aktif')).toBeVisible();

    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/unit-kerja?satuan_kerja_id=1010');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `test-results/organisasi-unit-kerja-${width}.png`, fullPage: false });
      await page.goto('/pegawai');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `test-results/organisasi-pegawai-${width}.png`, fullPage: false });
    }
  });

  test('satuan kerja from a spreadsheet: the template filled, a wrong biro code named, fixed, applied, listed', async ({
    page,
  }) => {
    await loginAs(page, 'super');
    await page.goto('/satuan-kerja');
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Satuan Kerja' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh Templat' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Satuan Kerja', 'Petunjuk']);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(2).values = ['7201', 'Dinas Impor Uji', 'DIU', 'Dinas', '', 'Kepala Dinas Impor Uji', '', 'Aktif'];
    sheet.getRow(3).values = [
      '7202',
      'Biro Impor Uji',
      '',
      'Biro (bagian dari Setda)',
      '9999',
      'Kepala Biro Impor Uji',
      '',
      'Aktif',
    ];
    const previewFile = async () => {
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'satuan-kerja.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      });
      await dialog.getByRole('button', { name: 'Pratinjau' }).click();
    };
    await previewFile();
    await expect(dialog.getByText('Ditolak: 1')).toBeVisible();
    const refused = dialog.getByRole('table', { name: 'Baris ditolak' });
    await expect(
      refused.getByRole('row', { name: /3 Kode Kode biro harus diawali kode Sekretariat Daerah/ }),
    ).toBeVisible();
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/organisasi-impor-satuan-kerja-${width}.png`, fullPage: false });
    }
    sheet.getCell('A3').value = '9999072';
    await previewFile();
    await expect(dialog.getByText('Ditambah: 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await expect(dialog.getByText('Impor diterapkan: 2 ditambah, 0 diubah, 0 tetap.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await page.getByLabel('Cari').fill('Impor Uji');
    await expect(page.getByRole('link', { name: 'Dinas Impor Uji', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Biro Impor Uji', exact: true })).toBeVisible();
  });
});
