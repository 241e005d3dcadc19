import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dokumenAdminEndpoint,
  dokumenUnitEndpoint,
  endpointPath,
  publicDokumenEndpoint,
  unduhDokumenEndpoint,
  unduhPublicDokumenEndpoint,
  unggahDokumenEndpoint,
  verifikasiDokumenEndpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@sakip/domain';
import { api, buildUrl } from '../../../api/client';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';

/** Keys of the documents registry (the declarations' group): every write invalidates the whole group. */
export const dokumenKeys = crudKeys('dokumen');

/** GET /dokumen: the unit's four kinds (a chooser passes the unit). */
export function useDokumenUnit(satuanKerjaId: string | null) {
  return useEndpoint(dokumenUnitEndpoint, { query: { satuan_kerja_id: satuanKerjaId ?? undefined } }, { keepPrevious: true });
}

type AdminQuery = NonNullable<EndpointInput<typeof dokumenAdminEndpoint>['query']>;

/** GET /dokumen-admin (super): the filters as the address gives them (the server refuses a wrong one). */
export function useDokumenAdmin(jenis: string | null, status: string | null) {
  const query: AdminQuery = { jenis_dokumen_id: jenis ?? undefined, status: (status ?? undefined) as AdminQuery['status'] };
  return useEndpoint(dokumenAdminEndpoint, { query }, { keepPrevious: true });
}

/** GET /public-display/dokumen/{jenis}. */
export function usePublicDokumen(jenis: number) {
  return useEndpoint(publicDokumenEndpoint, { params: { jenisDokumenId: String(jenis) } }, { retry: false });
}

export interface UploadVars {
  jenis_dokumen_id: number;
  satuan_kerja_id: string | null;
  file: File;
}

/** POST /dokumen as multipart (the browser writes the boundary; the declaration has no JSON body). */
export function useUploadDokumen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: UploadVars) => {
      const form = new FormData();
      form.append('jenis_dokumen_id', String(vars.jenis_dokumen_id));
      if (vars.satuan_kerja_id) form.append('satuan_kerja_id', vars.satuan_kerja_id);
      form.append('file', vars.file);
      return api.post<EndpointOutput<typeof unggahDokumenEndpoint>>(endpointPath(unggahDokumenEndpoint), form, {
        silent422: true,
        silentStatuses: [413],
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dokumenKeys.all }),
  });
}

/** PUT /dokumen/{id}/verifikasi (super). */
export function useVerifikasiDokumen() {
  return useEndpointMutation(verifikasiDokumenEndpoint);
}

/** The file of a version (logged in: the unit's own, super every one). */
export const dokumenDownloadPath = (id: number) => endpointPath(unduhDokumenEndpoint, { id });

/** The address of an approved version's file (a plain link: no login, no header needed). */
export function publicDokumenUrl(jenis: number, id: number): string {
  return buildUrl(endpointPath(unduhPublicDokumenEndpoint, { jenisDokumenId: jenis, id }));
}
