import type { CascadingTree, CascadingType } from '@sakip/domain/schemas/cascading';
import { useQuery } from '@tanstack/react-query';
import {
  cascadingMakroEndpoint,
  cascadingMakroPublicEndpoint,
  cascadingMikroEndpoint,
  cascadingMikroPublicEndpoint,
} from '@sakip/domain';
import { PUBLIC_UNIT_OPTIONS_PATH } from '@sakip/domain/report/define';
import { api } from '../../api/client';
import { callEndpoint, useEndpoint } from '../../api/endpoint';
import { queryKeys } from '../../api/query-keys';

/** Which tree: a unit's (mikro) or the city's (makro), logged in or on the public display. */
export interface CascadingSource {
  scope: 'mikro' | 'makro';
  isPublic: boolean;
}

export interface CascadingRequest {
  /** Mikro: the chosen unit (super, setda, public); undefined lets the server use the user's own. */
  satuanKerjaId?: string | undefined;
  maxLevel: number;
  type: CascadingType;
  showSkp: boolean;
  bayangan: boolean;
}

/** The declaration of each tree (packages/domain cascading.endpoints.ts). */
export function cascadingEndpoint({ scope, isPublic }: CascadingSource) {
  if (scope === 'mikro') return isPublic ? cascadingMikroPublicEndpoint : cascadingMikroEndpoint;
  return isPublic ? cascadingMakroPublicEndpoint : cascadingMakroEndpoint;
}

/** The whole tree in one request (the server builds it in a bounded number of statements). */
export function useCascadingTree(source: CascadingSource, request: CascadingRequest, enabled = true) {
  const query = {
    satuan_kerja_id: source.scope === 'mikro' ? request.satuanKerjaId : undefined,
    max_level: String(request.maxLevel),
    type: request.type,
    show_skp: request.showSkp ? 'true' : undefined,
    bayangan: request.bayangan ? 'true' : undefined,
  } as const;
  return useEndpoint(cascadingEndpoint(source), { query }, { enabled, staleTime: 60_000, keepPrevious: true });
}

export type UnitOption = { value: string; label: string };

/**
 * The units a citizen can pick on the public diagram: those with a strategic goal in the public
 * city-level tree (level 2 carries each unit's id and name), so no login is needed. The bayangan
 * view lists only the units that have a kinerja bayangan in the year.
 */
export function usePublicUnits(enabled: boolean, bayangan = false) {
  return useQuery({
    queryKey: queryKeys.cascading.publicUnits(bayangan ? 'bayangan' : 'tree'),
    queryFn: async ({ signal }): Promise<UnitOption[]> => {
      if (bayangan) {
        const units = await api.get<{ satuan_kerja_id: string; satuan_kerja_nama: string }[]>(
          PUBLIC_UNIT_OPTIONS_PATH,
          { query: { dengan: 'kinerja-bayangan' }, signal },
        );
        return units.map((u) => ({ value: u.satuan_kerja_id, label: u.satuan_kerja_nama }));
      }
      const tree = await callEndpoint(cascadingMakroPublicEndpoint, { query: { max_level: '2' } }, { signal });
      return unitsOfTree(tree.data);
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function unitsOfTree(tree: CascadingTree): UnitOption[] {
  const units = new Map<string, string>();
  for (const rpjmd of tree.sasaran_strategis_rpjmd) {
    for (const pd of [...rpjmd.sasaran_strategis_pd, ...rpjmd.sasaran_strategis_pd_cross]) {
      units.set(pd.satuan_kerja.satuan_kerja_id, pd.satuan_kerja.satuan_kerja_nama);
    }
  }
  return [...units].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'id'));
}
