import { z } from 'zod';
import {
  fullUpdate,
  optionalNumber,
  paramId,
  queryId,
  requiredId,
  requiredMonthly,
  satuanKerjaQuery,
} from './primitives';
import { listQuerySchema } from './common';
import { kinerjaKegiatanCrossSchema, kinerjaProgramCrossSchema, kinerjaSubKegiatanCrossSchema } from './perencanaan';
import {
  kinerjaChildSchema,
  langkahAksiAnggotaRecordSchema,
  masterRefSchema,
  pengampuRecordFields,
  ukuranRecordFields,
} from './perencanaan-record';
import { text, textN, int, num, angka, bool, capaianIndikatorFields } from './record-fields';

/**
 * Cross cutting (SPEC §2: /sasaran-strategis-pd/{id}/kinerja-program-cross,
 * /kinerja-program/{id}/kinerja-kegiatan-cross, /kinerja-kegiatan/{id}/kinerja-sub-kegiatan-cross):
 * the parent of unit A adopts a child of unit B of the same year, lists and releases it. One set of
 * shapes for the three levels; the payload key is the child's id (<child>_id).
 */
export const CROSS_LEVELS = {
  'sasaran-strategis-pd': {
    child: 'kinerja-program',
    childKey: 'kinerja_program_id',
    parentLabel: 'Sasaran Strategis PD',
    childLabel: 'Kinerja Program',
    schema: kinerjaProgramCrossSchema,
  },
  'kinerja-program': {
    child: 'kinerja-kegiatan',
    childKey: 'kinerja_kegiatan_id',
    parentLabel: 'Kinerja Program',
    childLabel: 'Kinerja Kegiatan',
    schema: kinerjaKegiatanCrossSchema,
  },
  'kinerja-kegiatan': {
    child: 'kinerja-sub-kegiatan',
    childKey: 'kinerja_sub_kegiatan_id',
    parentLabel: 'Kinerja Kegiatan',
    childLabel: 'Kinerja Sub Kegiatan',
    schema: kinerjaSubKegiatanCrossSchema,
  },
} as const;
export type CrossParent = keyof typeof CROSS_LEVELS;
export const CROSS_PARENTS = Object.keys(CROSS_LEVELS) as CrossParent[];

/** The parent row of a cross page: whose it is and what it measures. */
export const crossParentSchema = z
  .object(ukuranRecordFields)
  .pick({ id: true, tahun: true, satuan_kerja_id: true, satuan_kerja_nama: true, sasaran: true, indikator: true })
  .extend({
    /** Kemendagri name of a program / kegiatan parent (null for an SS-PD). */
    nama: textN,
  });
export type CrossParentRecord = z.infer<typeof crossParentSchema>;

/** GET /{parent}/{id}/{child}-cross: the parent and the children it adopted (other units'). */
export const crossListResponseSchema = z.object({
  data: z.object({ parent: crossParentSchema, cross: z.array(kinerjaChildSchema) }),
});
export type CrossList = z.infer<typeof crossListResponseSchema>['data'];

/** GET /{parent}/{id}/{child}-cross/kandidat?search=: other units' children of the year. */
export const crossKandidatQuerySchema = z.object({
  search: listQuerySchema.shape.search,
  satuan_kerja_id: satuanKerjaQuery,
});
export type CrossKandidatQuery = z.infer<typeof crossKandidatQuerySchema>;
/** At most this many candidates per call (narrow with search). */
export const CROSS_KANDIDAT_LIMIT = 50;

export const crossKandidatSchema = kinerjaChildSchema.omit({ is_cross: true });
export type CrossKandidat = z.infer<typeof crossKandidatSchema>;

export const crossChildParamsSchema = z.object({ id: paramId('Id'), childId: paramId('Id turunan') });

// -------------------------------------------------------------------------------------------
// Langkah aksi terintegrasi (SPEC §2 'Other routes')
// -------------------------------------------------------------------------------------------

/** GET /kinerja-langkah-aksi-terintegrasi: one unit's action steps of the year, by sub kegiatan. */
export const langkahAksiTerintegrasiQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  search: listQuerySchema.shape.search,
  kinerja_sub_kegiatan_id: queryId('Kinerja sub kegiatan'),
});
export type LangkahAksiTerintegrasiQuery = z.infer<typeof langkahAksiTerintegrasiQuerySchema>;

const quad = z.tuple([angka, angka, angka, angka]);
const bulanan = z.array(angka).length(12);

export const langkahAksiTerintegrasiItemSchema = z.object({
  id: int,
  ...capaianIndikatorFields,
  anggaran: num,
  realisasi_anggaran: num,
  target_bulanan: bulanan,
  realisasi_bulanan: bulanan,
  realisasi_anggaran_bulanan: bulanan,
  target_triwulan: quad,
  realisasi_triwulan: quad,
  capaian_triwulan: quad,
  tim_kerja: pengampuRecordFields.tim_kerja,
  tim_kerja_anggota: z.array(langkahAksiAnggotaRecordSchema),
  updated_at: text,
});
export type LangkahAksiTerintegrasiItem = z.infer<typeof langkahAksiTerintegrasiItemSchema>;

export const langkahAksiTerintegrasiGroupSchema = z.object({
  kinerja_sub_kegiatan: z.object({
    id: int,
    sasaran: text,
    indikator: text,
    target: angka,
    satuan: text,
    sub_kegiatan: masterRefSchema,
  }),
  langkah_aksi: z.array(langkahAksiTerintegrasiItemSchema),
});
export type LangkahAksiTerintegrasiGroup = z.infer<typeof langkahAksiTerintegrasiGroupSchema>;

export const langkahAksiTerintegrasiResponseSchema = z.object({
  data: z.array(langkahAksiTerintegrasiGroupSchema),
  /** The unit shown (null: a chooser has not chosen one yet). */
  satuan_kerja_id: textN,
  /** May the actor enter realisasi here (write scope and the plan not locked)? */
  can_edit: bool,
});
export type LangkahAksiTerintegrasi = z.infer<typeof langkahAksiTerintegrasiResponseSchema>;

/**
 * PUT /kinerja-langkah-aksi-terintegrasi/realisasi/{id}: the monthly realisasi (and spending) of one
 * langkah aksi and the realisasi of its members; the plan (targets) is not touched. `realisasi` is
 * read only for years before auto-fill (2023); from then on it is the sum of the months.
 */
const langkahAksiRealisasiFields = z.object({
  // Required: the write replaces all 12 months, so a body without them would erase them.
  realisasi_bulanan: requiredMonthly('Realisasi bulanan'),
  realisasi_anggaran_bulanan: requiredMonthly('Realisasi anggaran bulanan', 'rupiah'),
  realisasi: optionalNumber('Realisasi'),
  anggota: z
    .array(z.object({ id: requiredId('Anggota'), realisasi: optionalNumber('Realisasi anggota') }), {
      error: 'Anggota harus berupa daftar',
    })
    .max(1000, 'Anggota maksimal 1000')
    .default([]),
});
export type LangkahAksiRealisasiInput = z.input<typeof langkahAksiRealisasiFields>;
/**
 * The yearly `realisasi` must be sent too (null empties it); `anggota` names the members whose
 * realisasi changes, the others keep theirs (a partial update by design).
 */
export const langkahAksiRealisasiSchema = fullUpdate(langkahAksiRealisasiFields, { omittable: ['anggota'] });
export const MESSAGE_ANGGOTA_BUKAN_LANGKAH_AKSI = 'Anggota tidak terdaftar pada langkah aksi ini';

/** GET /option/tim-kerja-anggota?tim_kerja_id: the members of a team (langkah aksi member targets). */
export const timKerjaAnggotaOptionQuerySchema = z.object({ tim_kerja_id: paramId('Tim kerja') });
export const timKerjaAnggotaOptionSchema = z.object({ id: z.number().int(), nip: z.string(), nama: z.string() });
export type TimKerjaAnggotaOption = z.infer<typeof timKerjaAnggotaOptionSchema>;
