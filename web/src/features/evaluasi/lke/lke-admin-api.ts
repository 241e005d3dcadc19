import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LkeSalinBody, LkeValidatorUnitRow } from '@sakip/domain';
import { api } from '../../../api/client';
import { lkeKeys } from './api';

/** Calls of the LKE administration of super: validator ↔ unit assignment, copying the worksheet. */

export const lkeAdminKeys = {
  validatorUnit: (tahun: number) => ['lke', 'validator-unit', tahun] as const,
};

export function useValidatorUnits(tahun: number, enabled: boolean) {
  return useQuery({
    queryKey: lkeAdminKeys.validatorUnit(tahun),
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
