import type { RpjmdNode } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { crudKeys, queryKeys } from '../../../api/query-keys';

/**
 * Writes of the nodes under a visi (/visi-misi-rpjmd/{node}[/:id]). They refresh the visi pages,
 * the RPJMD goals (their names) and the RPJMD option pickers.
 */
const GROUP = 'visi-misi-rpjmd';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crudKeys(GROUP).all }),
      queryClient.invalidateQueries({ queryKey: crudKeys('sasaran-strategis-rpjmd').all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.option.all }),
    ]);
}

export function useSaveNode(kind: RpjmdNode) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: number | undefined; body: unknown }) =>
      input.id === undefined
        ? api.post<{ message: string }>(`/${GROUP}/${kind}`, input.body, { silent422: true })
        : api.put<{ message: string }>(`/${GROUP}/${kind}/${input.id}`, input.body, { silent422: true }),
    onSuccess: refresh,
  });
}

export function useDeleteNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { kind: RpjmdNode; id: number }) =>
      api.delete<{ message: string }>(`/${GROUP}/${input.kind}/${input.id}`, { silent422: true }),
    onSuccess: refresh,
  });
}
