import { expect as baseExpect, test } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Kelola Lembar Kerja LKE (issue 23 §5): super edits a criterion's wording and adds an evidence
 * slot in 2025 (nobody has submitted), the unit reads the new wording; in 2024, where units have
 * submitted, the same edit is refused with the reason.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
/** The editor renders every field of the worksheet: give a busy machine time. */
const expect = baseExpect.configure({ timeout: 30_000 });

const WORDING = 'Dokumen perencanaan kinerja disusun, ditetapkan dan dipublikasikan tepat waktu';

test('super edits a criterion and adds an evidence slot in 2025; the edit is refused in 2024 after submissions', async ({
  page,
}) => {
  await loginAs(page, 'super');
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('button', { name: 'Evaluasi' }).click();
  await nav.getByRole('link', { name: 'Kelola Lembar Kerja LKE' }).click();
  await expect(page.getByRole('heading', { name: 'Kelola Lembar Kerja LKE' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tahun Kinerja' }).selectOption('2025');
  await expect(page.getByText('Komponen, sub komponen, kriteria, pilihan jawaban dan eviden LKE tahun 2025')).toBeVisible();
  await expect(page.getByText('Lembar kerja terkunci')).toHaveCount(0);

  const card = page.getByTestId('kriteria-1.a.1');
  const wording = card.getByRole('textbox', { name: 'Kriteria kriteria 1.a.1' });
  await wording.fill(WORDING);
  await card.getByRole('button', { name: 'Simpan kriteria 1.a.1', exact: true }).click();
  await expect(page.getByText('Kriteria berhasil disimpan', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  await card.getByRole('textbox', { name: 'Nama eviden baru kriteria 1.a.1' }).fill('Tangkapan layar publikasi renstra');
  await card.getByRole('button', { name: 'Tambah Eviden baru kriteria 1.a.1' }).click();
  await expect(page.getByText('Eviden berhasil ditambahkan', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('textbox', { name: 'Nama eviden eviden Tangkapan layar publikasi renstra kriteria 1.a.1' })).toHaveValue(
    'Tangkapan layar publikasi renstra',
  );

  // after a reload the new wording and slot are still there
  await page.reload();
  await expect(page.getByTestId('kriteria-1.a.1').getByRole('textbox', { name: 'Kriteria kriteria 1.a.1' })).toHaveValue(WORDING);

  // 2024: units have submitted, so the worksheet is read-only and says why
  await page.getByRole('combobox', { name: 'Tahun Kinerja' }).selectOption('2024');
  await expect(page.getByText('Lembar kerja terkunci')).toBeVisible();
  await expect(page.getByText(/Lembar kerja LKE tahun 2024 tidak dapat diubah karena \d+ satuan kerja sudah mengajukan LKE tahun ini/)).toBeVisible();
  const locked = page.getByTestId('kriteria-1.a.1');
  await expect(locked.getByRole('textbox', { name: 'Kriteria kriteria 1.a.1' })).toBeDisabled();
  await expect(locked.getByRole('button', { name: 'Simpan kriteria 1.a.1', exact: true })).toBeDisabled();
  // the server refuses it too, whatever the screen shows
  const refused = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )esakip_token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/backend/api/lke/lembar-kerja/komponen', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'default-key-tahun-kinerja': '2024',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ kode: '9', nama: 'Komponen baru' }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  });
  expect(refused.status).toBe(422);
  expect(refused.body.message).toMatch(/^Lembar kerja LKE tahun 2024 tidak dapat diubah/);
});
