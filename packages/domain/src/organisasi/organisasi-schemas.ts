import { z } from 'zod';
import {
  dateOnly,
  flag,
  intWithDefault,
  optionalId,
  optionalText,
  queryId,
  queryInt,
  requiredInt,
  requiredText,
  satuanKerjaParam,
  satuanKerjaQuery,
} from '../schemas/primitives';
import { listQuerySchema } from '../schemas/common';
import { PERIOD_BASE_YEAR, PERIOD_LENGTH } from '../periods';
import { NIP_MESSAGES, nipProblem } from './nip';
import { text, textN, num, angka, bool } from '../schemas/record-fields';

/**
 * The organisation of a city (issue 24, DOMAIN-3 §2), super's admin screens: satuan kerja, unit
 * kerja positions, pegawai, RPJMD periods. A record in use is deactivated (active = false), not
 * deleted; inactive records are not offered in pickers.
 */

// -------------------------------------------------------------------------------------------
// Shared fields
// -------------------------------------------------------------------------------------------

/** A NIP of a body: 18 digits, plausible birth date, TMT and sex digit (see nip.ts). */
export function nipField(label = 'NIP') {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .superRefine((value, ctx) => {
      const problem = nipProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: NIP_MESSAGES[problem] });
    });
}

/** An optional reference to a pegawai by NIP (a holder, a Plt., an account): null when empty. */
export function optionalNip(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: `${label} harus berupa NIP` })
      .trim()
      .regex(/^\d{18}$/, `${label} harus NIP 18 digit`)
      .nullish()
      .transform((v) => v ?? null),
  );
}

function optionalDate(label: string) {
  return z.preprocess((v) => (v === '' ? null : v), dateOnly(label).nullish()).transform((v) => v ?? null);
}

/** The acting official (Plt.) of a head or a position, with the acting period. */
const pltFields = {
  plt_nip: optionalNip('Plt.'),
  plt_mulai: optionalDate('Plt. mulai'),
  plt_selesai: optionalDate('Plt. selesai'),
};

function pltDatesInOrder(v: { plt_nip: string | null; plt_mulai: string | null; plt_selesai: string | null }) {
  return !v.plt_mulai || !v.plt_selesai || v.plt_mulai <= v.plt_selesai;
}
const PLT_ORDER = { message: 'Tanggal selesai Plt. tidak boleh sebelum tanggal mulai', path: ['plt_selesai'] };

const pltRecord = {
  plt_nip: textN,
  plt_nama: textN,
  plt_mulai: textN,
  plt_selesai: textN,
};

/** The status filter of the admin lists: '' all, 'aktif', 'nonaktif'. */
export const statusAktifQuery = z
  .enum(['aktif', 'nonaktif', ''], { error: 'Status harus aktif atau nonaktif' })
  .optional()
  .transform((v) => v || undefined);

// -------------------------------------------------------------------------------------------
// Satuan kerja
// -------------------------------------------------------------------------------------------

export const JENIS_SATUAN_KERJA = [
  'dinas',
  'badan',
  'sekretariat',
  'biro',
  'inspektorat',
  'rsud',
  'kecamatan',
  'satpol',
  'kantor',
] as const;
export type JenisSatuanKerja = (typeof JENIS_SATUAN_KERJA)[number];
export const JENIS_SATUAN_KERJA_LABELS: Record<JenisSatuanKerja, string> = {
  dinas: 'Dinas',
  badan: 'Badan',
  sekretariat: 'Sekretariat',
  biro: 'Biro (bagian dari Setda)',
  inspektorat: 'Inspektorat',
  rsud: 'RSUD',
  kecamatan: 'Kecamatan',
  satpol: 'Satpol PP',
  kantor: 'Kantor',
};

export const satuanKerjaSchema = z
  .object({
    satuan_kerja_id: satuanKerjaParam('Kode wajib diisi').regex(
      /^[A-Za-z0-9._-]+$/,
      'Kode hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung',
    ),
    satuan_kerja_nama: requiredText('Nama satuan kerja', 200),
    singkatan: optionalText('Singkatan', 50),
    jenis: z.enum(JENIS_SATUAN_KERJA, { error: 'Jenis satuan kerja wajib dipilih' }),
    parent_id: optionalText('Induk', 20),
    jabatan_kepala: requiredText('Jabatan kepala', 200),
    kepala_nip: optionalNip('Kepala'),
    urutan: intWithDefault('Urutan', 0, { max: 100_000 }),
    active: flag('Status aktif', true),
    ...pltFields,
  })
  .refine((v) => v.jenis !== 'biro' || v.parent_id !== null, {
    message: 'Biro wajib memiliki induk (Sekretariat Daerah)',
    path: ['parent_id'],
  })
  .refine(pltDatesInOrder, PLT_ORDER);
export type SatuanKerjaInput = z.input<typeof satuanKerjaSchema>;

export const satuanKerjaListQuerySchema = listQuerySchema.extend({
  jenis: z
    .enum([...JENIS_SATUAN_KERJA, ''], { error: 'Jenis tidak dikenal' })
    .optional()
    .transform((v) => v || undefined),
  status: statusAktifQuery,
});

export const satuanKerjaRecordSchema = z.object({
  id: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  singkatan: textN,
  jenis: text,
  parent_id: textN,
  parent_nama: textN,
  jabatan_kepala: text,
  kepala_nip: textN,
  kepala_nama: textN,
  urutan: num,
  active: bool,
  ...pltRecord,
  updated_at: text,
});
export type SatuanKerjaRecord = z.infer<typeof satuanKerjaRecordSchema>;

// -------------------------------------------------------------------------------------------
// Unit kerja (positions of a satuan kerja, a tree)
// -------------------------------------------------------------------------------------------

export const ESELON_UNIT_KERJA = [2, 3, 4] as const;

export const unitKerjaSchema = z
  .object({
    satuan_kerja_id: satuanKerjaParam(),
    parent_id: optionalId('Atasan'),
    unit_kerja_nama: requiredText('Nama unit', 200),
    unit_kerja_nama_full: optionalText('Nama lengkap', 300),
    jabatan_nama: requiredText('Jabatan', 200),
    eselon: requiredInt('Eselon', { min: 2, max: 4 }),
    pejabat_nip: optionalNip('Pejabat'),
    active: flag('Status aktif', true),
    ...pltFields,
  })
  .refine(pltDatesInOrder, PLT_ORDER);
export type UnitKerjaInput = z.input<typeof unitKerjaSchema>;

export const unitKerjaListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  eselon: queryInt('Eselon', { min: 2, max: 4 }),
  status: statusAktifQuery,
});

export const unitKerjaRecordSchema = z.object({
  id: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  parent_id: angka,
  parent_nama: textN,
  unit_kerja_nama: text,
  unit_kerja_nama_full: text,
  jabatan_nama: text,
  eselon: num,
  /** Depth in the tree of its satuan kerja (0 = no parent): the list indents by it. */
  tingkat: num,
  pejabat_nip: textN,
  pejabat_nama: textN,
  active: bool,
  ...pltRecord,
  updated_at: text,
});
export type UnitKerjaRecord = z.infer<typeof unitKerjaRecordSchema>;

// -------------------------------------------------------------------------------------------
// Pegawai
// -------------------------------------------------------------------------------------------

export const pegawaiSchema = z.object({
  nip: nipField(),
  peg_nama: requiredText('Nama', 150),
  pangkat_golongan: optionalText('Pangkat/golongan', 100),
  jabatan: optionalText('Jabatan', 200),
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  unit_kerja_id: optionalId('Unit kerja'),
  active: flag('Status aktif', true),
});
export type PegawaiInput = z.input<typeof pegawaiSchema>;

export const pegawaiListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  unit_kerja_id: queryId('Unit kerja'),
  status: statusAktifQuery,
});

export const pegawaiRecordSchema = z.object({
  id: num,
  nip: text,
  peg_nama: text,
  pangkat_golongan: textN,
  jabatan: textN,
  satuan_kerja_id: textN,
  satuan_kerja_nama: textN,
  unit_kerja_id: angka,
  unit_kerja_nama: textN,
  active: bool,
  updated_at: text,
});
export type PegawaiRecord = z.infer<typeof pegawaiRecordSchema>;

// -------------------------------------------------------------------------------------------
// Periode RPJMD
// -------------------------------------------------------------------------------------------

/** A period starts on the five-year grid of the app (2019, 2024, 2029, …) and lasts five years. */
export function isPeriodStart(tahun: number): boolean {
  return (tahun - PERIOD_BASE_YEAR) % PERIOD_LENGTH === 0;
}

export const periodeSchema = z.object({
  tahun_awal: requiredInt('Tahun awal', { min: 2000, max: 2100 }).refine(
    isPeriodStart,
    `Tahun awal periode harus ${PERIOD_BASE_YEAR}, ${PERIOD_BASE_YEAR + PERIOD_LENGTH}, ${PERIOD_BASE_YEAR + 2 * PERIOD_LENGTH}, … (periode lima tahun)`,
  ),
  nama: requiredText('Nama periode', 200),
  active: flag('Status aktif', true),
});
export type PeriodeInput = z.input<typeof periodeSchema>;

export const periodeListQuerySchema = listQuerySchema.extend({ status: statusAktifQuery });

export const periodeRecordSchema = z.object({
  id: num,
  tahun_awal: num,
  tahun_akhir: num,
  nama: text,
  active: bool,
  /** Whether a visi exists for the period (the RPJMD is started). */
  ada_visi: bool,
  updated_at: text,
});
export type PeriodeRecord = z.infer<typeof periodeRecordSchema>;
