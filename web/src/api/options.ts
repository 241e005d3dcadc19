import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

export interface SatuanKerjaOption {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
}

/** GET /option/satuan-kerja: every unit, for pickers. */
export function useSatuanKerjaOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.option.satuanKerja,
    queryFn: () => api.get<SatuanKerjaOption[]>('/option/satuan-kerja'),
    enabled,
    staleTime: 5 * 60_000,
    select: (rows) => rows.map((r) => ({ value: r.satuan_kerja_id, label: r.satuan_kerja_nama })),
  });
}
