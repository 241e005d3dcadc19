import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf } from '../lib/errors';
import { inBackground, openDatabase, type Database } from './client';
import { countQueries } from './query-counter';

/**
 * PGlite in its own thread (decision 0045): the same answers as in process, transactions still
 * all-or-nothing, PostgreSQL's error fields intact, statements still counted, and the main thread
 * free while the engine works.
 */
let worker: Database;
let inProcess: Database;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  worker = await openDatabase({ dataDir: 'memory://' });
  inProcess = await openDatabase({ dataDir: 'memory://', pgliteThread: 'main' });
  for (const database of [worker, inProcess]) {
    await database.db.execute(
      sql`create table t (id int primary key, name text not null, at timestamptz default '2024-03-01 10:00:00+07', d date, n numeric(10,2), j jsonb)`,
    );
  }
  // Two tables named as the schema's (a statement's tables are those of the schema it names).
  await worker.db.execute(sql`create table satuan_kerja (id int primary key)`);
  await worker.db.execute(sql`insert into satuan_kerja values (1), (2)`);
  await worker.db.execute(sql`create table audit_log (id int primary key)`);
});

afterAll(async () => {
  await worker.close();
  await inProcess.close();
});

const count = async (database: Database) => (await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from t`))[0]?.n;

describe('PGlite in a worker thread', () => {
  it('answers as PGlite in process does (dates as text, numeric as text, json parsed)', async () => {
    const insert = sql`insert into t (id, name, d, n, j) values (1, 'a', '2024-02-29', 12.5, '{"x":[1,2]}') returning *`;
    const [fromWorker, fromMain] = [await rowsOf(worker, insert), await rowsOf(inProcess, insert)];
    expect(fromWorker).toEqual(fromMain);
    expect(fromWorker[0]).toMatchObject({ d: '2024-02-29', n: '12.50', j: { x: [1, 2] } });
    await worker.db.execute(sql`delete from t`);
    await inProcess.db.execute(sql`delete from t`);
  });

  it('commits a transaction as one, and rolls it back as one when it throws', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, name) values (10, 'x')`);
      await tx.execute(sql`insert into t (id, name) values (11, 'y')`);
    });
    expect(await count(worker)).toBe(2);
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, name) values (12, 'z')`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, name) values (13, 'z')`);
        await tx.execute(sql`insert into t (id, name) values (10, 'dup')`);
      }),
    ).rejects.toThrow();
    expect(await count(worker)).toBe(2);
    await worker.db.execute(sql`delete from t`);
  });

  it('keeps other statements out of an open transaction (they wait for its end)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, name) values (20, 'x')`);
      await held;
      throw new Error('batal');
    });
    // Issued while the transaction is open: must neither see its row nor run inside it.
    const outside = count(worker);
    const write = worker.db.execute(sql`insert into t (id, name) values (21, 'outside')`);
    release();
    await expect(transaction).rejects.toThrow('batal');
    expect(await outside).toBe(0);
    await write;
    expect(await rowsOf(worker, sql`select id from t order by id`)).toEqual([{ id: 21 }]);
    await worker.db.execute(sql`delete from t`);
  });

  it('a background transaction lets reads of tables it has not written run between its statements; the rest waits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const transaction = inBackground(() =>
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into audit_log values (60)`);
        inside();
        await held;
        await tx.execute(sql`insert into audit_log values (61)`);
      }),
    );
    await opened;
    const settled: string[] = [];
    const note = <T>(name: string, promise: Promise<T>) => promise.finally(() => settled.push(name));
    try {
      // A read of a table the transaction did not write: answered now, from the committed data.
      const untouched = note('satuan_kerja', rowsOf<{ n: number }>(worker, sql`select count(*)::int as n from satuan_kerja`));
      // A failing read inside cannot abort the transaction.
      const failing = note('failing', rowsOf(worker, sql`select 1 / (id - id) from satuan_kerja`));
      // A read of a table it wrote, and a write elsewhere: after the commit.
      const written = note('audit_log', rowsOf<{ n: number }>(worker, sql`select count(*)::int as n from audit_log`));
      const write = note('write', worker.db.execute(sql`insert into satuan_kerja values (3)`));
      expect(await untouched).toEqual([{ n: 2 }]);
      await expect(failing).rejects.toThrow();
      expect(settled).toEqual(['satuan_kerja', 'failing']);
      release();
      await transaction;
      expect(await written).toEqual([{ n: 2 }]);
      await write;
      expect(settled.slice(2).sort()).toEqual(['audit_log', 'write']);
    } finally {
      release();
      await transaction.catch(() => {});
      await worker.db.execute(sql`delete from audit_log`);
      await worker.db.execute(sql`delete from satuan_kerja where id = 3`);
    }
  });

  it('serves waiting statements interactive first, background after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    // An ordinary transaction holds the connection; everything else queues at the gate.
    const transaction = worker.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await held;
    });
    await opened;
    const order: string[] = [];
    const queued = [
      inBackground(() => worker.db.execute(sql`select 'background'`)).then(() => order.push('background')),
      worker.db.execute(sql`select 'interactive'`).then(() => order.push('interactive')),
    ];
    // Let both messages reach the worker before the connection is free again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    await Promise.all(queued);
    expect(order).toEqual(['interactive', 'background']);
  });

  it('nested transactions are savepoints', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, name) values (30, 'x')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into t (id, name) values (31, 'y')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await rowsOf(worker, sql`select id from t`)).toEqual([{ id: 30 }]);
    await worker.db.execute(sql`delete from t`);
  });

  it("carries PostgreSQL's error fields across (code, constraint, table)", async () => {
    await worker.db.execute(sql`insert into t (id, name) values (40, 'x')`);
    const error: unknown = await worker.db.execute(sql`insert into t (id, name) values (40, 'y')`).catch((e: unknown) => e);
    expect(pgErrorOf(error)).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
    await worker.db.execute(sql`delete from t`);
  });

  it('the query counter still counts every statement', async () => {
    const { count: statements } = await countQueries(async () => {
      await worker.db.execute(sql`select 1`);
      await worker.db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
        await tx.execute(sql`select 3`);
      });
    });
    expect(statements).toBe(3);
  });

  it('a dump loads into a new database', async () => {
    await worker.db.execute(sql`insert into t (id, name) values (50, 'kept')`);
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: await worker.pglite!.dumpDataDir('none') });
    expect(await rowsOf(copy, sql`select name from t`)).toEqual([{ name: 'kept' }]);
    await copy.close();
    await worker.db.execute(sql`delete from t`);
  });

  it('leaves the main thread free while a long statement runs', { timeout: 120_000 }, async () => {
    const heavy = sql`select count(*) from generate_series(1, 400000) a, generate_series(1, 3) b`;
    const longestGap = async (database: Database) => {
      let last = performance.now();
      let gap = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        gap = Math.max(gap, now - last);
        last = now;
      }, 5);
      const start = performance.now();
      await database.db.execute(heavy);
      const end = performance.now();
      clearInterval(timer);
      return { gap: Math.max(gap, end - last), took: end - start };
    };
    const inMain = await longestGap(inProcess);
    const inWorker = await longestGap(worker);
    // In process the timer cannot fire until the statement is done; in the worker it keeps ticking.
    expect(inMain.gap).toBeGreaterThan(inMain.took * 0.8);
    expect(inWorker.gap).toBeLessThan(inWorker.took / 2);
  });
});
