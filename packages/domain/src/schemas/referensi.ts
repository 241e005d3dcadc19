import { z } from 'zod';
import { dateOnly, optionalText, requiredText, satuanKerjaParam } from './primitives';
import { FASE_VALIDASI_PERENCANAAN } from '../validasi-perencanaan';
import { text, textN, num, bool } from './record-fields';

/** The deadlines the app counts down to. */
export const BATAS_WAKTU_KODE = ['count-down', 'count-down-penilaian'] as const;
export type BatasWaktuKode = (typeof BATAS_WAKTU_KODE)[number];

export const BATAS_WAKTU_LABELS: Record<BatasWaktuKode, string> = {
  'count-down': 'Batas Waktu Penyesuaian Perencanaan',
  'count-down-penilaian': 'Batas Waktu Pengisian Eviden Perbaikan',
};

export const batasWaktuSchema = z.object({
  kode: z.enum(BATAS_WAKTU_KODE, { error: 'Jenis batas waktu wajib dipilih' }),
  nama: requiredText('Nama', 200),
  nilai_date: dateOnly('Tanggal'),
  keterangan: optionalText('Keterangan', 1000),
});
export type BatasWaktuInput = z.input<typeof batasWaktuSchema>;

export const batasWaktuRecordSchema = z.object({
  id: num,
  tahun: num,
  kode: text,
  nama: text,
  nilai_date: text,
  keterangan: textN,
  updated_at: text,
});
export type BatasWaktuRecord = z.infer<typeof batasWaktuRecordSchema>;

export const countDownResponseSchema = z.object({ nilai_date: z.string().nullable() });

/**
 * SPEC §7: data.data with status, tahap; plus when validator 3 approved (null until then), the
 * phase and the last note of the flow.
 */
export const validasiPerencanaanStatusSchema = z.object({
  data: z
    .object({
      status: bool,
      tahap: num,
      divalidasi_at: textN,
      fase: z.enum(FASE_VALIDASI_PERENCANAAN),
      catatan: textN,
    })
    .nullable(),
});

/**
 * GET /validasi-perencanaan?satuan_kerja_id=: the status of that unit (the lock of its records)
 * instead of the user's; given but empty is an error (the caller meant a unit).
 */
export const validasiPerencanaanStatusQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaParam('Satuan kerja wajib diisi').optional(),
});
