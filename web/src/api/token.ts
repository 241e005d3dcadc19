import Cookies from 'js-cookie';

/** SPEC §9: the session token lives in the cookie `esakip_token`. */
export const TOKEN_COOKIE = 'esakip_token';
/** With 'Ingat saya' the cookie lasts 365 days; otherwise it is a session cookie. */
export const REMEMBER_DAYS = 365;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: string | null = readCookie();

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string, remember: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, remember ? { ...cookieAttributes(), expires: REMEMBER_DAYS } : cookieAttributes());
  current = token;
  emit();
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  if (current === null) return;
  current = null;
  emit();
}

/** For useSyncExternalStore. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
