import { useQuery } from '@tanstack/react-query';
import type { CapaianIkuResponse } from '@sakip/domain';
import { api } from '../../../api/client';

/** Keys of this feature: the path (logged in or public) and the unit. */
export const capaianIkuKeys = {
  all: ['capaian-iku'] as const,
  unit: (path: string, satuanKerjaId: string | null) => ['capaian-iku', path, satuanKerjaId] as const,
};

/** GET /capaian-iku (logged in) or /public-display/capaian-iku (public), for one unit's IKU. */
export function useCapaianIku(isPublic: boolean, satuanKerjaId: string | null) {
  const path = isPublic ? 'public-display/capaian-iku' : 'capaian-iku';
  return useQuery({
    queryKey: capaianIkuKeys.unit(path, satuanKerjaId),
    queryFn: ({ signal }) => api.get<CapaianIkuResponse>(path, { query: { satuan_kerja_id: satuanKerjaId }, signal }),
    placeholderData: (previous) => previous,
  });
}
