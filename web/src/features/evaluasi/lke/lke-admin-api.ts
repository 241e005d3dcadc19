import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LkeLembarEditor, LkeSalinBody, LkeValidatorUnitRow } from '@sakip/domain';
import { api } from '../../../api/client';
import { lkeKeys } from './api';

/** Calls of the LKE administration of super: validator ↔ unit assignment, copying the worksheet. */

export function useValidatorUnits(enabled: boolean) {
  return useQuery({
    queryKey: lkeKeys.view('validator-unit'),
    queryFn: ({ signal }) => api.get<{ data: LkeValidatorUnitRow[] }>('lke/validator-unit', { signal }),
    enabled,
  });
}

const quiet = { silent422: true } as const;

export function useSaveValidatorUnits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; satuan_kerja_ids: string[] }) =>
      api.put<{ message: string; data: string[] }>(
        `lke/validator-unit/${v.userId}`,
        { satuan_kerja_ids: v.satuan_kerja_ids },
        quiet,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: lkeKeys.all }),
  });
}

export function useSalinLembar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LkeSalinBody) => api.post<{ message: string }>('lke/lembar/salin', body, quiet),
    onSettled: () => client.invalidateQueries({ queryKey: lkeKeys.all }),
  });
}

/** The worksheet editor (Kelola Lembar Kerja LKE): the year's tree and one write call for every level. */
export function useLembarKerja() {
  return useQuery({
    queryKey: lkeKeys.view('lembar-kerja'),
    queryFn: ({ signal }) => api.get<LkeLembarEditor>('lke/lembar-kerja', { signal }),
  });
}

export interface LembarWrite {
  method: 'post' | 'put' | 'delete';
  /** Below lke/lembar-kerja/, e.g. 'kriteria/12' or 'bobot'. */
  path: string;
  body?: unknown;
}

export function useLembarKerjaWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: LembarWrite) => {
      const url = `lke/lembar-kerja/${path}`;
      return method === 'delete'
        ? api.delete<{ message: string }>(url, quiet)
        : api[method]<{ message: string; data: { id: number } | null }>(url, body, quiet);
    },
    onSettled: () => client.invalidateQueries({ queryKey: lkeKeys.all }),
  });
}
