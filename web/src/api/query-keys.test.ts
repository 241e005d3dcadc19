import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, refetchForNewYear } from './query-keys';

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
