import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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
  /** Uploaded files (outside the web root). */
  uploadDir: string;
  /** Largest accepted upload in bytes (UPLOAD_MAX_MB, default 10 MB); larger answers 413. */
  uploadMaxBytes: number;
  seedDemo: boolean;
  demoPassword: string;
  /** Directory of the built web app (web/dist). */
  webDist: string;
  logLevel: string;
  prettyLogs: boolean;
  /**
   * Failed logins per window: `max` per address and username, `perAddressMax` per address across
   * usernames (password spraying). Successful logins do not count.
   */
  loginRateLimit: { max: number; perAddressMax: number; windowMs: number };
  /**
   * Fastify's trustProxy: false, a hop count (request.ip is the address the n-th proxy saw), or
   * the proxies' addresses/CIDRs. Never `true` (a client could then choose its own address).
   */
  trustProxy: false | number | string[];
  /**
   * The one-time token of the first-run web setup from another machine (SETUP_TOKEN, else a
   * random one); main.ts prints it while no account exists.
   */
  setupToken: string;
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

/** proxy-addr's named ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: empty/false/0 = no proxy; a whole number = that many proxies in front (each appends
 * to X-Forwarded-For); otherwise a comma list of proxy addresses, CIDRs or proxy-addr range names.
 * `true` is refused: trusting every hop lets any client pick its address (and dodge the throttle).
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const raw = value?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new Error(
      'TRUST_PROXY=true tidak didukung: isi jumlah proxy di depan aplikasi (mis. TRUST_PROXY=1) ' +
        'atau daftar alamat/CIDR proxy (mis. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.filter((item) => !PROXY_RANGE_NAMES.has(item) && !isAddressOrCidr(item));
  if (bad.length) throw new Error(`TRUST_PROXY: alamat proxy tidak valid: ${bad.join(', ')}`);
  return list;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes "the n nearest addresses are proxies"
 * (request.ip = the address the n-th proxy saw, the last one it appended to X-Forwarded-For);
 * Fastify itself would treat a bare number as "trust nothing".
 */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const resolve = (p: string) => (p.includes('://') ? p : path.resolve(repoRoot, p));
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    uploadDir: resolve(env.UPLOAD_DIR ?? './data/uploads'),
    uploadMaxBytes: Math.max(1, int(env.UPLOAD_MAX_MB, 10)) * 1024 * 1024,
    seedDemo: bool(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || 'sakip-demo',
    webDist: resolve(env.WEB_DIST ?? './web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    prettyLogs: bool(env.PRETTY_LOGS, env.NODE_ENV !== 'production'),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_LIMIT_MAX, 10),
      perAddressMax: int(env.LOGIN_RATE_LIMIT_ADDRESS_MAX, 100),
      windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    setupToken: env.SETUP_TOKEN || randomBytes(18).toString('base64url'),
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
