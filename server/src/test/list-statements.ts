import { expect } from 'vitest';
import type { DemoUsername, TestApp } from './harness';

/**
 * A list answers in the same number of SQL statements whatever its length (principle 6): the
 * first page of 20 and a page of 500 that holds all the rows the test inserted (`rows`, or at
 * least that many where the demo data adds its own), read as `who` (default super).
 */
export async function expectListInFixedStatements(
  t: TestApp,
  listUrl: string,
  { rows, atLeast = false, who = 'super' }: { rows: number; atLeast?: boolean; who?: DemoUsername },
): Promise<void> {
  // countAs resolves the session first: on a slow machine its 30 s cache may lapse between the two.
  const measure = (perPage: number) => t.countAs(who, { method: 'GET', url: `${listUrl}&per_page=${perPage}` });
  const small = await measure(20);
  const large = await measure(500);
  const rowsOf = (answer: typeof small) => answer.result.json<{ data: unknown[] }>().data;
  expect(rowsOf(small)).toHaveLength(20);
  if (atLeast) expect(rowsOf(large).length).toBeGreaterThanOrEqual(rows);
  else expect(rowsOf(large)).toHaveLength(rows);
  expect(large.count).toBe(small.count);
}
