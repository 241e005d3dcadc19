import { useQuery } from '@tanstack/react-query';
import { setupStatusEndpoint } from '@sakip/domain';
import { callEndpoint, endpointKey } from '../../api/endpoint';

/** GET /setup: whether the first-run setup is still open (no account exists yet). Silent: the login page asks it. */
export function useSetupStatus() {
  return useQuery({
    queryKey: endpointKey(setupStatusEndpoint),
    queryFn: async ({ signal }) => (await callEndpoint(setupStatusEndpoint, {}, { signal, silent: true })).data,
    staleTime: 60_000,
    retry: 1,
  });
}
