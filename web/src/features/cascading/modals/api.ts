import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DefinisiOperasionalRow,
  KinerjaWakilDirekturResponse,
  LangkahAksiModalRecord,
  Paginated,
  RencanaAksiRbResponse,
  RencanaAksiRow,
  SolusiMasalahResponse,
} from '@sakip/domain';
import {
  catatanKinerjaEndpoint,
  hapusCatatanCsfEndpoint,
  hapusSolusiEndpoint,
  simpanSolusiEndpoint,
  tambahCatatanCsfEndpoint,
  ubahCatatanCsfEndpoint,
} from '@sakip/domain/cascading/catatan-kinerja.endpoints';
import { api, type QueryParams } from '../../../api/client';
import { useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import type { CascadingModalRequest, CatatanTarget, KinerjaType } from './modal-events';

/** The calls of the diagram's modals (SPEC §7). Keys start with 'cascading-modal'. */
const key = (...parts: unknown[]) => ['cascading-modal', ...parts] as const;

type RencanaAksiRequest = Extract<
  CascadingModalRequest,
  { kind: 'rencana-aksi' | 'rencana-aksi-gubernur' | 'realisasi-rencana-aksi' | 'realisasi-rencana-aksi-gubernur' }
>;

/** RA and RRA share a call; the governor variants filter by the RPJMD goal. */
export function useRencanaAksi(request: RencanaAksiRequest, page: number) {
  const gubernur = 'sasaranStrategisRpjmdId' in request;
  const path = gubernur ? 'public-display/rencana-aksi-gubernur' : 'public-display/rencana-aksi';
  const query: QueryParams = gubernur
    ? { satuan_kerja_id: request.satuanKerjaId, sasaran_strategis_rpjmd_id: request.sasaranStrategisRpjmdId, page }
    : { satuan_kerja_id: request.satuanKerjaId, sasaran_strategis_pd_id: request.sasaranStrategisPdId, page };
  return useQuery({
    queryKey: key(path, query),
    queryFn: ({ signal }) => api.get<Paginated<RencanaAksiRow>>(path, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useDefinisiOperasional(
  request: Extract<CascadingModalRequest, { kind: 'definisi-operasional' }>,
  page: number,
) {
  const query: QueryParams = {
    satuan_kerja_id: request.satuanKerjaId,
    sasaran_strategis_rpjmd_id: request.sasaranStrategisRpjmdId,
    sasaranStrategisId: request.sasaranStrategisId,
    programId: request.programId,
    kegiatanId: request.kegiatanId,
    subKegiatanId: request.subKegiatanId,
    page,
  };
  return useQuery({
    queryKey: key('definisi-operasional', query),
    queryFn: ({ signal }) =>
      api.get<Paginated<DefinisiOperasionalRow>>('public-display/definisi-operasional', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useKinerjaWakilDirektur(kinerjaProgramId: number) {
  return useQuery({
    queryKey: key('kinerja-wakil-direktur-rsud', kinerjaProgramId),
    queryFn: ({ signal }) =>
      api.get<KinerjaWakilDirekturResponse>('public-display/kinerja-wakil-direktur-rsud', {
        query: { kinerjaProgramId },
        signal,
      }),
  });
}

export function useKinerjaLangkahAksi(kinerjaProgramId: number) {
  return useQuery({
    queryKey: key('kinerja-langkah-aksi', kinerjaProgramId),
    queryFn: ({ signal }) =>
      api.get<{ kinerjaLangkahAksi: LangkahAksiModalRecord[] }>('public-display/kinerja-langkah-aksi', {
        query: { kinerjaProgramId },
        signal,
      }),
  });
}

/** SPEC §8: a failed load closes the modal, so the global error reactions stay silent. */
export function useSolusiMasalah(type: KinerjaType, id: number) {
  return useQuery({
    queryKey: key('solusi-masalah', type, id),
    queryFn: ({ signal }) =>
      api.get<SolusiMasalahResponse>('solusi-masalah', { query: { type, id }, signal, silent: true }),
    retry: false,
  });
}

/** SPEC §8: a failed load shows the toast 'Gagal memuat data' (the modal's own reaction). */
export function useRencanaAksiRb(kinerjaSubKegiatanId: number) {
  return useQuery({
    queryKey: key('rencana-aksi-rb', kinerjaSubKegiatanId),
    queryFn: ({ signal }) =>
      api.get<RencanaAksiRbResponse>('display-mikro/rencana-aksi-rb', {
        query: { kinerjaSubKegiatanId },
        signal,
        silent: true,
      }),
    retry: false,
    gcTime: 0,
  });
}

export function useUpdateRencanaAksiRb() {
  return useMutation({
    mutationFn: (input: { kinerjaSubKegiatanId: number; jenisRbId: number }) =>
      api.post<{ message?: string }>('display-mikro/update-rencana-aksi-rb', input, { silent: true }),
  });
}

// -------------------------------------------------------------------------------------------
// Edit mode of the CSF notes and the solution (issue 24 item 4): declared endpoints
// -------------------------------------------------------------------------------------------

/** The diagram and the read-only modals show the notes: a write refreshes them. */
const CATATAN_SHOWN_IN = ['cascading', 'cascading-modal'] as const;

export function useCatatanKinerja(target: CatatanTarget) {
  return useEndpoint(catatanKinerjaEndpoint, { query: { level: target.level, id: String(target.id) } });
}

export function useCatatanWrites() {
  return {
    tambah: useEndpointMutation(tambahCatatanCsfEndpoint, CATATAN_SHOWN_IN),
    ubah: useEndpointMutation(ubahCatatanCsfEndpoint, CATATAN_SHOWN_IN),
    hapus: useEndpointMutation(hapusCatatanCsfEndpoint, CATATAN_SHOWN_IN),
    simpanSolusi: useEndpointMutation(simpanSolusiEndpoint, CATATAN_SHOWN_IN),
    hapusSolusi: useEndpointMutation(hapusSolusiEndpoint, CATATAN_SHOWN_IN),
  };
}
