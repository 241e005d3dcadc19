import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, type Paginated } from '@sakip/domain';
import type { QueryParams } from '../../api/client';

/**
 * The filters of a list page in the URL query string (SPEC §4 'Filters'): `page`, `search` and the
 * given filter keys. Changing a filter goes back to page 1.
 */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const search = params.get('search') ?? '';
  const keyList = keys.join(',');

  const filters = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of keyList.split(',') as K[]) if (key) out[key] = params.get(key) ?? '';
    return out;
  }, [params, keyList]);

  const setFilter = useCallback(
    (key: K | 'search', value: string | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value <= 1) next.delete('page');
        else next.set('page', String(value));
        return next;
      });
    },
    [setParams],
  );

  /** The filters as the API query (without page). */
  const query: QueryParams = useMemo(() => ({ search, ...filters }), [search, filters]);

  return { page, search, filters, setFilter, setPage, query };
}

/** What listPageProps reads of useListFilters (any filter keys: it only sets the search). */
interface ListState {
  page: number;
  search: string;
  setPage: (page: number) => void;
  setFilter: (key: 'search', value: string) => void;
  query: QueryParams;
}

/**
 * The ListPage props bound to the URL filters and the list query (rows, paging, search, export),
 * so that a list page only adds its group, caption, columns and filters:
 * <ListPage {...listPageProps(list, query)} group={GROUP} … />.
 */
export function listPageProps<R>(list: ListState, query: { data?: Paginated<R>; isFetching: boolean }) {
  return {
    rows: query.data?.data,
    total: query.data?.total ?? 0,
    perPage: query.data?.per_page ?? DEFAULT_PER_PAGE,
    loading: query.isFetching,
    page: list.page,
    onPage: list.setPage,
    search: list.search,
    onSearch: (value: string) => list.setFilter('search', value),
    exportQuery: list.query,
  };
}
