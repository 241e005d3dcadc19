import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RaporSsPd } from '@sakip/domain';
import { api } from '../../../api/client';
import { useYear } from '../../../api/year';

/** Query keys of the rapor SS-PD (under 'rapor-kinerja': a rapor write refreshes it too). */
export const raporSsPdKeys = {
  diagram: (tahun: number, tw: number, unit: string | null) => ['rapor-kinerja', 'ss-pd', tahun, tw, unit] as const,
};

export function useRaporSsPd(tw: number, unit: string | null) {
  const tahun = useYear('auth');
  return useQuery({
    queryKey: raporSsPdKeys.diagram(tahun, tw, unit),
    queryFn: ({ signal }) =>
      api.get<{ data: RaporSsPd }>(`/rapor-kinerja-sasaran-strategis-pd/${tw}/diagram`, {
        query: { satuan_kerja_id: unit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
