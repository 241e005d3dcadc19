import { z } from 'zod';
import { satuanKerjaQuery } from './primitives';

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

const nilai = z.number().nullable();

export const perbandinganRataRataSchema = z.union([
  z.object({
    ada: z.literal(true),
    status: z.enum(['lebih-tinggi', 'lebih-rendah', 'sama']),
    label: z.string(),
    selisih: z.number(),
    pesan: z.string(),
  }),
  z.object({ ada: z.literal(false), pesan: z.string() }),
]);

export const ringkasanCapaianSchema = z.object({
  tahun: z.number().int(),
  capaian: nilai,
  target: nilai,
  realisasi: nilai,
  realisasi_tahun_lalu: nilai,
  growth: nilai,
  growth_satuan: z.enum(['poin', 'persen']),
  capaian_target_akhir: nilai,
  perbandingan: perbandinganRataRataSchema,
});

/** SPEC §3 'Strategic goal RPJMD record' (+ the per-year keys). */
export const capaianSasaranRpjmdSchema = z.looseObject({
  id: z.number().int(),
  sasaran_strategis: z.object({ sasaran: z.string() }),
  indikator: z.string(),
  indikator_sasaran_strategis_id: z.number().int(),
  satuan: z.string(),
  rata_nasional: nilai,
  efisiensi_sumber_daya: z.object({ persen: nilai, nominal: nilai }),
  ringkasan: ringkasanCapaianSchema,
});
export type CapaianSasaranRpjmd = z.infer<typeof capaianSasaranRpjmdSchema>;

/** SPEC §3 'Work-unit IKU record' (+ the per-year keys). */
export const capaianIkuPdSchema = z.looseObject({
  id: z.number().int(),
  sasaran_strategis_satker: z.string(),
  iku: z.string(),
  satuan: z.string(),
  rata_nasional: nilai,
  indikator_sasaran_strategis_id: z.number().int(),
  target_3: nilai,
  ringkasan: ringkasanCapaianSchema,
});
export type CapaianIkuPd = z.infer<typeof capaianIkuPdSchema>;

export const capaianIkuResponseSchema = z.object({
  data: z.object({
    tahun: z.number().int(),
    sasaran_strategis_rpjmd: z.array(capaianSasaranRpjmdSchema),
    /** The unit shown in the IKU diagram (null when the caller has none to show). */
    satuan_kerja: z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() }).nullable(),
    iku: z.array(capaianIkuPdSchema),
    /** Units the caller may choose for the IKU diagram. */
    satuan_kerja_options: z.array(z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() })),
  }),
});
export type CapaianIkuResponse = z.infer<typeof capaianIkuResponseSchema>;
