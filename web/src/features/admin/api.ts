import {
  createUserEndpoint,
  DEFAULT_PER_PAGE,
  pengaturanAplikasiEndpoint,
  resetUserPasswordEndpoint,
  riwayatPengaturanEndpoint,
  simpanPengaturanEndpoint,
  updateUserEndpoint,
  userRiwayatEndpoint,
  usersListEndpoint,
} from '@sakip/domain';
import { useEndpoint, useEndpointMutation } from '../../api/endpoint';

export interface UserListParams {
  page: number;
  search: string;
  role_id: string | null;
  satuan_kerja_id: string | null;
}

/** GET /admin/users: one page of accounts with the search and the role and unit filters. */
export function useUsers(params: UserListParams) {
  const query = { page: String(params.page), per_page: String(DEFAULT_PER_PAGE), ...userFilters(params) };
  return useEndpoint(usersListEndpoint, { query }, { keepPrevious: true });
}

/** The search and filters of the list, as the list and its XLSX export (GET /admin/users/export) send them. */
export function userFilters(params: Omit<UserListParams, 'page'>) {
  return {
    search: params.search || undefined,
    role_id: params.role_id ?? undefined,
    satuan_kerja_id: params.satuan_kerja_id ?? undefined,
  };
}

/** POST /admin/users and PUT /admin/users/:id: each refreshes the group's list. */
export const useCreateUser = () => useEndpointMutation(createUserEndpoint);
export const useUpdateUser = () => useEndpointMutation(updateUserEndpoint);

/** GET /admin/users/:id/riwayat: the account's changes (refreshed by its writes, same group). */
export function useUserRiwayat(id: number) {
  return useEndpoint(userRiwayatEndpoint, { params: { id: String(id) } });
}

/** POST /admin/users/:id/reset-password. */
export const useResetPassword = () => useEndpointMutation(resetUserPasswordEndpoint);

/** GET /pengaturan (super): the city profile and the selectable years. */
export function usePengaturan() {
  return useEndpoint(pengaturanAplikasiEndpoint, {});
}

/** PUT /pengaturan: also refreshes the public app settings (years, city name) under 'referensi'. */
export const useSimpanPengaturan = () => useEndpointMutation(simpanPengaturanEndpoint, ['referensi']);

/** GET /pengaturan/riwayat: who changed which setting when (refreshed by a save, same group). */
export function useRiwayatPengaturan() {
  return useEndpoint(riwayatPengaturanEndpoint, {});
}
