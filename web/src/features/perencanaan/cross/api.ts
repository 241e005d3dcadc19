import { CROSS_LEVELS, type CrossKandidat, type CrossList, type CrossParent } from '@sakip/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/**
 * Calls of a cross-cutting page (adopting another unit's or goal's child): the adopted children,
 * the candidates (searched on the server), adopt and release. Keys sit under the parent's CRUD
 * group; writes refresh the parent's and the children's CRUD queries.
 */
export interface CrossEndpoint {
  /** The parent's CRUD group, e.g. 'kinerja-program'. */
  group: string;
  /** The parent record. */
  id: number;
  /** The URL of the page's calls, e.g. /kinerja-program/7/kinerja-kegiatan-cross. */
  path: string;
  childGroup: string;
  /** The body field naming the adopted child. */
  childField: string;
}

export const crossKeys = (group: string) => ({
  all: crudKeys(group).all,
  list: (id: number) => crudKeys(group).view('cross', id),
  kandidat: (id: number, search: string) => crudKeys(group).view('cross-kandidat', id, search),
});

export function useCrossListAt<L>(endpoint: CrossEndpoint) {
  return useQuery({
    queryKey: crossKeys(endpoint.group).list(endpoint.id),
    queryFn: () => api.get<{ data: L }>(endpoint.path).then((res) => res.data),
  });
}

export function useCrossKandidatAt<K>(endpoint: CrossEndpoint, search: string, enabled: boolean) {
  return useQuery({
    queryKey: crossKeys(endpoint.group).kandidat(endpoint.id, search),
    queryFn: () => api.get<K[]>(`${endpoint.path}/kandidat`, { query: { search } }),
    enabled,
    staleTime: 30_000,
  });
}

export function useCrossWriteAt<L>(endpoint: CrossEndpoint) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crudKeys(endpoint.group).all }),
      queryClient.invalidateQueries({ queryKey: crudKeys(endpoint.childGroup).all }),
    ]);
  type Written = { message: string; data: L };
  const adopt = useMutation({
    mutationFn: (childId: number) =>
      api.post<Written>(endpoint.path, { [endpoint.childField]: childId }, { silent422: true }),
    onSuccess: refresh,
  });
  const release = useMutation({
    mutationFn: (childId: number) => api.delete<Written>(`${endpoint.path}/${childId}`, { silent422: true }),
    onSuccess: refresh,
  });
  return { adopt, release };
}

/** The cross page of a kinerja level (server module perencanaan/cross). */
export function levelCrossEndpoint(parent: CrossParent, id: number): CrossEndpoint {
  const meta = CROSS_LEVELS[parent];
  return {
    group: parent,
    id,
    path: `/${parent}/${id}/${meta.child}-cross`,
    childGroup: meta.child,
    childField: meta.childKey,
  };
}

export const useCrossList = (parent: CrossParent, id: number) =>
  useCrossListAt<CrossList>(levelCrossEndpoint(parent, id));
export const useCrossKandidat = (parent: CrossParent, id: number, search: string, enabled: boolean) =>
  useCrossKandidatAt<CrossKandidat>(levelCrossEndpoint(parent, id), search, enabled);
export const useCrossWrite = (parent: CrossParent, id: number) =>
  useCrossWriteAt<CrossList>(levelCrossEndpoint(parent, id));
