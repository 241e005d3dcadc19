import { CROSS_LEVELS, type CrossKandidat, type CrossList, type CrossParent } from '@sakip/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * Calls of the cross-cutting page of one level (server module perencanaan/cross): the adopted
 * children, the candidates (other units' children of the year, searched on the server), adopt
 * and release. Writes refresh the page and the parent's and children's CRUD queries.
 */
export function crossPath(parent: CrossParent, id: number) {
  return `/${parent}/${id}/${CROSS_LEVELS[parent].child}-cross`;
}

export function useCrossList(parent: CrossParent, id: number) {
  return useQuery({
    queryKey: [parent, 'cross', id],
    queryFn: () => api.get<{ data: CrossList }>(crossPath(parent, id)).then((res) => res.data),
  });
}

export function useCrossKandidat(parent: CrossParent, id: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [parent, 'cross-kandidat', id, search],
    queryFn: () => api.get<CrossKandidat[]>(`${crossPath(parent, id)}/kandidat`, { query: { search } }),
    enabled,
    staleTime: 30_000,
  });
}

type Written = { message: string; data: CrossList };

export function useCrossWrite(parent: CrossParent, id: number) {
  const queryClient = useQueryClient();
  const meta = CROSS_LEVELS[parent];
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [parent] }),
      queryClient.invalidateQueries({ queryKey: [meta.child] }),
    ]);
  const adopt = useMutation({
    mutationFn: (childId: number) =>
      api.post<Written>(crossPath(parent, id), { [meta.childKey]: childId }, { silent422: true }),
    onSuccess: refresh,
  });
  const release = useMutation({
    mutationFn: (childId: number) => api.delete<Written>(`${crossPath(parent, id)}/${childId}`, { silent422: true }),
    onSuccess: refresh,
  });
  return { adopt, release };
}
