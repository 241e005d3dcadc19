import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGE_LOGIN_FAILED, MESSAGE_LOGIN_THROTTLED } from '@sakip/domain';
import { parseTrustProxy } from '../../config';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

const WINDOW_MS = 60_000;
let t: TestApp;
beforeAll(async () => {
  // Behind one proxy that appends the client address to X-Forwarded-For.
  t = await createTestApp({ loginRateLimit: { max: 3, perAddressMax: 6, windowMs: WINDOW_MS }, trustProxy: 1 });
});
afterAll(() => t.close());

function login(username: string, password: string, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/login',
    payload: { username, password },
    remoteAddress: ip,
    headers,
  });
}

async function fail(username: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(username, 'salah', ip)).statusCode).toBe(422);
}

describe('failed-login throttle', () => {
  it('never counts successful logins: a shared account logs in all day', async () => {
    for (let i = 0; i < 8; i++) expect((await login('pemda', TEST_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
  });

  it('blocks an address+username after max failures with 429, retry_after_seconds and Retry-After', async () => {
    await fail('validator_lke', '10.9.0.2', 3);
    const blocked = await login('validator_lke', TEST_PASSWORD, '10.9.0.2');
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.message).toBe(MESSAGE_LOGIN_THROTTLED);
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(body.retry_after_seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after_seconds));
    // The same account from elsewhere, and another account from here, are not blocked.
    expect((await login('validator_lke', TEST_PASSWORD, '10.9.0.3')).statusCode).toBe(200);
    expect((await login('setda', TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it("clears the account's failures on a successful login", async () => {
    await fail('validator_bappeda', '10.9.0.4', 2);
    expect((await login('validator_bappeda', TEST_PASSWORD, '10.9.0.4')).statusCode).toBe(200);
    await fail('validator_bappeda', '10.9.0.4', 2);
    expect((await login('validator_bappeda', TEST_PASSWORD, '10.9.0.4')).statusCode).toBe(200);
  });

  it('caps failures per address across usernames (password spraying)', async () => {
    const ip = '10.9.0.5';
    for (const username of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) {
      const res = await login(username, 'salah', ip);
      expect(res.json().errors.username).toEqual([MESSAGE_LOGIN_FAILED]);
    }
    const next = await login('super', TEST_PASSWORD, ip);
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeTruthy();
  });

  it('evaluates at most the limit of 60 parallel wrong passwords (counted before the hash, atomically)', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => login('admin', 'salah', '10.9.0.6')));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(57);
    // The window is in the database: a restarted (or another) instance sees it too.
    const rows = await t.database.db.execute(sql`select failures from login_throttle where key like 'a:10.9.0.6 %'`);
    expect((rows as { rows: unknown[] }).rows).toEqual([{ failures: 3 }]);
  });

  it('is not bypassed by a rotating X-Forwarded-For behind one proxy', async () => {
    const proxy = '172.16.0.1';
    const client = '198.51.100.7';
    const attempt = (i: number) =>
      login('validator_kepala_opd', 'salah', proxy, { 'x-forwarded-for': `203.0.113.${i}, ${client}` });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(422);
    expect((await attempt(99)).statusCode).toBe(429);
    // Spoofing the victim's address in front does not lock the victim: the proxy saw another one.
    const victim = await login('super', TEST_PASSWORD, proxy, { 'x-forwarded-for': `${client}, 198.51.100.8` });
    expect(victim.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses, never a blanket true', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=1/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/tidak valid/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/tidak valid/);
  });
});
