import { z } from 'zod';
import { queryInt, satuanKerjaParam } from './primitives';
import { AKSI_VALIDASI_PERENCANAAN, FASE_VALIDASI_PERENCANAAN } from '../validasi-perencanaan';
import { listQuerySchema } from './common';
import type { ajukanValidasiPerencanaanSchema } from './perencanaan';
import type { validasiPerencanaanStatusSchema } from './referensi';
import { text, textN, num, angka } from './record-fields';

/**
 * The planning-validation flow (/validasi-perencanaan/...). The payloads of submit and decide are
 * ajukanValidasiPerencanaanSchema and validasiPerencanaanSchema (perencanaan.ts).
 */

/** GET /validasi-perencanaan: the user's unit's record (status, tahap, fase, catatan). */
export type ValidasiPerencanaanStatusRecord = NonNullable<z.infer<typeof validasiPerencanaanStatusSchema>['data']>;

export type AjukanValidasiPerencanaanInput = z.input<typeof ajukanValidasiPerencanaanSchema>;

export const satkerParamSchema = z.object({ satkerId: satuanKerjaParam() });

/** Units and their plan's validation: filters tahap, status (1 Tervalidasi / 0 Belum) and fase. */
export const validasiPerencanaanListQuerySchema = listQuerySchema.extend({
  tahap: queryInt('Tahap', { min: 1, max: 3 }),
  status: z.enum(['', '1', '0'], { error: 'Status harus 1 atau 0' }).optional(),
  fase: z.union([z.literal(''), z.enum(FASE_VALIDASI_PERENCANAAN, { error: 'Fase tidak dikenal' })]).optional(),
});
export type ValidasiPerencanaanListQuery = z.input<typeof validasiPerencanaanListQuerySchema>;

const faseSchema = z.enum(FASE_VALIDASI_PERENCANAAN);

/** What the actor may do with this unit's plan now (the buttons the screens show). */
export const aksiTersediaSchema = z.object({ ajukan: z.boolean(), validasi: z.boolean() });

export const validasiPerencanaanUnitSchema = z.object({
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  status: z.boolean().nullable(),
  tahap: angka,
  fase: faseSchema,
  catatan: textN,
  updated_at: textN,
  aksi: aksiTersediaSchema,
});
export type ValidasiPerencanaanUnit = z.infer<typeof validasiPerencanaanUnitSchema>;

export const transisiValidasiRecordSchema = z.object({
  id: num,
  aksi: z.enum(AKSI_VALIDASI_PERENCANAAN),
  /** The stage at which it was done. */
  tahap: num,
  catatan: textN,
  actor_nama: textN,
  created_at: text,
});
export type TransisiValidasiRecord = z.infer<typeof transisiValidasiRecordSchema>;

const ringkasSchema = z.object({
  id: num,
  kode: textN,
  nama: textN,
  sasaran: text,
  indikator: text,
  satuan: text,
  target: angka,
  anggaran: num,
});
const subKegiatanRingkasSchema = ringkasSchema;
const kegiatanRingkasSchema = ringkasSchema.extend({ sub_kegiatan: z.array(subKegiatanRingkasSchema) });
const programRingkasSchema = ringkasSchema.extend({ kegiatan: z.array(kegiatanRingkasSchema) });
const sasaranRingkasSchema = z.object({
  id: num,
  sasaran_strategis_satker: text,
  iku: text,
  satuan: text,
  target: angka,
  program: z.array(programRingkasSchema),
});
export type ProgramRingkas = z.infer<typeof programRingkasSchema>;
export type SasaranRingkas = z.infer<typeof sasaranRingkasSchema>;

/** One unit's plan under review: its status, the SS-PD → program → kegiatan → sub tree, the history. */
export const validasiPerencanaanDetailSchema = z.object({
  data: validasiPerencanaanUnitSchema.extend({
    tahun: num,
    /** The unit's SS-PD of the period and the SS-PD its programs of the year hang under (a biro's: setda's). */
    rencana: z.array(sasaranRingkasSchema),
    riwayat: z.array(transisiValidasiRecordSchema),
  }),
});
export type ValidasiPerencanaanDetail = z.infer<typeof validasiPerencanaanDetailSchema>['data'];
