import { capaianIkuEndpoint, capaianIkuPublicEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';

/** GET /capaian-iku (logged in) or /public-display/capaian-iku (public), for one unit's IKU. */
export function useCapaianIku(isPublic: boolean, satuanKerjaId: string | null) {
  return useEndpoint(
    isPublic ? capaianIkuPublicEndpoint : capaianIkuEndpoint,
    { query: { satuan_kerja_id: satuanKerjaId ?? undefined } },
    { keepPrevious: true },
  );
}
