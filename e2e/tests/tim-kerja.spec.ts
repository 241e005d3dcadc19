import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './fixtures';

/**
 * Issue 13: the operator of Dinas Pendidikan builds a team and adds a member, and gives the same
 * person monthly targets in the division's team; the kepala bidang approves, then the kepala OPD;
 * a rejection comes back to the operator with its note; the member enters monthly realisasi on Tim
 * Saya beside the monthly targets (a month below target highlighted, the capaian of the year), and
 * the leader sees the same; the kepala bidang (a team leader and a member) enters a month of
 * realisasi, which the leader of that team sees with the months, the yearly sums and the capaian.
 */
test.describe.configure({ mode: 'serial' });

const KETUA_NIP = '197510152005041004'; // Kepala Seksi Kurikulum Sekolah Dasar (Bidang Pendidikan Dasar)
const ANGGOTA_NIP = '199010112020021008'; // staff of Dinas Pendidikan
const TIM = 'Tim Uji Gerakan Literasi Sekolah';
const SEEDED_TIM = 'Tim Kerja Perencanaan dan Evaluasi Kinerja';

async function open(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, username);
  return page;
}

/**
 * Picks a person in a server-searched combobox. The list is replaced when the search answers; a
 * click that lands while it is replaced picks nothing, so the pick is checked and retried.
 */
async function pick(page: Page, label: string, search: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await input.click();
    await input.fill(search);
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(input).toHaveValue(option, { timeout: 1_500 });
  }).toPass({ timeout: 25_000 });
}

test('the operator creates a team and a member', async ({ browser }) => {
  const page = await open(browser, 'perangkat_daerah');
  await page.goto('/tim-kerja');
  await expect(page.getByRole('link', { name: SEEDED_TIM, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Tim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Tim Kerja' });
  await dialog.getByLabel('Nama tim').fill(TIM);
  await pick(page, 'Ketua tim', KETUA_NIP, new RegExp(KETUA_NIP));
  await dialog.getByRole('combobox', { name: 'Jabatan (bidang tim)' }).click();
  await page.getByRole('option', { name: 'Bidang Pendidikan Dasar' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Tim kerja berhasil ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/\/tim-kerja\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: TIM })).toBeVisible();
  await expect(page.getByText('Belum ada anggota')).toBeVisible();

  await page.getByRole('link', { name: 'Tambah Anggota' }).click();
  await expect(page).toHaveURL(/\/tim-kerja\/create\/\d+$/);
  await pick(page, 'Pegawai', ANGGOTA_NIP, new RegExp(ANGGOTA_NIP));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Anggota tim berhasil ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/\/tim-kerja\/detail\/\d+$/);
  const row = page.getByRole('row').filter({ hasText: ANGGOTA_NIP });
  await expect(row.getByText('Menunggu persetujuan Kepala Bidang')).toBeVisible();

  // The edit form shows the chosen person.
  await row.getByRole('link', { name: /^Ubah / }).click();
  await expect(page).toHaveURL(new RegExp(`/tim-kerja/edit/\\d+/${ANGGOTA_NIP}$`));
  await expect(page.getByRole('combobox', { name: 'Pegawai' })).toHaveValue(new RegExp(ANGGOTA_NIP));
  await page.getByRole('button', { name: 'Batal' }).click();

  // Twice is refused with the field's message.
  await page.getByRole('link', { name: 'Tambah Anggota' }).click();
  await pick(page, 'Pegawai', ANGGOTA_NIP, new RegExp(ANGGOTA_NIP));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pegawai sudah menjadi anggota tim ini')).toBeVisible();

  // The same person joins the division's team, which carries langkah aksi, with monthly targets.
  await page.goto('/tim-kerja');
  await page.getByRole('link', { name: SEEDED_TIM, exact: true }).click();
  await page.getByRole('link', { name: 'Tambah Anggota' }).click();
  await pick(page, 'Pegawai', ANGGOTA_NIP, new RegExp(ANGGOTA_NIP));
  const months = page.getByRole('group', { name: /^Target bulanan / }).first();
  await months.getByRole('textbox', { name: /Januari$/ }).fill('2');
  await months.getByRole('textbox', { name: /Februari$/ }).fill('2');
  await expect(page.getByText('Target setahun: 4').first()).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Anggota tim berhasil ditambahkan')).toBeVisible();
  const member = page.getByRole('table', { name: 'Anggota tim' }).getByRole('row').filter({ hasText: ANGGOTA_NIP });
  await expect(member.getByRole('listitem')).toHaveText(/: 4 Laporan$/);
  await page.context().close();
});

test('the kepala bidang approves, then the kepala OPD', async ({ browser }) => {
  const kabid = await open(browser, 'validator_kepala_bidang');
  for (const tim of [TIM, SEEDED_TIM]) {
    await kabid.goto('/validasi-kepala-bidang');
    const row = kabid.getByRole('row').filter({ hasText: ANGGOTA_NIP }).filter({ hasText: tim });
    await row.getByRole('link', { name: /^Periksa / }).click();
    await expect(kabid).toHaveURL(/\/validasi-kepala-bidang\/show\/\d+$/);
    await kabid.getByRole('button', { name: 'Setujui' }).click();
    await expect(kabid.getByText('Anggota tim berhasil disetujui')).toBeVisible();
    await expect(kabid).toHaveURL(/\/validasi-kepala-bidang$/);
  }
  await expect(kabid.getByRole('row').filter({ hasText: TIM })).toHaveCount(0);
  await kabid.context().close();

  const kadis = await open(browser, 'validator_kepala_opd');
  for (const tim of [TIM, SEEDED_TIM]) {
    await kadis.goto('/validasi-kepala-opd');
    const waiting = kadis.getByRole('row').filter({ hasText: ANGGOTA_NIP }).filter({ hasText: tim });
    await expect(waiting.getByText('Menunggu persetujuan Kepala OPD')).toBeVisible();
    await waiting.getByRole('link', { name: /^Periksa / }).click();
    await kadis.getByRole('button', { name: 'Setujui' }).click();
    await expect(kadis.getByText('Anggota tim berhasil disetujui')).toBeVisible();
  }
  await kadis.getByRole('combobox', { name: 'Status' }).click();
  await kadis.getByRole('option', { name: 'Disetujui' }).click();
  await expect(kadis.getByRole('row').filter({ hasText: TIM }).getByText('Disetujui')).toBeVisible();
  await kadis.context().close();
});

test('a rejection comes back to the operator with its note', async ({ browser }) => {
  const kabid = await open(browser, 'validator_kepala_bidang');
  await kabid.goto('/validasi-kepala-bidang');
  const row = kabid.getByRole('row').filter({ hasText: SEEDED_TIM }).first();
  const nip = /\d{18}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(nip).not.toBe('');
  await row.getByRole('link', { name: /^Periksa / }).click();
  await kabid.getByRole('button', { name: 'Tolak' }).click();
  await expect(kabid.getByText('Catatan wajib diisi saat menolak')).toBeVisible();
  await kabid.getByLabel('Catatan').fill('Uraian tugas belum sesuai bidang');
  await kabid.getByRole('button', { name: 'Tolak' }).click();
  await expect(kabid.getByText('Anggota tim berhasil ditolak')).toBeVisible();
  await kabid.context().close();

  const operator = await open(browser, 'perangkat_daerah');
  await operator.goto('/tim-kerja');
  await operator.getByRole('link', { name: SEEDED_TIM, exact: true }).click();
  const member = operator.getByRole('row').filter({ hasText: nip });
  await expect(member.getByText('Ditolak Kepala Bidang')).toBeVisible();
  await expect(member.getByText('Catatan: Uraian tugas belum sesuai bidang')).toBeVisible();
  await expect(
    operator.getByRole('table', { name: 'Riwayat persetujuan' }).getByText('Uraian tugas belum sesuai bidang'),
  ).toBeVisible();
  await operator.context().close();
});

test('a leader and a member see Tim Saya', async ({ browser }) => {
  const page = await open(browser, 'validator_kepala_bidang');
  await page.goto('/tim-saya/ketua-tim');
  await page.getByRole('link', { name: SEEDED_TIM, exact: true }).click();
  await expect(page).toHaveURL(/\/tim-saya\/ketua-tim-detail\/\d+$/);
  await expect(page.getByRole('table', { name: 'Anggota tim' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Cascading Langkah Aksi' })).toBeVisible();

  await page.goto('/tim-saya/anggota-tim');
  // The kepala bidang, an approved member of another division's team, enters March.
  await page.getByRole('combobox', { name: 'Bulan' }).first().click();
  await page.getByRole('option', { name: 'Maret', exact: true }).click();
  // Issue 25 item 13: a non-number is refused on its field, nothing is saved.
  const realisasi = page.getByRole('textbox', { name: 'Realisasi' }).first();
  const simpan = page.getByRole('button', { name: 'Simpan Realisasi' }).first();
  await realisasi.fill('abc');
  await simpan.click();
  await expect(page.getByText('Realisasi harus berupa angka')).toBeVisible();
  await expect(realisasi).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Realisasi berhasil disimpan')).toHaveCount(0);
  // A value far above the yearly target asks first; "Periksa lagi" saves nothing.
  await realisasi.fill('99999');
  await simpan.click();
  const dialog = page.getByRole('dialog', { name: 'Periksa realisasi' });
  await expect(dialog).toContainText('lebih dari 10 kali target tahunan');
  await dialog.getByRole('button', { name: 'Periksa lagi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Realisasi berhasil disimpan')).toHaveCount(0);
  await realisasi.fill('2,5');
  await simpan.click();
  await expect(page.getByText('Realisasi berhasil disimpan')).toBeVisible();
  const mine = page.getByRole('table', { name: /^Langkah aksi saya di / }).first();
  // Rows: the header, then the target and the realisasi of the langkah aksi.
  await expect(mine.getByRole('row').nth(2)).toContainText('2,50');
  await page.context().close();
});

test("the member's month reaches the leader's Tim Saya", async ({ browser, request }) => {
  // The team's leader gets an account with the Tim Saya menu (their NIP makes them the leader).
  const token = async (username: string) =>
    (await (await request.post('/backend/api/login', { data: { username, password: DEMO_PASSWORD } })).json())
      .token as string;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const kabid = await token('validator_kepala_bidang');
  const [membership] = (await (await request.get('/backend/api/tim-saya/anggota-tim', { headers: auth(kabid) })).json())
    .data as { tim_kerja_id: number; tim_nama: string }[];
  const operator = await token('perangkat_daerah');
  const tim = (
    await (await request.get(`/backend/api/tim-kerja/${membership!.tim_kerja_id}`, { headers: auth(operator) })).json()
  ).data as { ketua_nip: string };
  const created = await request.post('/backend/api/admin/users', {
    headers: auth(await token('super')),
    data: {
      username: 'ketua.tim.lain',
      nama: 'Ketua Tim Lain',
      nip: tim.ketua_nip,
      role_id: 13,
      satuan_kerja_id: '1010',
      password: DEMO_PASSWORD,
    },
  });
  expect([200, 422]).toContain(created.status()); // 422: created by an earlier run on this server

  const page = await open(browser, 'ketua.tim.lain');
  await page.goto('/tim-saya/ketua-tim');
  await page.getByRole('link', { name: membership!.tim_nama, exact: true }).click();
  const table = page.getByRole('table', { name: 'Target dan realisasi bulanan anggota' });
  // The realisasi row: Jan..Des, Jumlah. March (2,50) joins the demo's January and February (1
  // each) in the yearly sum; February's 1 stays below its target of 2.
  const realisasi = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '2,50', exact: true }) });
  await expect(realisasi.getByRole('cell').nth(2)).toHaveText('2,50');
  await expect(realisasi.getByRole('cell').nth(1)).toHaveText('1 (di bawah target, capaian 50,00%)');
  await expect(realisasi.getByRole('cell').nth(12)).toHaveText('4,50');
  // The target row above it: Anggota, Langkah aksi, Jan..Des (1, 2, 1), Jumlah 4, Capaian 4,5 / 4.
  const target = realisasi.locator('xpath=preceding-sibling::tr[1]');
  await expect(target.getByRole('cell').nth(3)).toHaveText('2');
  await expect(target.getByRole('cell').nth(14)).toHaveText('4');
  await expect(target.getByRole('cell').nth(15)).toHaveText('112,50%');
  await page.context().close();
});

test('a member enters monthly realisasi beside the monthly targets; the leader sees the capaian', async ({
  browser,
  request,
}) => {
  const token = async (username: string) =>
    (await (await request.post('/backend/api/login', { data: { username, password: DEMO_PASSWORD } })).json())
      .token as string;
  const created = await request.post('/backend/api/admin/users', {
    headers: { authorization: `Bearer ${await token('super')}` },
    data: {
      username: 'anggota.literasi',
      nama: 'Anggota Tim Literasi',
      nip: ANGGOTA_NIP,
      role_id: 13, // a role whose menu has Tim Saya (SPEC §6); the NIP makes the account the member
      satuan_kerja_id: '1010',
      password: DEMO_PASSWORD,
    },
  });
  expect([200, 422]).toContain(created.status()); // 422: created by an earlier run on this server

  const page = await open(browser, 'anggota.literasi');
  await page.goto('/tim-saya/anggota-tim');
  // The person is also a member of other teams: everything below is within the division's team.
  const team = page.getByRole('region', { name: SEEDED_TIM });
  const mine = team.getByRole('table', { name: `Langkah aksi saya di ${SEEDED_TIM}` });
  // Rows: the header, the target (Langkah aksi, Jan..Des, Jumlah, Capaian), the realisasi (Jan..Des, Jumlah).
  const targetRow = mine.getByRole('row').nth(1);
  const realisasiRow = mine.getByRole('row').nth(2);
  await expect(targetRow.getByRole('cell').nth(1)).toHaveText('2');
  await expect(targetRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(targetRow.getByRole('cell').nth(13)).toHaveText('4');
  await expect(targetRow.getByRole('cell').nth(14)).toHaveText('-');

  const enter = async (bulan: string, nilai: string) => {
    await team.getByRole('combobox', { name: 'Bulan' }).click();
    await page.getByRole('option', { name: bulan, exact: true }).click();
    await team.getByRole('textbox', { name: 'Realisasi' }).fill(nilai);
    await team.getByRole('button', { name: 'Simpan Realisasi' }).click();
    await expect(page.getByText('Realisasi berhasil disimpan').last()).toBeVisible();
  };
  // January falls short of its target: highlighted, and the year stands at 1 of 4.
  await enter('Januari', '1');
  await expect(realisasiRow.getByRole('cell').nth(0)).toHaveText('1 (di bawah target, capaian 50,00%)');
  await expect(targetRow.getByRole('cell').nth(14)).toHaveText('25,00%');
  // February exceeds its target: not highlighted; the year reaches its target.
  await enter('Februari', '3');
  await expect(realisasiRow.getByRole('cell').nth(1)).toHaveText('3');
  await expect(realisasiRow.getByRole('cell').nth(12)).toHaveText('4');
  await expect(targetRow.getByRole('cell').nth(14)).toHaveText('100,00%');
  await page.context().close();

  // The leader of the division's team sees the same months and capaian.
  const leader = await open(browser, 'validator_kepala_bidang');
  await leader.goto('/tim-saya/ketua-tim');
  await leader.getByRole('link', { name: SEEDED_TIM, exact: true }).click();
  const table = leader.getByRole('table', { name: 'Target dan realisasi bulanan anggota' });
  // The member's name as the team's member table shows it (above the NIP).
  const anggota = leader.getByRole('table', { name: 'Anggota tim' }).getByRole('row').filter({ hasText: ANGGOTA_NIP });
  const nama = (await anggota.getByRole('cell').first().locator('p').first().textContent()) ?? '';
  const row = table.getByRole('row').filter({ has: leader.getByRole('cell', { name: nama, exact: true }) });
  await expect(row.getByRole('cell').nth(14)).toHaveText('4');
  await expect(row.getByRole('cell').nth(15)).toHaveText('100,00%');
  const next = row.locator('xpath=following-sibling::tr[1]');
  await expect(next.getByRole('cell').nth(0)).toHaveText('1 (di bawah target, capaian 50,00%)');
  await leader.context().close();
});
