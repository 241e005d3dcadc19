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
const timKeys = crudKeys(TIM_GROUP);
const validasiKeys = (tahap: TahapPersetujuan) => crudKeys(`validasi-${tahap}`);
const timSayaKeys = crudKeys('tim-saya');

interface Written<R> {
  message: string;
  data: R;
}

/** Everything a member change touches: the teams, both queues and tim saya. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timKeys.all }),
      queryClient.invalidateQueries({ queryKey: validasiKeys('kepala-bidang').all }),
      queryClient.invalidateQueries({ queryKey: validasiKeys('kepala-opd').all }),
      queryClient.invalidateQueries({ queryKey: timSayaKeys.all }),
    ]);
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

export function useKeputusan(tahap: TahapPersetujuan) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: { id: number; aksi: 'setujui' | 'tolak'; catatan: string | null }) =>
      api.post<{ message: string }>(
        `/validasi-${tahap}/${input.id}/keputusan`,
        { aksi: input.aksi, catatan: input.catatan },
        { silent422: true },
      ),
    onSuccess: invalidate,
  });
}

export function useSetujuiSemua(tahap: TahapPersetujuan) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ message: string }>(`/validasi-${tahap}/setujui-semua`, { ids }, { silent422: true }),
    onSuccess: invalidate,
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
