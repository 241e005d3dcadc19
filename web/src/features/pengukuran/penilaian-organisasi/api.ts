import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  penilaianOrganisasiReport,
  type BobotPenilaianBody,
  type Paginated,
  type PenilaianDetail,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Query keys of the penilaian kinerja organisasi (a weights save refreshes all of them). */
export const penilaianKeys = crudKeys('penilaian-kinerja-organisasi');

export type PenilaianRow = {
  rank: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  nilai: number | null;
  capaian_iku: number | null;
  rapor: number | null;
  lke: number | null;
  nilai_jenjang: number | null;
  efisiensi: number | null;
};
export type Bobot = { tahun: number; bawaan: boolean; bobot: Record<string, number> };

export function usePenilaianList(params: QueryParams) {
  return useQuery({
    queryKey: penilaianKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Paginated<PenilaianRow>>(penilaianOrganisasiReport.apiPath, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePenilaianDetail(id: string) {
  return useQuery({
    queryKey: penilaianKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<{ data: PenilaianDetail }>(`/penilaian-kinerja-organisasi/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useBobot() {
  return useQuery({
    queryKey: penilaianKeys.view('bobot'),
    queryFn: ({ signal }) => api.get<{ data: Bobot }>('/penilaian-kinerja-organisasi/bobot', { signal }),
  });
}

export function useSaveBobot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BobotPenilaianBody) =>
      // 422 answers land on their fields (submitFeedback), without the global "memuat data" toast.
      api.put<{ message: string; data: Bobot }>('/penilaian-kinerja-organisasi/bobot', body, { silent422: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: penilaianKeys.all }),
  });
}
