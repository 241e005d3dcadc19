import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_YEAR } from '@sakip/domain';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { isReady } from '../plugins/health';
import { TEST_PASSWORD } from './paths';

/**
 * The compiled production server (`npm start`: server/build.mjs, then plain node, no tsx): health
 * and readiness, and a graceful stop on SIGTERM that finishes a PDF being drawn and exits 0.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(SERVER_DIR, 'dist/main.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

let child: ChildProcess;
let base: string;
let exited: Promise<number | null>;
let output = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR });
  const port = await freePort();
  base = `http://127.0.0.1:${port}/backend/api`;
  child = spawn(process.execPath, [MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'warn',
      PRETTY_LOGS: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  for (const deadline = Date.now() + 110_000; ; await new Promise((r) => setTimeout(r, 250))) {
    const up = await fetch(`${base}/health`).then((res) => res.ok, () => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
  }
}, 180_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('compiled server', () => {
  it('is plain JavaScript: no TypeScript loader at run time', () => {
    const bundle = fs.readFileSync(MAIN, 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(fs.existsSync(path.join(SERVER_DIR, 'dist/document-worker.mjs'))).toBe(true);
  });

  it('answers /health and /ready, public and never cached', async () => {
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('on SIGTERM finishes the LKIP PDF being drawn, then exits 0', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'perangkat_daerah', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const pdf = fetch(`${base}/lkip/pdf`, {
      headers: { authorization: `Bearer ${token}`, 'default-key-tahun-kinerja': String(DEFAULT_YEAR) },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopAt = Date.now();
    child.kill('SIGTERM');
    const res = await pdf;
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const code = await exited;
    // Exit 0 well within the 20 s limit, although this client keeps its connections alive (a
    // browser does): the answers of a stopping server close their connections.
    expect({ code, withinLimit: Date.now() - stopAt < 20_000 }).toEqual({ code: 0, withinLimit: true });
    expect(res.headers.get('connection')).toBe('close');
    // Stopped: nothing listens any more.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  }, 90_000);
});

describe('compiled command-line programs', () => {
  const CLIS = ['setup', 'user', 'seed', 'migrate', 'backup', 'restore'];

  it('each bundle runs only its own main (at most one entry check per file)', () => {
    // esbuild inlines the modules a CLI imports; a second CLI's "am I the entry?" check would be
    // true in the bundle too and run that CLI's main with these arguments (setup once imported
    // user.ts and ran both).
    for (const cli of CLIS) {
      const bundle = fs.readFileSync(path.join(SERVER_DIR, `dist/${cli}.mjs`), 'utf8');
      const checks = bundle.match(/import\.meta\.url === pathToFileURL/g)?.length ?? 0;
      expect({ cli, atMostOne: checks <= 1 }).toEqual({ cli, atMostOne: true });
    }
  });

  it('npm run setup without the TypeScript loader: the first super account on an empty directory', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakip-setup-'));
    try {
      const args = ['--username', 'admin', '--nama', 'Admin Kota', '--nama-kota', 'Kota Uji', '--password', 'kata-sandi-panjang-1'];
      const run = () =>
        spawnSync(process.execPath, [path.join(SERVER_DIR, 'dist/setup.mjs'), ...args], {
          cwd: SERVER_DIR,
          env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        });
      const first = run();
      expect(first.status).toBe(0);
      expect(first.stdout.trim()).toBe('Akun super "admin" dan profil Kota Uji dibuat.');
      expect(first.stderr).not.toContain('Penggunaan');
      const again = run();
      expect(again.status).not.toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('readiness', () => {
  it('is false until every migration is applied', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await isReady(database.db)).toBe(false);
      await runMigrations(database);
      expect(await isReady(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
