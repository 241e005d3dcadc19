import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE_IDS } from '@sakip/domain';
import { buildApp } from '../app';
import { deactivateUser, resetPassword as cliResetPassword } from '../cli/user';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { countQueries } from '../db/query-counter';
import { publish } from '../lib/cache/hub';
import { sasaranStrategisPd, users } from '../db/schema/index';
import { createTestApp, TEST_PASSWORD, type TestApp } from './harness';

/**
 * The session cache (decision 0017): a hit needs no database statement, and every revocation
 * (logout, deactivation, password reset, role or profile change, by API or CLI) is seen by the
 * very next request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loginAs(username: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/login',
    payload: { username, password: TEST_PASSWORD },
    remoteAddress: `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/backend/api/user', headers });
}

async function userRecord(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** The admin form body of a user, with changes. */
async function userBody(username: string, changes: Record<string, unknown>) {
  const u = await userRecord(username);
  return { username: u.username, nama: u.nama, nip: u.nip, role_id: u.role_id, satuan_kerja_id: u.satuan_kerja_id, active: u.active, ...changes };
}

describe('session cache', () => {
  it('answers a repeated GET /user without a database statement', async () => {
    const headers = await loginAs('pemda');
    expect((await me(headers)).statusCode).toBe(200);
    const { result, count } = await countQueries(() => me(headers));
    expect(result.statusCode).toBe(200);
    expect(result.json().data.username).toBe('pemda');
    expect(count).toBe(0);
  });

  it('refuses the token right after logout', async () => {
    const headers = await loginAs('setda');
    expect((await me(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/logout', headers })).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('refuses the tokens of a user deactivated by an admin at once', async () => {
    const headers = await loginAs('validator_lke');
    expect((await me(headers)).statusCode).toBe(200);
    const { id } = await userRecord('validator_lke');
    const res = await t.as('super', {
      method: 'PUT',
      url: `/backend/api/admin/users/${id}`,
      payload: await userBody('validator_lke', { active: false }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, id));
  });

  it('refuses the tokens after an admin password reset', async () => {
    const headers = await loginAs('validator_bappeda');
    expect((await me(headers)).statusCode).toBe(200);
    const { id } = await userRecord('validator_bappeda');
    const res = await t.as('super', {
      method: 'POST',
      url: `/backend/api/admin/users/${id}/reset-password`,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('applies a role change and a new name on the next request', async () => {
    const headers = await loginAs('validator_kepala_opd');
    expect((await me(headers)).json().data.nama).not.toBe('Nama Baru');
    const { id } = await userRecord('validator_kepala_opd');
    const renamed = await t.as('super', {
      method: 'PUT',
      url: `/backend/api/admin/users/${id}`,
      payload: await userBody('validator_kepala_opd', { nama: 'Nama Baru' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(headers)).json().data.nama).toBe('Nama Baru');
    const promoted = await t.as('super', {
      method: 'PUT',
      url: `/backend/api/admin/users/${id}`,
      payload: await userBody('validator_kepala_opd', { role_id: ROLE_IDS.pemda }),
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    // A role change ends the sessions; the next login carries the new role.
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(await loginAs('validator_kepala_opd'))).json().data.role).toBe('pemda');
  });

  it('refuses the tokens after the CLI deactivates a user or resets a password', async () => {
    const a = await loginAs('validator_perencanaan_1');
    const b = await loginAs('validator_perencanaan_2');
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    await deactivateUser(t.database.db, 'validator_perencanaan_1');
    await cliResetPassword(t.database.db, { username: 'validator_perencanaan_2', password: 'Rahasia-Baru-123' });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });
});

/**
 * Two instances on one PostgreSQL database (only when the suite runs on PostgreSQL): a revocation
 * in one reaches the other's cache by NOTIFY.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('across instances (PostgreSQL)', () => {
  it('a logout or a write in one instance reaches the other at once', async () => {
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const other = await openDatabase({ databaseUrl: url });
    const second = await buildApp(testConfig(), other.db);
    await second.ready();
    try {
      const headers = await loginAs('perangkat_daerah');
      const ask = () => second.inject({ method: 'GET', url: '/backend/api/user', headers });
      expect((await ask()).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/backend/api/logout', headers })).statusCode).toBe(200);
      // NOTIFY is asynchronous: give it a moment, far below the 30 s TTL.
      let status = (await ask()).statusCode;
      for (let i = 0; i < 50 && status !== 401; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await ask()).statusCode;
      }
      expect(status).toBe(401);

      // A write in one instance empties the other's read cache too.
      const read = async () =>
        (await second.inject({ method: 'GET', url: '/backend/api/public-display/capaian-iku?satuan_kerja_id=1010' })).body;
      const renamed = 'IKU diubah di instans lain';
      expect(await read()).not.toContain(renamed);
      await t.database.db.update(sasaranStrategisPd).set({ iku: renamed }).where(eq(sasaranStrategisPd.satuan_kerja_id, '1010'));
      await publish(t.database.db, { kind: 'data' });
      let body = await read();
      for (let i = 0; i < 50 && !body.includes(renamed); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        body = await read();
      }
      expect(body).toContain(renamed);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
