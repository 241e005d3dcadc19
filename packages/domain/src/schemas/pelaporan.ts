import { z } from 'zod';
import { listQuerySchema, optionalText, requiredText } from './common';

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

const babSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.union(
    BAB_LKIP.map((b) => z.literal(b)),
    { error: 'Bab wajib dipilih' },
  ),
);

export const narasiLkipSchema = z.object({
  /** Only read on lkip/narasi-pd, when the actor may choose the unit (super). */
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  bab: babSchema,
  judul: requiredText('Judul', 300),
  narasi: requiredText('Narasi', 50000),
  urutan: z.coerce
    .number({ error: 'Urutan harus berupa angka' })
    .int('Urutan harus bilangan bulat')
    .min(0, 'Urutan tidak boleh negatif')
    .default(0),
});
export type NarasiLkipInput = z.input<typeof narasiLkipSchema>;

export const narasiLkipListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: z.string().trim().max(20).optional(),
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
  updated_at: z.string(),
});
export type NarasiLkipRecord = z.infer<typeof narasiLkipRecordSchema>;
