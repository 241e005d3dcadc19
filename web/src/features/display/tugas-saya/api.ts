import { tugasSayaEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';

/** What waits for the signed-in person; refreshed every minute while a screen shows it. */
export function useTugasSaya() {
  return useEndpoint(tugasSayaEndpoint, {}, { refetchInterval: 60_000, staleTime: 30_000 });
}
