import type { LangkahAksiRealisasiInput, LangkahAksiTerintegrasi, LangkahAksiTerintegrasiItem } from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/**
 * GET /kinerja-langkah-aksi-terintegrasi and PUT .../realisasi/:id. Keys start with the langkah
 * aksi group, so its CRUD writes refresh this view and a realisasi entry refreshes its pages.
 */
const keys = crudKeys('kinerja-langkah-aksi');
const PATH = '/kinerja-langkah-aksi-terintegrasi';

export function useLangkahAksiTerintegrasi(query: QueryParams) {
  return useQuery({
    queryKey: keys.view('terintegrasi', query),
    queryFn: () => api.get<LangkahAksiTerintegrasi>(PATH, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveRealisasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: LangkahAksiRealisasiInput }) =>
      api.put<{ message: string; data: LangkahAksiTerintegrasiItem }>(`${PATH}/realisasi/${input.id}`, input.body, {
        silent422: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
