import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramPrioritasBody, ProgramPrioritasList } from '@sakip/domain';
import { api } from '../../../api/client';

export const programPrioritasKeys = {
  all: ['program-prioritas'] as const,
  list: (publicCopy: boolean) => ['program-prioritas', publicCopy ? 'public' : 'own'] as const,
};

/** GET /program-prioritas, or its public copy for guests. */
export function useProgramPrioritas(publicCopy: boolean) {
  return useQuery({
    queryKey: programPrioritasKeys.list(publicCopy),
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
