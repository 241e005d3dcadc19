import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  penilaianOrganisasiReport,
  type BobotPenilaianBody,
  type Paginated,
  type PenilaianDetail,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { useYear } from '../../../api/year';

/** Query keys of the penilaian kinerja organisasi (a weights save refreshes all of them). */
export const penilaianKeys = {
  all: ['penilaian-kinerja-organisasi'] as const,
  list: (tahun: number, params: QueryParams) => ['penilaian-kinerja-organisasi', 'list', tahun, params] as const,
  detail: (tahun: number, id: string) => ['penilaian-kinerja-organisasi', 'detail', tahun, id] as const,
  bobot: (tahun: number) => ['penilaian-kinerja-organisasi', 'bobot', tahun] as const,
};

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
  const tahun = useYear('auth');
  return useQuery({
    queryKey: penilaianKeys.list(tahun, params),
    queryFn: ({ signal }) =>
      api.get<Paginated<PenilaianRow>>(penilaianOrganisasiReport.apiPath, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePenilaianDetail(id: string) {
  const tahun = useYear('auth');
  return useQuery({
    queryKey: penilaianKeys.detail(tahun, id),
    queryFn: ({ signal }) =>
      api.get<{ data: PenilaianDetail }>(`/penilaian-kinerja-organisasi/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useBobot() {
  const tahun = useYear('auth');
  return useQuery({
    queryKey: penilaianKeys.bobot(tahun),
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
