import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_YEAR, MESSAGE_LOGIN_FAILED, MESSAGE_LOGIN_INACTIVE, MESSAGE_LOGIN_THROTTLED } from '@sakip/domain';
import { apiTokens, users } from '../../db/schema/index';
import { TEST_PASSWORD } from '../../test/harness';
import { testAppForFile } from '../../test/file-app';

const t = testAppForFile({ loginRateLimit: { max: 5, perAddressMax: 100, windowMs: 60_000 } });

function login(body: Record<string, unknown>, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/backend/api/login', payload: body, remoteAddress: ip });
}

describe('POST /backend/api/login', () => {
  it('returns a token and the user for the right password', async () => {
    const res = await login({ username: 'perangkat_daerah', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toMatchObject({
      username: 'perangkat_daerah',
      role: 'perangkat_daerah',
      role_id: 3,
      is_biro: false,
    });
    expect(body.user.satuan_kerja_nama).toBeTruthy();
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('stores only the hash of the token', async () => {
    const res = await login({ username: 'pemda', password: TEST_PASSWORD });
    const { token } = res.json();
    const rows = await t.database.db.select({ hash: apiTokens.token_hash }).from(apiTokens);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('gives a year-long token with remember and a working day without', async () => {
    const day = 24 * 3600_000;
    const long = (await login({ username: 'setda', password: TEST_PASSWORD, remember: true })).json();
    const short = (await login({ username: 'setda', password: TEST_PASSWORD, remember: false })).json();
    expect(new Date(long.expires_at).getTime() - Date.now()).toBeGreaterThan(364 * day);
    const shortMs = new Date(short.expires_at).getTime() - Date.now();
    expect(shortMs).toBeGreaterThan(6 * 3600_000);
    expect(shortMs).toBeLessThanOrEqual(day);
  });

  it('answers 422 with the same message for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'super', password: 'salah-sekali' }, '10.0.0.2');
    const unknown = await login({ username: 'tidak_ada', password: 'salah-sekali' }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MESSAGE_LOGIN_FAILED, errors: { username: [MESSAGE_LOGIN_FAILED] } });
    }
  });

  it('answers 422 with Indonesian field messages for an empty form', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.username).toEqual(['Username wajib diisi']);
    expect(body.errors.password).toEqual(['Password wajib diisi']);
  });

  it('refuses an inactive user, telling only one who knows the password', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'validator_lke_pleno'));
    const right = await login({ username: 'validator_lke_pleno', password: TEST_PASSWORD }, '10.0.0.3');
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.username).toEqual([MESSAGE_LOGIN_INACTIVE]);
    const wrong = await login({ username: 'validator_lke_pleno', password: 'salah' }, '10.0.0.3');
    expect(wrong.json().errors.username).toEqual([MESSAGE_LOGIN_FAILED]);
    await t.database.db.update(users).set({ active: true }).where(eq(users.username, 'validator_lke_pleno'));
  });

  it('rate-limits attempts per address and username with 429 and an Indonesian message', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: 'validator_bappeda', password: 'salah' }, ip)).statusCode).toBe(422);
    }
    const blocked = await login({ username: 'validator_bappeda', password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGE_LOGIN_THROTTLED);
    // Another username from the same address, and the same username from elsewhere, still work.
    expect((await login({ username: 'validator_lke', password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    expect((await login({ username: 'validator_bappeda', password: TEST_PASSWORD }, '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('GET /backend/api/user and POST /backend/api/logout', () => {
  it('returns the user of the token and 401 without one', async () => {
    const { token } = (await login({ username: 'biro', password: TEST_PASSWORD }, '10.0.1.1')).json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/backend/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'biro', role: 'perangkat_daerah', is_biro: true });
    const anonymous = await t.app.inject({ method: 'GET', url: '/backend/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/backend/api/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { token } = (await login({ username: 'pemerintah_daerah', password: TEST_PASSWORD }, '10.0.1.2')).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/backend/api/user', headers })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = (await login({ username: 'validator_kepala_opd', password: TEST_PASSWORD }, '10.0.1.3')).json();
    await t.database.db.update(apiTokens).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await t.app.inject({
      method: 'GET',
      url: '/backend/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('performance year header', () => {
  it('reads a selectable year and rejects another with 422', async () => {
    const ok = await t.as('super', {
      method: 'GET',
      url: '/backend/api/dashboard/ringkasan',
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.tahun).toBe(2025);
    const bad = await t.as('super', {
      method: 'GET',
      url: '/backend/api/dashboard/ringkasan',
      headers: { 'default-key-tahun-kinerja': '2031' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tahun[0]).toContain('Tahun kinerja 2031 tidak tersedia');
  });

  it('uses the default year without a header and the public header on public routes', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/backend/api/dashboard/ringkasan',
      headers: { authorization: `Bearer ${await t.tokenFor('super')}` },
    });
    expect(none.json().data.tahun).toBe(DEFAULT_YEAR);
    const pub = await t.app.inject({
      method: 'GET',
      url: '/backend/api/referensi/aplikasi',
      headers: { 'default-key-tahun-kinerja-public': 'abc' },
    });
    expect(pub.statusCode).toBe(422);
  });
});
