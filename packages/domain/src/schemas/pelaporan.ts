import { z } from 'zod';
import { intWithDefault, optionalId, optionalText, requiredId, requiredText, satuanKerjaQuery } from './primitives';
import { listQuerySchema } from './common';

/** LKIP narratives (lkip/narasi-pemda: the city's report; lkip/narasi-pd: a unit's report). */

/** The chapters of an LKIP (PermenPAN-RB 53/2014 structure). */
export const BAB_LKIP = [1, 2, 3, 4] as const;
export type BabLkip = (typeof BAB_LKIP)[number];
export const BAB_LKIP_LABELS: Record<BabLkip, string> = {
  1: 'Bab I Pendahuluan',
  2: 'Bab II Perencanaan Kinerja',
  3: 'Bab III Akuntabilitas Kinerja',
  4: 'Bab IV Penutup',
};

/** A JSON integer 1..4 (or its digits from the select); `true` or [] is not a chapter. */
const babSchema = requiredId('Bab', 'Bab wajib dipilih').pipe(
  z.union(
    BAB_LKIP.map((b) => z.literal(b)),
    { error: 'Bab wajib dipilih' },
  ),
);

/**
 * The seven narratives of a goal in Bab III (DOMAIN-2 §5; PermenPAN-RB 53/2014), in the order
 * the LKIP prints them under the goal.
 */
export const NARASI_JENIS = [
  'target-realisasi',
  'tahun-sebelumnya',
  'target-akhir',
  'nasional',
  'penyebab-solusi',
  'program-pendukung',
  'efisiensi',
] as const;
export type NarasiJenis = (typeof NARASI_JENIS)[number];
export const NARASI_JENIS_LABELS: Record<NarasiJenis, string> = {
  'target-realisasi': 'Perbandingan target dan realisasi kinerja tahun ini',
  'tahun-sebelumnya': 'Perbandingan realisasi kinerja dengan tahun-tahun sebelumnya',
  'target-akhir': 'Perbandingan realisasi kinerja dengan target akhir periode',
  nasional: 'Perbandingan realisasi kinerja dengan standar nasional',
  'penyebab-solusi': 'Penyebab keberhasilan atau kegagalan dan alternatif solusi',
  'program-pendukung': 'Program dan kegiatan yang menunjang pencapaian kinerja',
  efisiensi: 'Efisiensi penggunaan sumber daya',
};
export const MESSAGE_NARASI_SASARAN_BAB = 'Narasi per sasaran hanya untuk Bab III';
export const MESSAGE_NARASI_JENIS_WAJIB = 'Jenis narasi wajib dipilih';

/** '' or null from the select = no kind. */
const jenisSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(NARASI_JENIS, { error: 'Jenis narasi tidak dikenal' }).nullable(),
);

export const narasiLkipSchema = z
  .object({
    /** Only read on lkip/narasi-pd, when the actor may choose the unit (super). */
    satuan_kerja_id: optionalText('Satuan kerja', 20),
    bab: babSchema,
    judul: requiredText('Judul', 300),
    narasi: requiredText('Narasi', 50000),
    urutan: intWithDefault('Urutan', 0),
    /**
     * The goal the narrative is written under (Bab III): an RPJMD goal (sasaran_strategis_rpjmd.id)
     * on narasi-pemda, an SS-PD of the unit (sasaran_strategis_pd.id) on narasi-pd; the server
     * checks it belongs to the city / the unit and the year's period.
     */
    sasaran_id: optionalId('Sasaran'),
    jenis: jenisSchema,
  })
  .superRefine((v, ctx) => {
    const linked = v.sasaran_id !== null || v.jenis !== null;
    if (linked && v.bab !== 3) ctx.addIssue({ code: 'custom', path: ['bab'], message: MESSAGE_NARASI_SASARAN_BAB });
    if (v.sasaran_id !== null && v.jenis === null) {
      ctx.addIssue({ code: 'custom', path: ['jenis'], message: MESSAGE_NARASI_JENIS_WAJIB });
    }
  });
export type NarasiLkipInput = z.input<typeof narasiLkipSchema>;

export const narasiLkipListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  bab: z.enum(['', '1', '2', '3', '4']).optional(),
});
export type NarasiLkipListQuery = z.infer<typeof narasiLkipListQuerySchema>;

export const narasiLkipRecordSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  satuan_kerja_id: z.string().nullable(),
  satuan_kerja_nama: z.string().nullable(),
  bab: z.number(),
  bab_nama: z.string(),
  judul: z.string(),
  narasi: z.string(),
  urutan: z.number(),
  sasaran_id: z.number().nullable(),
  /** 'sasaran — indikator' of the linked goal. */
  sasaran_nama: z.string().nullable(),
  jenis: z.enum(NARASI_JENIS).nullable(),
  jenis_nama: z.string().nullable(),
  updated_at: z.string(),
});
export type NarasiLkipRecord = z.infer<typeof narasiLkipRecordSchema>;
