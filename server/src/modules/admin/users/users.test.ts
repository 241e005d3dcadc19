import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@sakip/domain';
import { pegawai, users } from '../../../db/schema/index';
import { TEST_PASSWORD } from '../../../test/harness';
import { latestAudit } from '../../../test/audit-trail';
import { templateOf } from '../../../test/import';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const url = '/backend/api/admin/users';
const newUser = {
  username: 'operator.dinkes',
  nama: 'Rina Marlina, S.KM.',
  nip: null,
  role_id: ROLE_IDS.perangkat_daerah,
  satuan_kerja_id: null as string | null,
  active: true,
  password: 'rahasia-kuat-1',
};

async function someSatker(): Promise<string> {
  const res = await t.as('super', { method: 'GET', url: '/backend/api/option/satuan-kerja' });
  return res.json()[3].satuan_kerja_id;
}

describe('admin users', () => {
  it('lists demo users with pagination, search and role filter', async () => {
    const all = await t.as('super', { method: 'GET', url });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 20 });
    expect(body.total).toBeGreaterThanOrEqual(14);
    const searched = (await t.as('super', { method: 'GET', url: `${url}?search=validator_perencanaan` })).json();
    expect(searched.data.map((u: { username: string }) => u.username).sort()).toEqual([
      'validator_perencanaan_1',
      'validator_perencanaan_2',
      'validator_perencanaan_3',
    ]);
    const byRole = (await t.as('super', { method: 'GET', url: `${url}?role_id=${ROLE_IDS.setda}` })).json();
    expect(byRole.data.every((u: { role: string }) => u.role === 'setda')).toBe(true);
    const page2 = (await t.as('super', { method: 'GET', url: `${url}?per_page=5&page=2` })).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.current_page).toBe(2);
  });

  it('refuses other roles with 403 and guests with 401', async () => {
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as('pemerintah_daerah', { method: 'POST', url, payload: newUser })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('creates a user who can then log in, and records the audit without the password', async () => {
    const satker = await someSatker();
    const res = await t.as('super', { method: 'POST', url, payload: { ...newUser, satuan_kerja_id: satker } });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Pengguna berhasil ditambahkan');
    expect(data).toMatchObject({
      username: 'operator.dinkes',
      role: 'perangkat_daerah',
      satuan_kerja_id: satker,
      active: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'operator.dinkes', password: 'rahasia-kuat-1' },
    });
    expect(login.statusCode).toBe(200);
    const audit = await latestAudit(t.database.db, 'users');
    expect(audit).toMatchObject({ action: 'create', record_id: String(data.id) });
    expect(JSON.stringify(audit?.new_values)).not.toContain('password');
  });

  it('answers 422 with Indonesian messages for bad input and duplicates', async () => {
    const bad = await t.as('super', {
      method: 'POST',
      url,
      payload: { username: 'Huruf Besar', nama: '', role_id: 99, password: 'pendek' },
    });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(errors.username[0]).toContain('huruf kecil');
    expect(errors.nama).toEqual(['Nama wajib diisi']);
    expect(errors.role_id).toEqual(['Peran tidak dikenal']);
    expect(errors.password).toEqual(['Password minimal 8 karakter']);
    const dup = await t.as('super', { method: 'POST', url, payload: { ...newUser, username: 'super' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.username).toEqual(['Username sudah dipakai']);
    const noUnit = await t.as('super', {
      method: 'POST',
      url,
      payload: { ...newUser, username: 'x.y', satuan_kerja_id: 'TIDAKADA' },
    });
    expect(noUnit.json().errors.satuan_kerja_id).toEqual(['Satuan kerja tidak ditemukan']);
  });

  it('updates role, unit and status; deactivation ends the sessions', async () => {
    const list = (await t.as('super', { method: 'GET', url: `${url}?search=pemda` })).json();
    const pemda = list.data.find((u: { username: string }) => u.username === 'pemda');
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/backend/api/login',
        payload: { username: 'pemda', password: TEST_PASSWORD },
      })
    ).json().token;
    const res = await t.as('super', {
      method: 'PUT',
      url: `${url}/${pemda.id}`,
      payload: {
        username: 'pemda',
        nama: 'Nama Baru',
        nip: null,
        role_id: ROLE_IDS.pemda,
        satuan_kerja_id: null,
        active: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nama: 'Nama Baru', active: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/backend/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('resets a password: the old one stops working and sessions end', async () => {
    const list = (await t.as('super', { method: 'GET', url: `${url}?search=validator_lke` })).json();
    const target = list.data.find((u: { username: string }) => u.username === 'validator_lke');
    const res = await t.as('super', {
      method: 'POST',
      url: `${url}/${target.id}/reset-password`,
      payload: { password: 'password-baru-99' },
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'validator_lke', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'validator_lke', password: 'password-baru-99' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await t.as('super', { method: 'GET', url: `${url}/999999` })).statusCode).toBe(404);
    expect((await t.as('super', { method: 'GET', url: `${url}/abc` })).statusCode).toBe(422);
  });

  it('links an account to a pegawai by NIP (existing, one account each) and keeps its e-mail (validated)', async () => {
    const db = t.database.db;
    const linked = new Set((await db.select({ nip: users.nip }).from(users)).map((u) => u.nip));
    const free = (await db.select().from(pegawai)).find((p) => !linked.has(p.nip))!;
    const body = { ...newUser, username: 'akun.bernip', nip: free.nip, email: 'rina@contoh.go.id' };
    const res = await t.as('super', { method: 'POST', url, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      nip: free.nip,
      pegawai_nama: free.peg_nama,
      email: 'rina@contoh.go.id',
      email_notifikasi: true,
    });
    const listed = (await t.as('super', { method: 'GET', url: `${url}?search=rina@contoh` })).json();
    expect(listed.data.map((u: { username: string }) => u.username)).toEqual(['akun.bernip']);

    const cases = [
      [{ nip: '199001152015031999' }, { nip: ['Pegawai dengan NIP ini tidak ditemukan'] }],
      [{ nip: '12345' }, { nip: ['NIP harus 18 digit angka'] }],
      [{ email: 'bukan-email' }, { email: ['E-mail tidak valid'] }],
    ] as const;
    for (const [change, errors] of cases) {
      const refused = await t.as('super', {
        method: 'POST',
        url,
        payload: { ...body, username: 'akun.lain', ...change },
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(refused.json().errors).toEqual(errors);
    }
    const id = res.json().data.id as number;
    const { password: _p, ...update } = body;
    const cleared = await t.as('super', {
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { ...update, nip: '', email: '', email_notifikasi: false },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ nip: null, email: null, email_notifikasi: false });
  });

  it('exports the filtered accounts as XLSX (super only)', async () => {
    const res = await t.as('super', { method: 'GET', url: `${url}/export?search=validator_perencanaan` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('pengguna.xlsx');
    const { sheet, headers } = await templateOf(res.rawPayload);
    expect(headers).toEqual([
      'No',
      'Username',
      'Nama',
      'NIP',
      'Nama Pegawai',
      'E-mail',
      'Notifikasi E-mail',
      'Peran',
      'Satuan Kerja',
      'Status',
      'Login Terakhir',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[2]).sort()).toEqual([
      'validator_perencanaan_1',
      'validator_perencanaan_2',
      'validator_perencanaan_3',
    ]);
    expect(rows.map((r) => r[8])).toEqual(rows.map((r) => `Validator Perencanaan ${String(r[2]).slice(-1)}`));
    expect(JSON.stringify(rows)).not.toMatch(/\$argon2/);
    expect((await t.as('validator_bappeda', { method: 'GET', url: `${url}/export` })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: `${url}/export` })).statusCode).toBe(401);
  });

  it("shows an account's history: created, changed, password reset (never the hash); 404 and 403", async () => {
    const created = (
      await t.as('super', {
        method: 'POST',
        url,
        payload: { ...newUser, username: 'riwayat.akun', password: 'rahasia-kuat-2' },
      })
    ).json().data;
    await t.as('super', {
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { ...newUser, username: 'riwayat.akun', nama: 'Nama Baru', password: undefined },
    });
    await t.as('super', {
      method: 'POST',
      url: `${url}/${created.id}/reset-password`,
      payload: { password: 'password-baru-77' },
    });
    const res = await t.as('super', { method: 'GET', url: `${url}/${created.id}/riwayat` });
    expect(res.statusCode).toBe(200);
    const history = res.json().data as {
      action: string;
      actor_nama: string;
      changes: { field: string; old: unknown; new: unknown }[];
    }[];
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[0]!.changes).toEqual([{ field: 'password', old: null, new: 'diatur ulang' }]);
    expect(history[1]!.changes).toContainEqual({ field: 'nama', old: newUser.nama, new: 'Nama Baru' });
    expect(JSON.stringify(history)).not.toContain('password_hash');
    expect((await t.as('super', { method: 'GET', url: `${url}/999999/riwayat` })).statusCode).toBe(404);
    expect((await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/${created.id}/riwayat` })).statusCode).toBe(
      403,
    );
  });
});
