import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
    expect(fs.existsSync(path.join(SERVER_DIR, 'dist/pdf-worker.mjs'))).toBe(true);
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
    // Exit 0 when the stop finished within the 20 s limit; on a machine so loaded that the PDF
    // itself takes longer (seen at load 20 on 2 cores), the hard limit answers with 1.
    expect(code).toBe(Date.now() - stopAt < 20_000 ? 0 : 1);
    // Stopped: nothing listens any more.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  }, 90_000);
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
