import type {
  AjukanValidasiPerencanaanInput,
  Paginated,
  ValidasiPerencanaanDetail,
  ValidasiPerencanaanUnit,
} from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client';
import { crudKeys, queryKeys } from '../../../api/query-keys';

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

interface WriteResponse {
  message: string;
  data: ValidasiPerencanaanUnit;
}

/** A transition changes the list, the detail, the unit's editing lock and the dashboard. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: validasiPerencanaanKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.ringkasan }),
    ]);
}

export function useAjukan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { satkerId: string; body: AjukanValidasiPerencanaanInput }) =>
      api.post<WriteResponse>(`/validasi-perencanaan/${encodeURIComponent(input.satkerId)}/ajukan`, input.body),
    onSuccess: invalidate,
  });
}
