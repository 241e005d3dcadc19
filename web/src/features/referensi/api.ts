import type { BatasWaktuInput, BatasWaktuRecord, Paginated } from '@sakip/domain';
import { DEFAULT_PER_PAGE } from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The deadlines ('Batas Waktu') of the year in the header: GET/POST/PUT/DELETE /referensi. */
export function useBatasWaktuList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.batasWaktu.list(params),
    queryFn: () =>
      api.get<Paginated<BatasWaktuRecord>>('/referensi', { query: { ...params, per_page: DEFAULT_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useBatasWaktu(id: number | null) {
  return useQuery({
    queryKey: queryKeys.batasWaktu.detail(id ?? 0),
    queryFn: async () => (await api.get<{ data: BatasWaktuRecord }>(`/referensi/${id}`)).data,
    enabled: id !== null,
  });
}

interface WriteResponse {
  message: string;
  data: BatasWaktuRecord;
}

/** Deadlines drive the countdown banners: refresh them too after a write. */
function useInvalidateBatasWaktu() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.batasWaktu.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.countDown }),
      queryClient.invalidateQueries({ queryKey: queryKeys.countDownPenilaian }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.ringkasan }),
    ]);
}

export function useSaveBatasWaktu() {
  const invalidate = useInvalidateBatasWaktu();
  return useMutation({
    mutationFn: (input: { id?: number; body: BatasWaktuInput }) =>
      input.id === undefined
        ? api.post<WriteResponse>('/referensi', input.body, { silent422: true })
        : api.put<WriteResponse>(`/referensi/${input.id}`, input.body, { silent422: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteBatasWaktu() {
  const invalidate = useInvalidateBatasWaktu();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/referensi/${id}`),
    onSuccess: invalidate,
  });
}
