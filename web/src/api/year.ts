import Cookies from 'js-cookie';
import { DEFAULT_YEAR, SELECTABLE_YEARS } from '@sakip/domain/periods';
import { useSyncExternalStore } from 'react';

/**
 * The performance year (SPEC §4, §9). Authenticated pages keep it in the cookie
 * `Default-Key-Tahun-Kinerja`, the guest pages (welcome, login, public display) in
 * `Default-Key-Tahun-Kinerja-Public`. Every request carries the year of the page it is made from,
 * in both headers, so public endpoints used by authenticated screens (the diagram modals) get the
 * year the user sees. Only selectable years are ever sent.
 */
export const YEAR_COOKIE = 'Default-Key-Tahun-Kinerja';
export const YEAR_COOKIE_PUBLIC = 'Default-Key-Tahun-Kinerja-Public';
export const YEAR_HEADER = 'Default-Key-Tahun-Kinerja';
export const YEAR_HEADER_PUBLIC = 'Default-Key-Tahun-Kinerja-Public';
const YEAR_COOKIE_DAYS = 365;

export type YearScope = 'auth' | 'public';

type Listener = () => void;
const listeners = new Set<Listener>();
let options: readonly number[] = [...SELECTABLE_YEARS];
let defaultYear: number = DEFAULT_YEAR;
let version = 0;

function cookieName(scope: YearScope): string {
  return scope === 'auth' ? YEAR_COOKIE : YEAR_COOKIE_PUBLIC;
}

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Guest-layout pages use the public year; everything else the authenticated one. */
export function yearScopeForPath(pathname: string): YearScope {
  if (pathname === '/' || pathname === '/login' || pathname === '/login/') return 'public';
  if (pathname === '/public-display' || pathname.startsWith('/public-display/')) return 'public';
  return 'auth';
}

export function getYearOptions(): readonly number[] {
  return options;
}

export function getDefaultYear(): number {
  return options.includes(defaultYear) ? defaultYear : (options[0] ?? DEFAULT_YEAR);
}

/** Options from GET /referensi/aplikasi; returns true when the effective year of a scope changed. */
export function configureYearOptions(tahunOptions: readonly number[], tahunDefault: number): boolean {
  const valid = tahunOptions.filter((y) => Number.isInteger(y));
  if (valid.length === 0) return false;
  const before = [getYear('auth'), getYear('public')];
  const same =
    valid.length === options.length && valid.every((y, i) => options[i] === y) && tahunDefault === defaultYear;
  if (same) return false;
  options = [...valid];
  defaultYear = tahunDefault;
  emit();
  return before[0] !== getYear('auth') || before[1] !== getYear('public');
}

export function isSelectable(year: number): boolean {
  return options.includes(year);
}

export function getYear(scope: YearScope): number {
  const raw = typeof document === 'undefined' ? undefined : Cookies.get(cookieName(scope));
  const year = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(year) && isSelectable(year) ? year : getDefaultYear();
}

/** Stores the choice; refuses a year that is not selectable. */
export function setYear(scope: YearScope, year: number): boolean {
  if (!isSelectable(year)) return false;
  Cookies.set(cookieName(scope), String(year), {
    path: '/',
    sameSite: 'lax',
    expires: YEAR_COOKIE_DAYS,
  });
  emit();
  return true;
}

export function clearYear(scope: YearScope): void {
  Cookies.remove(cookieName(scope), { path: '/' });
  emit();
}

/** The year every request carries: the one of the page the request is made from. */
export function requestYear(pathname: string = typeof location === 'undefined' ? '/' : location.pathname): number {
  return getYear(yearScopeForPath(pathname));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useYear(scope: YearScope): number {
  useSyncExternalStore(subscribe, () => version);
  return getYear(scope);
}

export function useYearOptions(): readonly number[] {
  useSyncExternalStore(subscribe, () => version);
  return options;
}
