import { DEFAULT_PER_PAGE, type Paginated } from '@sakip/domain';

/**
 * The `DataTable` props of one page of a paginated list query: its rows, the loading state and the
 * pager (the server's page size, else the default).
 */
export function pagedTableProps<R>(
  query: { data?: Paginated<R>; isFetching: boolean },
  page: number,
  onPage: (page: number) => void,
) {
  return {
    rows: query.data?.data,
    loading: query.isFetching,
    pagination: {
      page,
      perPage: query.data?.per_page ?? DEFAULT_PER_PAGE,
      total: query.data?.total ?? 0,
      onChange: onPage,
    },
  };
}
