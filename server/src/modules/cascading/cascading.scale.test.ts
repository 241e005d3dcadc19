import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { countQueries } from '../../db/query-counter';
import { scaleCityForFile, testAppForFile } from '../../test/file-app';
import { findLargestUnit } from './cascading.repository';
import { cityTree, unitTree } from './cascading.service';

/**
 * The tree comes in a bounded number of SQL statements whatever its size: the same count for the
 * largest unit of the demo city and of a city ten times larger (seedDemo scale 10).
 */
const SCALE = 10;
const demo = testAppForFile();
const big = scaleCityForFile(SCALE);

async function measure(database: Database, maxLevel: number, bayangan = false) {
  const unit = await findLargestUnit(database.db, 2024);
  if (!unit) throw new Error('no unit with performance rows');
  const { result, count } = await countQueries(() =>
    unitTree(database.db, unit.satuan_kerja_id, 2024, {
      max_level: maxLevel,
      type: 'cascading',
      show_skp: false,
      bayangan,
    }),
  );
  const nodes = JSON.stringify(result).split('"level":').length - 1;
  return { unit, count, nodes };
}

describe('cascading tree: statements per request', () => {
  it(`is the same for the largest unit at scale 1 and ${SCALE}, at every depth`, async () => {
    for (const maxLevel of [5, 7]) {
      const small = await measure(demo.database, maxLevel);
      const large = await measure(big, maxLevel);
      // The larger city really has a larger tree (the seed's random spread gives ~8-10×)...
      expect(large.unit.nodes).toBeGreaterThan(small.unit.nodes * (SCALE / 2));
      expect(large.nodes).toBeGreaterThan(small.nodes * 5);
      // ...in exactly as many statements: one, for the context and every level (decision 0040).
      expect(large.count).toBe(small.count);
      expect(small.count).toBe(1);
    }
  });

  it('stays bounded in the bayangan view and at city level', async () => {
    const small = await measure(demo.database, 5, true);
    const large = await measure(big, 5, true);
    expect(large.count).toBe(small.count);
    const query = { max_level: 2, type: 'cascading' as const, show_skp: false, bayangan: false };
    const city1 = await countQueries(() => cityTree(demo.database.db, 2024, query));
    const city10 = await countQueries(() => cityTree(big.db, 2024, query));
    expect(city10.count).toBe(city1.count);
    expect(city1.count).toBe(1);
  });
});
