import { ROLE_IDS, type SessionUser } from '@sakip/domain';
import { act, cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../api/token';
import { INTENDED_URL_KEY } from '../../api/intended-url';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ErrorPage } from '../error/ErrorPage';
import { RequireGuard } from './RequireGuard';

beforeAll(() => {
  // The error page inside the auth layout loads the countdowns: answer "no deadline".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ nilai_date: null })),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const user = (role: keyof typeof ROLE_IDS): SessionUser => ({
  id: 1,
  nama: 'Uji',
  username: role,
  nip: null,
  role_id: ROLE_IDS[role],
  role,
  satuan_kerja_id: null,
  satuan_kerja_nama: null,
  is_biro: false,
});

function renderAt(url: string, guard: string, sessionUser: SessionUser | null) {
  const routes = [
    {
      element: <Outlet />,
      errorElement: <ErrorPage />,
      children: [
        { path: '/halaman', element: <RequireGuard guard={guard}>isi halaman</RequireGuard> },
        { path: '/login', element: <RequireGuard guard="guest">halaman login</RequireGuard> },
        { path: '/dashboard', element: <p>dashboard</p> },
        { path: '/admin/users', element: <p>pengguna</p> },
      ],
    },
  ];
  return renderWithProviders(null, { url, routes, user: sessionUser, mantineEnv: 'test' }).router;
}

describe('RequireGuard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows the page when the guard allows', async () => {
    renderAt('/halaman', 'super', user('super'));
    expect(await screen.findByText('isi halaman')).toBeTruthy();
  });

  it('sends a guest to /login and keeps the intended path', async () => {
    const router = renderAt('/halaman?x=1', 'auth', null);
    expect(await screen.findByText('halaman login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(INTENDED_URL_KEY)).toBe('/halaman?x=1');
  });

  it('shows 403 with the forbidden message on a role mismatch', async () => {
    renderAt('/halaman', 'super', user('perangkat_daerah'));
    expect(await screen.findByText('Anda tidak memiliki hak akses ke halaman ini')).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });

  it('turns an unknown guard into the 500 Unknown middleware error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/halaman', 'tidak-ada', user('super'));
    expect(await screen.findByText('Unknown middleware')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('sends a logged-in user at /login to the intended page, else /dashboard', async () => {
    localStorage.setItem(INTENDED_URL_KEY, '/admin/users');
    const router = renderAt('/login', 'guest', user('super'));
    expect(await screen.findByText('pengguna')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(localStorage.getItem(INTENDED_URL_KEY)).toBeNull();
    cleanup();
    const second = renderAt('/login', 'guest', user('super'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(second.state.location.pathname).toBe('/dashboard');
  });

  it('renders the 404 texts for an unknown route', async () => {
    await act(async () => {
      renderAt('/tidak-ada', 'auth', null);
    });
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman depan' }).getAttribute('href')).toBe('/');
  });
});
