import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pengampuLabel, pengampuTypeOf } from '@sakip/domain';
import { pegawai, timKerja, unitKerja } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';

/**
 * Pengampu of program, kegiatan and sub kegiatan (and the team of a langkah aksi): the joined
 * names for lists (left joins on unit_kerja, tim_kerja and the team leader) and the payload checks.
 * Repositories join: .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
 *   .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id)).leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip))
 */
export const ketua = alias(pegawai, 'ketua');

export const pengampuColumns = {
  uk_jabatan_nama: unitKerja.jabatan_nama,
  uk_unit_kerja_nama: unitKerja.unit_kerja_nama,
  uk_nama_full: unitKerja.unit_kerja_nama_full,
  tk_nama: timKerja.nama,
  tk_ketua_nama: ketua.peg_nama,
};

export const timKerjaColumns = { tk_nama: timKerja.nama, tk_ketua_nama: ketua.peg_nama };

interface TimRow {
  tim_kerja_id: number | null;
  tk_nama: string | null;
  tk_ketua_nama: string | null;
}
interface PengampuRow extends TimRow {
  pengampu_type: string | null;
  unit_kerja_id: number | null;
  uk_jabatan_nama: string | null;
  uk_unit_kerja_nama: string | null;
  uk_nama_full: string | null;
}

export function timKerjaRecord(row: TimRow) {
  return row.tim_kerja_id !== null && row.tk_nama !== null
    ? { id: row.tim_kerja_id, nama: row.tk_nama, ketua: row.tk_ketua_nama ? { peg_nama: row.tk_ketua_nama } : null }
    : null;
}

export function pengampuRecord(row: PengampuRow) {
  const type = pengampuTypeOf(row.pengampu_type);
  const struktur =
    row.uk_jabatan_nama !== null
      ? { jabatan_nama: row.uk_jabatan_nama, unit_kerja_nama_full: row.uk_nama_full ?? '' }
      : null;
  const tim = timKerjaRecord(row);
  return {
    pengampu_type: type,
    unit_kerja_id: row.unit_kerja_id,
    tim_kerja_id: row.tim_kerja_id,
    pengampu: pengampuLabel({
      level: 'kinerja',
      pengampu_type: type,
      unitKerja: struktur,
      timKerja: tim ? { nama: tim.nama, ketua_nama: tim.ketua?.peg_nama ?? null } : null,
    }),
    unit_kerja_nama: row.uk_unit_kerja_nama,
    struktur_organisasi: struktur,
    tim_kerja: tim,
  };
}

/** The team must be one of the unit's teams of the year. */
export function timKerjaCheck(
  timKerjaId: number | null,
  satuanKerjaId: string,
  tahun: number,
  field = 'tim_kerja_id',
): RefCheck | undefined {
  if (timKerjaId === null) return undefined;
  return {
    field,
    message: 'Tim kerja tidak ditemukan pada satuan kerja dan tahun ini',
    ok: existsIn(
      timKerja,
      eq(timKerja.id, timKerjaId),
      eq(timKerja.satuan_kerja_id, satuanKerjaId),
      eq(timKerja.tahun, tahun),
    ),
  };
}

/** The chosen pengampu belongs to the record's unit (and year, for a team). */
export function pengampuChecks(
  input: { pengampu_type: string | null; unit_kerja_id: number | null; tim_kerja_id: number | null },
  satuanKerjaId: string,
  tahun: number,
): (RefCheck | undefined)[] {
  return [
    input.unit_kerja_id !== null
      ? {
          field: 'unit_kerja_id',
          message: 'Unit kerja pengampu tidak ditemukan pada satuan kerja ini',
          ok: existsIn(
            unitKerja,
            and(eq(unitKerja.id, input.unit_kerja_id), eq(unitKerja.satuan_kerja_id, satuanKerjaId)),
          ),
        }
      : undefined,
    timKerjaCheck(input.tim_kerja_id, satuanKerjaId, tahun),
  ];
}
