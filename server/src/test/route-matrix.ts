import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, checkGuard, type Actor } from '@sakip/domain';
import { users } from '../db/schema/index';
import { createTestApp, DEMO_USERNAMES, type DemoUsername, type TestApp } from './harness';

/**
 * Walks every registered API route with every demo account and with no token, and checks the
 * answer against the route's declared guard: 401 for guests on guarded routes, 403 for roles the
 * guard refuses, and never 401/403 for those it admits. A route that also declares a permission
 * (config.permission) answers 403 to an admitted actor without any scope for it in the permission
 * table, and never 403 to one with a scope. New routes are covered automatically.
 *
 * The routes are dealt into SHARDS files (route-matrix-<n>.test.ts) that vitest runs side by side:
 * ~100 routes × 16 accounts, exports building real workbooks, take minutes on one core.
 */
export const SHARDS = 2;

export function routeMatrix(shard: number) {
  let t: TestApp;
  const actors = new Map<string, Actor>();
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .select({ username: users.username, role_id: users.role_id, satuan_kerja_id: users.satuan_kerja_id })
      .from(users);
    for (const row of rows) actors.set(row.username, row);
  });
  afterAll(() => t.close());

  function concreteUrl(url: string): string {
    return url.replace(/:[A-Za-z_]+/g, '1');
  }

  function actorOf(username: DemoUsername): Actor {
    const actor = actors.get(username);
    if (!actor) throw new Error(`demo user ${username} missing`);
    return actor;
  }

  describe(`route × role matrix, part ${shard + 1} of ${SHARDS}`, () => {
    it('has routes to check', () => {
      expect(t.app.apiRoutes.length).toBeGreaterThan(10);
    });

    it('every API route answers as its guard says, for every role and for guests', async () => {
      const failures: string[] = [];
      // Reads first, then writes, logout last: a write or a revoked token cannot disturb what follows.
      const rank = (r: { method: string; url: string }) => (r.url.endsWith('/logout') ? 2 : r.method === 'GET' ? 0 : 1);
      // Dealt by position in registration order (stable), then reads first within the part.
      const routes = t.app.apiRoutes.filter((_r, i) => i % SHARDS === shard).sort((a, b) => rank(a) - rank(b));
      for (const route of routes) {
        const url = concreteUrl(route.url);
        for (const who of [null, ...DEMO_USERNAMES] as (DemoUsername | null)[]) {
          const actor = who ? actorOf(who) : null;
          const guarded = checkGuard(route.guard, actor);
          const expected =
            guarded === 'allowed' && route.permission && !can(actor, route.permission.action, route.permission.resource)
              ? 'forbidden'
              : guarded;
          const res = await t.as(who, { method: route.method, url });
          const status = res.statusCode;
          const ok =
            expected === 'unauthenticated'
              ? status === 401
              : expected === 'forbidden'
                ? status === 403
                : status !== 401 && status !== 403;
          if (!ok)
            failures.push(`${route.method} ${route.url} as ${who ?? 'guest'}: expected ${expected}, got ${status}`);
          if (status >= 500)
            failures.push(`${route.method} ${route.url} as ${who ?? 'guest'}: server error ${status} ${res.body}`);
        }
      }
      expect(failures).toEqual([]);
      // Grows with every route (× 15 accounts); exports build real workbooks.
    }, 300_000);
  });
}
