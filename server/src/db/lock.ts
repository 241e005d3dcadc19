import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Serialises writers of one thing that has no row to lock yet (the next version number of a
 * document kind, the scan of an agreement): a transaction-scoped advisory lock on the parts' name,
 * released at commit or rollback. Parallel writers of the same thing wait here, one after another.
 */
export async function lockName(db: Db | Tx, ...parts: (string | number)[]): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${parts.join('/')}, 0))`);
}
