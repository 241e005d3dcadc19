import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RaporSsPd } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Query keys of the rapor SS-PD (under 'rapor-kinerja': a rapor write refreshes it too). */
const raporSsPdKeys = crudKeys('rapor-kinerja');

export function useRaporSsPd(tw: number, unit: string | null) {
  return useQuery({
    queryKey: raporSsPdKeys.view('ss-pd', tw, unit),
    queryFn: ({ signal }) =>
      api.get<{ data: RaporSsPd }>(`/rapor-kinerja-sasaran-strategis-pd/${tw}/diagram`, {
        query: { satuan_kerja_id: unit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
