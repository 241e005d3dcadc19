import {
  bacaNotifikasiEndpoint,
  bacaSemuaNotifikasiEndpoint,
  notifikasiSayaEndpoint,
  pengaturanNotifikasiEndpoint,
} from '@sakip/domain';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';

/** The person's notifications (issue 27); refreshed every minute while a screen shows them. */
export function useNotifikasi() {
  return useEndpoint(notifikasiSayaEndpoint, {}, { refetchInterval: 60_000, staleTime: 30_000 });
}

export const useBacaNotifikasi = () => useEndpointMutation(bacaNotifikasiEndpoint);
export const useBacaSemuaNotifikasi = () => useEndpointMutation(bacaSemuaNotifikasiEndpoint);
export const useSimpanPengaturanNotifikasi = () => useEndpointMutation(pengaturanNotifikasiEndpoint);
