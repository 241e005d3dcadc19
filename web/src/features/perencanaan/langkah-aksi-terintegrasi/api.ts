import {
  langkahAksiTerintegrasiEndpoint,
  simpanRealisasiLangkahAksiEndpoint,
  type EndpointInput,
} from '@sakip/domain';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';

/**
 * GET /kinerja-langkah-aksi-terintegrasi and PUT .../realisasi/:id. Keys start with the langkah
 * aksi group, so its CRUD writes refresh this view and a realisasi entry refreshes its pages.
 */
export function useLangkahAksiTerintegrasi(query: EndpointInput<typeof langkahAksiTerintegrasiEndpoint>['query']) {
  return useEndpoint(langkahAksiTerintegrasiEndpoint, { query }, { keepPrevious: true });
}

export function useSaveRealisasi() {
  return useEndpointMutation(simpanRealisasiLangkahAksiEndpoint);
}
