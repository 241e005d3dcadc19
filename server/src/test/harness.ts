import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_YEAR, ROLE_IDS, ROLE_NAMES, type RoleName, type SessionUser } from '@sakip/domain';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { apiTokens, users } from '../db/schema/index';
import { countQueries } from '../db/query-counter';
import { hashToken } from '../lib/token';
import { DEMO_PD_SATKER_ID } from '../seed/reference-data';
import { openSeededCopy } from './databases';
import { TEST_PASSWORD } from './paths';

export { TEST_PASSWORD };
export { openScaleCity } from './databases';
export type DemoUsername = RoleName | 'biro';
export const DEMO_USERNAMES: DemoUsername[] = [...ROLE_NAMES, 'biro'];

/** A session user for calling services directly: a unit official of the demo unit, or the city. */
export function demoActor(role: 'perangkat_daerah' | 'pemerintah_daerah'): SessionUser {
  return {
    id: 0,
    nama: role,
    username: role,
    nip: null,
    role_id: ROLE_IDS[role],
    role,
    satuan_kerja_id: role === 'perangkat_daerah' ? DEMO_PD_SATKER_ID : null,
    satuan_kerja_nama: null,
    is_biro: false,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A valid bearer token for a demo account, minted directly (no password hashing). */
  tokenFor(username: DemoUsername): Promise<string>;
  /** app.inject with the demo account's token and the default year header. */
  as(username: DemoUsername | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * The SQL statements of one request as the account, its session resolved beforehand: the
   * session cache lives 30 s (SESSION_TTL_MS), so on a slow machine a count taken cold would
   * include the token lookup on some pages and not on others.
   */
  countAs(
    username: DemoUsername | null,
    options: InjectOptions,
  ): Promise<{ result: LightMyRequestResponse; count: number; statements: string[] }>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openSeededCopy();
  return testAppOn(database, drop, overrides);
}

/**
 * The app on a database the test opened itself (e.g. `openScaleCity(10)` for the
 * statement-count tests at two scales). `close()` closes the app and the database.
 */
export async function testAppOn(
  database: Database,
  drop: () => Promise<void> = async () => {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const app = await buildApp(testConfig(overrides), database.db);
  await app.ready();

  const tokens = new Map<string, string>();
  const tokenFor = async (username: DemoUsername) => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!user) throw new Error(`demo user ${username} missing`);
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(apiTokens).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 3600_000),
    });
    tokens.set(username, token);
    return token;
  };

  const as: TestApp['as'] = async (username, options) => {
    const headers: Record<string, string> = {
      'default-key-tahun-kinerja': String(DEFAULT_YEAR),
      ...(options.headers as Record<string, string> | undefined),
    };
    if (username) headers.authorization = `Bearer ${await tokenFor(username)}`;
    return app.inject({ ...options, headers });
  };

  return {
    app,
    database,
    tokenFor,
    as,
    async countAs(username, options) {
      if (username) await as(username, { method: 'GET', url: '/backend/api/user' });
      return countQueries(() => as(username, options));
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
