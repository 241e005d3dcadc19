// Compiles the server to plain JavaScript for production (`npm start`, the container): one ESM
// bundle per entry in server/dist, our own sources (and @sakip/domain's TypeScript) bundled, every
// npm dependency left to node_modules. Every entry lands directly in dist/, so paths computed from
// import.meta.url (config.ts: the repository root; db/migrate.ts: server/drizzle) are the same
// depth as from src/. The document worker's entry is the renderers' module itself (no tsx loader needed).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sakip/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'document-worker': 'src/lib/document-render.ts',
    // The import reader's thread (lib/import/read.ts), loaded beside main.mjs like the document worker.
    'import-worker': 'src/lib/import/sheet-reader.ts',
    // The embedded database's thread (decision 0045), loaded beside main.mjs like the document worker.
    'pglite-worker': 'src/db/pglite-worker.mjs',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    user: 'src/cli/user.ts',
    // The first super account without a browser (README "Memulai kota baru"), also in the container.
    setup: 'src/cli/setup.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
