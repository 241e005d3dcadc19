import { z } from 'zod';
import { listQuerySchema } from '../schemas/common';
import { rencanaAksiTriwulanFields } from '../schemas/display';
import { kinerjaLangkahAksiSchema } from '../schemas/perencanaan';
import {
  paramId,
  queryId,
  queryInt,
  requiredId,
  requiredInt,
  optionalRupiah,
  requiredText,
  satuanKerjaParam,
  satuanKerjaQuery,
} from '../schemas/primitives';
import { text, textN, int, intN, num, angka, bool, satuanKerjaRef } from '../schemas/record-fields';

/** API shapes of the rapor kinerja (DOMAIN-2 §1). Requests use the bounded primitives (decision 0012). */

/** Path `{triwulan}`: exactly 1..4 (anything else is a 404 on the route, see raporTriwulanParam). */
export const TRIWULAN_PATTERN = /^[1-4]$/;

export const raporCardQuerySchema = z.strictObject({ satuan_kerja_id: satuanKerjaQuery });
export const raporPublicQuerySchema = z.strictObject({
  tahun_kinerja: queryInt('Tahun kinerja', { min: 1, max: 9999 }),
});
export const raporPublicParamsSchema = z.object({
  triwulan: text,
  satuanKerjaId: satuanKerjaParam(),
});

export const raporRingkasanSchema = z.object({
  jumlah: int,
  tercapai: int,
  tidak_tercapai: int,
  capaian: num,
  anggaran: num,
  terserap: num,
  tidak_terserap: num,
  persen_terserap: angka,
  persen_tidak_terserap: angka,
  efisiensi: angka,
  anggaran_tidak_tercapai: num,
});

/** The card of /rapor-kinerja/{tw}/diagram and of its public copy (nothing private in it). */
export const raporCardSchema = z.object({
  tahun: int,
  triwulan: int,
  judul: text,
  satuan_kerja: satuanKerjaRef.nullable(),
  /** Units the viewer may choose (empty for those who see only their own, and on the public copy). */
  satuan_kerja_options: z.array(satuanKerjaRef),
  ringkasan: raporRingkasanSchema,
  penyebab: z.object({ gagal: z.number().int(), jumlah_penyebab: z.number().int() }),
  penyesuaian_intervensi: z.object({ label: z.string(), sebelum: z.number().int(), sesudah: z.number().int() }),
  penyesuaian_anggaran: z.object({ sebelum: z.number(), usulan: z.number(), sesudah: z.number() }),
  narasi: z.array(z.string()),
  rank: z.object({ rank: z.number().int().nullable(), total: z.number().int(), label: z.string() }),
});
export type RaporCard = z.infer<typeof raporCardSchema>;
export const raporCardResponseSchema = z.object({ data: raporCardSchema });

/**
 * A cause of failure of one item in one quarter: the penyebab_kegagalan row of the sub kegiatan
 * (one per item, year and quarter). CRUD under /rapor-kinerja/penyebab-kegagalan.
 */
export const raporPenyebabBodySchema = z.object({
  kinerja_sub_kegiatan_id: requiredId('Kinerja sub kegiatan'),
  triwulan: requiredInt('Triwulan', { min: 1, max: 4 }),
  penyebab: requiredText('Penyebab kegagalan', 5000),
});
export type RaporPenyebabBody = z.input<typeof raporPenyebabBodySchema>;
export const raporPenyebabListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  kinerja_sub_kegiatan_id: queryId('Kinerja sub kegiatan'),
  triwulan: queryInt('Triwulan', { min: 1, max: 4 }),
});
export type RaporPenyebabListQuery = z.infer<typeof raporPenyebabListQuerySchema>;

export const raporLangkahPerbaikanSchema = z.object({
  id: int,
  sasaran: text,
  indikator: text,
  satuan: text,
  target: angka,
  anggaran: angka,
  tim_kerja: textN,
});
export type RaporLangkahPerbaikan = z.infer<typeof raporLangkahPerbaikanSchema>;

export const raporPenyebabRecordSchema = z.object({
  id: int,
  kinerja_sub_kegiatan_id: int,
  satuan_kerja_id: text,
  tahun: int,
  triwulan: int,
  penyebab: text,
  sasaran: text,
  indikator: text,
});
export type RaporPenyebabRecord = z.infer<typeof raporPenyebabRecordSchema>;
export const raporPenyebabDetailSchema = raporPenyebabRecordSchema.extend({
  langkah_perbaikan: z.array(raporLangkahPerbaikanSchema),
});
export type RaporPenyebabDetail = z.infer<typeof raporPenyebabDetailSchema>;
/** A cause as an item's page lists it: its text and its corrective steps. */
export const raporPenyebabSchema = raporPenyebabDetailSchema.pick({
  id: true,
  penyebab: true,
  langkah_perbaikan: true,
});
export type RaporPenyebab = z.infer<typeof raporPenyebabSchema>;

/** /rapor-kinerja/{tw}/data/{kinerjaId}/penyebab-kegagalan: the item, its months, its causes. */
export const raporItemDetailSchema = z.object({
  id: int,
  tahun: int,
  triwulan: int,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sub_kegiatan: text,
  sasaran: text,
  indikator: text,
  satuan: text,
  polaritas: text,
  bulan: z.array(
    z.object({
      bulan: int,
      target: angka,
      realisasi: angka,
      target_kumulatif: angka,
      realisasi_kumulatif: angka,
      /** Realisasi (cumulative) below target (above for a lower-is-better indicator). */
      di_bawah_target: bool,
    }),
  ),
  target: angka,
  realisasi: angka,
  capaian: angka,
  tercapai: bool,
  anggaran: num,
  /** Langkah aksi of the item that are not corrective steps. */
  langkah_aksi: z.array(z.object({ id: z.number().int(), sasaran: z.string() })),
  penyebab: z.array(raporPenyebabSchema),
  /** May the viewer add, edit and delete causes and corrective steps of this item? */
  dapat_mengubah: bool,
});
export type RaporItemDetail = z.infer<typeof raporItemDetailSchema>;
export const raporItemDetailResponseSchema = z.object({ data: raporItemDetailSchema });
export const raporItemParamsSchema = z.object({ triwulan: z.string(), kinerjaId: paramId('Kinerja') });
export const raporPenyebabParamsSchema = z.object({ triwulan: z.string(), id: paramId('Penyebab kegagalan') });

/** /rapor-kinerja/{tw}/langkah-aksi-perbaikan: failed items with causes and their corrective steps. */
export const raporPerbaikanItemSchema = z.object({
  id: int,
  sub_kegiatan: text,
  sasaran: text,
  indikator: text,
  langkah_aksi: z.array(z.string()),
  penyebab: z.array(raporPenyebabSchema),
});
export type RaporPerbaikanItem = z.infer<typeof raporPerbaikanItemSchema>;
export const raporPerbaikanResponseSchema = z.object({
  data: z.object({
    satuan_kerja: satuanKerjaRef.nullable(),
    satuan_kerja_options: z.array(satuanKerjaRef),
    items: z.array(raporPerbaikanItemSchema),
  }),
});

/** Penambahan jumlah output: four non-negative counts of a unit's year (SPEC: 2023 only). */
export const penambahanOutputBodySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tw1: requiredInt('Triwulan I', { min: 0, max: 1_000_000 }),
  tw2: requiredInt('Triwulan II', { min: 0, max: 1_000_000 }),
  tw3: requiredInt('Triwulan III', { min: 0, max: 1_000_000 }),
  tw4: requiredInt('Triwulan IV', { min: 0, max: 1_000_000 }),
});
export type PenambahanOutputBody = z.input<typeof penambahanOutputBodySchema>;
export const penambahanOutputRowSchema = z.object({
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  tw1: int,
  tw2: int,
  tw3: int,
  tw4: int,
});
export type PenambahanOutputRow = z.infer<typeof penambahanOutputRowSchema>;
export const penambahanOutputResponseSchema = z.object({
  data: z.object({ tahun: z.number().int(), units: z.array(penambahanOutputRowSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Rencana aksi (/rencana-aksi): rows per SS-PD with quarterly targets and realisations
// ---------------------------------------------------------------------------------------------

export const rencanaAksiListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  sasaran_strategis_pd_id: queryId('Sasaran strategis PD'),
  sasaran_strategis_rpjmd_id: queryId('Sasaran strategis RPJMD'),
});
export type RencanaAksiListQuery = z.infer<typeof rencanaAksiListQuerySchema>;

export const rencanaAksiRecordSchema = z.object({
  id: int,
  tahun: int,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran_strategis_pd_id: intN,
  sasaran_strategis_pd: textN,
  iku: textN,
  sasaran_strategis_rpjmd_id: intN,
  ...rencanaAksiTriwulanFields,
  pengampu_type: z.enum(['unit-kerja', 'tim-kerja']).nullable(),
  unit_kerja_id: intN,
  tim_kerja_id: intN,
  pengampu: text,
  urutan: int,
});
export type RencanaAksiRecord = z.infer<typeof rencanaAksiRecordSchema>;

/**
 * A corrective step (langkah aksi perbaikan) as its form names the fields: the langkah aksi body
 * without its sub kegiatan (the cause's item is used), "Langkah Aksi" for the sasaran text and
 * "Usulan Anggaran" for the budget, which is refused when negative (issue 25 items 20-21).
 */
export const langkahPerbaikanSchema = kinerjaLangkahAksiSchema.omit({ kinerja_sub_kegiatan_id: true }).extend({
  sasaran: requiredText('Langkah Aksi', 2000),
  anggaran: optionalRupiah('Usulan Anggaran').transform((v) => v ?? 0),
});
