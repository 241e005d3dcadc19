import { z } from 'zod';
import { satuanKerjaQuery } from './primitives';
import { listQuerySchema } from './common';
import { idFilter } from './perencanaan';

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
export const subKegiatanListQuerySchema = listQuerySchema.extend({
  aktif: aktifFilter,
  program_id: idFilter,
  kegiatan_id: idFilter,
});
export type SubKegiatanListQuery = z.infer<typeof subKegiatanListQuerySchema>;

const masterBase = {
  id: z.number(),
  kode: z.string(),
  nama: z.string(),
  aktif: z.boolean(),
  updated_at: z.string(),
};
const masterRef = z.object({ id: z.number(), kode: z.string(), nama: z.string() });
/** How many kinerja rows use a master entry (of every year): why it cannot be deleted. */
const dipakai = z.number();

export const programRecordSchema = z.object({
  ...masterBase,
  jumlah_kegiatan: z.number(),
  jumlah_satuan_kerja: z.number(),
});
export type ProgramRecord = z.infer<typeof programRecordSchema>;
export const programDetailSchema = programRecordSchema.extend({
  satuan_kerja: z.array(z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() })),
  kegiatan: z.array(masterRef),
  jumlah_kinerja: dipakai,
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const kegiatanRecordSchema = z.object({
  ...masterBase,
  program_id: z.number(),
  program: masterRef,
  jumlah_sub_kegiatan: z.number(),
});
export type KegiatanRecord = z.infer<typeof kegiatanRecordSchema>;
export const kegiatanDetailSchema = kegiatanRecordSchema.extend({
  sub_kegiatan: z.array(masterRef),
  jumlah_kinerja: dipakai,
});
export type KegiatanDetail = z.infer<typeof kegiatanDetailSchema>;

export const subKegiatanRecordSchema = z.object({
  ...masterBase,
  kegiatan_id: z.number(),
  kegiatan: masterRef,
  program: masterRef,
  indikator: z.string().nullable(),
  satuan: z.string().nullable(),
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
  id: z.number(),
  tahun: z.number(),
  satuan_kerja_id: z.string(),
  satuan_kerja_nama: z.string(),
  sub_kegiatan_id: z.number().nullable(),
  sub_kegiatan: masterRef.nullable(),
  indikator_output: z.string(),
  indikator_kemendagri: z.string().nullable(),
  satuan: z.string().nullable(),
  is_fungsional: z.boolean(),
  keterangan: z.string().nullable(),
  status_validasi: z.boolean(),
  catatan_validasi: z.string().nullable(),
  validasi_at: z.string().nullable(),
  validasi_nama: z.string().nullable(),
  updated_at: z.string(),
});
export type KamusIndikatorRecord = z.infer<typeof kamusIndikatorRecordSchema>;
