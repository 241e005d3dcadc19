import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness';
import { testAppForFile } from '../../test/file-app';

const t = testAppForFile();

const login = async (address: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'pemerintah_daerah', password: TEST_PASSWORD },
      remoteAddress: address,
    })
  ).json<{ token: string }>().token;

describe('POST /backend/api/logout ends the session whatever the body', () => {
  it.each([
    ['a malformed JSON body', '{', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a text body', 'keluar', 'text/plain'],
  ])('with %s: 200 and the token is invalid afterwards', async (_name, payload, type) => {
    const headers = { authorization: `Bearer ${await login('10.0.2.1')}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/logout',
      headers: { ...headers, 'content-type': type },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Anda telah keluar' });
    expect((await t.app.inject({ method: 'GET', url: '/backend/api/user', headers })).statusCode).toBe(401);
  });

  it('still needs a session (401 without a token)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(401);
  });
});
