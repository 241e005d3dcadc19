import { z } from 'zod';
import {
  optionalLink,
  optionalText,
  paramId,
  requiredId,
  requiredInt,
  requiredNumber,
  requiredText,
  satuanKerjaParam,
} from '../schemas/primitives';
import { LKE_SLOT_JENIS, type LkeSlotJenis } from './lke';

/** Requests of the LKE administration of super (DOMAIN-2 §2): validator ↔ unit assignment, copying the worksheet. */

/** At most this many units per validator and year (far above the number of units of a city). */
export const LKE_VALIDATOR_UNIT_MAX = 500;

/** `/lke/validator-unit/{userId}` */
export const lkeValidatorUserParamSchema = z.object({ userId: paramId('Pengguna') });

/** PUT /lke/validator-unit/{userId}: the validator's units of the year (replaces the old list). */
export const lkeValidatorUnitBodySchema = z.object({
  satuan_kerja_ids: z
    .array(satuanKerjaParam('Satuan kerja tidak valid'), { error: 'Satuan kerja harus berupa daftar' })
    .max(LKE_VALIDATOR_UNIT_MAX, `Satuan kerja paling banyak ${LKE_VALIDATOR_UNIT_MAX}`),
});
export type LkeValidatorUnitBody = z.infer<typeof lkeValidatorUnitBodySchema>;

const tahun = (label: string) => requiredInt(label, { min: 2000, max: 2100 });

/** POST /lke/lembar/salin: copy the worksheet of one year to another (an empty) one. */
export const lkeSalinBodySchema = z
  .object({ dari_tahun: tahun('Tahun asal'), ke_tahun: tahun('Tahun tujuan') })
  .refine((v) => v.dari_tahun !== v.ke_tahun, {
    path: ['ke_tahun'],
    error: 'Tahun tujuan harus berbeda dari tahun asal',
  });
export type LkeSalinBody = z.infer<typeof lkeSalinBodySchema>;

/** One validator LKE with its units of the year (GET /lke/validator-unit). */
export interface LkeValidatorUnitRow {
  user_id: number;
  nama: string;
  username: string;
  role: string;
  satuan_kerja_ids: string[];
}

// -------------------------------------------------------------------------------------------
// The worksheet editor of super (issue 23 §5): every level of a year's worksheet
// -------------------------------------------------------------------------------------------

/** The levels of the worksheet, as they appear in the editor's paths (`/lke/lembar-kerja/{level}`). */
export const LKE_LEMBAR_LEVELS = ['komponen', 'sub-komponen', 'kriteria', 'opsi', 'eviden-slot'] as const;
export type LkeLembarLevel = (typeof LKE_LEMBAR_LEVELS)[number];

/** The name of each level in messages. */
export const LKE_LEMBAR_LEVEL_LABEL: Record<LkeLembarLevel, string> = {
  komponen: 'Komponen',
  'sub-komponen': 'Sub komponen',
  kriteria: 'Kriteria',
  opsi: 'Pilihan jawaban',
  'eviden-slot': 'Eviden',
};

const kode = requiredText('Kode', 20);
const nama = requiredText('Nama', 255);

/** Bodies of one row of each level, without the parent (updates) … */
export const lkeKomponenBodySchema = z.object({ kode, nama });
export const lkeSubKomponenBodySchema = z.object({ kode, nama });
export const lkeKriteriaBodySchema = z.object({
  kode,
  pertanyaan: requiredText('Kriteria', 2000, { multiline: false }),
});
export const lkeOpsiBodySchema = z.object({
  label: requiredText('Label', 50),
  nilai_persen: requiredInt('Nilai', { min: 0, max: 100 }),
  penjelasan: optionalText('Penjelasan', 1000, { multiline: false }),
});
export const lkeEvidenSlotBodySchema = z.object({
  label: requiredText('Nama eviden', 255),
  jenis: z.enum(LKE_SLOT_JENIS as [LkeSlotJenis, ...LkeSlotJenis[]], { error: 'Jenis eviden tidak valid' }),
  tautan_sistem: optionalLink('Tautan sistem', 500),
});

/** … and with it (creation). A component belongs to the year of the request. */
export const lkeLembarCreateSchemas = {
  komponen: lkeKomponenBodySchema,
  'sub-komponen': lkeSubKomponenBodySchema.extend({ komponen_id: requiredId('Komponen') }),
  kriteria: lkeKriteriaBodySchema.extend({ sub_komponen_id: requiredId('Sub komponen') }),
  opsi: lkeOpsiBodySchema.extend({ kriteria_id: requiredId('Kriteria') }),
  'eviden-slot': lkeEvidenSlotBodySchema.extend({ kriteria_id: requiredId('Kriteria') }),
} as const satisfies Record<LkeLembarLevel, z.ZodType>;

export const lkeLembarUpdateSchemas = {
  komponen: lkeKomponenBodySchema,
  'sub-komponen': lkeSubKomponenBodySchema,
  kriteria: lkeKriteriaBodySchema,
  opsi: lkeOpsiBodySchema,
  'eviden-slot': lkeEvidenSlotBodySchema,
} as const satisfies Record<LkeLembarLevel, z.ZodType>;

export type LkeLembarCreateBody<L extends LkeLembarLevel> = z.infer<(typeof lkeLembarCreateSchemas)[L]>;
export type LkeLembarUpdateBody<L extends LkeLembarLevel> = z.infer<(typeof lkeLembarUpdateSchemas)[L]>;

/** `/lke/lembar-kerja/{level}/{id}` */
export const lkeLembarIdParamSchema = z.object({ id: paramId('Id') });

/** PUT …/{id}/aktif: deactivate (kept for the answers given) or activate again. */
export const lkeLembarAktifBodySchema = z.object({
  aktif: z.boolean({ error: 'Status aktif harus bernilai ya atau tidak' }),
});

/** At most this many rows in one reorder or one weight change (far above a worksheet's size). */
export const LKE_LEMBAR_BATCH_MAX = 500;

/** PUT /lke/lembar-kerja/{level}/urutan: the ids of one parent's rows in their new order. */
export const lkeLembarUrutanBodySchema = z.object({
  ids: z
    .array(requiredId('Id'), { error: 'Urutan harus berupa daftar' })
    .min(1, 'Urutan wajib diisi')
    .max(LKE_LEMBAR_BATCH_MAX, `Urutan paling banyak ${LKE_LEMBAR_BATCH_MAX}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Urutan tidak boleh berisi id yang sama dua kali'),
});
export type LkeLembarUrutanBody = z.infer<typeof lkeLembarUrutanBodySchema>;

/**
 * PUT /lke/lembar-kerja/bobot: the weights of the year's components (of 100) and sub components (points of
 * their component, two decimals); after the change the active components sum to 100 and each active
 * component's active sub components to its weight.
 */
export const lkeLembarBobotBodySchema = z.object({
  komponen: z
    .array(z.object({ id: requiredId('Komponen'), bobot: requiredInt('Bobot komponen', { min: 0, max: 100 }) }), {
      error: 'Bobot komponen harus berupa daftar',
    })
    .max(LKE_LEMBAR_BATCH_MAX),
  sub_komponen: z
    .array(
      z.object({
        id: requiredId('Sub komponen'),
        bobot: requiredNumber('Bobot sub komponen', { max: 100.001, scale: 2 }),
      }),
      { error: 'Bobot sub komponen harus berupa daftar' },
    )
    .max(LKE_LEMBAR_BATCH_MAX),
});
export type LkeLembarBobotBody = z.infer<typeof lkeLembarBobotBodySchema>;

const lembarRow = { id: z.number(), urutan: z.number(), aktif: z.boolean() };
/** Rows answered (sheet 1 or 2, or an evidence given) are deactivated, never deleted. */
const dipakai = { dipakai: z.boolean() };

export const lkeLembarEditorSchema = z.object({
  tahun: z.number(),
  /** Why the worksheet cannot be edited (a unit of the year has submitted), or null. */
  terkunci: z.string().nullable(),
  komponen: z.array(
    z.object({
      ...lembarRow,
      kode: z.string(),
      nama: z.string(),
      bobot: z.number(),
      sub: z.array(
        z.object({
          ...lembarRow,
          kode: z.string(),
          nama: z.string(),
          bobot: z.number(),
          kriteria: z.array(
            z.object({
              ...lembarRow,
              ...dipakai,
              kode: z.string(),
              pertanyaan: z.string(),
              opsi: z.array(
                z.object({
                  ...lembarRow,
                  ...dipakai,
                  label: z.string(),
                  nilai_persen: z.number(),
                  penjelasan: z.string().nullable(),
                }),
              ),
              slots: z.array(
                z.object({
                  ...lembarRow,
                  ...dipakai,
                  label: z.string(),
                  jenis: z.enum(LKE_SLOT_JENIS as [LkeSlotJenis, ...LkeSlotJenis[]]),
                  tautan_sistem: z.string().nullable(),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type LkeLembarEditor = z.infer<typeof lkeLembarEditorSchema>;
export type LkeLembarKomponen = LkeLembarEditor['komponen'][number];
export type LkeLembarSub = LkeLembarKomponen['sub'][number];
export type LkeLembarKriteria = LkeLembarSub['kriteria'][number];

/** The answer of every editor write: the message and the id written. */
export const lkeLembarWriteResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number() }).nullable(),
});
