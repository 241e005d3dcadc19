import type { LkipBab, LkipBabData } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Query keys of the LKIP chapters: under 'lkip' (the year is not a key: a year change refetches all). */
export const lkipKeys = crudKeys('lkip');

export const LKIP_PDF_PATH = '/lkip/pdf';

/** One chapter of the LKIP (the server decides whose: a unit role always its own). */
export function useLkipBab(bab: LkipBab, satuanKerjaId: string | undefined) {
  return useQuery({
    queryKey: lkipKeys.view('bab', bab, satuanKerjaId ?? null),
    queryFn: () =>
      api
        .get<{ data: LkipBabData }>(`/lkip/bab/${bab}`, {
          query: satuanKerjaId ? { satuan_kerja_id: satuanKerjaId } : {},
        })
        .then((r) => r.data),
  });
}
