import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { EMPTY_CITIES } from '../playwright.config';

/**
 * Issue 24 "Done when": a new city on an empty database without the demo (the second server of
 * playwright.config.ts, SEED_DEMO=false; on PGlite and, when npm test found the PostgreSQL server, on
 * a fresh PostgreSQL database too). Setup → super creates a period, a unit, its employees
 * and positions, the unit's account linked by NIP, and the period's RPJMD from the visi down to a
 * sasaran strategis RPJMD with its targets, all through the screens; only the master program /
 * kegiatan / sub kegiatan go through the API (their screens have their own flow,
 * master-data.spec.ts). The unit's account then plans its goal down to a sub kegiatan through the
 * forms and downloads its PK from the PK page: the PDF carries the mayor's name from the setup.
 */

const WALIKOTA = 'Ir. Hendra Gunawan, M.T.';
const SUPER = { username: 'admin', password: 'kata-sandi-kuat-12' };
const UNIT = { username: 'dinas.pendidikan', password: 'sandi-unit-2024' };
const KEPALA = { nip: '197501012000031001', nama: 'Dra. Sri Wahyuni, M.Pd.' };
const STAF = { nip: '199002022015032002', nama: 'Rina Kartika, S.Pd.' };

async function choose(page: Page, label: string, option: string | RegExp) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

async function login(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** POST as super (token of an API login); returns the answer's data. */
async function superApi(request: APIRequestContext) {
  const login = await request.post('/backend/api/login', { data: SUPER });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}`, 'default-key-tahun-kinerja': '2024' };
  return async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(`/backend/api${url}`, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()).data as { id: number };
  };
}

/** Picks an option of a select of `form` (a Mantine Select, role combobox). */
async function pick(page: Page, form: Locator, label: string, option: RegExp) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the textboxes of `form` by their exact labels, saves and returns the new record's id. */
async function fillAndSave(page: Page, form: Locator, fields: Record<string, string>, saved: RegExp) {
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(saved);
  return page.url().split('/').pop()!;
}

async function setupAndOrganisation(page: Page) {
  await page.goto('/setup');
  await page.getByLabel('Username').fill(SUPER.username);
  await page.getByLabel('Nama lengkap').fill('Administrator Kota');
  // The first account's minimum is the one the field announces, even under an ordinary account's 8.
  await page.getByLabel('Password').fill('pendek');
  await page.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
  await expect(page.getByText('Password minimal 12 karakter', { exact: true })).toBeVisible();
  await page.getByLabel('Password').fill(SUPER.password);
  await page.getByLabel('Nama pemerintah daerah').fill('Kota Contoh');
  await page.getByLabel('Kepala daerah', { exact: true }).fill(WALIKOTA);
  await page.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, SUPER);

  // Pengaturan first (README): a change of the profile is kept in its history, in the form's words.
  await page.goto('/admin/pengaturan');
  await expect(page.getByRole('heading', { name: 'Riwayat Perubahan' })).toBeVisible();
  await page.getByLabel('Sekretaris daerah').fill('Drs. Bambang Prasetyo, M.Si.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan berhasil disimpan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeFocused();
  await expect(page.getByText('Sekretaris daerah: - → Drs. Bambang Prasetyo, M.Si.')).toBeVisible();

  await page.goto('/periode-rpjmd/create');
  await page.getByLabel('Tahun awal').fill('2024');
  await page.getByLabel('Nama periode').fill('RPJMD Kota Contoh 2024-2028');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/periode-rpjmd\/\d+$/);

  await page.goto('/satuan-kerja/create');
  await page.getByLabel('Kode').fill('1010');
  await page.getByLabel('Nama satuan kerja').fill('Dinas Pendidikan');
  await choose(page, 'Jenis', 'Dinas');
  await page.getByLabel('Jabatan kepala').fill('Kepala Dinas Pendidikan');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/satuan-kerja\/\d+$/);
  const satker = page.url();

  for (const p of [KEPALA, STAF]) {
    await page.goto('/pegawai/create');
    await page.getByLabel('NIP').fill(p.nip);
    await page.getByLabel('Nama').fill(p.nama);
    await choose(page, 'Satuan kerja', 'Dinas Pendidikan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/pegawai\/\d+$/);
  }

  // The head of the unit, now that the employees exist.
  await page.goto(`${satker}/edit`);
  await choose(page, 'Kepala (NIP)', /Sri Wahyuni/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/satuan-kerja\/\d+$/);
  await expect(page.getByText(`${KEPALA.nama} (${KEPALA.nip})`).first()).toBeVisible();

  await page.goto('/unit-kerja/create');
  await choose(page, 'Satuan kerja', 'Dinas Pendidikan');
  await choose(page, 'Eselon', 'Eselon II');
  await page.getByLabel('Nama unit').fill('Dinas Pendidikan');
  await page.getByLabel('Jabatan').fill('Kepala Dinas Pendidikan');
  await choose(page, 'Pejabat (NIP)', /Sri Wahyuni/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/unit-kerja\/\d+$/);

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
  const form = page.getByRole('form', { name: 'Formulir tambah pengguna' });
  await form.getByLabel('Username').fill(UNIT.username);
  await form.getByLabel('Nama').fill(STAF.nama);
  await form.getByLabel('NIP').fill(STAF.nip);
  await form.getByLabel('E-mail', { exact: true }).fill('rina@kotacontoh.go.id');
  await form.getByRole('combobox', { name: 'Peran' }).click();
  await page.getByRole('option', { name: 'Perangkat Daerah', exact: true }).click();
  await form.getByRole('combobox', { name: 'Satuan Kerja' }).fill('Dinas Pendidikan');
  await page.getByRole('option', { name: 'Dinas Pendidikan' }).click();
  await form.getByLabel('Password').fill(UNIT.password);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengguna berhasil ditambahkan')).toBeVisible();
}

/** Adds a node of the visi's RPJMD tree under `parent` through its modal form ('Tambah … untuk <parent>'). */
async function addTreeNode(page: Page, label: string, parent: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Tambah ${label.toLowerCase()} untuk ${parent}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Formulir ${label.toLowerCase()}` });
  for (const [name, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(fields[label]!).first()).toBeVisible();
}

/**
 * Super's RPJMD through its screens: the period's visi, its tree (misi → tujuan → sasaran
 * strategis → indicator) and the RPJMD goal with its targets; the master program / kegiatan / sub
 * kegiatan through the API (master-data.spec.ts has their screens).
 */
async function rpjmdAndMaster(page: Page, request: APIRequestContext) {
  await page.goto('/visi-misi-rpjmd/create');
  await page.getByRole('textbox', { name: 'Visi', exact: true }).fill('Kota Contoh yang cerdas dan sejahtera');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/visi-misi-rpjmd\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Misi, Tujuan dan Sasaran Strategis' })).toBeVisible();
  await expect(page.getByText('Belum ada misi')).toBeVisible();

  await addTreeNode(page, 'Misi', 'visi', { Nomor: '1', Misi: 'Meningkatkan mutu SDM' });
  await addTreeNode(page, 'Tujuan', 'Meningkatkan mutu SDM', { Nomor: '1', Tujuan: 'Pendidikan bermutu' });
  const ss = 'Meningkatnya kualitas pendidikan';
  await addTreeNode(page, 'Sasaran strategis', 'Pendidikan bermutu', { Nomor: '1', 'Sasaran strategis': ss });
  await addTreeNode(page, 'Indikator sasaran strategis', ss, {
    Nomor: '1',
    Satuan: 'indeks',
    'Indikator sasaran strategis': 'Indeks pendidikan',
  });

  // The RPJMD goal (SS-RPJMD) with its five targets, through its form.
  await page.goto('/sasaran-strategis-rpjmd/create');
  const form = page.getByRole('form', { name: 'Formulir sasaran strategis RPJMD' });
  await pick(page, form, 'Sasaran strategis', new RegExp(ss));
  await pick(page, form, 'Indikator sasaran strategis', /Indeks pendidikan/);
  const targets = Object.fromEntries([2024, 2025, 2026, 2027, 2028].map((t, i) => [`Target ${t}`, String(70 + 2 * i)]));
  await fillAndSave(page, form, { 'Baseline (2023)': '68', ...targets }, /\/sasaran-strategis-rpjmd\/\d+$/);
  await expect(page.getByText('Indeks pendidikan').first()).toBeVisible();

  const post = await superApi(request);
  const program = await post('/program', {
    kode: '1.01.02',
    nama: 'Program Pengelolaan Pendidikan',
    satuan_kerja_ids: ['1010'],
  });
  const kegiatan = await post('/kegiatan', {
    program_id: program.id,
    kode: '1.01.02.2.01',
    nama: 'Pengelolaan Pendidikan Sekolah Dasar',
  });
  await post('/sub-kegiatan', {
    kegiatan_id: kegiatan.id,
    kode: '1.01.02.2.01.0001',
    nama: 'Pembangunan Unit Sekolah Baru',
  });
}

/** The unit's account plans its goal down to a sub kegiatan through the create forms. */
async function planToSubKegiatan(page: Page) {
  await page.goto('/sasaran-strategis-pd/create');
  let form = page.getByRole('form', { name: 'Formulir sasaran strategis PD' });
  await pick(page, form, 'Sasaran strategis RPJMD', /Meningkatnya kualitas pendidikan/);
  const targets = Object.fromEntries([2024, 2025, 2026, 2027, 2028].map((t, i) => [`Target ${t}`, String(95 + i)]));
  const goal = 'Meningkatnya akses pendidikan dasar';
  const fields = { Sasaran: goal, IKU: 'Angka partisipasi murni SD', Satuan: '%', ...targets };
  await fillAndSave(page, form, fields, /\/sasaran-strategis-pd\/\d+$/);

  // Each level under the one just saved (the parent's option reads "<sasaran> — <indicator>").
  let parentText: string = goal;
  for (const [level, parent, master, item, sasaran] of [
    ['program', 'Sasaran strategis PD', 'Program', 'Program Pengelolaan Pendidikan', 'Tertatanya sekolah dasar'],
    ['kegiatan', 'Kinerja program', 'Kegiatan', 'Pengelolaan Pendidikan Sekolah Dasar', 'Bertambahnya daya tampung'],
    ['sub kegiatan', 'Kinerja kegiatan', 'Sub kegiatan', 'Pembangunan Unit Sekolah Baru', 'Tersedianya sekolah baru'],
  ] as const) {
    const group = `kinerja-${level.replace(' ', '-')}`;
    await page.goto(`/${group}/create`);
    form = page.getByRole('form', { name: `Formulir kinerja ${level}` });
    await pick(page, form, parent, new RegExp(`^${parentText} — `));
    await pick(page, form, master, new RegExp(item));
    const ukuran = { Indikator: `Indikator kinerja ${level}`, Satuan: '%', Target: '90', 'Anggaran (Rp)': '400000000' };
    await fillAndSave(page, form, { Sasaran: sasaran, ...ukuran }, new RegExp(`/${group}/\\d+$`));
    parentText = sasaran;
  }
}

for (const [engine, baseURL] of EMPTY_CITIES) {
  test.describe(`kota baru (${engine})`, () => {
    test.use({ baseURL });
    test.slow();

    test('a new city: setup, organisation, account by NIP, a plan down to a sub kegiatan and its PK', async ({
      page,
      request,
    }) => {
      await setupAndOrganisation(page);
      await rpjmdAndMaster(page, request);

      await page.getByRole('button', { name: 'Keluar' }).click();
      await expect(page).toHaveURL(/\/login/);
      await login(page, UNIT);
      await expect(page.getByText('Dinas Pendidikan').first()).toBeVisible();
      await planToSubKegiatan(page);

      // Its PK: the head's agreement with the mayor, downloaded from the PK page.
      await page.goto('/perjanjian-kinerja');
      const head = page
        .getByRole('table', { name: 'Daftar perjanjian kinerja' })
        .getByRole('row')
        .filter({ hasText: 'Kepala Perangkat Daerah' });
      await expect(head.getByText(KEPALA.nama)).toBeVisible();
      const download = page.waitForEvent('download');
      await head.getByRole('button', { name: /^Unduh PDF / }).click();
      const file = await (await download).path();
      expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ');
      expect(text).toContain(WALIKOTA);
      expect(text).toContain('Angka partisipasi murni SD');
      expect(text).toContain(KEPALA.nama);
    });
  });
}
