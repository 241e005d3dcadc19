import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bobotPenilaianEndpoint,
  penilaianDetailEndpoint,
  penilaianOrganisasiReport,
  simpanBobotPenilaianEndpoint,
  type Paginated,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';

/** Query keys of the ranked list: under the endpoints' group, so a weights save refreshes it too. */
export const penilaianKeys = crudKeys(penilaianDetailEndpoint.group);

export type PenilaianRow = {
  rank: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  nilai: number | null;
  capaian_iku: number | null;
  rapor: number | null;
  lke: number | null;
  nilai_jenjang: number | null;
  efisiensi: number | null;
};
export type Bobot = { tahun: number; bawaan: boolean; bobot: Record<string, number> };

export function usePenilaianList(params: QueryParams) {
  return useQuery({
    queryKey: penilaianKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Paginated<PenilaianRow>>(penilaianOrganisasiReport.apiPath, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /penilaian-kinerja-organisasi/:id: one unit's components, rank and score. */
export function usePenilaianDetail(id: string) {
  return useEndpoint(penilaianDetailEndpoint, { params: { id } });
}

/** GET /penilaian-kinerja-organisasi/bobot: the year's weights. */
export function useBobot() {
  return useEndpoint(bobotPenilaianEndpoint, {});
}

/** PUT /penilaian-kinerja-organisasi/bobot: refreshes the detail, the weights and the ranked list. */
export function useSaveBobot() {
  return useEndpointMutation(simpanBobotPenilaianEndpoint);
}
