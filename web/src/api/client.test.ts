import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, configureApiClient, type ApiHandlers } from './client';
import { clearToken, setToken } from './token';
import { YEAR_COOKIE, YEAR_COOKIE_PUBLIC } from './year';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let handlers: { [K in keyof ApiHandlers]: ReturnType<typeof vi.fn> };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  handlers = {
    onServerError: vi.fn(),
    onValidationError: vi.fn(),
    onForbidden: vi.fn(),
    onUnauthorized: vi.fn(),
    onTooManyRequests: vi.fn(),
    onNetworkError: vi.fn(),
  };
  configureApiClient(handlers as unknown as ApiHandlers);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  Cookies.remove(YEAR_COOKIE, { path: '/' });
  Cookies.remove(YEAR_COOKIE_PUBLIC, { path: '/' });
});

function sentHeaders(call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return init.headers as Record<string, string>;
}

describe('api client', () => {
  it('builds URLs under /backend/api and drops empty query values', () => {
    expect(buildUrl('/admin/users', { page: 2, search: '', role_id: null })).toBe('/backend/api/admin/users?page=2');
    expect(buildUrl('option/program', { satuan_kerja_id: ['1', '2'] })).toBe(
      '/backend/api/option/program?satuan_kerja_id%5B%5D=1&satuan_kerja_id%5B%5D=2',
    );
  });

  it('sends the bearer token and the year of the page in both year headers', async () => {
    setToken('abc', false);
    Cookies.set(YEAR_COOKIE, '2025');
    Cookies.set(YEAR_COOKIE_PUBLIC, '2024');
    fetchMock.mockResolvedValue(json(200, { data: 1 }));
    await expect(apiRequest('/user')).resolves.toEqual({ data: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/backend/api/user');
    expect(sentHeaders()).toMatchObject({
      Authorization: 'Bearer abc',
      'Default-Key-Tahun-Kinerja': '2025',
      'Default-Key-Tahun-Kinerja-Public': '2025',
    });

    window.history.replaceState(null, '', '/public-display/capaian-iku');
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/public-display/x');
    expect(sentHeaders(1)['Default-Key-Tahun-Kinerja-Public']).toBe('2024');
    expect(sentHeaders(1)['Default-Key-Tahun-Kinerja']).toBe('2024');
  });

  it('never sends a year that is not selectable', async () => {
    Cookies.set(YEAR_COOKIE, '2031');
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/x');
    expect(sentHeaders()['Default-Key-Tahun-Kinerja']).toBe('2024');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('shows the server-error dialog for status >= 500', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'down' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(handlers.onServerError).toHaveBeenCalledWith(503, expect.anything());
  });

  it('toasts a 422 unless the form handles it, and keeps the field errors', async () => {
    const body = { message: 'Data tidak valid', errors: { username: ['Username atau password salah'] } };
    fetchMock.mockResolvedValue(json(422, body));
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      errors: { username: ['Username atau password salah'] },
    });
    expect(handlers.onValidationError).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(json(422, body));
    const error = await apiRequest('/login', { method: 'POST', body: {}, silent422: true }).catch((e: unknown) => e);
    expect(handlers.onValidationError).toHaveBeenCalledTimes(1);
    expect((error as { fieldError(f: string): string }).fieldError('username')).toBe('Username atau password salah');
  });

  it('shows the error page for a 403 with a server message', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Anda tidak memiliki hak akses ke halaman ini' }));
    await expect(apiRequest('/admin/users')).rejects.toMatchObject({ status: 403 });
    expect(handlers.onForbidden).toHaveBeenCalledWith(
      'Anda tidak memiliki hak akses ke halaman ini',
      expect.anything(),
    );

    fetchMock.mockResolvedValue(new Response('', { status: 403 }));
    await expect(apiRequest('/admin/users')).rejects.toMatchObject({ status: 403 });
    expect(handlers.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 only when a token was sent', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest('/user')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();

    setToken('dead', true);
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest('/dashboard/ringkasan')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onUnauthorized).toHaveBeenCalledWith(expect.anything(), '/dashboard/ringkasan');
  });

  it('stays quiet for silent calls and reports network failures as status 0', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await expect(apiRequest('/referensi/count-down', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(handlers.onServerError).not.toHaveBeenCalled();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0 });
    expect(handlers.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('passes 429 messages on', async () => {
    fetchMock.mockResolvedValue(json(429, { message: 'Terlalu banyak percobaan masuk.' }));
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 429 });
    expect(handlers.onTooManyRequests).toHaveBeenCalledWith('Terlalu banyak percobaan masuk.', expect.anything());
  });
});
