import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorContent } from '../error/ErrorContent';
import { useForbidden } from '../forbidden';

/**
 * Where a layout shows its page: the given children (the error page inside a layout), a 403 from
 * the API for this location (SPEC §8), or the matched route.
 */
export function RouteOutlet({ children }: { children?: ReactNode }) {
  const forbidden = useForbidden();
  const location = useLocation();
  if (children) return <>{children}</>;
  if (forbidden && forbidden.locationKey === location.key) {
    return <ErrorContent status={403} message={forbidden.message} />;
  }
  return <Outlet />;
}
