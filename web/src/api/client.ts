import { getToken } from './token';
import { requestYear, YEAR_HEADER, YEAR_HEADER_PUBLIC } from './year';

/** Base path of the JSON API (ARCHITECTURE 'API conventions'). */
export const API_BASE = '/backend/api';

export type FieldErrors = Record<string, string[]>;

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, data: unknown = null, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.errors = errors;
  }

  /** The first message of a field, for inline form errors. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The global reactions of SPEC §8; the app installs the real ones (dialogs, toasts, error page). */
export interface ApiHandlers {
  /** Status ≥ 500: dialog 'Error!'. */
  onServerError(status: number, error: ApiError): void;
  /** 422: toast 'Oops...' (skipped with `silent422`). */
  onValidationError(error: ApiError): void;
  /** 403 with a server message: the error page. */
  onForbidden(message: string, error: ApiError): void;
  /** 401 on a request that carried a token: 'Session Expired!' when the user is logged in. */
  onUnauthorized(error: ApiError, path: string): void;
  /** 429: the server's message. */
  onTooManyRequests(message: string, error: ApiError): void;
  /** The request never got an answer. */
  onNetworkError(error: ApiError): void;
}

const noop = () => undefined;
let handlers: ApiHandlers = {
  onServerError: noop,
  onValidationError: noop,
  onForbidden: noop,
  onUnauthorized: noop,
  onTooManyRequests: noop,
  onNetworkError: noop,
};

export function configureApiClient(next: Partial<ApiHandlers>): void {
  handlers = { ...handlers, ...next };
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No global reaction at all (the caller handles or only logs the failure). */
  silent?: boolean;
  /** No 'Oops...' toast on 422: the form shows `error.errors` inline. */
  silent422?: boolean;
  /** No global reaction for these statuses. */
  silentStatuses?: number[];
}

export function buildUrl(path: string, query?: QueryParams): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const url = `${API_BASE}${clean}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(Array.isArray(value) ? `${key}[]` : key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'Unauthenticated.',
  403: 'Anda tidak memiliki hak akses ke halaman ini',
  404: 'Data tidak ditemukan',
  422: 'Data tidak sesuai',
  429: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = data.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function errorsOf(data: unknown): FieldErrors {
  if (!data || typeof data !== 'object' || !('errors' in data)) return {};
  const raw = data.errors;
  if (!raw || typeof raw !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

/** Applies the SPEC §8 global handling for one failed response. Exported for tests. */
export function dispatchApiError(error: ApiError, options: ApiRequestOptions, path: string, sentToken: boolean): void {
  if (options.silent || options.silentStatuses?.includes(error.status)) return;
  const { status } = error;
  if (status === 0) handlers.onNetworkError(error);
  else if (status >= 500) handlers.onServerError(status, error);
  else if (status === 422) {
    if (!options.silent422) handlers.onValidationError(error);
  } else if (status === 403) {
    const message = messageOf(error.data);
    if (message) handlers.onForbidden(message, error);
  } else if (status === 401) {
    if (sentToken) handlers.onUnauthorized(error, path);
  } else if (status === 429) handlers.onTooManyRequests(error.message, error);
}

/** One JSON call to the API with the token and the year headers. Throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = getToken();
  const year = String(requestYear());
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [YEAR_HEADER]: year,
    [YEAR_HEADER_PUBLIC]: year,
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? null };
  if (options.body instanceof FormData) {
    // An upload: the browser writes the multipart Content-Type with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksi Anda.', null);
    dispatchApiError(error, options, path, Boolean(token));
    throw error;
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const message = messageOf(data) ?? DEFAULT_MESSAGES[response.status] ?? `Kode error: ${response.status}`;
  const error = new ApiError(response.status, message, data, errorsOf(data));
  dispatchApiError(error, options, path, Boolean(token));
  throw error;
}

type BodyOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Server message of a write (`{message, data}`), or a fallback. */
export function messageFrom(value: unknown, fallback: string): string {
  return messageOf(value) ?? fallback;
}
