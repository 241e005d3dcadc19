import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second server on an empty database without the demo (the new-city journey, kota-baru.spec.ts). */
export const EMPTY_PORT = PORT + 1000;
export const EMPTY_URL = `http://127.0.0.1:${EMPTY_PORT}`;
/**
 * E2E_EMPTY_POSTGRES=1 (npm test sets it when the PostgreSQL server answers): a third server, the
 * same empty city on a fresh PostgreSQL database (dropped and created on 127.0.0.1:5432 before the
 * start), so the new-city journey runs on both engines (issue 24).
 */
const EMPTY_PG_PORT = PORT + 3000;
const EMPTY_PG = process.env.E2E_EMPTY_POSTGRES === '1' ? `sakip_e2e_kota_baru_${EMPTY_PG_PORT}` : null;
/** The empty cities kota-baru.spec.ts walks: [engine, base URL]. */
export const EMPTY_CITIES: [string, string][] = [
  ['PGlite', EMPTY_URL],
  ...(EMPTY_PG ? [['PostgreSQL', `http://127.0.0.1:${EMPTY_PG_PORT}`] as [string, string]] : []),
];

/** A server of an empty city without the demo. */
function emptyCityServer(port: number, command: string, env: Record<string, string>) {
  return {
    command,
    cwd: '..',
    url: `http://127.0.0.1:${port}/backend/api/setup`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PRETTY_LOGS: 'false',
      LOGIN_RATE_LIMIT_MAX: '10000',
    },
  };
}

/**
 * Browser tests drive Debian's Chromium against the built app (web/dist) served by the real server
 * on a fresh in-memory database seeded with the demo city.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Tracing records every action of every test (about half of the suite's time on this 2-core
    // machine); a failure keeps its screenshot, and a failing spec is rerun with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npm run -s serve',
      cwd: '..',
      url: `${BASE_URL}/backend/api/referensi/aplikasi`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PRETTY_LOGS: 'false',
        // Many logins from one address in a short time: the limit itself is covered by the API tests.
        LOGIN_RATE_LIMIT_MAX: '10000',
      },
    },
    emptyCityServer(EMPTY_PORT, 'npm run -s serve', { DATA_DIR: 'memory://' }),
    ...(EMPTY_PG
      ? [
          emptyCityServer(
            EMPTY_PG_PORT,
            `psql -h 127.0.0.1 -U postgres -d test -q -c "drop database if exists ${EMPTY_PG}" -c "create database ${EMPTY_PG}" && npm run -s serve`,
            { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${EMPTY_PG}` },
          ),
        ]
      : []),
  ],
});
