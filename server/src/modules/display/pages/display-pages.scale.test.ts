import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_MAKRO_REPORTS, DISPLAY_MIKRO_REPORTS } from '@sakip/domain';
import { hubOf } from '../../../lib/cache/hub';
import { createTestApp, openScaleCity, testAppOn, type TestApp } from '../../../test/harness';

/**
 * Every display page, its public copy included, reads its rows in the same number of SQL
 * statements for the demo city and for a city ten times larger (issue 14 item 8).
 */
const SCALE = 10;
let demo: TestApp;
let big: TestApp;

beforeAll(async () => {
  demo = await createTestApp();
  const database = await openScaleCity(SCALE);
  big = await testAppOn(database);
}, 600_000);
afterAll(async () => {
  await demo.close();
  await big.close();
});

type Page = { total: number };

/** Statements and row totals of every page, each read cold (the rows cache dropped first). */
async function walk(t: TestApp) {
  const statements: Record<string, number> = {};
  const totals: Record<string, number> = {};
  const pages = [
    ...DISPLAY_MIKRO_REPORTS.map(({ report }) => ({ slug: report.slug, who: 'perangkat_daerah' as const })),
    ...DISPLAY_MAKRO_REPORTS.map(({ report }) => ({ slug: report.slug, who: 'pemerintah_daerah' as const })),
  ];
  for (const { slug, who } of pages) {
    for (const [name, user, url, query] of [
      [slug, who, `/backend/api/${slug}`, {}],
      [
        `public/${slug}`,
        null,
        `/backend/api/public-display/${slug}`,
        slug.startsWith('display-mikro') ? { satuan_kerja_id: '1010' } : {},
      ],
    ] as const) {
      hubOf(t.database.db).apply({ kind: 'data' });
      const { result, count } = await t.countAs(user, { method: 'GET', url, query });
      expect(result.statusCode, `${name}: ${result.body}`).toBe(200);
      statements[name] = count;
      totals[name] = result.json<Page>().total;
    }
  }
  return { statements, totals };
}

describe('display pages: statements per page', () => {
  it(`are the same at scale 1 and ${SCALE}`, async () => {
    const small = await walk(demo);
    const large = await walk(big);
    // The larger city has more rows on the pages that list programs and below...
    const grown = Object.keys(small.totals).filter((k) => large.totals[k]! > small.totals[k]!);
    expect(grown.length).toBeGreaterThan(Object.keys(small.totals).length / 3);
    // ...read in exactly as many statements.
    expect(large.statements).toEqual(small.statements);
    console.log(`display statements per page (scale 1 = scale ${SCALE}): ${JSON.stringify(small.statements)}`);
  }, 300_000);
});
