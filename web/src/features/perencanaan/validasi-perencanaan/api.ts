import type { Paginated, ValidasiPerencanaanDetail, ValidasiPerencanaanUnit } from '@sakip/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Every query of this screen starts with 'validasi-perencanaan' (as the unit's status does). */
export const validasiPerencanaanKeys = crudKeys('validasi-perencanaan');

export function useValidasiList(params: QueryParams) {
  return useQuery({
    queryKey: validasiPerencanaanKeys.list(params),
    queryFn: () => api.get<Paginated<ValidasiPerencanaanUnit>>('/validasi-perencanaan/satuan-kerja', { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useValidasiDetail(satkerId: string) {
  return useQuery({
    queryKey: validasiPerencanaanKeys.detail(satkerId),
    queryFn: async () =>
      (await api.get<{ data: ValidasiPerencanaanDetail }>(`/validasi-perencanaan/${encodeURIComponent(satkerId)}`))
        .data,
  });
}
