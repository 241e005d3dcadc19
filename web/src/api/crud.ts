import type { Paginated, RiwayatRecord } from '@sakip/domain';
import { DEFAULT_PER_PAGE } from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from './client';
import { crudKeys } from './query-keys';

/**
 * The hooks of a SPEC §2 CRUD group (ARCHITECTURE 'API conventions': GET /G, GET /G/:id, POST /G,
 * PUT /G/:id, DELETE /G/:id). `group` is the URL path under /backend/api, e.g. 'kinerja-program' or
 * 'lkip/narasi-pd'; it is also the first element of every query key, so a write invalidates the
 * group's lists and details. The one way to call a CRUD group from a page.
 */
interface WriteResponse<R> {
  message: string;
  data: R;
}

export function useCrudList<R>(group: string, page: number, query: QueryParams) {
  const params = { ...query, page, per_page: DEFAULT_PER_PAGE };
  return useQuery({
    queryKey: crudKeys(group).list(params),
    queryFn: () => api.get<Paginated<R>>(`/${group}`, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useCrudDetail<D>(group: string, id: number | null) {
  return useQuery({
    queryKey: crudKeys(group).detail(id),
    queryFn: () => api.get<{ data: D }>(`/${group}/${id}`).then((res) => res.data),
    enabled: id !== null,
  });
}

/** Create (no id) or update; 422s are left to the form (field errors), not toasted. */
export function useSaveCrud<R>(group: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number | undefined; body: unknown }) =>
      input.id === undefined
        ? api.post<WriteResponse<R>>(`/${group}`, input.body, { silent422: true })
        : api.put<WriteResponse<R>>(`/${group}/${input.id}`, input.body, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crudKeys(group).all }),
  });
}

export function useDeleteCrud(group: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/${group}/${id}`, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crudKeys(group).all }),
  });
}

/** The change history of a record (GET /{group}/{id}/riwayat). */
export function useRiwayat(group: string, id: number) {
  return useQuery({
    queryKey: crudKeys(group).riwayat(id),
    queryFn: () => api.get<{ data: RiwayatRecord[] }>(`/${group}/${id}/riwayat`).then((res) => res.data),
  });
}
