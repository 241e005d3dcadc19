import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  pkDetailEndpoint,
  pkPdfEndpoint,
  pkScanEndpoint,
  pkUnitEndpoint,
  unggahPkScanEndpoint,
  type EndpointOutput,
  type PkJenis,
} from '@sakip/domain';
import { api } from '../../../api/client';
import { useEndpoint } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';
import { downloadEndpoint } from '../../../components/crud/download';

/** Keys of the unit's agreements: an upload invalidates them all. */
export const pkKeys = crudKeys(pkUnitEndpoint.group);

export function usePkUnit(satuanKerjaId: string | null) {
  return useEndpoint(
    pkUnitEndpoint,
    { query: { satuan_kerja_id: satuanKerjaId ?? undefined } },
    { keepPrevious: true },
  );
}

export function usePkDetail(jenis: PkJenis, id: number) {
  return useEndpoint(pkDetailEndpoint, { params: { id: String(id) }, query: { jenis } }, { retry: false });
}

export interface ScanVars {
  jenis: PkJenis;
  id: number;
  file: File;
}

/**
 * POST /perjanjian-kinerja/{id}/scan as multipart (the browser writes the boundary). An upload's
 * declaration has no body (the server reads the form), so the form goes through api.post on the
 * declared path.
 */
export function useUploadScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: ScanVars) => {
      const form = new FormData();
      form.append('file', vars.file);
      return api.post<EndpointOutput<typeof unggahPkScanEndpoint>>(
        endpointPath(unggahPkScanEndpoint, { id: vars.id }),
        form,
        {
          query: { jenis: vars.jenis },
          silent422: true,
          silentStatuses: [413],
        },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: pkKeys.all }),
  });
}

/** The documents of their declarations, with the one failure toast. */
export const downloadPkPdf = (jenis: PkJenis, id: number) =>
  downloadEndpoint(pkPdfEndpoint, { params: { id: String(id) }, query: { jenis } }, 'perjanjian-kinerja.pdf');
export const downloadPkScan = (jenis: PkJenis, id: number) =>
  downloadEndpoint(pkScanEndpoint, { params: { id: String(id) }, query: { jenis } }, 'scan-perjanjian-kinerja.pdf');
