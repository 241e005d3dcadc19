import { useMutation, useQuery } from '@tanstack/react-query';
import {
  definisiOperasionalModalEndpoint,
  kinerjaLangkahAksiModalEndpoint,
  kinerjaWakilDirekturModalEndpoint,
  rencanaAksiGubernurModalEndpoint,
  rencanaAksiModalEndpoint,
  rencanaAksiRbModalEndpoint,
  simpanRencanaAksiRbEndpoint,
  solusiMasalahModalEndpoint,
} from '@sakip/domain';
import {
  catatanKinerjaEndpoint,
  hapusCatatanCsfEndpoint,
  hapusSolusiEndpoint,
  simpanSolusiEndpoint,
  tambahCatatanCsfEndpoint,
  ubahCatatanCsfEndpoint,
} from '@sakip/domain/cascading/catatan-kinerja.endpoints';
import { callEndpoint, endpointKey, useEndpoint, useEndpointMutation } from '../../../api/endpoint';
import type { CascadingModalRequest, CatatanTarget, KinerjaType } from './modal-events';

/** The calls of the diagram's modals (SPEC §7): declared in the group 'modals', their keys start with it. */
const MODALS_GROUP = rencanaAksiModalEndpoint.group;

/** An optional id of a query string. */
const idParam = (id: number | undefined) => (id === undefined ? undefined : String(id));

type RencanaAksiRequest = Extract<
  CascadingModalRequest,
  { kind: 'rencana-aksi' | 'rencana-aksi-gubernur' | 'realisasi-rencana-aksi' | 'realisasi-rencana-aksi-gubernur' }
>;

/** RA and RRA share a call; the governor variants filter by the RPJMD goal. */
export function useRencanaAksi(request: RencanaAksiRequest, page: number) {
  const satuan_kerja_id = request.satuanKerjaId;
  return useEndpoint(
    'sasaranStrategisRpjmdId' in request ? rencanaAksiGubernurModalEndpoint : rencanaAksiModalEndpoint,
    'sasaranStrategisRpjmdId' in request
      ? {
          query: {
            satuan_kerja_id,
            sasaran_strategis_rpjmd_id: String(request.sasaranStrategisRpjmdId),
            page: String(page),
          },
        }
      : {
          query: { satuan_kerja_id, sasaran_strategis_pd_id: String(request.sasaranStrategisPdId), page: String(page) },
        },
    { keepPrevious: true },
  );
}

export function useDefinisiOperasional(
  request: Extract<CascadingModalRequest, { kind: 'definisi-operasional' }>,
  page: number,
) {
  const query = {
    satuan_kerja_id: request.satuanKerjaId,
    sasaran_strategis_rpjmd_id: idParam(request.sasaranStrategisRpjmdId),
    sasaranStrategisId: idParam(request.sasaranStrategisId),
    programId: idParam(request.programId),
    kegiatanId: idParam(request.kegiatanId),
    subKegiatanId: idParam(request.subKegiatanId),
    page: String(page),
  };
  return useEndpoint(definisiOperasionalModalEndpoint, { query }, { keepPrevious: true });
}

export function useKinerjaWakilDirektur(kinerjaProgramId: number) {
  return useEndpoint(kinerjaWakilDirekturModalEndpoint, { query: { kinerjaProgramId: String(kinerjaProgramId) } });
}

export function useKinerjaLangkahAksi(kinerjaProgramId: number) {
  return useEndpoint(kinerjaLangkahAksiModalEndpoint, { query: { kinerjaProgramId: String(kinerjaProgramId) } });
}

/** SPEC §8: a failed load closes the modal, so the global error reactions stay silent. */
export function useSolusiMasalah(type: KinerjaType, id: number) {
  const input = { query: { type, id: String(id) } };
  return useQuery({
    queryKey: endpointKey(solusiMasalahModalEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(solusiMasalahModalEndpoint, input, { signal, silent: true }),
    retry: false,
  });
}

/** SPEC §8: a failed load shows the toast 'Gagal memuat data' (the modal's own reaction). */
export function useRencanaAksiRb(kinerjaSubKegiatanId: number) {
  const input = { query: { kinerjaSubKegiatanId: String(kinerjaSubKegiatanId) } };
  return useQuery({
    queryKey: endpointKey(rencanaAksiRbModalEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(rencanaAksiRbModalEndpoint, input, { signal, silent: true }),
    retry: false,
    gcTime: 0,
  });
}

export function useUpdateRencanaAksiRb() {
  return useMutation({
    mutationFn: (body: { kinerjaSubKegiatanId: number; jenisRbId: number }) =>
      callEndpoint(simpanRencanaAksiRbEndpoint, { body }, { silent: true }),
  });
}

// -------------------------------------------------------------------------------------------
// Edit mode of the CSF notes and the solution (issue 24 item 4): declared endpoints
// -------------------------------------------------------------------------------------------

/** The diagram and the read-only modals show the notes: a write refreshes them. */
const CATATAN_SHOWN_IN = ['cascading', MODALS_GROUP] as const;

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
