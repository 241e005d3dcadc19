import type { ValidasiPerencanaanStatusRecord } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * Deadline and planning-validation status calls. SPEC §8: their failures are only logged, never
 * shown to the user, so they run silent and resolve to "nothing" on error.
 */
interface CountDownResponse {
  nilai_date: string | null;
}

async function countDown(path: string): Promise<string | null> {
  try {
    const res = await api.get<CountDownResponse>(path, { silent: true });
    return res?.nilai_date ?? null;
  } catch (error) {
    console.error(`Gagal memuat ${path}`, error);
    return null;
  }
}

export function useCountDown(enabled = true) {
  return useQuery({
    queryKey: queryKeys.countDown,
    queryFn: () => countDown('/referensi/count-down'),
    enabled,
    staleTime: 60_000,
  });
}

export function useCountDownPenilaian(enabled = true) {
  return useQuery({
    queryKey: queryKeys.countDownPenilaian,
    queryFn: () => countDown('/referensi/count-down-penilaian'),
    enabled,
    staleTime: 60_000,
  });
}

export function useValidasiPerencanaanStatus(enabled = true) {
  return useQuery({
    queryKey: queryKeys.validasiPerencanaanStatus,
    queryFn: async (): Promise<ValidasiPerencanaanStatusRecord | null> => {
      try {
        const res = await api.get<{ data: ValidasiPerencanaanStatusRecord | null }>('/validasi-perencanaan', {
          silent: true,
        });
        return res?.data ?? null;
      } catch (error) {
        console.error('Gagal memuat status validasi perencanaan', error);
        return null;
      }
    },
    enabled,
    staleTime: 60_000,
  });
}
