import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { demoActor } from '../../../test/harness';
import { countQueriesAfresh, scaleCityForFile, testAppForFile } from '../../../test/file-app';
import { lkipBab, lkipModel } from './lkip.service';

/**
 * Each LKIP chapter (a unit's and the city's) and the PDF's data take a bounded number of SQL
 * statements: the same for the demo city and for a city ten times larger (seedDemo scale 10).
 */
const SCALE = 10;
const TAHUN = 2024;
const NONE = { satuan_kerja_id: undefined };
const demo = testAppForFile();
const big = scaleCityForFile(SCALE, 900_000);

async function measure(database: Database) {
  const db = database.db;
  const countQueries = <T>(fn: () => Promise<T>) => countQueriesAfresh(db, fn);
  const out: Record<string, { count: number; rows: number }> = {};
  for (const role of ['perangkat_daerah', 'pemerintah_daerah'] as const) {
    for (const bab of [1, 2, 3] as const) {
      const { result, count } = await countQueries(() => lkipBab(db, demoActor(role), TAHUN, bab, NONE));
      out[`bab-${bab} ${role}`] = { count, rows: result.sections.reduce((n, s) => n + s.rows.length, 0) };
    }
    const { result, count } = await countQueries(() => lkipModel(db, demoActor(role), TAHUN, NONE, 'Kota'));
    out[`pdf ${role}`] = {
      count,
      rows: result.chapters.flatMap((c) => c.sections).reduce((n, s) => n + s.rows.length, 0),
    };
  }
  return out;
}

describe('LKIP: statements per chapter', () => {
  it(`is the same at scale 1 and ${SCALE}`, async () => {
    const small = await measure(demo.database);
    const large = await measure(big);
    console.log(
      'LKIP statements (scale 1 / 10)',
      Object.fromEntries(
        Object.keys(small).map((k) => [
          k,
          `${small[k]?.count} / ${large[k]?.count} (rows ${small[k]?.rows} / ${large[k]?.rows})`,
        ]),
      ),
    );
    // The larger city really has more rows (x3: the city's Bab I stops at program level)...
    expect(large['pdf pemerintah_daerah']?.rows).toBeGreaterThan((small['pdf pemerintah_daerah']?.rows ?? 0) * 3);
    // ...in exactly as many statements.
    for (const key of Object.keys(small)) expect(large[key]?.count, key).toBe(small[key]?.count);
  }, 600_000);
});
