import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { countQueries } from '../db/query-counter';
import { publish } from '../lib/cache/hub';
import { openSeededCopy } from './databases';
import { createTestApp, openScaleCity, type TestApp } from './harness';

/**
 * The app of a test file, written once instead of the `let t; beforeAll(create); afterAll(close)`
 * each file repeated: opened in a beforeAll registered by this call (so before the file's own
 * hooks, which may seed through it), closed in an afterAll. The object it returns stands for the
 * app from the first hook on; touching it before then is a mistake in the test and says so.
 */
export function testAppForFile(overrides: Partial<Config> = {}): TestApp {
  const current = openedForFile('the test app', () => createTestApp(overrides));
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    tokenFor: (username) => current().tokenFor(username),
    as: (username, options) => current().as(username, options),
    countAs: (username, options) => current().countAs(username, options),
    close: () => current().close(),
  };
}

/**
 * Rows a file seeds once for all its tests (e.g. `seedPlanningFixture`), filled in place by a
 * beforeAll so the file can name them as a constant: `const fx = seededOnce(() => seed(t.database.db))`.
 */
export function seededOnce<F extends object>(seed: () => Promise<F>): F {
  const fixture = {} as F;
  beforeAll(async () => {
    Object.assign(fixture, await seed());
  });
  return fixture;
}

/**
 * A private copy of the scale city (`openScaleCity`, seeded once per run) for the statement-count
 * tests at two scales, opened in a beforeAll (with room for the first seeding) and closed after.
 */
export function scaleCityForFile(scale: number, timeoutMs = 600_000): Database {
  return databaseForBlock(() => openScaleCity(scale), timeoutMs);
}

/** A database `open` answers, opened in a beforeAll of the block around the call (or the file) and closed after it. */
export function databaseForBlock(open: () => Promise<Database>, timeoutMs?: number): Database {
  const current = openedForFile('the database', open, timeoutMs);
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    close: () => current().close(),
  };
}

/** A private copy of the seeded demo database for the file (no app): lib tests of queries. */
export function seededDatabaseForFile(): Database {
  return databaseForBlock(async () => {
    const { database, drop } = await openSeededCopy();
    return {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  });
}

/** The statements of a computation afresh, not answered from the computed-result cache (decision 0056). */
export async function countQueriesAfresh<T>(db: Db, fn: () => Promise<T>) {
  await publish(db, { kind: 'data' });
  return countQueries(fn);
}

/** Opens a resource in a beforeAll and closes it in an afterAll; the getter fails loudly before then. */
function openedForFile<T extends { close(): Promise<void> }>(
  what: string,
  open: () => Promise<T>,
  timeoutMs?: number,
): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  }, timeoutMs);
  afterAll(async () => opened?.close());
  return () => {
    if (!opened) throw new Error(`${what} opens in beforeAll: use it inside a hook or a test`);
    return opened;
  };
}
