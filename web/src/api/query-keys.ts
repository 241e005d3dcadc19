import type { QueryClient } from '@tanstack/react-query';
import type { QueryParams } from './client';

/**
 * The keys of one CRUD group (and of anything a feature reads under it): the group first, so a
 * write invalidates its lists, details and histories at once.
 */
export function crudKeys(group: string) {
  return {
    all: [group] as const,
    list: (params: QueryParams) => [group, 'list', params] as const,
    detail: (id: number | string | null) => [group, 'detail', id] as const,
    riwayat: (id: number) => [group, 'riwayat', id] as const,
    /** A feature's own read under the group (e.g. 'terintegrasi', 'cross'). */
    view: (name: string, ...params: unknown[]) => [group, name, ...params] as const,
  };
}

/**
 * Every TanStack Query key of the app. The first element names the area so that a whole area can
 * be invalidated; the year is not part of the keys: changing it invalidates every query.
 */
export const queryKeys = {
  user: ['user'] as const,
  aplikasi: ['referensi', 'aplikasi'] as const,
  countDown: ['referensi', 'count-down'] as const,
  countDownPenilaian: ['referensi', 'count-down-penilaian'] as const,
  validasiPerencanaanStatus: ['validasi-perencanaan', 'status'] as const,
  /** Under validasiPerencanaanStatus: invalidating the own status invalidates every unit's too. */
  validasiPerencanaanStatusOf: (satuanKerjaId: string) => ['validasi-perencanaan', 'status', satuanKerjaId] as const,
  dashboard: {
    ringkasan: ['dashboard', 'ringkasan'] as const,
  },
  option: {
    all: ['option'] as const,
    satuanKerja: ['option', 'satuan-kerja'] as const,
    list: (endpoint: string, params: QueryParams) => ['option', endpoint, params] as const,
  },
  cascading: {
    all: ['cascading'] as const,
    publicUnits: (tree: 'bayangan' | 'tree') => ['cascading', 'public-units', tree] as const,
  },
  batasWaktu: {
    all: ['batas-waktu'] as const,
    list: (params: QueryParams) => ['batas-waktu', 'list', params] as const,
    detail: (id: number) => ['batas-waktu', 'detail', id] as const,
  },
} as const;

/** False for the queries a year change must not refetch (the session and the app settings). */
export function dependsOnYear(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === 'user') return false;
  if (queryKey[0] === 'referensi' && queryKey[1] === 'aplikasi') return false;
  return true;
}

/**
 * After a change of the year: every query that depends on it is fetched again with the new year.
 * Fetches in flight are cancelled first: TanStack Query would otherwise let a query's first fetch
 * (no data yet, the old year in its header) stand in for the refetch, and the page would show the
 * old year's data under the new year.
 */
export async function refetchForNewYear(queryClient: QueryClient): Promise<void> {
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => dependsOnYear(query.queryKey) };
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
