import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  penambahanOutputEndpoint,
  raporCardEndpoint,
  raporCardPublicEndpoint,
  raporDataReport,
  raporItemDetailEndpoint,
  raporPerbaikanEndpoint,
  raporRankReport,
  simpanPenambahanOutputEndpoint,
  tambahLangkahPerbaikanEndpoint,
  type EndpointInput,
  type Paginated,
  type RaporPenyebabDetail,
} from '@sakip/domain';
import { api, type QueryParams } from '../../../api/client';
import { callEndpoint, endpointKey, useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';
import { getYear } from '../../../api/year';

/** Query keys of the rapor kinerja: everything under 'rapor-kinerja', so a write refreshes every page. */
export const raporKeys = crudKeys('rapor-kinerja');

export function useRaporCard(tw: number, unit: string | null) {
  return useEndpoint(
    raporCardEndpoint,
    { params: { triwulan: String(tw) }, query: { satuan_kerja_id: unit ?? undefined } },
    { keepPrevious: true },
  );
}

/**
 * The card of a guest: the year a link names (?tahun_kinerja, part of the key like any filter of the
 * link), else the public year, read when the request leaves (a year change refetches every query).
 */
export function usePublicRaporCard(tw: number, unit: string, linkYear: number | null) {
  const params = { triwulan: String(tw), satuanKerjaId: unit };
  const linked = linkYear === null ? undefined : String(linkYear);
  return useQuery({
    queryKey: endpointKey(raporCardPublicEndpoint, { params, query: { tahun_kinerja: linked } }),
    queryFn: ({ signal }) =>
      callEndpoint(
        raporCardPublicEndpoint,
        { params, query: { tahun_kinerja: String(linkYear ?? getYear('public')) } },
        { signal },
      ),
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

/**
 * A rapor table (decision 0023 API): the data page or the rank, called as its report declares. The
 * key stays under 'rapor-kinerja' (not the report's own group), so a cause's write refreshes the
 * data page's count of causes; the declared answer is any report's page, the rows typed here.
 */
export function useRaporTable<R>(kind: 'data' | 'rank', params: QueryParams) {
  const report = kind === 'data' ? raporDataReport : raporRankReport;
  return useQuery({
    queryKey: raporKeys.view('table', report.slug, params),
    queryFn: ({ signal }) =>
      callEndpoint(report.endpoints.own.list, { query: params }, { signal }) as Promise<Paginated<R>>,
    placeholderData: keepPreviousData,
  });
}

export function useRaporItem(tw: number, id: number) {
  return useEndpoint(raporItemDetailEndpoint, { params: { triwulan: String(tw), kinerjaId: String(id) } });
}

export function usePerbaikan(tw: number, unit: string | null) {
  return useEndpoint(
    raporPerbaikanEndpoint,
    { params: { triwulan: String(tw) }, query: { satuan_kerja_id: unit ?? undefined } },
    { keepPrevious: true },
  );
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
    case 'langkah-baru': {
      const body = w.body as EndpointInput<typeof tambahLangkahPerbaikanEndpoint>['body'];
      return callEndpoint(tambahLangkahPerbaikanEndpoint, { params: { id: String(w.penyebabId) }, body }, opts);
    }
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
