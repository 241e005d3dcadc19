/** SPEC §2: the path an unauthenticated user wanted, kept for the return after login. */
export const INTENDED_URL_KEY = 'intended_url';

/** Only same-site paths; never the login page itself. */
export function isSafeIntendedUrl(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const path = value.split(/[?#]/)[0] ?? '';
  return path !== '/login' && path !== '/login/';
}

export function saveIntendedUrl(path: string): void {
  if (!isSafeIntendedUrl(path)) return;
  try {
    localStorage.setItem(INTENDED_URL_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the user then simply lands on /dashboard.
  }
}

export function readIntendedUrl(): string | null {
  try {
    const value = localStorage.getItem(INTENDED_URL_KEY);
    return isSafeIntendedUrl(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearIntendedUrl(): void {
  try {
    localStorage.removeItem(INTENDED_URL_KEY);
  } catch {
    // ignore
  }
}
