import { z } from 'zod';
import { listQuerySchema } from './common';
import {
  optionalId,
  optionalText,
  queryId,
  requiredId,
  requiredInt,
  requiredText,
  satuanKerjaQuery,
} from './primitives';
import { text, textN, num, angka } from './record-fields';

/**
 * What the city enters for the display pages and the LKIP that no planning screen holds (issue 24
 * item 3, DOMAIN-3 §2): the program inovatif of a unit's sub kegiatan, the awards and national
 * rank of a goal in a year (the city's RPJMD goal or a unit's SS-PD), the strategies of an RPJMD
 * goal. Super's administration screens (CRUD groups under /admin/...).
 */

// -------------------------------------------------------------------------------------------
// Program inovatif: one per kinerja sub kegiatan (its unit and year are the sub kegiatan's)
// -------------------------------------------------------------------------------------------

export const programInovatifSchema = z.object({
  kinerja_sub_kegiatan_id: requiredId('Kinerja sub kegiatan'),
  nama_inovasi: requiredText('Nama inovasi', 300),
  inovasi: requiredText('Uraian inovasi', 5000),
});
export type ProgramInovatifInput = z.input<typeof programInovatifSchema>;

export const programInovatifListQuerySchema = listQuerySchema.extend({ satuan_kerja_id: satuanKerjaQuery });
export type ProgramInovatifListQuery = z.infer<typeof programInovatifListQuerySchema>;

export const programInovatifRecordSchema = z.object({
  id: num,
  tahun: num,
  kinerja_sub_kegiatan_id: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran: text,
  indikator: text,
  nama_inovasi: text,
  inovasi: text,
  updated_at: text,
});
export type ProgramInovatifRecord = z.infer<typeof programInovatifRecordSchema>;

// -------------------------------------------------------------------------------------------
// Penghargaan dan peringkat nasional of a goal in a year: exactly one of the two goals
// -------------------------------------------------------------------------------------------

export const MESSAGE_PENGHARGAAN_SASARAN = 'Pilih satu sasaran: sasaran strategis RPJMD atau sasaran strategis PD';
export const MESSAGE_PENGHARGAAN_ISI = 'Isi peringkat nasional atau penghargaan';

export const penghargaanKinerjaSchema = z
  .object({
    sasaran_strategis_rpjmd_id: optionalId('Sasaran strategis RPJMD'),
    sasaran_strategis_pd_id: optionalId('Sasaran strategis PD'),
    peringkat: optionalText('Peringkat nasional', 300),
    penghargaan: optionalText('Penghargaan', 2000),
  })
  .superRefine((v, ctx) => {
    if ((v.sasaran_strategis_rpjmd_id === null) === (v.sasaran_strategis_pd_id === null)) {
      ctx.addIssue({ code: 'custom', path: ['sasaran_strategis_rpjmd_id'], message: MESSAGE_PENGHARGAAN_SASARAN });
    }
    if (v.peringkat === null && v.penghargaan === null) {
      ctx.addIssue({ code: 'custom', path: ['peringkat'], message: MESSAGE_PENGHARGAAN_ISI });
    }
  });
export type PenghargaanKinerjaInput = z.input<typeof penghargaanKinerjaSchema>;

export const TINGKAT_PENGHARGAAN = ['pemda', 'pd'] as const;
export const penghargaanKinerjaListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  tingkat: z.enum(['', ...TINGKAT_PENGHARGAAN], { error: 'Tingkat tidak dikenal' }).optional(),
});
export type PenghargaanKinerjaListQuery = z.infer<typeof penghargaanKinerjaListQuerySchema>;

export const penghargaanKinerjaRecordSchema = z.object({
  id: num,
  tahun: num,
  sasaran_strategis_rpjmd_id: angka,
  sasaran_strategis_pd_id: angka,
  /** The unit of an SS-PD; null for the city's goal. */
  satuan_kerja_id: textN,
  /** 'Pemerintah Daerah' for the city's goal. */
  satuan_kerja_nama: text,
  sasaran: text,
  indikator: text,
  peringkat: textN,
  penghargaan: textN,
  updated_at: text,
});
export type PenghargaanKinerjaRecord = z.infer<typeof penghargaanKinerjaRecordSchema>;

// -------------------------------------------------------------------------------------------
// Strategi RPJMD of a sasaran strategis with its arah kebijakan (display makro RPJMD, 'Strategi'
// and 'Arah Kebijakan'). The policy is optional: rows entered before it had its own field keep
// their whole text in the strategy.
// -------------------------------------------------------------------------------------------

export const strategiRpjmdSchema = z.object({
  sasaran_strategis_id: requiredId('Sasaran strategis'),
  nomor: requiredInt('Nomor', { min: 1, max: 999 }),
  strategi: requiredText('Strategi', 5000),
  arah_kebijakan: optionalText('Arah kebijakan', 5000),
});
export type StrategiRpjmdInput = z.input<typeof strategiRpjmdSchema>;

export const strategiRpjmdListQuerySchema = listQuerySchema.extend({
  sasaran_strategis_id: queryId('Sasaran strategis'),
});
export type StrategiRpjmdListQuery = z.infer<typeof strategiRpjmdListQuerySchema>;

export const strategiRpjmdRecordSchema = z.object({
  id: num,
  sasaran_strategis_id: num,
  sasaran_nomor: num,
  sasaran: text,
  nomor: num,
  strategi: text,
  arah_kebijakan: textN,
  updated_at: text,
});
export type StrategiRpjmdRecord = z.infer<typeof strategiRpjmdRecordSchema>;
