import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Issue 3 item 10: the three planning validators pass a plan stage by stage and the unit's editing
 * locks follow. The unit is the demo biro (9999001, year 2024), which has no validation record
 * and which no other browser test edits.
 */
const BIRO = '9999001';

async function open(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, username);
  return page;
}

/** The id of one of the unit's kinerja program rows (through the API, with the page's session). */
async function programId(page: Page): Promise<number> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'esakip_token')?.value;
  const res = await page.request.get('/backend/api/kinerja-program?per_page=1', {
    headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { id: number }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.id;
}

async function expectEditLocked(page: Page, id: number, reason: string) {
  await page.goto(`/kinerja-program/${id}/edit`);
  const form = page.getByRole('form', { name: 'Formulir kinerja program' });
  await expect(form.getByText('Perencanaan terkunci')).toBeVisible();
  await expect(form.getByText(reason)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Indikator', exact: true })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
}

/**
 * Issue 10 item 6: the lock is met on the list and show pages, before any form: Tambah, Ubah and
 * Hapus are disabled there with the reason shown.
 */
async function expectListLocked(page: Page, id: number, reason: string, stage: string) {
  await page.goto('/kinerja-program');
  await expectStage(page, stage, 'Lihat Validasi Perencanaan');
  await expect(page.getByText('Perencanaan terkunci')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Tambah', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ubah / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Hapus / }).first()).toBeDisabled();
  await page.goto(`/kinerja-program/${id}`);
  await expect(page.getByText('Perencanaan terkunci')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Hapus', exact: true })).toBeDisabled();
}

/** Issue 10 item 7: the planning pages show the plan's stage and the way to the validation page. */
async function expectStage(page: Page, stage: string, action: string) {
  const status = page.getByRole('status', { name: 'Status validasi perencanaan' });
  await expect(status.getByText(stage, { exact: true })).toBeVisible();
  await expect(status.getByRole('link', { name: action })).toHaveAttribute('href', '/validasi-perencanaan');
}

async function expectListOpen(page: Page, stage: string) {
  await page.goto('/kinerja-program');
  await expectStage(page, stage, 'Ajukan Validasi Perencanaan');
  await expect(page.getByRole('link', { name: 'Tambah', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ubah / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hapus / }).first()).toBeEnabled();
  await expect(page.getByText('Perencanaan terkunci')).toHaveCount(0);
}

/** Super is not held by the lock: the fields stay enabled and a blue notice says the edits override it. */
async function expectEditOverride(page: Page, id: number, title: string, state: string) {
  await page.goto(`/kinerja-program/${id}/edit`);
  const form = page.getByRole('form', { name: 'Formulir kinerja program' });
  await expect(form.getByText(title, { exact: true })).toBeVisible();
  await expect(form.getByText(`Perencanaan tahun 2024 satuan kerja ini ${state}.`)).toBeVisible();
  await expect(form.getByText('perubahan Anda mengesampingkan kunci validasi perencanaan')).toBeVisible();
  await expect(form.getByText('Perencanaan terkunci')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Indikator', exact: true })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeEnabled();
}

async function expectEditOpen(page: Page, id: number) {
  await page.goto(`/kinerja-program/${id}/edit`);
  const form = page.getByRole('form', { name: 'Formulir kinerja program' });
  await expect(form.getByRole('textbox', { name: 'Indikator', exact: true })).toBeEnabled();
  await expect(form.getByText('Perencanaan terkunci')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeEnabled();
}

async function submitOwnPlan(page: Page, button: 'Ajukan' | 'Ajukan Ulang', expected: string) {
  await page.goto('/validasi-perencanaan');
  // A unit account sees its own plan only, with the submit button.
  const own = page.getByRole('region', { name: /^Status validasi / });
  await own.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajukan Validasi Perencanaan' });
  await dialog.getByRole('textbox', { name: 'Catatan untuk validator' }).fill(`${button} oleh biro (uji E2E)`);
  await dialog.getByRole('button', { name: 'Ajukan', exact: true }).click();
  await expect(own.getByText(expected)).toBeVisible();
}

async function decide(page: Page, keputusan: 'Setujui' | 'Tolak', catatan: string, expected: string) {
  await page.goto(`/validasi-perencanaan/${BIRO}`);
  await expect(page.getByText('Program', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: keputusan, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (keputusan === 'Tolak') {
    // A rejection needs a note: checked in the form before the request.
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await expect(dialog.getByText('Catatan wajib diisi saat menolak')).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Catatan' }).fill(catatan);
  await dialog.getByRole('button', { name: keputusan, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(expected).first()).toBeVisible();
}

test('the three validators pass a plan stage by stage and the unit editing locks follow', async ({ browser }) => {
  // Four accounts and six stage changes in one flow: about a minute on a quiet machine.
  test.setTimeout(300_000);
  const unit = await open(browser, 'biro');
  const id = await programId(unit);
  await expectEditOpen(unit, id);
  await expectListOpen(unit, 'Belum diajukan');
  // Issue 10 item 7: a visible way to submit, in the menu under Perencanaan and on the dashboard card.
  await expect(unit.getByRole('link', { name: 'Validasi Perencanaan', exact: true })).toHaveAttribute(
    'href',
    '/validasi-perencanaan',
  );
  await unit.goto('/dashboard');
  await expect(unit.getByRole('link', { name: 'Ajukan Validasi Perencanaan' })).toHaveAttribute(
    'href',
    '/validasi-perencanaan',
  );

  await submitOwnPlan(unit, 'Ajukan', 'Menunggu validasi tahap 1');
  await expectEditLocked(unit, id, 'Perencanaan tahun 2024 sedang dalam validasi tahap 1');
  await expectListLocked(unit, id, 'Perencanaan tahun 2024 sedang dalam validasi tahap 1', 'Menunggu validasi tahap 1');

  // Validator 2 sees the plan but cannot act at stage 1.
  const v2 = await open(browser, 'validator_perencanaan_2');
  await v2.goto(`/validasi-perencanaan/${BIRO}`);
  await expect(v2.getByText('Menunggu validasi tahap 1').first()).toBeVisible();
  await expect(v2.getByRole('button', { name: 'Setujui' })).toHaveCount(0);

  // Validator 1 finds it waiting at its stage and approves.
  const v1 = await open(browser, 'validator_perencanaan_1');
  await v1.goto('/validasi-perencanaan');
  await v1
    .getByRole('button', { name: /^Periksa .*Biro/ })
    .first()
    .click();
  await expect(v1).toHaveURL(new RegExp(`/validasi-perencanaan/${BIRO}$`));
  await decide(v1, 'Setujui', 'Selaras dengan RPJMD', 'Menunggu validasi tahap 2');

  // Validator 2 rejects with a note: the unit may edit again.
  await decide(v2, 'Tolak', 'Target indikator program perlu ditinjau ulang', 'Dikembalikan pada tahap 2');
  await expectEditOpen(unit, id);
  await expectListOpen(unit, 'Dikembalikan pada tahap 2');

  // The unit resubmits: back to stage 2, locked again; validators 2 and 3 approve.
  await submitOwnPlan(unit, 'Ajukan Ulang', 'Menunggu validasi tahap 2');
  await expectEditLocked(unit, id, 'Perencanaan tahun 2024 sedang dalam validasi tahap 2');
  await decide(v2, 'Setujui', 'Sudah diperbaiki', 'Menunggu validasi tahap 3');
  // Waiting for validator 3 is not 'validated' yet.
  await expectEditLocked(unit, id, 'Perencanaan tahun 2024 sedang dalam validasi tahap 3');
  const admin = await open(browser, 'super');
  await expectEditOverride(admin, id, 'Perencanaan dalam validasi', 'sedang dalam validasi tahap 3');
  // Super sees the notice on the show page but is not held there either.
  await admin.goto(`/kinerja-program/${id}`);
  await expect(admin.getByText('Perencanaan dalam validasi', { exact: true })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Ubah', exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Hapus', exact: true })).toBeEnabled();
  const v3 = await open(browser, 'validator_perencanaan_3');
  await decide(v3, 'Setujui', 'Perencanaan tervalidasi', 'Tervalidasi');

  // The history lists every transition with its note.
  const riwayat = v3.getByRole('region', { name: 'Riwayat Validasi' });
  await expect(riwayat.getByText('Ditolak · tahap 2')).toBeVisible();
  await expect(riwayat.getByText('Target indikator program perlu ditinjau ulang')).toBeVisible();
  await expect(riwayat.getByText(/^Disetujui · tahap/)).toHaveCount(3);

  await expectEditLocked(unit, id, 'Perencanaan tahun 2024 sudah divalidasi');
  // Setda editing its biro's record is held by the biro's plan, not by its own (setda has none).
  const setda = await open(browser, 'setda');
  await expectEditLocked(setda, id, 'Perencanaan tahun 2024 sudah divalidasi');
  await expectEditOverride(admin, id, 'Perencanaan sudah divalidasi', 'sudah divalidasi');
});
