import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramPrioritasBody, ProgramPrioritasList } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

export const programPrioritasKeys = crudKeys('program-prioritas');

/** GET /program-prioritas, or its public copy for guests. */
export function useProgramPrioritas(publicCopy: boolean) {
  return useQuery({
    queryKey: programPrioritasKeys.view(publicCopy ? 'public' : 'own'),
    queryFn: ({ signal }) =>
      api.get<ProgramPrioritasList>(publicCopy ? '/public-display/program-prioritas' : '/program-prioritas', {
        signal,
      }),
  });
}

export function useFlagProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramPrioritasBody) =>
      api.post<{ message: string }>('/program-prioritas', body, { silent422: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: programPrioritasKeys.all }),
  });
}

export function useUnflagProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/program-prioritas/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: programPrioritasKeys.all }),
  });
}
