import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EMPTY_URL } from '../playwright.config';

/**
 * Issue 24 "Done when": a new city on an empty database without the demo (the second server of
 * playwright.config.ts, SEED_DEMO=false). Setup → super creates a period, a unit, its employees
 * and positions and the unit's account linked by NIP (through the screens), then the RPJMD down to
 * a sasaran strategis RPJMD and the master program/kegiatan/sub kegiatan (through the API, their
 * screens have flows of their own); the unit plans a goal down to a sub kegiatan and downloads its
 * PK, which carries the mayor's name from the setup.
 */
test.use({ baseURL: EMPTY_URL });
test.slow();

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

/** POST as a user (token of an API login); returns the answer's data. */
async function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'default-key-tahun-kinerja': '2024' };
  return {
    post: async (url: string, data: Record<string, unknown>) => {
      const res = await request.post(`/backend/api${url}`, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return (await res.json()).data as { id: number };
    },
    get: (url: string) => request.get(`/backend/api${url}`, { headers }),
  };
}

async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/backend/api/login', { data: who });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function setupAndOrganisation(page: Page) {
  await page.goto('/setup');
  await page.getByLabel('Username').fill(SUPER.username);
  await page.getByLabel('Nama lengkap').fill('Administrator Kota');
  await page.getByLabel('Password').fill(SUPER.password);
  await page.getByLabel('Nama pemerintah daerah').fill('Kota Contoh');
  await page.getByLabel('Kepala daerah', { exact: true }).fill(WALIKOTA);
  await page.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, SUPER);

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

const ukuran = (target: number, anggaran: number) => ({
  sasaran: 'Meningkatnya mutu pendidikan dasar',
  indikator: 'Persentase sekolah terakreditasi A',
  satuan: '%',
  target,
  anggaran,
  target_bulanan: Array(12).fill(null),
  realisasi_bulanan: Array(12).fill(null),
  anggaran_bulanan: Array(12).fill(null),
  realisasi_anggaran_bulanan: Array(12).fill(null),
  realisasi: null,
});

async function rpjmdAndMaster(request: APIRequestContext) {
  const su = await api(request, await tokenOf(request, SUPER));
  const visi = await su.post('/visi-misi-rpjmd', { visi: 'Kota Contoh yang cerdas dan sejahtera' });
  const misi = await su.post('/visi-misi-rpjmd/misi', { visi_id: visi.id, nomor: 1, misi: 'Meningkatkan mutu SDM' });
  const tujuan = await su.post('/visi-misi-rpjmd/tujuan', { misi_id: misi.id, nomor: 1, tujuan: 'Pendidikan bermutu' });
  const ss = await su.post('/visi-misi-rpjmd/sasaran-strategis', {
    tujuan_id: tujuan.id,
    nomor: 1,
    sasaran: 'Meningkatnya kualitas pendidikan',
  });
  const ind = await su.post('/visi-misi-rpjmd/indikator-sasaran-strategis', {
    sasaran_strategis_id: ss.id,
    nomor: 1,
    indikator: 'Indeks pendidikan',
    satuan: 'indeks',
  });
  const rpjmd = await su.post('/sasaran-strategis-rpjmd', {
    sasaran_strategis_id: ss.id,
    indikator_sasaran_strategis_id: ind.id,
    target_1: 70,
    target_2: 72,
    target_3: 74,
    target_4: 76,
    target_5: 78,
  });
  const program = await su.post('/program', {
    kode: '1.01.02',
    nama: 'Program Pengelolaan Pendidikan',
    satuan_kerja_ids: ['1010'],
  });
  const kegiatan = await su.post('/kegiatan', {
    program_id: program.id,
    kode: '1.01.02.2.01',
    nama: 'Pengelolaan Pendidikan Sekolah Dasar',
  });
  const sub = await su.post('/sub-kegiatan', {
    kegiatan_id: kegiatan.id,
    kode: '1.01.02.2.01.0001',
    nama: 'Pembangunan Unit Sekolah Baru',
  });
  return { rpjmd: rpjmd.id, program: program.id, kegiatan: kegiatan.id, sub: sub.id };
}

test('a new city: setup, organisation, account by NIP, a plan down to a sub kegiatan and its PK', async ({
  page,
  request,
}) => {
  await setupAndOrganisation(page);
  const ids = await rpjmdAndMaster(request);

  // The unit's account (linked by NIP) plans its goal down to a sub kegiatan.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, UNIT);
  await expect(page.getByText('Dinas Pendidikan').first()).toBeVisible();
  const unit = await api(request, await tokenOf(request, UNIT));
  const goal = await unit.post('/sasaran-strategis-pd', {
    sasaran_strategis_rpjmd_id: ids.rpjmd,
    sasaran_strategis_satker: 'Meningkatnya akses pendidikan dasar',
    iku: 'Angka partisipasi murni SD',
    satuan: '%',
    target_1: 95,
    target_2: 96,
    target_3: 97,
    target_4: 98,
    target_5: 99,
  });
  const kp = await unit.post('/kinerja-program', {
    ...ukuran(90, 1_000_000_000),
    sasaran_strategis_pd_id: goal.id,
    program_id: ids.program,
  });
  const kk = await unit.post('/kinerja-kegiatan', {
    ...ukuran(85, 600_000_000),
    kinerja_program_id: kp.id,
    kegiatan_id: ids.kegiatan,
  });
  await unit.post('/kinerja-sub-kegiatan', {
    ...ukuran(4, 400_000_000),
    kinerja_kegiatan_id: kk.id,
    sub_kegiatan_id: ids.sub,
  });

  // Its PK: the head's agreement with the mayor, a PDF carrying the mayor's name from the setup.
  const list = await unit.get('/perjanjian-kinerja?satuan_kerja_id=1010');
  expect(list.status(), await list.text()).toBe(200);
  const agreements = (await list.json()).data as { id: number; jenis: string }[];
  const head = agreements.find((a) => a.jenis === 'sasaranStrategisPd')!;
  const pdf = await unit.get(`/perjanjian-kinerja/${head.id}/pdf?jenis=${head.jenis}`);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pk-')), 'pk.pdf');
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(WALIKOTA);
  expect(text).toContain('Angka partisipasi murni SD');
  expect(text).toContain(KEPALA.nama);
});
