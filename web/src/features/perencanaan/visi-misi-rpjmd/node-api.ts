import { RPJMD_NODE_ENDPOINTS, type RpjmdNode } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/endpoint';
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
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      id === undefined
        ? callEndpoint(RPJMD_NODE_ENDPOINTS[kind].create, { body }, { silent422: true })
        : callEndpoint(RPJMD_NODE_ENDPOINTS[kind].update, { params: { id: String(id) }, body }, { silent422: true }),
    onSuccess: refresh,
  });
}

export function useDeleteNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: RpjmdNode; id: number }) =>
      callEndpoint(RPJMD_NODE_ENDPOINTS[kind].remove, { params: { id: String(id) } }, { silent422: true }),
    onSuccess: refresh,
  });
}
