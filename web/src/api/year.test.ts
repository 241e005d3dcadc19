import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureYearOptions,
  getYear,
  setYear,
  clearYear,
  yearScopeForPath,
  YEAR_COOKIE,
  YEAR_COOKIE_PUBLIC,
} from './year';

afterEach(() => {
  Cookies.remove(YEAR_COOKIE, { path: '/' });
  Cookies.remove(YEAR_COOKIE_PUBLIC, { path: '/' });
  configureYearOptions([2024, 2025], 2024);
});

describe('performance year', () => {
  it('uses the public cookie on guest pages and the authenticated one elsewhere', () => {
    expect(yearScopeForPath('/')).toBe('public');
    expect(yearScopeForPath('/login')).toBe('public');
    expect(yearScopeForPath('/public-display/dokumen/1')).toBe('public');
    expect(yearScopeForPath('/dashboard')).toBe('auth');
    expect(yearScopeForPath('/public-displayx')).toBe('auth');
  });

  it('defaults to tahun_default and ignores cookies with a year that is not selectable', () => {
    expect(getYear('auth')).toBe(2024);
    Cookies.set(YEAR_COOKIE, '2019');
    expect(getYear('auth')).toBe(2024);
    Cookies.set(YEAR_COOKIE, 'abc');
    expect(getYear('auth')).toBe(2024);
  });

  it('stores only selectable years, per scope', () => {
    expect(setYear('auth', 2025)).toBe(true);
    expect(Cookies.get(YEAR_COOKIE)).toBe('2025');
    expect(getYear('public')).toBe(2024);
    expect(setYear('public', 2030)).toBe(false);
    expect(Cookies.get(YEAR_COOKIE_PUBLIC)).toBeUndefined();
    clearYear('auth');
    expect(getYear('auth')).toBe(2024);
  });

  it('follows the options of the server', () => {
    Cookies.set(YEAR_COOKIE, '2026');
    expect(getYear('auth')).toBe(2024);
    expect(configureYearOptions([2025, 2026], 2025)).toBe(true);
    expect(getYear('auth')).toBe(2026);
    expect(getYear('public')).toBe(2025);
    expect(configureYearOptions([2025, 2026], 2025)).toBe(false);
  });
});
