import type { Paginated, UserCreateInput, UserRecord, UserUpdateInput } from '@sakip/domain';
import { DEFAULT_PER_PAGE, pengaturanAplikasiEndpoint, simpanPengaturanEndpoint } from '@sakip/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useEndpoint, useEndpointMutation } from '../../api/endpoint';
import { queryKeys } from '../../api/query-keys';

export interface UserListParams {
  page: number;
  search: string;
  role_id: string | null;
  satuan_kerja_id: string | null;
  [key: string]: string | number | null;
}

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: () => api.get<Paginated<UserRecord>>('/admin/users', { query: { ...params, per_page: DEFAULT_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

interface WriteResponse {
  message: string;
  data: UserRecord;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: UserCreateInput | UserUpdateInput }) =>
      input.id === undefined
        ? api.post<WriteResponse>('/admin/users', input.body, { silent422: true })
        : api.put<WriteResponse>(`/admin/users/${input.id}`, input.body, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { id: number; password: string }) =>
      api.post<{ message: string }>(
        `/admin/users/${input.id}/reset-password`,
        { password: input.password },
        {
          silent422: true,
        },
      ),
  });
}

/** GET /pengaturan (super): the city profile and the selectable years. */
export function usePengaturan() {
  return useEndpoint(pengaturanAplikasiEndpoint, {});
}

/** PUT /pengaturan: also refreshes the public app settings (years, city name) under 'referensi'. */
export const useSimpanPengaturan = () => useEndpointMutation(simpanPengaturanEndpoint, ['referensi']);
