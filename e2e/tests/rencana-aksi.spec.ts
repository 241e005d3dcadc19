import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Rencana aksi (issue 11 item 2): a unit official adds a row under one of the unit's SS-PD with a
 * position as pengampu, changes the pengampu to a team, and deletes the row.
 */

/** Opens a picker (Mantine Select) by its label and chooses its first option; returns the option's text. */
async function pickFirst(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

test('a unit official adds a rencana aksi with a pengampu, changes it and deletes the row', async ({ page }) => {
  test.setTimeout(90_000);
  const nama = `Rencana aksi uji ${Date.now()}`;
  await loginAs(page, 'perangkat_daerah');
  const nav = page.getByRole('navigation');
  await nav.getByText('Perencanaan', { exact: true }).click();
  const link = nav.getByRole('link', { name: 'Rencana Aksi', exact: true });
  await expect(link).toBeVisible();
  // Under a loaded machine the first click can land while the menu group is still opening.
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(/\/rencana-aksi$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Rencana Aksi', exact: true })).toBeVisible();

  // The list of one SS-PD (its rows first in order), the one the new row goes under.
  await pickFirst(page, page.getByRole('main'), 'Sasaran Strategis PD');
  await expect(page).toHaveURL(/sasaran_strategis_pd_id=\d+/);

  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Rencana Aksi' });
  await pickFirst(page, dialog, 'Sasaran Strategis PD');
  await dialog.getByRole('textbox', { name: 'Rencana Aksi' }).fill(nama);
  await dialog.getByRole('textbox', { name: 'Indikator' }).fill('Persentase sekolah terverifikasi');
  await dialog.getByRole('textbox', { name: 'Satuan' }).fill('%');
  await dialog.getByRole('textbox', { name: 'Target TW 1' }).fill('25');
  await dialog.getByRole('textbox', { name: 'Target TW 4' }).fill('100');
  await dialog.getByText('Unit kerja', { exact: true }).click();
  await pickFirst(page, dialog, 'Unit kerja pengampu');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toBeVisible();
  const pengampuCell = row.getByRole('cell').nth(13);
  await expect(pengampuCell).not.toHaveText('-');
  const pengampuUnit = (await pengampuCell.textContent()) ?? '';
  expect(pengampuUnit.length).toBeGreaterThan(3);

  // Edit: the pengampu becomes a team of the unit; the form opens with the saved kind.
  await page.getByRole('button', { name: `Ubah ${nama}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Rencana Aksi' });
  await expect(edit.getByRole('combobox', { name: 'Unit kerja pengampu' })).not.toHaveValue('');
  await edit.getByText('Tim kerja', { exact: true }).click();
  const tim = await pickFirst(page, edit, 'Tim kerja pengampu');
  await edit.getByRole('textbox', { name: 'Target TW 2' }).fill('50');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toBeHidden();
  await expect(pengampuCell).toContainText(tim.split(' (')[0] ?? tim);
  await expect(row.getByRole('cell').nth(6)).toHaveText('50');

  await page.getByRole('button', { name: `Hapus ${nama}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toHaveCount(0);
});
