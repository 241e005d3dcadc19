import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { pengaturan } from '../db/schema/index';
import { publish } from '../lib/cache/hub';
import { DEMO_SATKER_IDS } from '../seed/reference-data';
import { createTestApp, TEST_PASSWORD, type TestApp } from './harness';
import { multipart, SAMPLE } from './multipart';

/**
 * Two instances on one PostgreSQL database (README "Beberapa instans"; decisions 0043, 0044):
 * files, the login throttle, sessions and settings are shared. Only on the PostgreSQL pass.
 */
const shared: Partial<Config> = {
  fileStore: 'database',
  loginRateLimit: { max: 10, perAddressMax: 100, windowMs: 60_000 },
};
let t: TestApp;
let otherDb: Database;
let second: FastifyInstance;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await createTestApp(shared);
  const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
  otherDb = await openDatabase({ databaseUrl: url });
  second = await buildApp(testConfig(shared), otherDb.db);
  await second.ready();
});
afterAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await second.close();
  await otherDb.close();
  await t.close();
});

/** Polls until `check` holds (NOTIFY is asynchronous), far below the 30 s session TTL. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

function login(app: FastifyInstance, username: string, password: string, ip: string) {
  return app.inject({ method: 'POST', url: '/backend/api/login', payload: { username, password }, remoteAddress: ip });
}

describe.runIf(Boolean(process.env.DATABASE_URL))('two instances on one PostgreSQL database', () => {
  it('a file uploaded through one is downloaded through the other', async () => {
    const token = await t.tokenFor('perangkat_daerah');
    const headers = { authorization: `Bearer ${token}`, 'default-key-tahun-kinerja': '2024' };
    const list = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/perjanjian-kinerja' });
    const row = list.json().data[0] as { id: number; jenis: string };
    const url = `/backend/api/perjanjian-kinerja/${row.id}/scan?jenis=${row.jenis}`;
    const content = Buffer.concat([SAMPLE.pdf, Buffer.from('% dari instans pertama\n')]);
    const up = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'PK.pdf', content }),
    });
    expect(up.statusCode, up.body).toBe(200);
    const got = await second.inject({ method: 'GET', url, headers });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(content)).toBe(true);
  });

  it('ten failed logins on one are throttled on the other', async () => {
    for (let i = 0; i < 10; i++) expect((await login(t.app, 'setda', 'salah', '10.77.0.1')).statusCode).toBe(422);
    const res = await login(second, 'setda', TEST_PASSWORD, '10.77.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a logout on one is refused on the other', async () => {
    const res = await login(t.app, 'perangkat_daerah', TEST_PASSWORD, '10.77.0.2');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().token}` };
    const me = () => second.inject({ method: 'GET', url: '/backend/api/user', headers });
    expect((await me()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/logout', headers })).statusCode).toBe(200);
    expect(await eventually(async () => (await me()).statusCode === 401)).toBe(true);
  });

  it('a settings change through one is seen by the other', async () => {
    const renamed = 'Kota Uji Dua Instans';
    await t.database.db.update(pengaturan).set({ nilai: renamed }).where(eq(pengaturan.kunci, 'nama_kota'));
    await t.app.settings.reload();
    await publish(t.database.db, { kind: 'data' });
    expect(await eventually(async () => second.settings.get().nama_kota === renamed)).toBe(true);
  });

  it('a heavy read cached on one follows a write through the other (decision 0056)', async () => {
    const token = await t.tokenFor('pemerintah_daerah');
    const headers = { authorization: `Bearer ${token}`, 'default-key-tahun-kinerja': '2023' };
    const unit = DEMO_SATKER_IDS.kominfo;
    const output = async () => {
      const res = await second.inject({
        method: 'GET',
        url: '/backend/api/rapor-kinerja/rank?triwulan=4&per_page=500',
        headers,
      });
      const rows: { satuan_kerja_id: string; penambahan_output: number | null }[] = res.json().data;
      return rows.find((r) => r.satuan_kerja_id === unit)?.penambahan_output ?? 0;
    };
    const before = await output();
    expect(await output()).toBe(before);
    const payload = { satuan_kerja_id: unit, tw1: 1, tw2: 2, tw3: 3, tw4: before + 11 };
    const put = await t.as('pemerintah_daerah', {
      method: 'PUT',
      url: '/backend/api/rapor-kinerja/penambahan-jumlah-output',
      headers: { 'default-key-tahun-kinerja': '2023' },
      payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await eventually(async () => (await output()) === before + 11)).toBe(true);
  });
});
