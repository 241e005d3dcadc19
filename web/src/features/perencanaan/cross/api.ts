import {
  CROSS_ENDPOINTS,
  CROSS_LEVELS,
  ssRpjmdCrossAdoptEndpoint,
  ssRpjmdCrossEndpoint,
  ssRpjmdCrossKandidatEndpoint,
  ssRpjmdCrossReleaseEndpoint,
  type CrossKandidat,
  type CrossList,
  type CrossParent,
} from '@sakip/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';

/**
 * The declared calls of every cross-cutting page, by the parent's group: the three kinerja levels
 * (perencanaan/cross) and the RPJMD goal adopting SS-PD (perencanaan/rpjmd).
 */
const CROSS_DECLARATIONS = {
  ...CROSS_ENDPOINTS,
  'sasaran-strategis-rpjmd': {
    list: ssRpjmdCrossEndpoint,
    kandidat: ssRpjmdCrossKandidatEndpoint,
    adopt: ssRpjmdCrossAdoptEndpoint,
    release: ssRpjmdCrossReleaseEndpoint,
  },
};

/**
 * Calls of a cross-cutting page (adopting another unit's or goal's child): the adopted children,
 * the candidates (searched on the server), adopt and release. Keys sit under the parent's group
 * (the declarations'); writes refresh the parent's and the children's CRUD queries.
 */
export interface CrossEndpoint {
  /** The parent's group, e.g. 'kinerja-program': its declarations make the calls. */
  group: keyof typeof CROSS_DECLARATIONS;
  /** The parent record. */
  id: number;
  childGroup: string;
  /** The body field naming the adopted child. */
  childField: string;
}

export function useCrossListAt<L>(endpoint: CrossEndpoint) {
  const declared = CROSS_DECLARATIONS[endpoint.group].list;
  const input = { params: { id: String(endpoint.id) } };
  return useQuery({
    queryKey: endpointKey(declared, input),
    queryFn: ({ signal }) => callEndpoint(declared, input, { signal }).then((res) => res.data as L),
  });
}

export function useCrossKandidatAt<K>(endpoint: CrossEndpoint, search: string, enabled: boolean) {
  const declared = CROSS_DECLARATIONS[endpoint.group].kandidat;
  const input = { params: { id: String(endpoint.id) }, query: { search } };
  return useQuery({
    queryKey: endpointKey(declared, input),
    queryFn: ({ signal }) => callEndpoint(declared, input, { signal }).then((res) => res as K[]),
    enabled,
    staleTime: 30_000,
  });
}

export function useCrossWriteAt<L>(endpoint: CrossEndpoint) {
  const queryClient = useQueryClient();
  const { adopt: adoptEndpoint, release: releaseEndpoint } = CROSS_DECLARATIONS[endpoint.group];
  const id = String(endpoint.id);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crudKeys(endpoint.group).all }),
      queryClient.invalidateQueries({ queryKey: crudKeys(endpoint.childGroup).all }),
    ]);
  type Written = { message: string; data: L };
  const adopt = useMutation({
    mutationFn: (childId: number) =>
      callEndpoint(
        adoptEndpoint,
        { params: { id }, body: { [endpoint.childField]: childId } },
        { silent422: true },
      ).then((res) => res as Written),
    onSuccess: refresh,
  });
  const release = useMutation({
    mutationFn: (childId: number) =>
      callEndpoint(releaseEndpoint, { params: { id, childId: String(childId) } }, { silent422: true }).then(
        (res) => res as Written,
      ),
    onSuccess: refresh,
  });
  return { adopt, release };
}

/** The cross page of a kinerja level (server module perencanaan/cross). */
export function levelCrossEndpoint(parent: CrossParent, id: number): CrossEndpoint {
  const meta = CROSS_LEVELS[parent];
  return {
    group: parent,
    id,
    childGroup: meta.child,
    childField: meta.childKey,
  };
}

export const useCrossList = (parent: CrossParent, id: number) =>
  useCrossListAt<CrossList>(levelCrossEndpoint(parent, id));
export const useCrossKandidat = (parent: CrossParent, id: number, search: string, enabled: boolean) =>
  useCrossKandidatAt<CrossKandidat>(levelCrossEndpoint(parent, id), search, enabled);
export const useCrossWrite = (parent: CrossParent, id: number) =>
  useCrossWriteAt<CrossList>(levelCrossEndpoint(parent, id));
