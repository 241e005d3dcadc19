import type { Paginated } from '@sakip/domain';
import { DEFAULT_PER_PAGE } from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client';

/** The CRUD groups of the kinerja chain that share the screens. */
export type KinerjaGroup = 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';

interface WriteResponse<R> {
  message: string;
  data: R;
}

export function useKinerjaList<R>(group: KinerjaGroup, page: number, query: QueryParams) {
  const params = { ...query, page, per_page: DEFAULT_PER_PAGE };
  return useQuery({
    queryKey: [group, 'list', params],
    queryFn: () => api.get<Paginated<R>>(`/${group}`, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useKinerjaDetail<D>(group: KinerjaGroup, id: number | null) {
  return useQuery({
    queryKey: [group, 'detail', id],
    queryFn: () => api.get<{ data: D }>(`/${group}/${id}`).then((res) => res.data),
    enabled: id !== null,
  });
}

export function useSaveKinerja<R>(group: KinerjaGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number | undefined; body: unknown }) =>
      input.id === undefined
        ? api.post<WriteResponse<R>>(`/${group}`, input.body, { silent422: true })
        : api.put<WriteResponse<R>>(`/${group}/${input.id}`, input.body, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [group] }),
  });
}

export function useDeleteKinerja(group: KinerjaGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/${group}/${id}`, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [group] }),
  });
}
