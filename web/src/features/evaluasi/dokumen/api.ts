import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DokumenAdminResponse,
  DokumenRecord,
  DokumenUnitResponse,
  PublicDokumenResponse,
  VerifikasiDokumenInput,
} from '@sakip/domain';
import { api, buildUrl } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Keys of the documents registry: every write invalidates the whole area of keys. */
export const dokumenKeys = crudKeys('dokumen');

interface Written {
  message: string;
  data: DokumenRecord;
}

/** GET /dokumen: the unit's four kinds (a chooser passes the unit). */
export function useDokumenUnit(satuanKerjaId: string | null) {
  return useQuery({
    queryKey: dokumenKeys.view('unit', satuanKerjaId),
    queryFn: ({ signal }) =>
      api.get<DokumenUnitResponse>('/dokumen', { query: { satuan_kerja_id: satuanKerjaId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /dokumen-admin (super). */
export function useDokumenAdmin(jenis: string | null, status: string | null) {
  return useQuery({
    queryKey: dokumenKeys.view('admin', jenis, status),
    queryFn: ({ signal }) =>
      api.get<DokumenAdminResponse>('/dokumen-admin', { query: { jenis_dokumen_id: jenis, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /public-display/dokumen/{jenis}. */
export function usePublicDokumen(jenis: number) {
  return useQuery({
    queryKey: dokumenKeys.view('public', jenis),
    queryFn: ({ signal }) => api.get<PublicDokumenResponse>(`/public-display/dokumen/${jenis}`, { signal }),
    retry: false,
  });
}

export interface UploadVars {
  jenis_dokumen_id: number;
  satuan_kerja_id: string | null;
  file: File;
}

/** POST /dokumen as multipart (the browser writes the boundary). */
export function useUploadDokumen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: UploadVars) => {
      const form = new FormData();
      form.append('jenis_dokumen_id', String(vars.jenis_dokumen_id));
      if (vars.satuan_kerja_id) form.append('satuan_kerja_id', vars.satuan_kerja_id);
      form.append('file', vars.file);
      return api.post<Written>('/dokumen', form, { silent422: true, silentStatuses: [413] });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dokumenKeys.all }),
  });
}

/** PUT /dokumen/{id}/verifikasi (super). */
export function useVerifikasiDokumen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VerifikasiDokumenInput }) =>
      api.put<Written>(`/dokumen/${id}/verifikasi`, body, { silent422: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: dokumenKeys.all }),
  });
}

/** The file of a version (logged in: the unit's own, super every one). */
export const dokumenDownloadPath = (id: number) => `/dokumen/${id}/download`;

/** The address of an approved version's file (a plain link: no login, no header needed). */
export function publicDokumenUrl(jenis: number, id: number): string {
  return buildUrl(`/public-display/dokumen/${jenis}/${id}/download`);
}
