import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SNAPSHOT_FILE = path.join(root, '.tmp/test-db/pglite-seeded.tar.gz');
/** The seeded template on the PostgreSQL server; `TEST_TEMPLATE_DATABASE` lets two checkouts test side by side. */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'sakip_test_template';
/** Password of every demo account in tests. */
export const TEST_PASSWORD = 'sakip-demo';

/**
 * The PostgreSQL template of the scale city (databases.ts), one per vitest run: named after its run
 * dir. `'%'` gives the LIKE pattern of every scale's template of that run.
 */
export function scaleTemplateDatabase(testRunDir: string, scale: number | '%'): string {
  return `sakip_scale${scale}_${path.basename(testRunDir).replace(/[^a-z0-9]/g, '')}`;
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
