import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PER_PAGE,
  rbSubKegiatanListEndpoint,
  simpanRencanaAksiRbEndpoint,
  type KategoriTematikRecord,
  type Paginated,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { callEndpoint, useEndpoint } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';

export const KATEGORI_GROUP = 'rencana-aksi-rb/kategori-tematik';

const ALL_KATEGORI = { per_page: 500 };

/** Every category (the filter and the radio choice). */
export function useKategoriSemua() {
  return useQuery({
    queryKey: crudKeys(KATEGORI_GROUP).list(ALL_KATEGORI),
    queryFn: () => api.get<Paginated<KategoriTematikRecord>>(`/${KATEGORI_GROUP}`, { query: ALL_KATEGORI }),
  });
}

export function useRbSubKegiatan(page: number, filters: QueryParams) {
  const params = { ...filters, page: String(page), per_page: String(DEFAULT_PER_PAGE) };
  return useEndpoint(rbSubKegiatanListEndpoint, { query: params }, { keepPrevious: true });
}

/** The diagram's own call: one writer of the category of a sub kegiatan. */
export function useSetKategori() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kinerjaSubKegiatanId: number; jenisRbId: number }) =>
      callEndpoint(simpanRencanaAksiRbEndpoint, { body }, { silent422: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: crudKeys(rbSubKegiatanListEndpoint.group).all }),
        client.invalidateQueries({ queryKey: crudKeys(KATEGORI_GROUP).all }),
      ]),
  });
}
