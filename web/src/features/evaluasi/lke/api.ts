import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LkeHasilKolom,
  LkeKerangkaLogis,
  LkeMissing,
  LkePublicHasil,
  LkeStructure,
  LkeWhatIf,
} from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';
import { getYear } from '../../../api/year';

/** Keys of the LKE screens: everything under 'lke', so a write refreshes every LKE view. */
export const lkeKeys = crudKeys('lke');

export interface LkeUnit {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  tahap?: string | null;
}
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
export interface LkePlenoView {
  satuan_kerja: LkeUnit;
  tahap: string;
  tahap_label: string;
  boleh_ubah: boolean;
  komponen: {
    komponen_id: number;
    kode: string;
    nama: string;
    bobot: number;
    nilai_tahap_akhir: number | null;
    nilai_pleno: number | null;
  }[];
}
export interface LkeRekapRow {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  tahap: string;
  tahap_label: string;
  nilai_self_assessment: number | null;
  nilai_akhir: number | null;
  sumber: string | null;
  predikat: string | null;
  skala_lama: boolean;
}

type Data<T> = { data: T };
const unitQuery = (unit: string | null) => (unit ? { satuan_kerja_id: unit } : {});

export function useLkeUnits(enabled: boolean) {
  return useQuery({
    queryKey: lkeKeys.view('unit'),
    queryFn: ({ signal }) => api.get<Data<LkeUnit[]>>('lke/unit', { signal }),
    enabled,
  });
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
  return useQuery({
    queryKey: lkeKeys.view('pleno', unit),
    queryFn: ({ signal }) => api.get<Data<LkePlenoView>>('lke/pleno', { query: unitQuery(unit), signal }),
    enabled: !!unit,
  });
}

export function useRekap() {
  return useQuery({
    queryKey: lkeKeys.view('rekap'),
    queryFn: ({ signal }) => api.get<Data<LkeRekapRow[]>>('lke/rekap', { signal }),
  });
}

/**
 * The public copies: the year a link names (?tahun_kinerja, in the key like any filter of the link),
 * else the public year, read when the request leaves (a year change refetches every query).
 */
const publicYear = (linkYear: number | null) => ({ tahun_kinerja: linkYear ?? getYear('public') });

export function usePublicUnits(linkYear: number | null) {
  return useQuery({
    queryKey: lkeKeys.view('public-unit', { tahun_kinerja: linkYear }),
    queryFn: ({ signal }) => api.get<Data<LkeUnit[]>>('public-display/lke/unit', { query: publicYear(linkYear), signal }),
  });
}

export function usePublicHasil(linkYear: number | null, unit: string | null) {
  return useQuery({
    queryKey: lkeKeys.view('public-hasil', { tahun_kinerja: linkYear }, unit),
    queryFn: ({ signal }) =>
      api.get<Data<LkePublicHasil>>('public-display/lke/hasil', {
        query: { ...publicYear(linkYear), ...unitQuery(unit) },
        signal,
      }),
  });
}

/** A write of the LKE: 422 and 409 are shown by the caller (submitFeedback), every LKE view refreshes. */
function useLkeWrite<V>(send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: lkeKeys.all }),
  });
}

const quiet = { silent422: true } as const;
export interface EvidenBody {
  satuan_kerja_id?: string;
  tahap: 1 | 2;
  jawaban: { kriteria_id: number; opsi_id: number | null }[];
  eviden: { slot_id: number; isi: string | null }[];
}
export const useSaveEviden = () => useLkeWrite((b: EvidenBody) => api.put('lke/eviden', b, quiet));
export const useUpload = () =>
  useLkeWrite((v: { slot_id: number; tahap: 1 | 2; file: File; satuan_kerja_id?: string }) => {
    const form = new FormData();
    form.append('slot_id', String(v.slot_id));
    form.append('tahap', String(v.tahap));
    if (v.satuan_kerja_id) form.append('satuan_kerja_id', v.satuan_kerja_id);
    form.append('file', v.file);
    // a file over the limit answers 413 with the message the Dokumen page shows: toasted by lkeFeedback
    return api.post('lke/eviden/upload', form, { ...quiet, silentStatuses: [413] });
  });
export const useRemoveFile = () => useLkeWrite((id: number) => api.delete(`lke/eviden/${id}/file`, quiet));
export interface PenilaianBody {
  satuan_kerja_id: string;
  tahap: 1 | 2;
  nilai: { kriteria_id: number; opsi_id: number | null; status: 'terima' | 'tolak' | null; catatan: string | null }[];
}
export const useSavePenilaian = () => useLkeWrite((b: PenilaianBody) => api.put('lke/penilaian', b, quiet));
export const useSavePleno = () =>
  useLkeWrite((b: { satuan_kerja_id: string; nilai: { komponen_id: number; nilai: number }[] }) =>
    api.put('lke/pleno', b, quiet),
  );
