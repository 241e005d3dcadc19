import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { SessionUser } from '@sakip/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { clearToken, setToken } from '../api/token';

export interface RenderOptions {
  /** Render inside a memory router opened at this URL (the element answers every path, or `routes`). */
  url?: string;
  /** The router's routes instead of one catch-all route holding the element. */
  routes?: RouteObject[];
  /** The logged-in user (a token and the cached session); `null` logs out; absent leaves both alone. */
  user?: SessionUser | null;
  /** Mount Mantine's toasts beside the element. */
  notifications?: boolean;
  /** Mantine's `env` ('test' turns transitions and portals off). */
  mantineEnv?: 'default' | 'test';
}

/** A JSON answer for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;
type Rendered<R> = RenderResult & { client: QueryClient; router: R };

/**
 * Renders `ui` with the app's providers: Mantine, a fresh QueryClient without retries, and, when
 * `url` is given, a memory router. Returns testing-library's result, the client and the router.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions & { url: string }): Rendered<MemoryRouter>;
export function renderWithProviders(ui: ReactNode, options?: RenderOptions): Rendered<MemoryRouter | null>;
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Rendered<MemoryRouter | null> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.user) {
    setToken('t', false);
    client.setQueryData(queryKeys.user, options.user);
  } else if (options.user === null) {
    clearToken();
  }
  const router =
    options.url === undefined
      ? null
      : createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], { initialEntries: [options.url] });
  const result = render(
    <MantineProvider env={options.mantineEnv}>
      <QueryClientProvider client={client}>
        {options.notifications && <Notifications />}
        {router ? <RouterProvider router={router} /> : ui}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client, router };
}
