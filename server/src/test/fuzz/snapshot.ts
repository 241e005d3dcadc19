import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Tables a refused request may still write: the audit trail, sessions, throttling counters. */
const UNTRACKED = /^(audit_log|api_tokens)$|rate_limit|throttle|login_attempt|session/;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []);
}

export async function trackedTables(db: Db): Promise<string[]> {
  const list = await rows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return list.map((r) => r.table_name).filter((name) => !UNTRACKED.test(name) && !name.startsWith('__drizzle'));
}

/** Per table: row count and an order-independent hash of the rows' text. */
export type Snapshot = Map<string, string>;

/**
 * Detects "did anything change" in two steps: the next transaction id moves only when some
 * transaction wrote (even one rolled back), so an unchanged id proves nothing changed (about 2 ms);
 * only when it moved is every table hashed (about 50 ms on PGlite).
 */
export class DatabaseWatch {
  private baseline: Snapshot = new Map();
  private xid = '';
  private readonly query: string;

  private constructor(
    private readonly db: Db,
    readonly tables: string[],
  ) {
    this.query = tables
      .map(
        (t) =>
          `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM "${t}" x`,
      )
      .join(' UNION ALL ');
  }

  static async open(db: Db): Promise<DatabaseWatch> {
    const watch = new DatabaseWatch(db, await trackedTables(db));
    watch.xid = await watch.nextXid();
    watch.baseline = await watch.snapshot();
    return watch;
  }

  private async nextXid(): Promise<string> {
    const [row] = await rows<{ x: string }>(this.db, sql`SELECT txid_snapshot_xmax(txid_current_snapshot())::text AS x`);
    return row?.x ?? '';
  }

  private async snapshot(): Promise<Snapshot> {
    const list = await rows<{ t: string; h: string }>(this.db, sql.raw(this.query));
    return new Map(list.map((r) => [r.t, r.h]));
  }

  /** Full snapshots taken (each ~50 ms), for the run summary. */
  snapshots = 0;

  /** Accept the current state as the baseline (after a test-side change such as minting tokens). */
  async rebase(): Promise<void> {
    await this.changedTables();
  }

  /** Tables whose content differs from the baseline; the baseline then moves to the current state. */
  async changedTables(): Promise<string[]> {
    const xid = await this.nextXid();
    if (xid === this.xid) return [];
    this.xid = xid;
    this.snapshots++;
    const now = await this.snapshot();
    const changed = this.tables.filter((t) => now.get(t) !== this.baseline.get(t));
    this.baseline = now;
    return changed;
  }
}

export { rows as sqlRows };
