import { z } from 'zod';
import { listQuerySchema } from './common';
import { dateOnly, optionalLink, optionalText, requiredText, satuanKerjaQuery } from './primitives';

/** Recommendations of the LHE (Laporan Hasil Evaluasi) and their follow-up (tindak-lanjut-lhe). */

export const STATUS_TINDAK_LANJUT = ['belum', 'proses', 'selesai'] as const;
export type StatusTindakLanjut = (typeof STATUS_TINDAK_LANJUT)[number];
export const STATUS_TINDAK_LANJUT_LABELS: Record<StatusTindakLanjut, string> = {
  belum: 'Belum Ditindaklanjuti',
  proses: 'Dalam Proses',
  selesai: 'Selesai',
};

/** The fields a unit writes on its own rows; the rest belongs to the evaluators. */
export const TINDAK_LANJUT_UNIT_FIELDS = ['tindak_lanjut', 'penanggung_jawab', 'status', 'link_eviden'] as const;

export const tindakLanjutLheSchema = z.object({
  /** Read only from evaluators (who choose the unit). */
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  rekomendasi: requiredText('Rekomendasi', 5000),
  target: optionalText('Target', 2000),
  waktu: z.preprocess((v) => (v === '' ? null : v), dateOnly('Waktu').nullish()).transform((v) => v ?? null),
  tindak_lanjut: optionalText('Tindak lanjut', 5000),
  penanggung_jawab: optionalText('Penanggung jawab', 300),
  status: z.enum(STATUS_TINDAK_LANJUT, { error: 'Status wajib dipilih' }).default('belum'),
  link_eviden: optionalLink('Link eviden', 1000),
});
export type TindakLanjutLheInput = z.input<typeof tindakLanjutLheSchema>;

export const tindakLanjutLheListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  status: z.enum(['', ...STATUS_TINDAK_LANJUT]).optional(),
});
export type TindakLanjutLheListQuery = z.infer<typeof tindakLanjutLheListQuerySchema>;

export const tindakLanjutLheRecordSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  satuan_kerja_id: z.string(),
  satuan_kerja_nama: z.string(),
  rekomendasi: z.string(),
  target: z.string().nullable(),
  waktu: z.string().nullable(),
  tindak_lanjut: z.string().nullable(),
  penanggung_jawab: z.string().nullable(),
  status: z.enum(STATUS_TINDAK_LANJUT),
  link_eviden: z.string().nullable(),
  updated_at: z.string(),
});
export type TindakLanjutLheRecord = z.infer<typeof tindakLanjutLheRecordSchema>;
