import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PER_PAGE, type KategoriTematikRecord, type Paginated, type RbSubKegiatanRow } from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

export const KATEGORI_GROUP = 'rencana-aksi-rb/kategori-tematik';

export const rbKeys = crudKeys('rencana-aksi-rb');

const ALL_KATEGORI = { per_page: 500 };

/** Every category (the filter and the radio choice). */
export function useKategoriSemua() {
  return useQuery({
    queryKey: crudKeys(KATEGORI_GROUP).list(ALL_KATEGORI),
    queryFn: () => api.get<Paginated<KategoriTematikRecord>>(`/${KATEGORI_GROUP}`, { query: ALL_KATEGORI }),
  });
}

export function useRbSubKegiatan(page: number, filters: QueryParams) {
  const params = { ...filters, page, per_page: DEFAULT_PER_PAGE };
  return useQuery({
    queryKey: rbKeys.view('sub-kegiatan', params),
    queryFn: ({ signal }) =>
      api.get<Paginated<RbSubKegiatanRow>>('/rencana-aksi-rb/sub-kegiatan', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The diagram's own call: one writer of the category of a sub kegiatan. */
export function useSetKategori() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { kinerjaSubKegiatanId: number; jenisRbId: number }) =>
      api.post<{ message: string }>('/display-mikro/update-rencana-aksi-rb', vars, { silent422: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rbKeys.all }),
        client.invalidateQueries({ queryKey: crudKeys(KATEGORI_GROUP).all }),
      ]),
  });
}
