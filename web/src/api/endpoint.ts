import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { endpointPath, isFileResponse, type AnyEndpoint, type EndpointInput, type EndpointOutput } from '@sakip/domain';
import { apiRequest, type ApiRequestOptions, type QueryParams } from './client';
import { crudKeys } from './query-keys';

/**
 * The web side of an endpoint declaration (packages/domain contract, decision 0047): its query key,
 * its call, its query hook and its mutation, all derived from the one declaration.
 *
 * The one key shape is `[group, name, input]` (the same as `crudKeys(group)`), so a write of a
 * group invalidates every read of it; the year is never in a key (a change of the year refetches
 * everything, `refetchForNewYear`).
 */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  return input === undefined ? [endpoint.group, endpoint.name] : [endpoint.group, endpoint.name, input];
}

type CallOptions = Pick<ApiRequestOptions, 'signal' | 'silent' | 'silent422' | 'silentStatuses'>;

/** Calls the endpoint: the path parameters filled in, the query and the body sent as declared. */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  if (isFileResponse(endpoint.response)) throw new Error(`${endpoint.path} is a download: use downloadEndpoint`);
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };
  return apiRequest<EndpointOutput<E>>(endpointPath(endpoint, params), {
    ...options,
    method: endpoint.method,
    query,
    body,
  });
}

type QueryExtras<E extends AnyEndpoint> = Omit<
  UseQueryOptions<EndpointOutput<E>, Error, EndpointOutput<E>, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Keep the previous page's data while the next loads (lists with filters and pages). */
  keepPrevious?: boolean;
};

/** The query of a read endpoint. */
export function useEndpoint<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, extras: QueryExtras<E> = {}) {
  const { keepPrevious, ...options } = extras;
  return useQuery({
    ...options,
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * The mutation of a write endpoint. On success it invalidates its own group and the groups named
 * (the reads the write changes elsewhere). 422s are left to the form (`submitFeedback`).
 */
export function useEndpointMutation<E extends AnyEndpoint>(endpoint: E, invalidates: readonly string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => callEndpoint(endpoint, input, { silent422: true }),
    onSuccess: () =>
      Promise.all(
        [endpoint.group, ...invalidates].map((group) => queryClient.invalidateQueries({ queryKey: crudKeys(group).all })),
      ),
  });
}
