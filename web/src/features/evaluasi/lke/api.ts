import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  lkeHapusEvidenEndpoint,
  lkePlenoEndpoint,
  lkePublicHasilEndpoint,
  lkePublicUnitEndpoint,
  lkeRekapEndpoint,
  lkeSimpanEvidenEndpoint,
  lkeSimpanPenilaianEndpoint,
  lkeSimpanPlenoEndpoint,
  lkeUnggahEvidenEndpoint,
  lkeUnitEndpoint,
  type EndpointInput,
  type EndpointOutput,
  type LkeHasilKolom,
  type LkeKerangkaLogis,
  type LkeMissing,
  type LkePenilaianBody,
  type LkePlenoBody,
  type LkePublicHasil,
  type LkeStructure,
  type LkeWhatIf,
} from '@sakip/domain';
import { api } from '../../../api/client';
import { callEndpoint, endpointKey, useEndpoint } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';
import { getYear } from '../../../api/year';

/**
 * Keys of the LKE screens: everything under 'lke' (the declarations' group), so a write refreshes
 * every LKE view; the administration's reads are under 'lke-admin' (`LKE_GROUPS` refreshes both).
 */
export const lkeKeys = crudKeys('lke');
export const LKE_GROUPS = ['lke', 'lke-admin'] as const;

export type LkeUnit = EndpointOutput<typeof lkeUnitEndpoint>['data'][number];
export type LkePlenoView = EndpointOutput<typeof lkePlenoEndpoint>['data'];
export type LkeRekapRow = EndpointOutput<typeof lkeRekapEndpoint>['data'][number];

/*
 * The worksheet and the results keep their own types: their declared answers (lkeLembarSchema,
 * lkeHasilSchema) leave the enumerated texts open (lembar, jenis, status, predikat as string),
 * while the screens read them as the domain's types (LkeStructure, LkeWhatIf, 1 | 2, the verdicts).
 */
export interface Verdict {
  opsi_id: number | null;
  status: 'terima' | 'tolak' | null;
  catatan: string | null;
}
export interface EvidenValue {
  id: number | null;
  isi: string | null;
  file_name: string | null;
  file_size: number | null;
  sistem: boolean;
}
export interface LkeScoreView {
  komponen: { id: number; nilai: number; sub: { id: number; nilai: number }[] }[];
  total: number;
}
export interface LkeSheet {
  tahun: number;
  satuan_kerja: LkeUnit;
  tahap: string;
  tahap_label: string;
  lembar: 1 | 2;
  boleh_ubah: boolean;
  boleh_nilai: boolean;
  boleh_batal: boolean;
  batas_waktu: { nilai_date: string; terbuka: boolean } | null;
  struktur: LkeStructure;
  jawaban: Record<string, number | null>;
  jawaban_awal: Record<string, number | null> | null;
  eviden: Record<string, EvidenValue>;
  penilaian: Record<string, Verdict>;
  penilaian_awal: Record<string, Verdict> | null;
  skor_unit: LkeScoreView;
  predikat_unit: string | null;
  skor_validator: LkeScoreView | null;
  predikat_validator: string | null;
  kurang: LkeMissing[];
}
export interface LkeHasil {
  tahun: number;
  satuan_kerja: LkeUnit;
  tahap: string;
  tahap_label: string;
  struktur: LkePublicHasil['struktur'];
  kolom: LkeHasilKolom[];
  nilai_akhir: {
    nilai: number;
    sumber: string;
    predikat: string | null;
    keterangan: string | null;
    interpretasi: string | null;
  } | null;
  /** Closed on the scale of 12/2015 before the migration (its final value is the recorded one). */
  skala_lama: boolean;
  kerangka_logis: LkeKerangkaLogis[];
  catatan: { komponen_id: number; kriteria_id: number | null; teks: string }[];
  rekomendasi: { id: number; rekomendasi: string; status: string; tindak_lanjut: string | null }[];
  what_if: LkeWhatIf;
}

type Data<T> = { data: T };
const unitQuery = (unit: string | null) => (unit ? { satuan_kerja_id: unit } : {});

export function useLkeUnits(enabled: boolean) {
  return useEndpoint(lkeUnitEndpoint, {}, { enabled });
}

export function useLembar(tahap: 1 | 2, unit: string | null, enabled = true) {
  return useQuery({
    queryKey: lkeKeys.view('lembar', tahap, unit),
    queryFn: ({ signal }) => api.get<Data<LkeSheet>>('lke/lembar', { query: { tahap, ...unitQuery(unit) }, signal }),
    enabled,
  });
}

export function useHasil(unit: string | null, enabled = true) {
  return useQuery({
    queryKey: lkeKeys.view('hasil', unit),
    queryFn: ({ signal }) => api.get<Data<LkeHasil>>('lke/hasil', { query: unitQuery(unit), signal }),
    enabled,
  });
}

export function usePleno(unit: string | null) {
  return useEndpoint(lkePlenoEndpoint, { query: unitQuery(unit) }, { enabled: !!unit });
}

export function useRekap() {
  return useEndpoint(lkeRekapEndpoint, {});
}

/**
 * The public copies: the year a link names (?tahun_kinerja, in the key like any filter of the link),
 * else the public year, read when the request leaves (a year change refetches every query).
 */
type PublicInput = EndpointInput<typeof lkePublicUnitEndpoint>;
const linkQuery = (linkYear: number | null, unit: string | null) => ({
  tahun_kinerja: linkYear === null ? undefined : String(linkYear),
  ...unitQuery(unit),
});
const sentQuery = (linkYear: number | null, unit: string | null) => ({
  ...linkQuery(linkYear, unit),
  tahun_kinerja: String(linkYear ?? getYear('public')),
});

export function usePublicUnits(linkYear: number | null) {
  const input: PublicInput = { query: linkQuery(linkYear, null) };
  return useQuery({
    queryKey: endpointKey(lkePublicUnitEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(lkePublicUnitEndpoint, { query: sentQuery(linkYear, null) }, { signal }),
  });
}

export function usePublicHasil(linkYear: number | null, unit: string | null) {
  const input: PublicInput = { query: linkQuery(linkYear, unit) };
  return useQuery({
    queryKey: endpointKey(lkePublicHasilEndpoint, input),
    queryFn: ({ signal }) => callEndpoint(lkePublicHasilEndpoint, { query: sentQuery(linkYear, unit) }, { signal }),
  });
}

/** A write of the LKE: 422 and 409 are shown by the caller (submitFeedback), every LKE view refreshes. */
export function useLkeWrite<V>(send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all(LKE_GROUPS.map((group) => client.invalidateQueries({ queryKey: crudKeys(group).all }))),
  });
}

const quiet = { silent422: true } as const;
/** The form's save (the schema's output makes satuan_kerja_id a key always present). */
export interface EvidenBody {
  satuan_kerja_id?: string;
  tahap: 1 | 2;
  jawaban: { kriteria_id: number; opsi_id: number | null }[];
  eviden: { slot_id: number; isi: string | null }[];
}
export type PenilaianBody = LkePenilaianBody;
export const useSaveEviden = () =>
  useLkeWrite((body: EvidenBody) => callEndpoint(lkeSimpanEvidenEndpoint, { body }, quiet));
export const useUpload = () =>
  useLkeWrite((v: { slot_id: number; tahap: 1 | 2; file: File; satuan_kerja_id?: string }) => {
    const form = new FormData();
    form.append('slot_id', String(v.slot_id));
    form.append('tahap', String(v.tahap));
    if (v.satuan_kerja_id) form.append('satuan_kerja_id', v.satuan_kerja_id);
    form.append('file', v.file);
    // a file over the limit answers 413 with the message the Dokumen page shows: toasted by lkeFeedback
    return api.post<EndpointOutput<typeof lkeUnggahEvidenEndpoint>>(endpointPath(lkeUnggahEvidenEndpoint), form, {
      ...quiet,
      silentStatuses: [413],
    });
  });
export const useRemoveFile = () =>
  useLkeWrite((id: number) => callEndpoint(lkeHapusEvidenEndpoint, { params: { id: String(id) } }, quiet));
export const useSavePenilaian = () =>
  useLkeWrite((body: PenilaianBody) => callEndpoint(lkeSimpanPenilaianEndpoint, { body }, quiet));
export const useSavePleno = () =>
  useLkeWrite((body: LkePlenoBody) => callEndpoint(lkeSimpanPlenoEndpoint, { body }, quiet));
