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
  /**
   * Where uploaded files are kept (FILE_STORE, decision 0044): 'database' (the default with
   * DATABASE_URL: every instance sees them), 'local' (UPLOAD_DIR; the default on PGlite) or 's3'.
   */
  fileStore: 'local' | 'database' | 's3';
  /** Uploaded files of the local store (outside the web root). */
  uploadDir: string;
  /** The S3-compatible bucket of FILE_STORE=s3. */
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string }
    | undefined;
  /** Largest accepted upload in bytes (UPLOAD_MAX_MB, default 10 MB); larger answers 413. */
  uploadMaxBytes: number;
  /**
   * ORPHAN_GRACE_HOURS (default 24, at least 1): a stored file no row refers to is removed by the
   * sweeper (lib/files/sweep.ts) once it is this old; younger ones may be uploads in flight.
   */
  orphanGraceHours: number;
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
  /**
   * E-mail of notifications (issue 27): SMTP_URL (e.g. smtp://user:pass@host:587), MAIL_FROM and
   * APP_URL (the address links in e-mails point to). Without SMTP_URL: notifications in the app only.
   */
  mail: { smtpUrl: string; from: string } | undefined;
  appUrl: string;
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
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > TRUST_PROXY_MAX_HOPS) {
      throw new ConfigError(
        `TRUST_PROXY=${raw} terlalu besar: paling banyak ${TRUST_PROXY_MAX_HOPS} proxy di depan aplikasi ` +
          '(dengan lebih banyak, setiap klien dapat memilih alamatnya sendiri)',
      );
    }
    return hops;
  }
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true tidak didukung: isi jumlah proxy di depan aplikasi (mis. TRUST_PROXY=1) ' +
        'atau daftar alamat/CIDR proxy (mis. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.filter((item) => !PROXY_RANGE_NAMES.has(item) && !isAddressOrCidr(item));
  if (bad.length) throw new ConfigError(`TRUST_PROXY: alamat proxy tidak valid: ${bad.join(', ')}`);
  for (const family of [4, 6] as const) {
    if (coversEverything(list, family)) {
      throw new ConfigError(
        `TRUST_PROXY: daftar ${list.join(',')} mencakup semua alamat IPv${family}, sehingga setiap klien dapat ` +
          'memilih alamatnya sendiri; isi hanya alamat/CIDR proxy Anda (mis. TRUST_PROXY=10.0.0.0/8)',
      );
    }
  }
  return list;
}

/** An error in the configuration: the start prints its message (no stack) and stops. */
export class ConfigError extends Error {}

/** At most this many proxies in front; a larger count trusts what any client writes. */
export const TRUST_PROXY_MAX_HOPS = 5;

/** The range [first, last] of an address or CIDR of `family`, as numbers; null for another family. */
function rangeOf(item: string, family: 4 | 6): [bigint, bigint] | null {
  const [address = '', bits] = item.split('/');
  if (isIP(address) !== family) return null;
  const width = family === 4 ? 32 : 128;
  const value =
    family === 4 ? address.split('.').reduce((n, part) => (n << 8n) + BigInt(part), 0n) : ipv6Value(address);
  const host = BigInt(width - (bits === undefined ? width : Number(bits)));
  const first = (value >> host) << host;
  return [first, first + (1n << host) - 1n];
}

function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const expand = (parts: string[]) => parts.flatMap((g) => (g.includes('.') ? ipv4Groups(g) : [parseInt(g, 16)]));
  const left = expand(groups(head));
  const right = tail === undefined ? [] : expand(groups(tail));
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.reduce((n, g) => (n << 16n) + BigInt(g), 0n);
}

function ipv4Groups(dotted: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [(a << 8) + b, (c << 8) + d];
}

/** Whether the CIDRs of the list together cover every address of the family (0.0.0.0/1 + 128.0.0.0/1). */
function coversEverything(list: string[], family: 4 | 6): boolean {
  const ranges = list
    .map((item) => rangeOf(item, family))
    .filter((r): r is [bigint, bigint] => r !== null)
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  let next = 0n;
  for (const [first, last] of ranges) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
  }
  return next === 1n << BigInt(family === 4 ? 32 : 128);
}

/**
 * The directory the operator typed a command in: npm runs a workspace script in the workspace's
 * folder (server/), and says where it was started in INIT_CWD. A CLI's relative paths mean that.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
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

function parseFileStore(env: NodeJS.ProcessEnv): Config['fileStore'] {
  const value = (env.FILE_STORE ?? '').trim().toLowerCase();
  if (value === '') return env.DATABASE_URL ? 'database' : 'local';
  if (value === 'local' || value === 'database' || value === 's3') return value;
  throw new Error(`FILE_STORE=${value} tidak dikenal: isi local, database atau s3`);
}

function parseS3(env: NodeJS.ProcessEnv, store: Config['fileStore']): Config['s3'] {
  if (store !== 's3') return undefined;
  const need = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (need.length) throw new Error(`FILE_STORE=s3 memerlukan ${need.join(', ')}`);
  const value = (name: string) => env[name] ?? '';
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    endpoint: value('S3_ENDPOINT'),
    bucket: value('S3_BUCKET'),
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fileStore = parseFileStore(env);
  const resolve = (p: string) => (p.includes('://') ? p : path.resolve(repoRoot, p));
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    fileStore,
    uploadDir: resolve(env.UPLOAD_DIR ?? './data/uploads'),
    s3: parseS3(env, fileStore),
    uploadMaxBytes: Math.max(1, int(env.UPLOAD_MAX_MB, 10)) * 1024 * 1024,
    orphanGraceHours: Math.max(1, int(env.ORPHAN_GRACE_HOURS, 24)),
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
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || 'Sakip <sakip@localhost>' } : undefined,
    appUrl: (env.APP_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
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
