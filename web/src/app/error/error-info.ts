import { MESSAGE_FORBIDDEN, UnknownGuardError } from '@sakip/domain/guards';
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../api/client';
import { isChunkLoadError } from '../chunk-reload';

/** The texts of SPEC §2 and §8. */
export const NOT_FOUND_TITLE = 'Halaman tidak ditemukan';
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const BACK_HOME_TEXT = 'Kembali ke halaman depan';
export const DEFAULT_ERROR_MESSAGE = 'Error';
export const DEFAULT_ERROR_STATUS = 500;
export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown middleware';
export const CHUNK_ERROR_MESSAGE = 'Halaman gagal dimuat. Periksa koneksi Anda, lalu muat ulang halaman.';

export interface ErrorInfo {
  status: number;
  message: string;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const m = data.message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return undefined;
}

/** What the error page shows for anything a route can throw. */
export function resolveError(error: unknown): ErrorInfo {
  if (error instanceof UnknownGuardError) return { status: 500, message: UNKNOWN_MIDDLEWARE_MESSAGE };
  if (isChunkLoadError(error)) return { status: 500, message: CHUNK_ERROR_MESSAGE };
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: messageOf(error.data) ?? NOT_FOUND_MESSAGE };
    if (error.status === 403) return { status: 403, message: messageOf(error.data) ?? MESSAGE_FORBIDDEN };
    return {
      status: error.status || DEFAULT_ERROR_STATUS,
      message: messageOf(error.data) ?? (error.statusText || DEFAULT_ERROR_MESSAGE),
    };
  }
  if (isApiError(error)) {
    return { status: error.status || DEFAULT_ERROR_STATUS, message: error.message || DEFAULT_ERROR_MESSAGE };
  }
  if (error instanceof Error) {
    return { status: DEFAULT_ERROR_STATUS, message: error.message || DEFAULT_ERROR_MESSAGE };
  }
  return { status: DEFAULT_ERROR_STATUS, message: DEFAULT_ERROR_MESSAGE };
}

/** SPEC §8: the guest layout for welcome, login and public-display routes; auth when logged in. */
export function errorLayoutFor(pathname: string, loggedIn: boolean): 'auth' | 'guest' {
  if (pathname === '/' || pathname === '/login' || pathname.startsWith('/public-display')) return 'guest';
  return loggedIn ? 'auth' : 'guest';
}
