import {
  capaian,
  capaianAnggaran,
  cumulativeByTriwulan,
  isAutoFillYear,
  isTercapai,
  monthlyColumns,
  monthlyValues,
  sumPresent,
  sumRealisasiAnggaran,
  TRIWULAN,
  type Polaritas,
} from '@sakip/domain';

/**
 * What program, kegiatan, sub kegiatan and langkah aksi measure: the payload → columns (with the
 * computed realisasi, capaian and realisasi anggaran: never taken from the client) and the
 * columns → record fields.
 */

export interface UkuranInput {
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: Polaritas;
  target: number | null;
  realisasi: number | null;
  anggaran: number;
  target_bulanan: (number | null)[];
  realisasi_bulanan: (number | null)[];
  anggaran_bulanan: (number | null)[];
  realisasi_anggaran_bulanan: (number | null)[];
  urutan: number;
}

/**
 * The columns of a payload for a year. From AUTO_FILL_FROM_YEAR the yearly realisasi is the sum
 * of the monthly realisasi (the entered one is ignored); realisasi anggaran is always the sum of
 * the monthly spending; capaian follows target, realisasi and the polarity.
 */
export function ukuranValues(input: UkuranInput, tahun: number) {
  const realisasi = isAutoFillYear(tahun) ? sumPresent(input.realisasi_bulanan) : input.realisasi;
  return {
    sasaran: input.sasaran,
    indikator: input.indikator,
    satuan: input.satuan,
    polaritas: input.polaritas,
    target: input.target,
    realisasi,
    capaian: capaian(input.target, realisasi, input.polaritas),
    anggaran: input.anggaran,
    realisasi_anggaran: sumRealisasiAnggaran(input.realisasi_anggaran_bulanan),
    ...monthlyColumns('target', input.target_bulanan),
    ...monthlyColumns('realisasi', input.realisasi_bulanan),
    ...monthlyColumns('anggaran', input.anggaran_bulanan),
    ...monthlyColumns('realisasi_anggaran', input.realisasi_anggaran_bulanan),
    urutan: input.urutan,
  };
}

/** The columns every kinerja row has (plus the joined unit name). */
export interface UkuranRow {
  id: number;
  tahun: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: string;
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  anggaran: number;
  realisasi_anggaran: number | null;
  urutan: number;
  updated_at: Date;
}

export function polaritasOf(value: string): Polaritas {
  return value === 'turun' ? 'turun' : 'naik';
}

export function ukuranRecord(row: UkuranRow) {
  const realisasiAnggaran = row.realisasi_anggaran ?? 0;
  return {
    id: row.id,
    tahun: row.tahun,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama ?? '',
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    polaritas: polaritasOf(row.polaritas),
    target: row.target,
    realisasi: row.realisasi,
    capaian: row.capaian,
    anggaran: row.anggaran,
    realisasi_anggaran: realisasiAnggaran,
    capaian_anggaran: capaianAnggaran(row.anggaran, realisasiAnggaran),
    urutan: row.urutan,
    updated_at: row.updated_at.toISOString(),
  };
}

type Quad = [number | null, number | null, number | null, number | null];

/** The monthly arrays, their cumulative quarter sums and the capaian of each quarter. */
export function bulananRecord(row: Record<string, unknown> & { polaritas: string }) {
  const target = monthlyValues(row, 'target');
  const realisasi = monthlyValues(row, 'realisasi');
  const targetTw = cumulativeByTriwulan(target);
  const realisasiTw = cumulativeByTriwulan(realisasi);
  const pol = polaritasOf(row.polaritas);
  return {
    target_bulanan: target,
    realisasi_bulanan: realisasi,
    anggaran_bulanan: monthlyValues(row, 'anggaran'),
    realisasi_anggaran_bulanan: monthlyValues(row, 'realisasi_anggaran'),
    target_triwulan: targetTw,
    realisasi_triwulan: realisasiTw,
    capaian_triwulan: targetTw.map((t, i) => capaian(t, realisasiTw[i], pol)) as Quad,
  };
}

/**
 * Which causes of failure no longer apply once a row is saved: all of its year when the yearly
 * capaian reaches 100, else those of the quarters whose cumulative capaian reaches 100.
 */
export function penyebabToClear(row: Record<string, unknown> & { capaian: number | null; polaritas: string }): {
  all: boolean;
  triwulan: number[];
} {
  if (isTercapai(row.capaian)) return { all: true, triwulan: [...TRIWULAN] };
  const { capaian_triwulan } = bulananRecord(row);
  return { all: false, triwulan: TRIWULAN.filter((tw) => isTercapai(capaian_triwulan[tw - 1])) };
}
