import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { DEFAULT_YEAR, ROLE_NAMES, type RoleName } from '@sakip/domain';
import { buildApp } from '../app';
import { loadConfig, testConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { apiTokens, users } from '../db/schema/index';
import { hashToken } from '../lib/token';
import { SNAPSHOT_FILE, TEMPLATE_DATABASE, TEST_PASSWORD, withDatabase } from './paths';

export { TEST_PASSWORD };
export type DemoUsername = RoleName | 'biro';
export const DEMO_USERNAMES: DemoUsername[] = [...ROLE_NAMES, 'biro'];

/** A fresh copy of the seeded demo database, private to one test file. */
async function openSeededCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  if (!databaseUrl) {
    const dump = new Blob([fs.readFileSync(SNAPSHOT_FILE)]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    return { database, drop: async () => {} };
  }
  const name = `sakip_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A valid bearer token for a demo account, minted directly (no password hashing). */
  tokenFor(username: DemoUsername): Promise<string>;
  /** app.inject with the demo account's token and the default year header. */
  as(username: DemoUsername | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openSeededCopy();
  return testAppOn(database, drop, overrides);
}

/**
 * The app on a database the test seeded itself (e.g. `seedDemo(db, { scale: 10 })` for the
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

  return {
    app,
    database,
    tokenFor,
    async as(username, options) {
      const headers: Record<string, string> = {
        'default-key-tahun-kinerja': String(DEFAULT_YEAR),
        ...(options.headers as Record<string, string> | undefined),
      };
      if (username) headers.authorization = `Bearer ${await tokenFor(username)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
