import { z } from 'zod';
import { intWithDefault, optionalText, requiredId, requiredText, satuanKerjaQuery } from './primitives';
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

export const narasiLkipSchema = z.object({
  /** Only read on lkip/narasi-pd, when the actor may choose the unit (super). */
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  bab: babSchema,
  judul: requiredText('Judul', 300),
  narasi: requiredText('Narasi', 50000),
  urutan: intWithDefault('Urutan', 0),
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
  updated_at: z.string(),
});
export type NarasiLkipRecord = z.infer<typeof narasiLkipRecordSchema>;
