import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { crudKeys, queryKeys, refetchForNewYear } from './query-keys';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a change of the year', () => {
  it("refetches a page's first fetch still in flight: the page shows the new year's data", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let year = 2024;
    // The server answers the year the request carried, after a while.
    const fetchYear = async () => {
      const asked = year;
      await sleep(30);
      return asked;
    };
    const observer = new QueryObserver(client, { queryKey: queryKeys.dashboard.ringkasan, queryFn: fetchYear });
    const unsubscribe = observer.subscribe(() => {});

    year = 2025; // the user picks 2025 while the page's first request (2024) is on its way
    await refetchForNewYear(client);
    await sleep(60);

    expect(observer.getCurrentResult().data).toBe(2025);
    unsubscribe();
    client.clear();
  });

  it('leaves the session and the app settings alone', async () => {
    const client = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.user,
      queryFn: () => ++calls,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    const before = calls;
    await refetchForNewYear(client);
    expect(calls).toBe(before);
    unsubscribe();
    client.clear();
  });
});

/** Every source file of the web app (tests excluded), as text. */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The expression after each `queryKey:` (up to the comma that ends it). */
function keyExpressions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/queryKey:\s*/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < text.length; end += 1) {
      const ch = text.charAt(end);
      if ('([{'.includes(ch)) depth += 1;
      else if (')]}'.includes(ch)) {
        if (depth === 0) break;
        depth -= 1;
      } else if (ch === ',' && depth === 0) break;
    }
    found.push(text.slice(match.index, end));
  }
  return found;
}

describe('the query keys', () => {
  it('never hold the year: a year change refetches every query instead (refetchForNewYear)', () => {
    // A public copy may key the year its link names (`tahun_kinerja`, a filter of the link); the
    // year of the session (useYear, getYear, a `tahun`/`year` variable) never is part of a key.
    const offending = Object.entries(sources).flatMap(([file, text]) =>
      keyExpressions(text)
        .filter((expression) => /\b(year|tahun|useYear|getYear|requestYear)\b/i.test(expression))
        .map((expression) => `${file}: ${expression}`),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it('are built by crudKeys or queryKeys: [group, view, ...params], no literal arrays', () => {
    const literal = Object.entries(sources).flatMap(([file, text]) =>
      keyExpressions(text)
        .filter((expression) => /^queryKey:\s*\[/.test(expression))
        .map((expression) => `${file}: ${expression}`),
    );
    expect(literal).toEqual([]);
  });

  it('of a group start with the group and the view', () => {
    expect(crudKeys('lke').view('lembar', 1, 'X')).toEqual(['lke', 'lembar', 1, 'X']);
    expect(crudKeys('dokumen').list({ page: 1 })).toEqual(['dokumen', 'list', { page: 1 }]);
  });
});
