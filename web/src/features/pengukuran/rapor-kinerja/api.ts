import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  penambahanOutputEndpoint,
  raporDataReport,
  raporRankReport,
  simpanPenambahanOutputEndpoint,
  type Paginated,
  type RaporCard,
  type RaporItemDetail,
  type RaporPenyebabDetail,
  type RaporPerbaikanItem,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { callEndpoint, endpointKey, useEndpointMutation } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';
import { getYear } from '../../../api/year';

/** Query keys of the rapor kinerja: everything under 'rapor-kinerja', so a write refreshes every page. */
export const raporKeys = crudKeys('rapor-kinerja');

export function useRaporCard(tw: number, unit: string | null) {
  return useQuery({
    queryKey: raporKeys.view('card', tw, unit),
    queryFn: ({ signal }) =>
      api.get<{ data: RaporCard }>(`/rapor-kinerja/${tw}/diagram`, { query: { satuan_kerja_id: unit }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The card of a guest: the year a link names (?tahun_kinerja, part of the key like any filter of the
 * link), else the public year, read when the request leaves (a year change refetches every query).
 */
export function usePublicRaporCard(tw: number, unit: string, linkYear: number | null) {
  return useQuery({
    queryKey: raporKeys.view('public-card', tw, unit, { tahun_kinerja: linkYear }),
    queryFn: ({ signal }) =>
      api.get<{ data: RaporCard }>(`/public-display/rapor-kinerja/${tw}/${encodeURIComponent(unit)}`, {
        query: { tahun_kinerja: linkYear ?? getYear('public') },
        signal,
      }),
    enabled: unit !== '',
  });
}

export type RaporDataRow = Record<string, string | number | null> & {
  id: number;
  sasaran: string;
  indikator: string;
  satuan: string;
  status: string;
  capaian: number | null;
  jumlah_penyebab: number;
};
export type RaporRankRow = Record<string, string | number | null> & {
  rank: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
};

/** A rapor table (decision 0023 API): the data page or the rank. */
export function useRaporTable<R>(kind: 'data' | 'rank', params: QueryParams) {
  const report = kind === 'data' ? raporDataReport : raporRankReport;
  return useQuery({
    queryKey: raporKeys.view('table', report.slug, params),
    queryFn: ({ signal }) => api.get<Paginated<R>>(report.apiPath, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRaporItem(tw: number, id: number) {
  return useQuery({
    queryKey: raporKeys.view('item', tw, id),
    queryFn: ({ signal }) =>
      api.get<{ data: RaporItemDetail }>(`/rapor-kinerja/${tw}/data/${id}/penyebab-kegagalan`, { signal }),
  });
}

export function usePerbaikan(tw: number, unit: string | null) {
  return useQuery({
    queryKey: raporKeys.view('perbaikan', tw, unit),
    queryFn: ({ signal }) =>
      api.get<{
        data: {
          satuan_kerja: RaporCard['satuan_kerja'];
          satuan_kerja_options: RaporCard['satuan_kerja_options'];
          items: RaporPerbaikanItem[];
        };
      }>(`/rapor-kinerja/${tw}/langkah-aksi-perbaikan`, { query: { satuan_kerja_id: unit }, signal }),
    placeholderData: keepPreviousData,
  });
}

interface Written<T> {
  message: string;
  data: T;
}

/** Writes of the causes page: cause create/update/delete, corrective step create/update/delete. */
export type RaporWrite =
  | { kind: 'penyebab-baru'; body: { kinerja_sub_kegiatan_id: number; triwulan: number; penyebab: string } }
  | { kind: 'penyebab-ubah'; id: number; body: { kinerja_sub_kegiatan_id: number; triwulan: number; penyebab: string } }
  | { kind: 'penyebab-hapus'; id: number }
  | { kind: 'langkah-baru'; penyebabId: number; body: Record<string, unknown> }
  | { kind: 'langkah-ubah'; id: number; body: Record<string, unknown> }
  | { kind: 'langkah-hapus'; id: number };

function callWrite(w: RaporWrite): Promise<Written<unknown> | { message: string }> {
  const opts = { silent422: true };
  switch (w.kind) {
    case 'penyebab-baru':
      return api.post<Written<RaporPenyebabDetail>>('/rapor-kinerja/penyebab-kegagalan', w.body, opts);
    case 'penyebab-ubah':
      return api.put<Written<RaporPenyebabDetail>>(`/rapor-kinerja/penyebab-kegagalan/${w.id}`, w.body, opts);
    case 'penyebab-hapus':
      return api.delete<{ message: string }>(`/rapor-kinerja/penyebab-kegagalan/${w.id}`, opts);
    case 'langkah-baru':
      return api.post<Written<RaporPenyebabDetail>>(
        `/rapor-kinerja/penyebab-kegagalan/${w.penyebabId}/langkah-aksi`,
        w.body,
        opts,
      );
    case 'langkah-ubah':
      return api.put<Written<unknown>>(`/kinerja-langkah-aksi/${w.id}`, w.body, opts);
    case 'langkah-hapus':
      return api.delete<{ message: string }>(`/kinerja-langkah-aksi/${w.id}`, opts);
  }
}

export function useRaporWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: callWrite,
    onSuccess: () => client.invalidateQueries({ queryKey: raporKeys.all }),
  });
}

/** GET /rapor-kinerja/penambahan-jumlah-output: its 422 (another year) is the page's own message. */
export function usePenambahanOutput() {
  const input = {};
  return useQuery({
    queryKey: endpointKey(penambahanOutputEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(penambahanOutputEndpoint, input, { signal, silentStatuses: [422] }),
    retry: false,
  });
}

/** PUT /rapor-kinerja/penambahan-jumlah-output: refreshes the page and every rapor read (the rank counts it). */
export function useSavePenambahanOutput() {
  return useEndpointMutation(simpanPenambahanOutputEndpoint, [raporKeys.all[0]]);
}
