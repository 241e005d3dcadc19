import { data, createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { LoadingText } from '../components/LoadingText';
import type { RouteHandle } from '../components/route-meta';
import { ErrorPage } from './error/ErrorPage';
import { NOT_FOUND_MESSAGE } from './error/error-info';
import { paramNames, paramsAreValid } from './guards/param-rules';
import { RequireGuard } from './guards/RequireGuard';
import { AuthLayout } from './layouts/AuthLayout';
import { GuestLayout } from './layouts/GuestLayout';
import { SimpleLayout } from './layouts/SimpleLayout';
import { RootShell } from './RootShell';
import { crumbsFor, ROUTES, type AppRoute, type LayoutName } from './route-table';

function guarded(guard: string, Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RequireGuard guard={guard}>
        <Page />
      </RequireGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}

/** Route validation: a parameter that fails its rule is a 404 'This page could not be found'. */
function validateParams({ params }: LoaderFunctionArgs) {
  if (!paramsAreValid(params)) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return null;
}

export function toRouteObject(def: AppRoute): RouteObject {
  const handle: RouteHandle = { title: def.title, guard: def.guard, layout: def.layout, crumbs: crumbsFor(def) };
  return {
    id: def.path,
    path: def.path,
    handle,
    ...(paramNames(def.path).length > 0 ? { loader: validateParams } : {}),
    // Code splitting per route: the page module loads when the route is first visited.
    lazy: async () => {
      const mod = await def.page();
      return { Component: guarded(def.guard, mod.default) };
    },
  };
}

function routesOf(layout: LayoutName): RouteObject[] {
  return ROUTES.filter((r) => r.layout === layout).map(toRouteObject);
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <LoadingText fullPage />,
      children: [
        { id: 'layout-auth', element: <AuthLayout />, children: routesOf('auth') },
        { id: 'layout-guest', element: <GuestLayout />, children: routesOf('guest') },
        { id: 'layout-simple', element: <SimpleLayout />, children: routesOf('simple') },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
