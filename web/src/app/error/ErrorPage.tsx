import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useSession } from '../../api/session';
import { LoadingText } from '../../components/LoadingText';
import { canReloadForChunkError, isChunkLoadError, reloadForChunkError } from '../chunk-reload';
import { AuthLayout } from '../layouts/AuthLayout';
import { GuestLayout } from '../layouts/GuestLayout';
import { ErrorContent } from './ErrorContent';
import { errorLayoutFor, resolveError } from './error-info';
import { SafeBoundary } from './SafeBoundary';

let reloadStarted = false;

/** The root error element: 404, 403, 500 'Unknown middleware' and the rest (SPEC §8). */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { user } = useSession();
  const chunkError = isChunkLoadError(error);
  const reloading = chunkError && (reloadStarted || canReloadForChunkError());

  useEffect(() => {
    if (chunkError && !reloadStarted && reloadForChunkError()) reloadStarted = true;
  }, [chunkError]);

  useEffect(() => {
    // Route 404s and 403s are expected; anything else is a bug worth a console entry.
    if (!chunkError && !isRouteErrorResponse(error)) console.error(error);
  }, [error, chunkError]);

  if (reloading) return <LoadingText fullPage />;

  const info = resolveError(error);
  const content = <ErrorContent status={info.status} message={info.message} />;
  const Layout = errorLayoutFor(pathname, user !== null) === 'auth' ? AuthLayout : GuestLayout;
  return (
    <SafeBoundary>
      <Layout>{content}</Layout>
    </SafeBoundary>
  );
}
