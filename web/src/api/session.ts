import { userEndpoint, type SessionUser } from '@sakip/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callEndpoint } from './endpoint';
import { queryKeys } from './query-keys';
import { clearToken, getToken, subscribeToken } from './token';

/**
 * The session of SPEC §4: logged out while there is no token or the user is not loaded; logged in
 * once GET /user answered. A failed fetch removes the token (and so the user).
 */
async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const res = await callEndpoint(userEndpoint, {});
    return res.data;
  } catch (error) {
    clearToken();
    console.warn('Sesi tidak dapat dimuat, token dihapus', error);
    return null;
  }
}

export const sessionUserQuery = queryOptions({
  queryKey: queryKeys.user,
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** A token exists and GET /user has not answered yet. */
  isLoading: boolean;
  isLoggedIn: boolean;
}

export function useSession(): Session {
  const token = useToken();
  const query = useQuery({ ...sessionUserQuery, enabled: token !== null });
  const user = token ? (query.data ?? null) : null;
  return { user, token, isLoading: token !== null && query.isPending, isLoggedIn: user !== null };
}
