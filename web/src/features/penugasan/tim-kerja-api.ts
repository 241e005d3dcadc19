import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  anggotaTimSayaEndpoint,
  DEFAULT_PER_PAGE,
  hapusAnggotaTimEndpoint,
  ketuaTimSayaDetailEndpoint,
  ketuaTimSayaEndpoint,
  realisasiTimSayaEndpoint,
  tambahAnggotaTimEndpoint,
  ubahAnggotaTimEndpoint,
  VALIDASI_ANGGOTA_ENDPOINTS,
  type AnggotaInput,
  type RealisasiAnggotaInput,
  type TahapPersetujuan,
} from '@sakip/domain';
import type { QueryParams } from '../../api/client';
import { callEndpoint, endpointKey, useEndpoint } from '../../api/endpoint';
import { crudKeys } from '../../api/query-keys';

/** The calls of tim kerja, the approvals and tim saya (server modules/penugasan). */
export const TIM_GROUP = 'tim-kerja';

/** Everything a member change touches: the teams, both queues and tim saya. */
export const MEMBER_CHANGE_GROUPS = [TIM_GROUP, 'validasi-kepala-bidang', 'validasi-kepala-opd', 'tim-saya'] as const;

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(MEMBER_CHANGE_GROUPS.map((group) => queryClient.invalidateQueries({ queryKey: crudKeys(group).all })));
}

export function useSaveAnggota(timId: number, nip: string | null) {
  const invalidate = useInvalidateAll();
  const id = String(timId);
  return useMutation({
    mutationFn: (body: AnggotaInput) =>
      nip === null
        ? callEndpoint(tambahAnggotaTimEndpoint, { params: { id }, body }, { silent422: true })
        : callEndpoint(ubahAnggotaTimEndpoint, { params: { id, nip }, body }, { silent422: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteAnggota(timId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (nip: string) =>
      callEndpoint(hapusAnggotaTimEndpoint, { params: { id: String(timId), nip } }, { silent422: true }),
    onSuccess: invalidate,
  });
}

// -------------------------------------------------------------------------------------------
// Approvals
// -------------------------------------------------------------------------------------------

export function useValidasiList(tahap: TahapPersetujuan, page: number, query: QueryParams) {
  const params = { ...query, page: String(page), per_page: String(DEFAULT_PER_PAGE) };
  return useEndpoint(VALIDASI_ANGGOTA_ENDPOINTS[tahap].list, { query: params }, { keepPrevious: true });
}

export function useValidasiDetail(tahap: TahapPersetujuan, id: number | null) {
  const endpoint = VALIDASI_ANGGOTA_ENDPOINTS[tahap].detail;
  const input = { params: { id: String(id) } };
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

// -------------------------------------------------------------------------------------------
// Tim saya
// -------------------------------------------------------------------------------------------

export function useKetuaTim() {
  return useQuery({
    queryKey: endpointKey(ketuaTimSayaEndpoint, {}),
    queryFn: ({ signal }) => callEndpoint(ketuaTimSayaEndpoint, {}, { signal }).then((r) => r.data),
  });
}

export function useKetuaTimDetail(id: number | null) {
  const input = { params: { id: String(id) } };
  return useQuery({
    queryKey: endpointKey(ketuaTimSayaDetailEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(ketuaTimSayaDetailEndpoint, input, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

export function useAnggotaTim() {
  return useQuery({
    queryKey: endpointKey(anggotaTimSayaEndpoint, {}),
    queryFn: ({ signal }) => callEndpoint(anggotaTimSayaEndpoint, {}, { signal }).then((r) => r.data),
  });
}

export function useSaveRealisasi() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & RealisasiAnggotaInput) =>
      callEndpoint(realisasiTimSayaEndpoint, { params: { id: String(id) }, body }, { silent422: true }),
    onSuccess: invalidate,
  });
}
