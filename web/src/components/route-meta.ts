import { useMatches } from 'react-router';

/** What every route of the table carries in its `handle` (read by layouts, titles and pages). */
export interface RouteHandle {
  /** The menu name, Indonesian. */
  title: string;
  guard: string;
  layout: 'auth' | 'guest' | 'simple';
  /** Breadcrumb trail after the 'Dashboard' root (the last one is the page itself). */
  crumbs: { label: string; to?: string }[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value && typeof value === 'object' && 'title' in value && 'guard' in value);
}

/** The handle of the deepest matched route that has one. */
export function useRouteMeta(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
