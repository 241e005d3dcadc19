import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * The LKE flow of DOMAIN-2 §2 on the demo data (Dinas Pendidikan is still filling in): the unit
 * uploads, answers and submits; the validator scores and closes; the unit improves and submits
 * again; the validator closes stage 2; the plenary closes; results, recap and the public result.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
/** The worksheet has 80 criteria: give a busy machine time to render it. */
const expect = baseExpect.configure({ timeout: 30_000 });

const E_LABEL = 'E (0%): Belum ada upaya sama sekali untuk memenuhi kriteria';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Clicks an LKE step and confirms it in the dialog that names the unit and what follows. */
async function confirmStep(page: Page, action: string, consequence: RegExp) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action}?` });
  await expect(dialog).toContainText('Dinas Pendidikan');
  await expect(dialog).toContainText(consequence);
  await dialog.getByRole('button', { name: action, exact: true }).click();
}

/** Picks a file in an evidence slot's file picker (the app's picker, not the browser's "Choose File"). */
async function pickFile(page: Page, scope: Page | Locator, label: string, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles({ ...file, mimeType: 'application/pdf' });
}

async function expectAccessible(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('the unit uploads evidence, answers the last criterion and submits', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/lke/eviden');
  await expect(page.getByRole('heading', { name: 'Input Eviden', level: 1 })).toBeVisible();
  // what is missing is named, each a link to its criterion
  const missing = page.getByTestId('belum-lengkap');
  await expect(missing).toHaveText('Belum lengkap: 2 kriteria (4.c.4, 4.c.5)');
  await missing.getByRole('button', { name: /^Ke kriteria 4\.c\.5 / }).click();
  await expect(page.getByLabel('Jawaban 4.c.5', { exact: true })).toBeFocused();
  // a file over the limit says so, as the Dokumen page does
  const big = { name: 'terlalu besar.pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) };
  await pickFile(page, page, 'Unggah Dokumen pendukung 4.c.4', big);
  await toast(page, 'Ukuran berkas melebihi batas 10 MB.');
  await pickFile(page, page, 'Unggah Dokumen pendukung 4.c.4', { name: 'notulen rapat.pdf', buffer: PDF });
  await toast(page, 'Berkas eviden berhasil diunggah');
  await expect(page.getByRole('button', { name: 'notulen rapat.pdf' })).toBeVisible();
  // one bad field: its message on that field, the cursor there, the rest kept
  const renstra = page.getByLabel('Tautan Renstra 1.a.3', { exact: true });
  await renstra.fill('renstra dinas 2024');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(renstra).toHaveAttribute('aria-invalid', 'true');
  await expect(renstra).toBeFocused();
  await expect(page.locator('tr[data-kode="1.a.3"]')).toContainText(/Tautan harus berupa alamat web/);
  await renstra.fill('https://renstra.example.go.id/2024.pdf');
  await expect(renstra).not.toHaveAttribute('aria-invalid', 'true');
  // Grades of PermenPAN-RB 88/2021, each with its meaning beside the choice.
  await page
    .getByLabel('Jawaban 4.c.5', { exact: true })
    .selectOption({ label: 'B (70%): Lebih dari 75% kriteria terpenuhi, tetapi belum seluruhnya' });
  await expect(page.getByTestId('makna-4.c.5')).toHaveText(
    'B: Lebih dari 75% kriteria terpenuhi, tetapi belum seluruhnya',
  );
  // A keberadaan criterion kept for years: AA means sustained for at least 5 years.
  await page.getByLabel('Jawaban 1.a.1', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByTestId('makna-1.a.1')).toHaveText(
    'AA: Kriteria terpenuhi seluruhnya dan telah terjaga sekurang-kurangnya 5 tahun',
  );
  await page
    .getByLabel('Keterangan Dokumen pendukung 4.c.5', { exact: true })
    .fill('Laporan peningkatan akuntabilitas 2024');
  await confirmStep(page, 'Ajukan', /tidak dapat diubah selama divalidasi/);
  await toast(page, 'Lembar kerja berhasil diajukan untuk divalidasi');
  await expect(page.getByText('Sedang dalam tahap validasi: lembar kerja tidak dapat diubah.')).toBeVisible();
  await expect(page.getByLabel('Jawaban 4.c.5', { exact: true })).toBeDisabled();
});

test('the validator scores every criterion, rejects one and closes stage 1', async ({ page }) => {
  await loginAs(page, 'validator_lke');
  await page.goto('/lke/penilaian?satuan_kerja_id=1010');
  await expect(page.getByText('Dinilai 0 dari 80 kriteria')).toBeVisible();
  // before any scoring the validator's total says so instead of "0,00 D"
  await expect(page.getByTestId('total-Nilai Validator')).toHaveText('Belum dinilai');
  await confirmStep(page, 'Tutup Penilaian', /Nilai tahap awal dikunci/);
  await expect(page.getByText(/^Penilaian belum lengkap: /).first()).toBeVisible();
  await page.getByRole('button', { name: 'Isi dari Jawaban Unit' }).click();
  await expect(page.getByText('Dinilai 80 dari 80 kriteria')).toBeVisible();
  await page.getByLabel('Nilai 1.b.1', { exact: true }).selectOption({ label: E_LABEL });
  await expect(page.locator('tr[data-kode="1.b.1"]').getByText('Berbeda dengan unit')).toBeVisible();
  await expect(page.getByTestId('makna-1.b.1')).toHaveText('E: Belum ada upaya sama sekali untuk memenuhi kriteria');
  await page.getByLabel('Status 1.a.2', { exact: true }).selectOption('tolak');
  // a rejection without a note is not saved: the note's field says why
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Catatan wajib diisi bila kriteria ditolak', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Catatan 1.a.2', { exact: true })).toBeFocused();
  // leaving with unsaved scores asks first; staying keeps them
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('link', { name: 'Penilaian Akhir' }).click();
  const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
  await expect(leave).toContainText('Ada nilai yang belum disimpan');
  await leave.getByRole('button', { name: 'Tetap di Halaman Ini' }).click();
  await expect(page).toHaveURL(/\/lke\/penilaian\?/);
  await expect(page.getByText('Dinilai 80 dari 80 kriteria')).toBeVisible();
  await page.getByLabel('Catatan 1.a.2', { exact: true }).fill('Rencana kerja belum ditetapkan kepala dinas');
  await confirmStep(page, 'Tutup Penilaian', /Nilai tahap awal dikunci/);
  await toast(page, 'Penilaian awal berhasil ditutup');
  // Batal Validasi asks first; cancelling keeps the stage
  await page.getByRole('button', { name: 'Batal Validasi' }).click();
  const batal = page.getByRole('dialog', { name: 'Batal Validasi?' });
  await expect(batal).toContainText('Dinas Pendidikan');
  await expect(batal).toContainText('Pengajuan dikembalikan kepada unit');
  await batal.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(batal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Batal Validasi' })).toBeVisible();
});

test('the unit sees the verdicts, improves and submits eviden-2 before the deadline', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/lke/eviden-2');
  await expect(page.getByRole('timer', { name: 'Batas Waktu Pengisian Eviden Perbaikan' })).toBeVisible();
  const row = page.locator('tr[data-kode="1.a.2"]');
  await expect(row.getByText('Tolak')).toBeVisible();
  await expect(row.getByText('Rencana kerja belum ditetapkan kepala dinas')).toBeVisible();
  // only the rejected criteria, to see what is to be improved
  await page.getByRole('switch', { name: 'Hanya kriteria yang ditolak (1)' }).check();
  await expect(page.locator('tr[data-kode]')).toHaveCount(1);
  await pickFile(page, row, 'Unggah Dokumen pendukung 1.a.2', { name: 'renja-2024-ditetapkan.pdf', buffer: PDF });
  await toast(page, 'Berkas eviden berhasil diunggah');
  await expect(row.getByRole('button', { name: 'renja-2024-ditetapkan.pdf' })).toBeVisible();
  await confirmStep(page, 'Ajukan', /tidak dapat diubah selama divalidasi/);
  await toast(page, 'Lembar kerja berhasil diajukan untuk divalidasi');
});

test('the validator closes stage 2 beside the stage 1 verdicts', async ({ page }) => {
  await loginAs(page, 'validator_lke');
  await page.goto('/lke/penilaian-2?satuan_kerja_id=1010');
  await expect(page.getByRole('columnheader', { name: 'Tahap Awal' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Isi dari Jawaban Unit' }).click();
  await page.getByLabel('Nilai 1.b.1', { exact: true }).selectOption({ label: E_LABEL });
  await confirmStep(page, 'Tutup Penilaian', /penilaian pleno/);
  await toast(page, 'Penilaian akhir berhasil ditutup');
});

test('the plenary sets the component values and closes', async ({ page }) => {
  await loginAs(page, 'validator_lke_pleno');
  await page.goto('/lke/penilaian-humanis?satuan_kerja_id=1010');
  // both decimal separators mean the same number
  const values: [string, string][] = [
    ['Perencanaan Kinerja', '24'],
    ['Pengukuran Kinerja', '25.5'],
    ['Pelaporan Kinerja', '12'],
    ['Evaluasi Akuntabilitas Kinerja Internal', '19,5'],
  ];
  const perencanaan = page.getByLabel('Nilai Pleno Perencanaan Kinerja', { exact: true });
  // a minus sign is refused as it is typed
  await perencanaan.fill('-1');
  await expect(perencanaan).toHaveValue('');
  // the error sits on the field and names the component and its own limit
  await perencanaan.fill('31');
  await expect(page.getByText('Perencanaan Kinerja: Nilai harus antara 0 dan 30', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(perencanaan).toBeFocused();
  for (const [nama, v] of values) await page.getByLabel(`Nilai Pleno ${nama}`, { exact: true }).fill(v);
  await expect(page.getByText(/Nilai harus antara/)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('81,00');
  await confirmStep(page, 'Tutup Pleno', /nilai akhir evaluasi/);
  await toast(page, 'Penilaian pleno berhasil ditutup');
  await expect(page.getByText('Penilaian pleno sudah ditutup.')).toBeVisible();
});

test('the unit reads its final result, the notes and what would raise the predikat', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/lke/hasil-akhir');
  await expect(page.getByTestId('nilai-akhir')).toHaveText('81,00');
  await expect(page.getByText('A: Memuaskan').first()).toBeVisible();
  await expect(page.getByTestId('predikat-interpretasi')).toContainText('efektif di seluruh unit kerja');
  await expect(page.getByRole('heading', { name: 'Apa yang dapat menaikkan predikat?' })).toBeVisible();
  // the what-if starts from the final value (the plenary's), not from the stage 2 score
  await expect(page.getByText(/^Nilai saat ini 81,00 \(predikat A\)/)).toBeVisible();
  // the LHE is on Hasil Akhir Evaluasi and in the Evaluasi menu
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh LHE (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^lhe-.*\.pdf$/);
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('link', { name: 'Hasil LKE dan LHE' }).click();
  await expect(page).toHaveURL(/\/lke\/hasil$/);
  await expect(page.getByRole('heading', { name: 'Catatan' })).toBeVisible();
  await expect(page.getByText(/1\.b\.1 .*nilai evaluator "E"/)).toBeVisible();
  // the open Evaluasi menu has its own link of the same name
  await expect(page.getByRole('main').getByRole('link', { name: 'Tindak Lanjut LHE' })).toBeVisible();
});

test('the recap shows every unit on a chart against the predikat bands', async ({ page }) => {
  await loginAs(page, 'validator_lke');
  await page.goto('/lke/rekap-pd');
  const title = 'Rekapitulasi Nilai SAKIP Perangkat Daerah Tahun 2024';
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: title })).toBeVisible();
  await expect(page.getByRole('row', { name: /Dinas Pendidikan .*81,00/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arti Predikat' })).toBeVisible();
  await expect(page.getByText('CC: Cukup (Memadai)')).toBeVisible();
  // the bars' labels write numbers as the table does (81,00, not 81 or 84.5)
  const chart = page.getByRole('img', { name: title });
  await expect(chart.locator('text').filter({ hasText: /^81,00$/ }).first()).toBeVisible();
  await expect(chart.locator('text').filter({ hasText: /^\d+\.\d+$/ })).toHaveCount(0);
});

test('a citizen reads the public results without login (axe)', async ({ page }) => {
  await page.goto('/public-display/lke/hasil-akhir?tahun_kinerja=2024&satuan_kerja_id=1010');
  await expect(page.getByRole('heading', { name: 'Hasil Akhir Evaluasi', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Pleno' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('81,00');
  await expect(page.getByRole('heading', { name: 'Catatan' })).toHaveCount(0);
  await expectAccessible(page, '/public-display/lke/hasil-akhir');
  await page.goto('/public-display/lke/hasil-self-assessment?tahun_kinerja=2024&satuan_kerja_id=1025');
  await expect(page.getByRole('columnheader', { name: 'Self Assessment Tahap Awal' })).toBeVisible();
  await expectAccessible(page, '/public-display/lke/hasil-self-assessment');
});
