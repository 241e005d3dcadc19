import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SNAPSHOT_FILE = path.join(root, '.tmp/test-db/pglite-seeded.tar.gz');
export const TEMPLATE_DATABASE = 'sakip_test_template';
/** Password of every demo account in tests. */
export const TEST_PASSWORD = 'sakip-demo';

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
