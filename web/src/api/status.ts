import { countDownEndpoint, countDownPenilaianEndpoint, type ValidasiPerencanaanStatusRecord } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { callEndpoint } from './endpoint';
import { queryKeys } from './query-keys';

/**
 * Deadline and planning-validation status calls. SPEC §8: their failures are only logged, never
 * shown to the user, so they run silent and resolve to "nothing" on error.
 */
async function countDown(endpoint: typeof countDownEndpoint): Promise<string | null> {
  try {
    const res = await callEndpoint(endpoint, {}, { silent: true });
    return res?.nilai_date ?? null;
  } catch (error) {
    console.error(`Gagal memuat ${endpoint.path}`, error);
    return null;
  }
}

export function useCountDown(enabled = true) {
  return useQuery({
    queryKey: queryKeys.countDown,
    queryFn: () => countDown(countDownEndpoint),
    enabled,
    staleTime: 60_000,
  });
}

export function useCountDownPenilaian(enabled = true) {
  return useQuery({
    queryKey: queryKeys.countDownPenilaian,
    queryFn: () => countDown(countDownPenilaianEndpoint),
    enabled,
    staleTime: 60_000,
  });
}

async function validasiStatus(satuanKerjaId?: string): Promise<ValidasiPerencanaanStatusRecord | null> {
  try {
    const res = await api.get<{ data: ValidasiPerencanaanStatusRecord | null }>('/validasi-perencanaan', {
      query: satuanKerjaId ? { satuan_kerja_id: satuanKerjaId } : undefined,
      silent: true,
    });
    return res?.data ?? null;
  } catch (error) {
    console.error('Gagal memuat status validasi perencanaan', error);
    return null;
  }
}

/** The status of the user's own unit (SPEC §7). */
export function useValidasiPerencanaanStatus(enabled = true) {
  return useQuery({
    queryKey: queryKeys.validasiPerencanaanStatus,
    queryFn: () => validasiStatus(),
    enabled,
    staleTime: 60_000,
  });
}

/** The status of one unit (the lock of its records); nothing is asked without a unit. */
export function useValidasiPerencanaanStatusOf(satuanKerjaId: string | null) {
  return useQuery({
    queryKey: queryKeys.validasiPerencanaanStatusOf(satuanKerjaId ?? ''),
    queryFn: () => validasiStatus(satuanKerjaId ?? undefined),
    enabled: !!satuanKerjaId,
    staleTime: 60_000,
  });
}
