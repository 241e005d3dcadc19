import { z } from 'zod';
import { satuanKerjaQuery } from './primitives';
import { listQuerySchema } from './common';
import { idFilter } from './perencanaan';
import { text, textN, num, angka, bool, satuanKerjaRef } from './record-fields';

/**
 * Master data (super): the Kemendagri nomenclature program → kegiatan → sub kegiatan, and the
 * indicator dictionary (kamus indikator) of the units with its validation by Bappeda. The payloads
 * (programSchema, kegiatanSchema, subKegiatanSchema, kamusIndikatorSchema) are in perencanaan.ts.
 */

/** '' = all, '1' = aktif, '0' = tidak aktif */
const aktifFilter = z.enum(['', '1', '0']).optional();

export const programListQuerySchema = listQuerySchema.extend({ aktif: aktifFilter });
export type ProgramListQuery = z.infer<typeof programListQuerySchema>;
export const kegiatanListQuerySchema = listQuerySchema.extend({ aktif: aktifFilter, program_id: idFilter });
export type KegiatanListQuery = z.infer<typeof kegiatanListQuerySchema>;
export const subKegiatanListQuerySchema = kegiatanListQuerySchema.extend({ kegiatan_id: idFilter });
export type SubKegiatanListQuery = z.infer<typeof subKegiatanListQuerySchema>;

const masterBase = {
  id: num,
  kode: text,
  nama: text,
  aktif: bool,
  updated_at: text,
};
const masterRef = z.object({ id: z.number(), kode: z.string(), nama: z.string() });
/** How many kinerja rows use a master entry (of every year): why it cannot be deleted. */
const dipakai = z.number();

export const programRecordSchema = z.object({
  ...masterBase,
  jumlah_kegiatan: num,
  jumlah_satuan_kerja: num,
});
export type ProgramRecord = z.infer<typeof programRecordSchema>;
export const programDetailSchema = programRecordSchema.extend({
  satuan_kerja: z.array(satuanKerjaRef),
  kegiatan: z.array(masterRef),
  jumlah_kinerja: dipakai,
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const kegiatanRecordSchema = z.object({
  ...masterBase,
  program_id: num,
  program: masterRef,
  jumlah_sub_kegiatan: num,
});
export type KegiatanRecord = z.infer<typeof kegiatanRecordSchema>;
export const kegiatanDetailSchema = kegiatanRecordSchema.extend({
  sub_kegiatan: z.array(masterRef),
  jumlah_kinerja: dipakai,
});
export type KegiatanDetail = z.infer<typeof kegiatanDetailSchema>;

export const subKegiatanRecordSchema = z.object({
  ...masterBase,
  kegiatan_id: num,
  kegiatan: masterRef,
  program: masterRef,
  indikator: textN,
  satuan: textN,
});
export type SubKegiatanRecord = z.infer<typeof subKegiatanRecordSchema>;
export const subKegiatanDetailSchema = subKegiatanRecordSchema.extend({ jumlah_kinerja: dipakai });
export type SubKegiatanDetail = z.infer<typeof subKegiatanDetailSchema>;

// -------------------------------------------------------------------------------------------
// Kamus indikator (payload: kamusIndikatorSchema in perencanaan.ts; validation: validasiBappedaSchema)
// -------------------------------------------------------------------------------------------

export const kamusIndikatorListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  /** '' = all, '1' = Tervalidasi, '0' = Belum Tervalidasi */
  status_validasi: z.enum(['', '1', '0']).optional(),
  /** '1' = /kamus-indikator-fungsional, '0' = /kamus-indikator, '' or absent = both */
  is_fungsional: z.enum(['', '1', '0']).optional(),
});
export type KamusIndikatorListQuery = z.infer<typeof kamusIndikatorListQuerySchema>;

export const kamusIndikatorRecordSchema = z.object({
  id: num,
  tahun: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sub_kegiatan_id: angka,
  sub_kegiatan: masterRef.nullable(),
  indikator_output: text,
  indikator_kemendagri: textN,
  satuan: textN,
  is_fungsional: bool,
  keterangan: textN,
  status_validasi: bool,
  catatan_validasi: textN,
  validasi_at: textN,
  validasi_nama: textN,
  updated_at: text,
});
export type KamusIndikatorRecord = z.infer<typeof kamusIndikatorRecordSchema>;
