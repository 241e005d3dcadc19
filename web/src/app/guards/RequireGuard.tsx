import { checkGuard, MESSAGE_FORBIDDEN } from '@sakip/domain/guards';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { LoadingText } from '../../components/LoadingText';
import { clearIntendedUrl, readIntendedUrl, saveIntendedUrl } from '../../api/intended-url';
import { isLoggingOut } from '../../api/logout';
import { ErrorContent } from '../error/ErrorContent';

/** Sends a guest to /login, keeping the page for the return after login (SPEC §2). */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoggingOut()) saveIntendedUrl(`${location.pathname}${location.search}${location.hash}`);
    void navigate('/login', { replace: true });
  }, [location, navigate]);
  return <LoadingText fullPage />;
}

/** A logged-in user on a guest page (/login): back to the kept page, else /dashboard. */
function RedirectAfterLogin() {
  const navigate = useNavigate();
  const [target] = useState(() => readIntendedUrl() ?? '/dashboard');
  useEffect(() => {
    clearIntendedUrl();
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <LoadingText fullPage />;
}

/**
 * Runs the route's guard (SPEC §6) with checkGuard from @sakip/domain. An unknown guard name throws
 * UnknownGuardError, which the error page shows as 500 'Unknown middleware'.
 */
export function RequireGuard({ guard, children }: { guard: string; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const outcome = checkGuard(guard, user);
  if (isLoading && guard !== 'public') return <LoadingText fullPage />;
  switch (outcome) {
    case 'allowed':
      return <>{children}</>;
    case 'unauthenticated':
      return <RedirectToLogin />;
    case 'redirect-dashboard':
      return <RedirectAfterLogin />;
    case 'forbidden':
      return <ErrorContent status={403} message={MESSAGE_FORBIDDEN} />;
  }
}
