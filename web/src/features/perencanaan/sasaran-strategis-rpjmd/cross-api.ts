import type { SsRpjmdCrossKandidat, SsRpjmdCrossList } from '@sakip/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * Calls of /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross: the adopted SS-PD, the
 * candidates (SS-PD of the period under other goals, searched on the server), adopt and release.
 * Writes refresh this page and the goal's and the SS-PD's CRUD queries.
 */
const GROUP = 'sasaran-strategis-rpjmd';
const path = (id: number) => `/${GROUP}/${id}/sasaran-strategis-pd-cross`;

export function useSsPdCrossList(id: number) {
  return useQuery({
    queryKey: [GROUP, 'cross', id],
    queryFn: () => api.get<{ data: SsRpjmdCrossList }>(path(id)).then((res) => res.data),
  });
}

export function useSsPdCrossKandidat(id: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [GROUP, 'cross-kandidat', id, search],
    queryFn: () => api.get<SsRpjmdCrossKandidat[]>(`${path(id)}/kandidat`, { query: { search } }),
    enabled,
    staleTime: 30_000,
  });
}

type Written = { message: string; data: SsRpjmdCrossList };

export function useSsPdCrossWrite(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [GROUP] }),
      queryClient.invalidateQueries({ queryKey: ['sasaran-strategis-pd'] }),
    ]);
  const adopt = useMutation({
    mutationFn: (ssPdId: number) =>
      api.post<Written>(path(id), { sasaran_strategis_pd_id: ssPdId }, { silent422: true }),
    onSuccess: refresh,
  });
  const release = useMutation({
    mutationFn: (ssPdId: number) => api.delete<Written>(`${path(id)}/${ssPdId}`, { silent422: true }),
    onSuccess: refresh,
  });
  return { adopt, release };
}
