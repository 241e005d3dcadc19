import { MESSAGE_FORBIDDEN, UnknownGuardError } from '@sakip/domain';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { reloadForChunkError, CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError } from '../chunk-reload';
import { errorLayoutFor, resolveError } from './error-info';

describe('error page', () => {
  it('maps an unknown guard to 500 Unknown middleware', () => {
    expect(resolveError(new UnknownGuardError('x'))).toEqual({ status: 500, message: 'Unknown middleware' });
  });

  it('maps route 404s to "This page could not be found" and keeps 403 messages', () => {
    expect(resolveError(new ErrorResponseImpl(404, 'Not Found', 'Error: No route matches URL'))).toEqual({
      status: 404,
      message: 'This page could not be found',
    });
    expect(resolveError(new ErrorResponseImpl(403, 'Forbidden', { message: 'Khusus super' }))).toEqual({
      status: 403,
      message: 'Khusus super',
    });
    expect(resolveError(new ErrorResponseImpl(403, 'Forbidden', null)).message).toBe(MESSAGE_FORBIDDEN);
  });

  it('defaults to Error and 500', () => {
    expect(resolveError(undefined)).toEqual({ status: 500, message: 'Error' });
    expect(resolveError(new Error(''))).toEqual({ status: 500, message: 'Error' });
    expect(resolveError(new ApiError(502, 'Bad gateway'))).toEqual({ status: 502, message: 'Bad gateway' });
  });

  it('uses the guest layout for welcome, login and public display, else auth when logged in', () => {
    expect(errorLayoutFor('/', true)).toBe('guest');
    expect(errorLayoutFor('/login', true)).toBe('guest');
    expect(errorLayoutFor('/public-display/capaian-iku', true)).toBe('guest');
    expect(errorLayoutFor('/dashboard', true)).toBe('auth');
    expect(errorLayoutFor('/dashboard', false)).toBe('guest');
  });
});

describe('chunk-load failures', () => {
  it('recognises dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadForChunkError(1_000_000 + 30_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_INTERVAL_MS, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
