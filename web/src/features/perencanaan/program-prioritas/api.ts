import {
  hapusProgramPrioritasEndpoint,
  programPrioritasListEndpoint,
  publicProgramPrioritasEndpoint,
  tetapkanProgramPrioritasEndpoint,
} from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';

/** GET /program-prioritas, or its public copy for guests (both under the group 'program-prioritas'). */
export function useProgramPrioritas(publicCopy: boolean) {
  return useEndpoint(publicCopy ? publicProgramPrioritasEndpoint : programPrioritasListEndpoint, {});
}

/** POST /program-prioritas: 422s are left to the form. */
export function useFlagProgram() {
  return useEndpointMutation(tetapkanProgramPrioritasEndpoint);
}

/** DELETE /program-prioritas/:id (its 422 toasted globally, as before: no silent422). */
export function useUnflagProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(hapusProgramPrioritasEndpoint, { params: { id: String(id) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: crudKeys(hapusProgramPrioritasEndpoint.group).all }),
  });
}
