import { useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@sakip/domain';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /setup: whether the first-run setup is still open (no account exists yet). */
export function useSetupStatus() {
  return useQuery({
    queryKey: queryKeys.setup,
    queryFn: async () => (await api.get<{ data: SetupStatus }>('/setup', { silent: true })).data,
    staleTime: 60_000,
    retry: 1,
  });
}
