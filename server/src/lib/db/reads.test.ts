import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';
import { seededDatabaseForFile } from '../../test/file-app';
import { readAll } from './reads';

const seeded = seededDatabaseForFile();

/** Reads that note when each starts and ends, answering its number after a pause. */
function timedReads(events: string[]) {
  const read = (n: number) => async () => {
    events.push(`start ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push(`end ${n}`);
    return n;
  };
  return [read(1), read(2), read(3)] as const;
}

describe('readAll', () => {
  it('answers the results in order, on the database and on a transaction', async () => {
    const db = seeded.db;
    const one = (on: Db | Tx) => () =>
      on
        .select({ n: sql`1`.mapWith(Number) })
        .from(satuanKerja)
        .limit(1);
    expect(await readAll(db, [one(db), () => Promise.resolve('dua')])).toEqual([[{ n: 1 }], 'dua']);
    const inTx = await db.transaction((tx) => readAll(tx, [one(tx), () => Promise.resolve('dua')]));
    expect(inTx).toEqual([[{ n: 1 }], 'dua']);
  });

  it('on a transaction starts a read only when the one before it has finished; on the database, all at once', async () => {
    const inTx: string[] = [];
    await seeded.db.transaction((tx) => readAll(tx, timedReads(inTx)));
    expect(inTx).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    const onDb: string[] = [];
    expect(await readAll(seeded.db, timedReads(onDb))).toEqual([1, 2, 3]);
    expect(onDb.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });
});
