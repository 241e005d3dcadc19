import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NilaiJenjangBody, NilaiJenjangOpsi, NilaiJenjangUnit } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Query keys of nilai jenjang kinerja: a save refreshes the input page and the rekap. */
export const nilaiJenjangKeys = crudKeys('nilai-jenjang-kinerja');

export function useNilaiJenjang() {
  return useQuery({
    queryKey: nilaiJenjangKeys.view('page'),
    queryFn: ({ signal }) =>
      api.get<{ data: { opsi: NilaiJenjangOpsi[]; units: NilaiJenjangUnit[] } }>('/nilai-jenjang-kinerja', { signal }),
  });
}

export function useSaveNilaiJenjang() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { unit: string; body: NilaiJenjangBody }) =>
      api.put<{ message: string; data: NilaiJenjangUnit }>(
        `/nilai-jenjang-kinerja/${encodeURIComponent(vars.unit)}`,
        vars.body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: nilaiJenjangKeys.all }),
  });
}
