import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PkAgreementDetail, PkJenis, PkUnitList } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';
import { download } from '../../../components/crud/download';

/** Keys of the unit's agreements: an upload invalidates them all. */
export const pkKeys = crudKeys('perjanjian-kinerja');

export function usePkUnit(satuanKerjaId: string | null) {
  return useQuery({
    queryKey: pkKeys.view('unit', satuanKerjaId),
    queryFn: ({ signal }) =>
      api.get<PkUnitList>('/perjanjian-kinerja', { query: { satuan_kerja_id: satuanKerjaId }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePkDetail(jenis: PkJenis, id: number) {
  return useQuery({
    queryKey: pkKeys.view('detail', jenis, id),
    queryFn: ({ signal }) =>
      api.get<{ data: PkAgreementDetail }>(`/perjanjian-kinerja/${id}`, { query: { jenis }, signal }),
    retry: false,
  });
}

export interface ScanVars {
  jenis: PkJenis;
  id: number;
  file: File;
}

/** POST /perjanjian-kinerja/{id}/scan as multipart (the browser writes the boundary). */
export function useUploadScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: ScanVars) => {
      const form = new FormData();
      form.append('file', vars.file);
      return api.post<{ message: string }>(`/perjanjian-kinerja/${vars.id}/scan`, form, {
        query: { jenis: vars.jenis },
        silent422: true,
        silentStatuses: [413],
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: pkKeys.all }),
  });
}

export const downloadPkPdf = (jenis: PkJenis, id: number) =>
  download(`/perjanjian-kinerja/${id}/pdf`, { jenis }, 'perjanjian-kinerja.pdf');
export const downloadPkScan = (jenis: PkJenis, id: number) =>
  download(`/perjanjian-kinerja/${id}/scan`, { jenis }, 'scan-perjanjian-kinerja.pdf');
