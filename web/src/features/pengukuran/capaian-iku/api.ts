import { useQuery } from '@tanstack/react-query';
import type { CapaianIkuResponse } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';

/** Keys of this feature: the copy (logged in or public) and the unit. */
export const capaianIkuKeys = crudKeys('capaian-iku');

/** GET /capaian-iku (logged in) or /public-display/capaian-iku (public), for one unit's IKU. */
export function useCapaianIku(isPublic: boolean, satuanKerjaId: string | null) {
  const path = isPublic ? 'public-display/capaian-iku' : 'capaian-iku';
  return useQuery({
    queryKey: capaianIkuKeys.view(isPublic ? 'public' : 'unit', satuanKerjaId),
    queryFn: ({ signal }) => api.get<CapaianIkuResponse>(path, { query: { satuan_kerja_id: satuanKerjaId }, signal }),
    placeholderData: (previous) => previous,
  });
}
