import { nilaiJenjangPageEndpoint, simpanNilaiJenjangEndpoint } from '@sakip/domain';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';

/** GET /nilai-jenjang-kinerja: every unit with its IKU and the grade options. */
export function useNilaiJenjang() {
  return useEndpoint(nilaiJenjangPageEndpoint, {});
}

/** PUT /nilai-jenjang-kinerja/:satuanKerjaId: a unit's row at once (refreshes the page and the rekap). */
export function useSaveNilaiJenjang() {
  return useEndpointMutation(simpanNilaiJenjangEndpoint);
}
