import { aplikasiEndpoint } from '@sakip/domain';
import { DEFAULT_YEAR, SELECTABLE_YEARS } from '@sakip/domain/periods';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint';
import { queryKeys } from './query-keys';

/** Public app settings (GET /referensi/aplikasi). */
export interface Aplikasi {
  nama_kota: string;
  nama_walikota: string;
  tahun_options: number[];
  tahun_default: number;
}

export const FALLBACK_APLIKASI: Aplikasi = {
  nama_kota: '',
  nama_walikota: '',
  tahun_options: [...SELECTABLE_YEARS],
  tahun_default: DEFAULT_YEAR,
};

export function useAplikasi() {
  return useQuery({
    queryKey: queryKeys.aplikasi,
    queryFn: async (): Promise<Aplikasi> => (await callEndpoint(aplikasiEndpoint, {}, { silent: true })).data,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
