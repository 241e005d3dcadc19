import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGuard, ROLE_IDS } from '@sakip/domain';
import { createTestApp, DEMO_USERNAMES, type DemoUsername, type TestApp } from './harness';

/**
 * Walks every registered API route with every demo account and with no token, and checks the
 * answer against the route's declared guard: 401 for guests on guarded routes, 403 for roles the
 * guard refuses, and never 401/403 for those it admits. New routes are covered automatically.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1');
}

function roleIdOf(username: DemoUsername): number {
  return username === 'biro' ? ROLE_IDS.perangkat_daerah : ROLE_IDS[username];
}

describe('route × role matrix', () => {
  it('has routes to check', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(10);
  });

  it('every API route answers as its guard says, for every role and for guests', async () => {
    const failures: string[] = [];
    // Reads first, then writes, logout last: a write or a revoked token cannot disturb what follows.
    const rank = (r: { method: string; url: string }) => (r.url.endsWith('/logout') ? 2 : r.method === 'GET' ? 0 : 1);
    const routes = [...t.app.apiRoutes].sort((a, b) => rank(a) - rank(b));
    for (const route of routes) {
      const url = concreteUrl(route.url);
      for (const who of [null, ...DEMO_USERNAMES] as (DemoUsername | null)[]) {
        const expected = checkGuard(route.guard, who ? { role_id: roleIdOf(who) } : null);
        const res = await t.as(who, { method: route.method, url });
        const status = res.statusCode;
        const ok =
          expected === 'unauthenticated'
            ? status === 401
            : expected === 'forbidden'
              ? status === 403
              : status !== 401 && status !== 403;
        if (!ok) failures.push(`${route.method} ${route.url} as ${who ?? 'guest'}: expected ${expected}, got ${status}`);
        if (status >= 500) failures.push(`${route.method} ${route.url} as ${who ?? 'guest'}: server error ${status} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
