import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that never open the configured database: they neither reach the harness's
 * seeded copies (server/src/test/databases.ts) nor read DATABASE_URL (pure units, and tests that
 * seed their own PGlite). Found by following relative imports. The PostgreSQL pass of `npm test`
 * (DATABASE_TESTS_ONLY=1) leaves them out: it would run them a second time, identically.
 */
function testsWithoutDatabase(): string[] {
  const target = path.resolve('server/src/test/databases.ts');
  const sources = new Map<string, string>();
  const read = (file: string) => sources.get(file) ?? sources.set(file, fs.readFileSync(file, 'utf8')).get(file)!;
  const importsOf = (file: string) =>
    [...read(file).matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)].flatMap(([, spec]) => {
      const base = path.resolve(path.dirname(file), spec ?? '');
      return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].filter((f) => fs.existsSync(f)).slice(0, 1);
    });
  // (config.ts names DATABASE_URL too: only a test file's own mention counts)
  const readsUrl = (file: string) => /DATABASE_URL|loadConfig\(process\.env/.test(read(file));
  const reaching = new Set([target]);
  const reaches = (file: string, visited = new Set<string>()): boolean => {
    if (reaching.has(file)) return true;
    if (visited.has(file)) return false;
    visited.add(file);
    const result = importsOf(file).some((next) => reaches(next, visited));
    if (result) reaching.add(file);
    return result;
  };
  return fs
    .readdirSync('server/src', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('server/src', f))
    .filter((f) => !readsUrl(f) && !reaches(path.resolve(f)));
}

export default defineConfig({
  test: {
    // PGlite is CPU bound; two workers match the machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_TESTS_ONLY === '1' ? testsWithoutDatabase() : []),
          ],
          environment: 'node',
          // A worker keeps the server's modules between files (each file still opens its own app and
          // database): importing the app anew for every file was ~6 s a file, a third of the pass.
          // No server test mocks a module or mutates module state another file reads.
          isolate: false,
          globalSetup: ['server/src/test/global-setup.ts'],
          // Fails a test that sends statements at once on one PostgreSQL client (a transaction).
          setupFiles: ['server/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Browser stubs Mantine needs, cleanup after each test (renderWithProviders: web/src/test/render.tsx).
          setupFiles: ['web/src/test/setup.ts'],
          // Rendering a whole report page in happy-dom takes ~1 s; on a loaded 2-core machine
          // (PGlite workers beside it) the 5 s default was reached.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
