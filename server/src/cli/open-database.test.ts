import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK } from '../db/data-dir-lock';

/**
 * Every CLI that opens the PGlite data directory claims it first (db/data-dir-lock.ts), as the
 * server, backup and restore do: while another live process holds it (here: this test, as the
 * running server would), each refuses with the lock's Indonesian message, no stack trace, exit 1,
 * and opens nothing (PGlite writes no file into the directory).
 */
const run = promisify(execFile);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const COMMANDS: Record<string, string[]> = {
  seed: ['src/cli/seed.ts'],
  migrate: ['src/cli/migrate.ts'],
  user: ['src/cli/user.ts', 'list'],
  setup: ['src/cli/setup.ts', '--username', 'admin', '--nama', 'Admin', '--nama-kota', 'Kota Uji'],
};

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakip-cli-lock-'));
  fs.writeFileSync(path.join(dir, DATA_DIR_LOCK), String(process.pid));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function runCli(args: string[]): Promise<{ code: number; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  try {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', ...args], { cwd: SERVER_DIR, env });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

describe('the CLIs on a PGlite data directory the server holds', () => {
  it('seed, migrate, user and setup refuse with a clear message and open nothing', async () => {
    const results = await Promise.all(Object.values(COMMANDS).map(runCli));
    for (const [i, name] of Object.keys(COMMANDS).entries()) {
      const { code, stderr } = results[i] ?? { code: 0, stderr: '' };
      expect({ name, code }).toEqual({ name, code: 1 });
      expect(stderr, name).toContain(`direktori data ${dir} sedang dipakai proses ${process.pid}`);
      expect(stderr, name).toContain('hentikan server dahulu');
      expect(stderr, name).not.toMatch(/\n\s+at /);
    }
    expect(fs.readdirSync(dir)).toEqual([DATA_DIR_LOCK]);
    expect(fs.readFileSync(path.join(dir, DATA_DIR_LOCK), 'utf8')).toBe(String(process.pid));
  }, 120_000);
});
