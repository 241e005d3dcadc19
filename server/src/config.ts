import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The only place that reads process.env. Everything else receives a Config. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  uploadDir: string;
  seedDemo: boolean;
  demoPassword: string;
  /** Directory of the built web app (web/dist). */
  webDist: string;
  logLevel: string;
  prettyLogs: boolean;
  /** Login attempts per window per IP and username. */
  loginRateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const resolve = (p: string) => (p.includes('://') ? p : path.resolve(repoRoot, p));
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    uploadDir: resolve(env.UPLOAD_DIR ?? './data/uploads'),
    seedDemo: bool(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || 'sakip-demo',
    webDist: resolve(env.WEB_DIST ?? './web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    prettyLogs: bool(env.PRETTY_LOGS, env.NODE_ENV !== 'production'),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_LIMIT_MAX, 10),
      windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    trustProxy: bool(env.TRUST_PROXY, false),
  };
}

/** Test and tool defaults: in-memory database, quiet logs, no demo seed unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    dataDir: 'memory://',
    uploadDir: path.join(repoRoot, '.tmp/uploads-test'),
    seedDemo: false,
    logLevel: 'silent',
    prettyLogs: false,
    ...overrides,
  };
}
