import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * The edit mode of the CSF notes and solutions on the diagram (issue 24 item 4): the unit adds a
 * failed CSF to its own program node, the node shows the 'CSF Gagal' icon data, edits and deletes
 * it, saves a solution; a citizen on the public diagram has no edit button. The city does the same
 * on its RPJMD goals from the makro diagram (the API's rule, domain mayWriteCatatan).
 */
const tree = (page: Page) => page.getByTestId('cascading-tree');

/** Logs in, opens the diagram and turns on the edit mode (no CSF button before) and the capaian icons. */
async function editMode(page: Page, username: string, path: string) {
  await loginAs(page, username);
  await page.goto(path);
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  await expect(tree(page).getByRole('button', { name: /^Catatan CSF dan Solusi:/ })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' }).check({ force: true });
  await page.getByRole('switch', { name: 'Tampilkan icon capaian' }).check({ force: true });
}

test('a unit writes the CSF notes and the solution of its own node; the public diagram stays read-only', async ({
  page,
}) => {
  test.slow();
  const n = String(Date.now() % 100000);
  await editMode(page, 'perangkat_daerah', '/display-mikro/cascading');

  const program = tree(page).locator('article[id^="node-kinerja-program-"]').first();
  await program.getByRole('button', { name: /^Catatan CSF dan Solusi:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Catatan CSF dan Solusi' });
  await expect(dialog).toBeVisible();

  const gagal = dialog.getByRole('region', { name: 'CSF Gagal' });
  await gagal.getByRole('button', { name: 'Tambah' }).click();
  await expect(gagal.getByText('Catatan wajib diisi')).toBeVisible();
  await gagal.getByRole('textbox', { name: 'CSF Gagal baru' }).fill(`Data dukung terlambat ${n}`);
  await gagal.getByRole('button', { name: 'Tambah' }).click();
  await expect(gagal.getByText(`Data dukung terlambat ${n}`)).toBeVisible();
  // The keyboard stays where the user works: the empty field for the next note, the edit field,
  // the pencil again after saving (never the page behind the modal).
  await expect(gagal.getByRole('textbox', { name: 'CSF Gagal baru' })).toBeFocused();

  await gagal.getByRole('button', { name: `Ubah catatan: Data dukung terlambat ${n}` }).click();
  await expect(gagal.getByRole('textbox', { name: 'Ubah CSF Gagal' })).toBeFocused();
  await gagal.getByRole('textbox', { name: 'Ubah CSF Gagal' }).fill(`Data dukung TW 2 terlambat ${n}`);
  await gagal.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(gagal.getByText(`Data dukung TW 2 terlambat ${n}`)).toBeVisible();
  await expect(gagal.getByRole('button', { name: `Ubah catatan: Data dukung TW 2 terlambat ${n}` })).toBeFocused();

  const solusi = dialog.getByRole('region', { name: 'Solusi Tahun ini' });
  await solusi.getByRole('textbox', { name: 'Solusi' }).fill(`Jadwal pengumpulan data mingguan ${n}`);
  await solusi.getByRole('button', { name: 'Simpan Solusi' }).click();
  await expect(solusi.getByRole('button', { name: 'Hapus Solusi' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The node's icons read the notes: the failed CSF in Penyebab Kegagalan, the solution in Perbaikan Kinerja.
  await expect(program.getByRole('button', { name: /^Solusi Kinerja:/ })).toBeVisible();
  await program
    .getByRole('button', { name: /^(Tidak tercapai|CSF Gagal)/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(`Data dukung TW 2 terlambat ${n}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete the note again.
  await program.getByRole('button', { name: /^Catatan CSF dan Solusi:/ }).click();
  await gagal.getByRole('button', { name: `Hapus catatan: Data dukung TW 2 terlambat ${n}` }).click();
  await expect(gagal.getByText(`Data dukung TW 2 terlambat ${n}`)).toHaveCount(0);
  await expect(gagal.getByRole('textbox', { name: 'CSF Gagal baru' })).toBeFocused();
  await page.keyboard.press('Escape');

  // A citizen: the public diagram has neither the edit switch nor the CSF button.
  await page.context().clearCookies();
  await page.goto('/public-display/arsitektur-kinerja?satuan_kerja_id=1010');
  await expect(page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Catatan CSF dan Solusi:/ })).toHaveCount(0);
});

test('the city writes the CSF notes of an RPJMD goal on the makro diagram; a unit there has no edit mode', async ({
  page,
}) => {
  test.slow();
  const n = String(Date.now() % 100000);
  const gagalText = `Koordinasi lintas PD belum rutin ${n}`;
  const tercapaiText = `Forum data pendidikan berjalan ${n}`;
  await editMode(page, 'pemerintah_daerah', '/display-makro/cascading');

  // The city's goal: a Diagnosa CSF and a failed CSF (goals carry no solution: that is the kinerja's).
  const goal = tree(page).locator('article[id^="node-sasaran-strategis-rpjmd-"]').first();
  await goal.getByRole('button', { name: /^Catatan CSF dan Solusi:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Catatan CSF dan Solusi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Solusi Tahun ini' })).toHaveCount(0);
  const tercapai = dialog.getByRole('region', { name: 'Diagnosa CSF' });
  await tercapai.getByRole('textbox', { name: 'Diagnosa CSF baru' }).fill(tercapaiText);
  await tercapai.getByRole('button', { name: 'Tambah' }).click();
  await expect(tercapai.getByRole('textbox', { name: 'Diagnosa CSF baru' })).toHaveValue('');
  await expect(tercapai.getByText(tercapaiText)).toBeVisible();
  const gagal = dialog.getByRole('region', { name: 'CSF Gagal' });
  await gagal.getByRole('textbox', { name: 'CSF Gagal baru' }).fill(gagalText);
  await gagal.getByRole('button', { name: 'Tambah' }).click();
  await expect(gagal.getByRole('textbox', { name: 'CSF Gagal baru' })).toHaveValue('');
  await expect(gagal.getByText(gagalText)).toBeVisible();
  await gagal.getByRole('button', { name: `Ubah catatan: ${gagalText}` }).click();
  await gagal.getByRole('textbox', { name: 'Ubah CSF Gagal' }).fill(`${gagalText} di triwulan 2`);
  await gagal.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(gagal.getByRole('textbox', { name: 'Ubah CSF Gagal' })).toHaveCount(0);
  await expect(gagal.getByRole('button', { name: `Hapus catatan: ${gagalText} di triwulan 2` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The goal's icon reads the failed CSF.
  await goal
    .getByRole('button', { name: /^(Tidak tercapai|CSF Gagal)/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(`${gagalText} di triwulan 2`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Clean up: both notes go again.
  await goal.getByRole('button', { name: /^Catatan CSF dan Solusi:/ }).click();
  await gagal.getByRole('button', { name: `Hapus catatan: ${gagalText} di triwulan 2` }).click();
  await expect(gagal.getByText(`${gagalText} di triwulan 2`)).toHaveCount(0);
  await tercapai.getByRole('button', { name: `Hapus catatan: ${tercapaiText}` }).click();
  await expect(tercapai.getByText(tercapaiText)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A unit may not write the city's goals: the makro diagram offers it no edit switch.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/display-makro/cascading');
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' })).toHaveCount(0);
});
