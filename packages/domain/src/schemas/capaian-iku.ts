import { z } from 'zod';
import { satuanKerjaQuery } from './primitives';
import { text, int, num, angka, satuanKerjaRef } from './record-fields';

/**
 * GET /capaian-iku (logged in) and GET /public-display/capaian-iku (public): the strategic-goal
 * diagram of the city and the IKU diagram of one unit (SPEC §1, §3, §5). Records carry the
 * per-year keys of SPEC §3 (capaian_2024, target_2024, ...: see capaianYearKey) beside a
 * `ringkasan` with the same numbers under fixed names, which the pages draw. The per-year keys
 * are numbers or null (loose objects: their names depend on the year).
 */
export const capaianIkuQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
});

export const perbandinganRataRataSchema = z.union([
  z.object({
    ada: z.literal(true),
    status: z.enum(['lebih-tinggi', 'lebih-rendah', 'sama']),
    label: text,
    selisih: num,
    pesan: text,
  }),
  z.object({ ada: z.literal(false), pesan: z.string() }),
]);

export const ringkasanCapaianSchema = z.object({
  tahun: int,
  capaian: angka,
  target: angka,
  realisasi: angka,
  realisasi_tahun_lalu: angka,
  growth: angka,
  growth_satuan: z.enum(['poin', 'persen']),
  capaian_target_akhir: angka,
  perbandingan: perbandinganRataRataSchema,
});

/** SPEC §3 'Strategic goal RPJMD record' (+ the per-year keys). */
export const capaianSasaranRpjmdSchema = z.looseObject({
  id: int,
  sasaran_strategis: z.object({ sasaran: z.string() }),
  indikator: text,
  indikator_sasaran_strategis_id: int,
  satuan: text,
  rata_nasional: angka,
  efisiensi_sumber_daya: z.object({ persen: angka, nominal: angka }),
  ringkasan: ringkasanCapaianSchema,
});
export type CapaianSasaranRpjmd = z.infer<typeof capaianSasaranRpjmdSchema>;

/** SPEC §3 'Work-unit IKU record' (+ the per-year keys). */
export const capaianIkuPdSchema = z.looseObject({
  id: int,
  sasaran_strategis_satker: text,
  iku: text,
  satuan: text,
  rata_nasional: angka,
  indikator_sasaran_strategis_id: int,
  target_3: angka,
  ringkasan: ringkasanCapaianSchema,
});
export type CapaianIkuPd = z.infer<typeof capaianIkuPdSchema>;

export const capaianIkuResponseSchema = z.object({
  data: z.object({
    tahun: int,
    sasaran_strategis_rpjmd: z.array(capaianSasaranRpjmdSchema),
    /** The unit shown in the IKU diagram (null when the caller has none to show). */
    satuan_kerja: satuanKerjaRef.nullable(),
    iku: z.array(capaianIkuPdSchema),
    /** Units the caller may choose for the IKU diagram. */
    satuan_kerja_options: z.array(satuanKerjaRef),
  }),
});
export type CapaianIkuResponse = z.infer<typeof capaianIkuResponseSchema>;
