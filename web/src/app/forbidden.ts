import { useSyncExternalStore } from 'react';

/**
 * SPEC §8: a 403 with a server message shows the error page (403 + that message) in place of the
 * current page. The entry belongs to the location (history key) it happened on, so any navigation
 * leaves it behind.
 */
export interface ForbiddenState {
  message: string;
  locationKey: string;
}

let state: ForbiddenState | null = null;
const listeners = new Set<() => void>();

export function showForbidden(message: string, locationKey: string): void {
  state = { message, locationKey };
  for (const l of listeners) l();
}

export function clearForbidden(): void {
  if (!state) return;
  state = null;
  for (const l of listeners) l();
}

export function useForbidden(): ForbiddenState | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => null,
  );
}
