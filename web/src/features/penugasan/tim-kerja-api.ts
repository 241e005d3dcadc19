import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PER_PAGE,
  type AnggotaRecord,
  type KeanggotaanSaya,
  type Paginated,
  type RealisasiAnggotaInput,
  type TahapPersetujuan,
  type TimKerjaDetail,
  type TimSayaRecord,
  type ValidasiDetail,
  type ValidasiRecord,
} from '@sakip/domain';
import { api, type QueryParams } from '../../api/client';
import { crudKeys } from '../../api/query-keys';

/** The calls of tim kerja, the approvals and tim saya (server modules/penugasan). */
export const TIM_GROUP = 'tim-kerja';
const validasiKeys = (tahap: TahapPersetujuan) => crudKeys(`validasi-${tahap}`);
const timSayaKeys = crudKeys('tim-saya');

interface Written<R> {
  message: string;
  data: R;
}

/** Everything a member change touches: the teams, both queues and tim saya. */
export const MEMBER_CHANGE_GROUPS = [TIM_GROUP, 'validasi-kepala-bidang', 'validasi-kepala-opd', 'tim-saya'] as const;

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(MEMBER_CHANGE_GROUPS.map((group) => queryClient.invalidateQueries({ queryKey: crudKeys(group).all })));
}

export function useSaveAnggota(timId: number, nip: string | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: unknown) =>
      nip === null
        ? api.post<Written<AnggotaRecord>>(`/tim-kerja/${timId}/anggota`, body, { silent422: true })
        : api.put<Written<AnggotaRecord>>(`/tim-kerja/${timId}/anggota/${encodeURIComponent(nip)}`, body, {
            silent422: true,
          }),
    onSuccess: invalidate,
  });
}

export function useDeleteAnggota(timId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (nip: string) =>
      api.delete<{ message: string }>(`/tim-kerja/${timId}/anggota/${encodeURIComponent(nip)}`, { silent422: true }),
    onSuccess: invalidate,
  });
}

// -------------------------------------------------------------------------------------------
// Approvals
// -------------------------------------------------------------------------------------------

export function useValidasiList(tahap: TahapPersetujuan, page: number, query: QueryParams) {
  const params = { ...query, page, per_page: DEFAULT_PER_PAGE };
  return useQuery({
    queryKey: validasiKeys(tahap).list(params),
    queryFn: () => api.get<Paginated<ValidasiRecord>>(`/validasi-${tahap}`, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useValidasiDetail(tahap: TahapPersetujuan, id: number | null) {
  return useQuery({
    queryKey: validasiKeys(tahap).detail(id),
    queryFn: () => api.get<{ data: ValidasiDetail }>(`/validasi-${tahap}/${id}`).then((r) => r.data),
    enabled: id !== null,
  });
}

// -------------------------------------------------------------------------------------------
// Tim saya
// -------------------------------------------------------------------------------------------

export function useKetuaTim() {
  return useQuery({
    queryKey: timSayaKeys.view('ketua'),
    queryFn: () => api.get<{ data: TimSayaRecord[] }>('/tim-saya/ketua-tim').then((r) => r.data),
  });
}

export function useKetuaTimDetail(id: number | null) {
  return useQuery({
    queryKey: timSayaKeys.view('ketua', id),
    queryFn: () => api.get<{ data: TimKerjaDetail }>(`/tim-saya/ketua-tim/${id}`).then((r) => r.data),
    enabled: id !== null,
  });
}

export function useAnggotaTim() {
  return useQuery({
    queryKey: timSayaKeys.view('anggota'),
    queryFn: () => api.get<{ data: KeanggotaanSaya[] }>('/tim-saya/anggota-tim').then((r) => r.data),
  });
}

export function useSaveRealisasi() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & RealisasiAnggotaInput) =>
      api.put<{ message: string }>(`/tim-saya/anggota-tim/realisasi/${id}`, body, { silent422: true }),
    onSuccess: invalidate,
  });
}
