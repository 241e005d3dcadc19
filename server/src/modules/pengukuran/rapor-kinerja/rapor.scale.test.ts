import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { countQueriesAfresh, scaleCityForFile, testAppForFile } from '../../../test/file-app';
import { dataRows, perbaikanOf, rankOf, raporCard } from './rapor.service';

/**
 * The rank of all units, the card and the data page each take a bounded number of SQL statements:
 * the same for the demo city and for a city ten times larger (seedDemo scale 10).
 */
const SCALE = 10;
const demo = testAppForFile();
const big = scaleCityForFile(SCALE);

async function measure(database: Database) {
  const db = database.db;
  const countQueries = <T>(fn: () => Promise<T>) => countQueriesAfresh(db, fn);
  const rank = await countQueries(() => rankOf(db, 2024, 2));
  const card = await countQueries(() => raporCard(db, 2024, 2, { kind: 'public' }, DEMO_PD_SATKER_ID));
  const data = await countQueries(() => dataRows(db, 2024, 2, DEMO_PD_SATKER_ID, undefined));
  const perbaikan = await countQueries(() => perbaikanOf(db, 2024, 2, { kind: 'public' }, DEMO_PD_SATKER_ID));
  return { rank, card, data, perbaikan };
}

describe('rapor kinerja: statements per request', () => {
  it(`is the same at scale 1 and ${SCALE}`, async () => {
    const small = await measure(demo.database);
    const large = await measure(big);
    // The larger city really has more items...
    expect(large.data.result.length).toBeGreaterThanOrEqual(small.data.result.length * (SCALE - 1));
    expect(large.card.result.ringkasan.jumlah).toBeGreaterThan(small.card.result.ringkasan.jumlah * 5);
    // ...in exactly as many statements.
    expect([small.rank.count, small.card.count, small.data.count, small.perbaikan.count]).toEqual([3, 7, 2, 5]);
    expect([large.rank.count, large.card.count, large.data.count, large.perbaikan.count]).toEqual([3, 7, 2, 5]);
  });
});
