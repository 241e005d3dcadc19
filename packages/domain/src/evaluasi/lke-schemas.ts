import { z } from 'zod';
import {
  optionalId,
  optionalText,
  queryInt,
  requiredId,
  requiredInt,
  requiredNumber,
  satuanKerjaParam,
  satuanKerjaQuery,
} from '../schemas/primitives';
import { satuanKerjaRef } from '../schemas/record-fields';

/** Requests of the LKE endpoints (DOMAIN-2 §2), shared by the web forms and the server. */

const tahapBody = z.union([z.literal(1), z.literal(2)], { error: 'Tahap harus 1 atau 2' });

/** ?satuan_kerja_id= (a unit uses its own; validators and super choose). */
export const lkeUnitQuerySchema = z.object({ satuan_kerja_id: satuanKerjaQuery });
export const lkeLembarQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tahap: queryInt('Tahap', { min: 1, max: 2, fallback: 1 }),
});
/** Public: ?tahun_kinerja=&satuan_kerja_id= (a stable link). */
export const lkePublicQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tahun_kinerja: queryInt('Tahun kinerja', { min: 2000, max: 2100 }),
});

export const lkeJawabanItemSchema = z.object({
  kriteria_id: requiredId('Kriteria'),
  opsi_id: optionalId('Jawaban'),
});
export const lkeEvidenItemSchema = z.object({
  slot_id: requiredId('Eviden'),
  isi: optionalText('Eviden', 2000),
});
/** Save the unit's worksheet (stage 1 or 2) without submitting. */
export const lkeEvidenBodySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tahap: tahapBody,
  jawaban: z.array(lkeJawabanItemSchema).max(500, 'Terlalu banyak jawaban').default([]),
  eviden: z.array(lkeEvidenItemSchema).max(2000, 'Terlalu banyak eviden').default([]),
});
export type LkeEvidenBody = z.infer<typeof lkeEvidenBodySchema>;

/** Submit (unit) or close / cancel (validator) a stage of one unit. */
export const lkeTahapBodySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tahap: tahapBody,
});
export type LkeTahapBody = z.infer<typeof lkeTahapBodySchema>;

export const lkeVerdictSchema = z.enum(['terima', 'tolak'], { error: 'Status harus Terima atau Tolak' });
export const LKE_TOLAK_TANPA_CATATAN = 'Catatan wajib diisi bila kriteria ditolak';
export const lkePenilaianItemSchema = z
  .object({
    kriteria_id: requiredId('Kriteria'),
    opsi_id: optionalId('Nilai'),
    status: lkeVerdictSchema.nullable().default(null),
    catatan: optionalText('Catatan', 2000),
  })
  // a rejection tells the unit what to improve
  .refine((v) => v.status !== 'tolak' || !!v.catatan, { path: ['catatan'], error: LKE_TOLAK_TANPA_CATATAN });
export const lkePenilaianBodySchema = z.object({
  satuan_kerja_id: satuanKerjaParam(),
  tahap: tahapBody,
  nilai: z.array(lkePenilaianItemSchema).max(500, 'Terlalu banyak nilai'),
});
export type LkePenilaianBody = z.infer<typeof lkePenilaianBodySchema>;

/** The text fields of an evidence upload (multipart). */
export const lkeUploadFieldsSchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  slot_id: requiredId('Eviden'),
  tahap: requiredInt('Tahap', { min: 1, max: 2 }),
});
/** Kinds of evidence files, checked by content. */
export const LKE_FILE_KINDS = ['pdf', 'png', 'jpeg', 'xlsx', 'docx'] as const;

export const lkeValidatorTahapBodySchema = z.object({
  satuan_kerja_id: satuanKerjaParam(),
  tahap: tahapBody,
});

export const lkePlenoBodySchema = z.object({
  satuan_kerja_id: satuanKerjaParam(),
  nilai: z
    .array(z.object({ komponen_id: requiredId('Komponen'), nilai: requiredNumber('Nilai', { max: 101 }) }))
    .max(20, 'Terlalu banyak komponen'),
});
export type LkePlenoBody = z.infer<typeof lkePlenoBodySchema>;
export const lkePlenoTutupBodySchema = z.object({ satuan_kerja_id: satuanKerjaParam() });

// -------------------------------------------------------------------------------------------
// Public answer: scores only (no notes, no files, no names of validators)
// -------------------------------------------------------------------------------------------

export const lkeNilaiKomponenSchema = z.object({
  komponen_id: z.number(),
  kode: z.string(),
  nama: z.string(),
  bobot: z.number(),
  sub: z.array(z.object({ sub_komponen_id: z.number(), kode: z.string(), nama: z.string(), bobot: z.number() })),
});
export const lkeHasilKolomSchema = z.object({
  kunci: z.string(),
  judul: z.string(),
  komponen: z.array(z.number().nullable()),
  sub: z.array(z.number().nullable()),
  total: z.number().nullable(),
  predikat: z.string().nullable(),
});
export const lkePublicHasilSchema = z.object({
  data: z.object({
    tahun: z.number(),
    satuan_kerja: satuanKerjaRef.nullable(),
    tahap: z.string().nullable(),
    struktur: z.array(lkeNilaiKomponenSchema),
    kolom: z.array(lkeHasilKolomSchema),
  }),
});
export type LkePublicHasil = z.infer<typeof lkePublicHasilSchema>['data'];
export type LkeHasilKolom = z.infer<typeof lkeHasilKolomSchema>;
export const lkePublicUnitSchema = z.object({
  data: z.array(satuanKerjaRef),
});
