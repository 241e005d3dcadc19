import { eq } from 'drizzle-orm';
import type { KinerjaChild } from '@sakip/domain';
import { kinerjaCrossCutting } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import type { XlsxColumn } from '../../../lib/xlsx';
import type { UkuranInput, ukuranRecord } from './ukuran';

/**
 * The fields program, kegiatan and sub kegiatan share beyond the measurement: pengampu,
 * definisi operasional, flags; the child lists of show pages; the common export columns.
 */

export interface KinerjaDetailInput {
  pengampu_type: 'unit-kerja' | 'tim-kerja' | null;
  unit_kerja_id: number | null;
  tim_kerja_id: number | null;
  do_narasi: string | null;
  do_rumus: string | null;
  do_keterangan: string | null;
  do_sumber: string | null;
  status_upload_pk: boolean;
  skp: boolean;
  is_kinerja_direktur_to_wakil_direktur_rsud: boolean;
  kinerja_cross_cutting_id: number | null;
}

export function kinerjaDetailValues(input: KinerjaDetailInput) {
  return {
    pengampu_type: input.pengampu_type,
    unit_kerja_id: input.unit_kerja_id,
    tim_kerja_id: input.tim_kerja_id,
    ...kinerjaDetailRecord(input),
  };
}

export function kinerjaDetailRecord(row: Omit<KinerjaDetailInput, 'pengampu_type' | 'unit_kerja_id' | 'tim_kerja_id'>) {
  return {
    ...dataOperasionalOf(row),
    is_kinerja_direktur_to_wakil_direktur_rsud: row.is_kinerja_direktur_to_wakil_direktur_rsud,
    kinerja_cross_cutting_id: row.kinerja_cross_cutting_id,
  };
}

type DataOperasional = Pick<
  KinerjaDetailInput,
  'do_narasi' | 'do_rumus' | 'do_keterangan' | 'do_sumber' | 'status_upload_pk' | 'skp'
>;

/** The definisi operasional and the PK/SKP flags, which SS-PD shares with the kinerja levels. */
export function dataOperasionalOf(row: DataOperasional): DataOperasional {
  return {
    do_narasi: row.do_narasi,
    do_rumus: row.do_rumus,
    do_keterangan: row.do_keterangan,
    do_sumber: row.do_sumber,
    status_upload_pk: row.status_upload_pk,
    skp: row.skp,
  };
}

export function crossCuttingCheck(id: number | null): RefCheck | undefined {
  if (id === null) return undefined;
  return {
    field: 'kinerja_cross_cutting_id',
    message: 'Kinerja cross cutting tidak ditemukan',
    ok: existsIn(kinerjaCrossCutting, eq(kinerjaCrossCutting.id, id)),
  };
}

type ChildRow = Omit<KinerjaChild, 'is_cross' | 'satuan_kerja_nama' | 'kode' | 'nama'> & {
  kode?: string | null;
  nama?: string | null;
  satuan_kerja_nama: string | null;
};

export function childRecords(rows: ChildRow[], isCross: boolean): KinerjaChild[] {
  return rows.map((r) => ({
    id: r.id,
    kode: r.kode ?? null,
    nama: r.nama ?? null,
    sasaran: r.sasaran,
    indikator: r.indikator,
    target: r.target,
    satuan: r.satuan,
    realisasi: r.realisasi,
    capaian: r.capaian,
    satuan_kerja_id: r.satuan_kerja_id,
    satuan_kerja_nama: r.satuan_kerja_nama ?? '',
    is_cross: isCross,
  }));
}

/** The measurement columns every kinerja export ends with. */
export function ukuranXlsxColumns<
  T extends ReturnType<typeof ukuranRecord> & { pengampu?: string },
>(): XlsxColumn<T>[] {
  return [
    { header: 'Sasaran', value: (r) => r.sasaran, width: 40 },
    { header: 'Indikator', value: (r) => r.indikator, width: 40 },
    { header: 'Target', value: (r) => r.target, format: 'angka' },
    { header: 'Satuan', value: (r) => r.satuan, width: 14 },
    { header: 'Realisasi', value: (r) => r.realisasi, format: 'angka' },
    { header: 'Capaian (%)', value: (r) => r.capaian, format: 'persen' },
    { header: 'Anggaran (Rp)', value: (r) => r.anggaran, format: 'rupiah' },
    { header: 'Realisasi Anggaran (Rp)', value: (r) => r.realisasi_anggaran, format: 'rupiah' },
    { header: 'Pengampu', value: (r) => r.pengampu ?? '-', width: 30 },
  ];
}

export type { UkuranInput };
