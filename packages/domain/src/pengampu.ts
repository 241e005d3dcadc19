import { SATKER_SETDA_ID } from './satuan-kerja';

/**
 * Who carries a performance (pengampu) and how the diagram names them (SPEC §9):
 * - the city level (RPJMD goals): 'Walikota';
 * - a unit's goals (SS-PD): its head, 'Kepala {unit name}', except the regional secretariat
 *   ('Sekretaris Daerah'), the inspectorate ('Inspektur') and a hospital goal flagged as the
 *   director's (is_kinerja_direktur_rsud: 'Direktur {unit name}');
 * - program, kegiatan, sub kegiatan: the position of the organisation structure (unit-kerja) or
 *   the team (tim-kerja) chosen as pengampu, '-' when none.
 */
export const PENGAMPU_TYPES = ['unit-kerja', 'tim-kerja'] as const;
export type PengampuType = (typeof PENGAMPU_TYPES)[number];

/** A stored pengampu_type as the type, null when empty or unknown. */
export function pengampuTypeOf(value: string | null | undefined): PengampuType | null {
  return (PENGAMPU_TYPES as readonly (string | null | undefined)[]).includes(value) ? (value as PengampuType) : null;
}

/** Values of the pengampu filter (SPEC §4): '-' = without pengampu. */
export const PENGAMPU_FILTERS = ['-', 'tim-kerja', 'unit-kerja'] as const;
export type PengampuFilter = (typeof PENGAMPU_FILTERS)[number];

export const PENGAMPU_WALIKOTA = 'Walikota';
export const PENGAMPU_SEKRETARIS_DAERAH = 'Sekretaris Daerah';
export const PENGAMPU_INSPEKTUR = 'Inspektur';
export const PENGAMPU_KOSONG = '-';

/** What the rules need of a satuan_kerja row. */
export interface SatuanKerjaPengampu {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  /** dinas, badan, sekretariat, biro, inspektorat, rsud, kecamatan, ... */
  jenis: string;
  is_rsud: boolean;
}

/** What the rules need of a unit_kerja row (a position of the organisation structure). */
export interface UnitKerjaPengampu {
  jabatan_nama: string;
  unit_kerja_nama_full?: string | null;
}

/** What the rules need of a tim_kerja row. */
export interface TimKerjaPengampu {
  nama: string;
  ketua_nama?: string | null;
}

export type PengampuInput =
  | { level: 'kota' }
  | { level: 'satuan-kerja'; satuanKerja: SatuanKerjaPengampu; isKinerjaDirekturRsud?: boolean }
  | {
      level: 'kinerja';
      pengampu_type: PengampuType | null | undefined;
      unitKerja?: UnitKerjaPengampu | null;
      timKerja?: TimKerjaPengampu | null;
    };

export function isInspektorat(unit: Pick<SatuanKerjaPengampu, 'jenis'>): boolean {
  return unit.jenis === 'inspektorat';
}

/** The head of a unit as the pengampu of its goals. */
export function pengampuSatuanKerja(
  unit: SatuanKerjaPengampu,
  options: { isKinerjaDirekturRsud?: boolean } = {},
): string {
  if (unit.satuan_kerja_id === SATKER_SETDA_ID) return PENGAMPU_SEKRETARIS_DAERAH;
  if (isInspektorat(unit)) return PENGAMPU_INSPEKTUR;
  if (unit.is_rsud && options.isKinerjaDirekturRsud) return `Direktur ${unit.satuan_kerja_nama}`;
  return `Kepala ${unit.satuan_kerja_nama}`;
}

/** The pengampu label of a diagram node. */
export function pengampuLabel(input: PengampuInput): string {
  switch (input.level) {
    case 'kota':
      return PENGAMPU_WALIKOTA;
    case 'satuan-kerja':
      return pengampuSatuanKerja(input.satuanKerja, { isKinerjaDirekturRsud: input.isKinerjaDirekturRsud ?? false });
    case 'kinerja':
      if (input.pengampu_type === 'unit-kerja' && input.unitKerja) return input.unitKerja.jabatan_nama;
      if (input.pengampu_type === 'tim-kerja' && input.timKerja) return input.timKerja.nama;
      return PENGAMPU_KOSONG;
  }
}
