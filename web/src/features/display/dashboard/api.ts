import { dashboardRingkasanEndpoint, type DashboardRingkasan } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../../api/endpoint';

export type Ringkasan = DashboardRingkasan;

/** The summary of the reader's scope; its key is under ['dashboard', 'ringkasan'] (queryKeys.dashboard). */
export function useRingkasan() {
  return useQuery({
    queryKey: endpointKey(dashboardRingkasanEndpoint),
    queryFn: async ({ signal }) => (await callEndpoint(dashboardRingkasanEndpoint, {}, { signal })).data,
  });
}
