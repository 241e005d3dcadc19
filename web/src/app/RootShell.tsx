import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { useAplikasi } from '../api/aplikasi';
import { refetchForNewYear } from '../api/query-keys';
import { configureYearOptions } from '../api/year';
import { showAlert } from '../components/AlertDialog';
import { NavigationProgress } from '../components/NavigationProgress';
import { isRouteHandle } from '../components/route-meta';

export const APP_NAME = 'Sakip';

/** SPEC §9 title template: '{page title} - Sakip', or 'Sakip' alone. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${APP_NAME}` : APP_NAME;
}

let startMessageShown = false;

/** SPEC §8: a `message` in the query string at start shows once in an alert, then leaves the URL. */
function useStartMessage() {
  useEffect(() => {
    if (startMessageShown) return;
    startMessageShown = true;
    const url = new URL(window.location.href);
    const message = url.searchParams.get('message');
    if (!message) return;
    url.searchParams.delete('message');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    showAlert({ title: 'Informasi', message });
  }, []);
}

/** The year options of the server (fallback SELECTABLE_YEARS until they arrive). */
function useYearOptionsFromServer() {
  const aplikasi = useAplikasi();
  const queryClient = useQueryClient();
  const data = aplikasi.data;
  useEffect(() => {
    if (!data) return;
    if (configureYearOptions(data.tahun_options, data.tahun_default)) {
      void refetchForNewYear(queryClient);
    }
  }, [data, queryClient]);
}

/** The root of every page: progress bar, document title, start message, year options. */
export function RootShell() {
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : undefined;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useStartMessage();
  useYearOptionsFromServer();

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
