import type { QueryClient } from '@tanstack/react-query';
import { logoutEndpoint } from '@sakip/domain';
import { callEndpoint } from './endpoint';
import { clearToken } from './token';
import { clearYear } from './year';
import { queryKeys } from './query-keys';

let loggingOut = false;

/** True between a logout and the login page: the redirect to /login must not keep an intended URL. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

export function finishLoggingOut(): void {
  loggingOut = false;
}

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * SPEC §4: logout clears the user, the token and the chosen performance year, then goes to /login.
 * Local part only (used after a 401 too, when the token is already dead).
 */
export async function logoutLocally(queryClient: QueryClient, navigate: Navigate): Promise<void> {
  loggingOut = true;
  clearToken();
  clearYear('auth');
  queryClient.setQueryData(queryKeys.user, null);
  await navigate('/login', { replace: true });
  queryClient.clear();
}

/** POST /logout (revokes the token on the server; failures are ignored), then the local logout. */
export async function logout(queryClient: QueryClient, navigate: Navigate): Promise<void> {
  try {
    await callEndpoint(logoutEndpoint, {}, { silent: true });
  } catch (error) {
    console.warn('Logout di server gagal; sesi lokal tetap dihapus', error);
  }
  await logoutLocally(queryClient, navigate);
}
