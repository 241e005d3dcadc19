import {
  validasiPerencanaanDetailEndpoint,
  validasiPerencanaanUnitsEndpoint,
  type ValidasiPerencanaanListQuery,
} from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import type { QueryParams } from '../../../api/client';
import { callEndpoint, endpointKey, useEndpoint } from '../../../api/endpoint';

/** Every query of this screen starts with 'validasi-perencanaan' (the group, as the unit's status does). */
export function useValidasiList(params: QueryParams) {
  // The page's URL filters as they are (the server checks them, 422 otherwise).
  const query = params as ValidasiPerencanaanListQuery;
  return useEndpoint(validasiPerencanaanUnitsEndpoint, { query }, { keepPrevious: true });
}

export function useValidasiDetail(satkerId: string) {
  const input = { params: { satkerId } };
  return useQuery({
    queryKey: endpointKey(validasiPerencanaanDetailEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(validasiPerencanaanDetailEndpoint, input, { signal }).then((r) => r.data),
  });
}
