import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { loginAs } from './fixtures';

/**
 * Performance agreements, priority programs and reform categories (issue 13 items 4-6): a unit
 * uploads the signed scan of an agreement and opens it; PK pegawai downloads one employee's PDF and
 * the unit's ZIP (each entry a PDF); a guest opens the public priority programs from the navbar;
 * super creates, edits and deletes a reform category and tags a sub kegiatan.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a unit uploads the signed scan of an agreement and opens the agreement', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/perjanjian-kinerja');
  await expect(page.getByRole('heading', { name: 'Perjanjian Kinerja', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Daftar perjanjian kinerja' });
  // Issue 25 item 37: the column is named in Indonesian.
  await expect(table.getByRole('columnheader', { name: 'Status Unggah PK' })).toBeVisible();
  const head = table.getByRole('row').filter({ hasText: 'Kepala Dinas Pendidikan' }).first();
  await expect(head.getByText('Sudah diunggah')).toBeVisible();

  const pending = table.getByRole('row').filter({ hasText: 'Belum diunggah' }).first();
  const upload = pending.getByRole('button', { name: /^Unggah Scan / });
  const label = (await upload.getAttribute('aria-label')) ?? '';
  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'PK ditandatangani.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Scan perjanjian kinerja berhasil diunggah')).toBeVisible();
  const jabatan = label.replace(/^Unggah Scan /, '');
  await expect(table.getByRole('button', { name: `Ganti Scan ${jabatan}` }).first()).toBeVisible();

  await head.getByRole('link', { name: 'Kepala Dinas Pendidikan' }).click();
  await expect(page.getByRole('heading', { name: /^Perjanjian Kinerja Tahun \d{4}$/, level: 1 })).toBeVisible();
  await expect(page.getByText('PIHAK PERTAMA')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lampiran: Sasaran, Indikator dan Target' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('PK pegawai: one employee as PDF and the whole unit as a ZIP of PDFs', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/perjanjian-kinerja-pegawai');
  await expect(page.getByRole('heading', { name: 'Perjanjian Kinerja Pegawai', level: 1 })).toBeVisible();
  await page.getByLabel('Tanggal Perjanjian').fill('2024-01-15');
  const table = page.getByRole('table', { name: 'Pegawai pengampu kinerja' });
  await expect(table.getByText('Kepala Dinas Pendidikan').first()).toBeVisible();
  const rows = await table.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(1);

  const one = page.waitForEvent('download');
  await table
    .getByRole('button', { name: /^Unduh PDF / })
    .nth(1)
    .click();
  const pdf = await one;
  expect(pdf.suggestedFilename()).toMatch(/^PK \d{4} - \d+ - .+\.pdf$/);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Semua (ZIP)' }).click();
  const zipFile = await all;
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await zipFile.path()));
  const names = Object.keys(zip.files);
  expect(names.length).toBe(rows);
  for (const name of names) {
    const bytes = await zip.file(name)!.async('nodebuffer');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  await table
    .getByRole('button', { name: /^Lihat / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Perjanjian Kinerja Pegawai' });
  await expect(drawer.getByText('PIHAK KEDUA')).toBeVisible();
});

test('a guest opens the public priority programs from the navbar', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Program Prioritas' }).first().click();
  await expect(page).toHaveURL(/\/public-display\/program-prioritas$/);
  await expect(page.getByRole('heading', { name: 'Program Prioritas', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Capaian' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah Program Prioritas' })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('super manages the reform categories and tags a sub kegiatan', async ({ page }) => {
  await loginAs(page, 'super');
  await page.goto('/rencana-aksi-rb');
  await expect(page.getByRole('heading', { name: 'Rencana Aksi RB', level: 1 })).toBeVisible();

  // Tag a sub kegiatan without a category (the diagram's own call).
  await page.getByLabel('Kategori Tematik').first().click();
  await page.getByRole('option', { name: 'Tanpa kategori' }).click();
  const subTable = page.getByRole('table', { name: 'Sub kegiatan dan kategori tematik' });
  await subTable
    .getByRole('button', { name: /^Ubah kategori / })
    .first()
    .click();
  const choice = page.getByRole('dialog', { name: 'Rencana Aksi Reformasi Birokrasi' });
  await expect(choice.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  await choice.getByRole('radio').first().check();
  await choice.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Rencana Aksi berhasil diperbarui')).toBeVisible();

  await page.getByRole('tab', { name: 'Kategori Tematik' }).click();
  await page.getByRole('button', { name: 'Tambah Kategori' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Kategori Tematik' });
  await dialog.getByLabel('Nama Kategori').fill('Percepatan Digitalisasi');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kategori tematik berhasil ditambahkan')).toBeVisible();
  const table = page.getByRole('table', { name: 'Kategori tematik' });
  await page.getByLabel('Cari kategori').fill('Percepatan');
  await expect(table.getByText('Percepatan Digitalisasi')).toBeVisible();

  await table.getByRole('button', { name: 'Ubah Percepatan Digitalisasi' }).click();
  dialog = page.getByRole('dialog', { name: 'Ubah Kategori Tematik' });
  await dialog.getByLabel('Nama Kategori').fill('Percepatan Digitalisasi Layanan');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(table.getByText('Percepatan Digitalisasi Layanan')).toBeVisible();

  await table.getByRole('button', { name: 'Hapus Percepatan Digitalisasi Layanan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(table.getByText('Percepatan Digitalisasi Layanan')).toHaveCount(0);

  // A category in use is refused with where it is used.
  await page.getByLabel('Cari kategori').fill('');
  const used = table
    .locator('tbody tr')
    .filter({ hasNot: page.getByRole('cell', { name: '0', exact: true }) })
    .first();
  await used.getByRole('button', { name: /^Hapus / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(/Kategori tematik masih digunakan oleh \d+ sub kegiatan/)).toBeVisible();
});
