import { z } from 'zod';
import { POLARITAS } from '../capaian';
import { PENGAMPU_FILTERS, PENGAMPU_TYPES } from '../pengampu';
import { listQuerySchema } from './common';
import {
  fullUpdate,
  intWithDefault,
  monthlySchema,
  optionalId,
  optionalNumber,
  optionalRupiah,
  optionalText,
  queryId,
  requiredId,
  requiredInt,
  requiredNumber,
  requiredRupiah,
  requiredText,
  satuanKerjaParam,
  satuanKerjaQuery,
  targetBulananAnggota,
} from './primitives';

/**
 * Payloads of the planning CRUD (perencanaan), used by the server (422 with these messages) and
 * by the forms. Every field is a primitive of ./primitives.ts, bounded to the column it lands in;
 * an empty string is "not filled". The unit (satuan_kerja_id) of a record is the actor's unless the actor may choose
 * (permissions.ts `unitForWrite`); the year comes from the year header.
 */

// -------------------------------------------------------------------------------------------
// Field helpers
// -------------------------------------------------------------------------------------------

const polaritasSchema = z.enum(POLARITAS, { error: 'Polaritas harus naik atau turun' }).default('naik');
const flag = z.boolean({ error: 'Nilai harus ya atau tidak' }).default(false);
const urutan = intWithDefault('Urutan', 0);
/** Only read when the actor may choose the unit (super; setda reading). */
const satuanKerjaPilihan = optionalText('Satuan kerja', 20);

const definisiOperasionalFields = {
  do_narasi: optionalText('Narasi definisi operasional', 5000),
  do_rumus: optionalText('Rumus', 2000),
  do_keterangan: optionalText('Keterangan', 5000),
  do_sumber: optionalText('Sumber data', 2000),
};

/** Target per year of a 5-year period. */
function perTahun(label: string, required: boolean) {
  const field = (k: number) =>
    required ? requiredNumber(`${label} tahun ke-${k}`) : optionalNumber(`${label} tahun ke-${k}`);
  return { _1: field(1), _2: field(2), _3: field(3), _4: field(4), _5: field(5) };
}
function prefixed<P extends string, T extends Record<`_${1 | 2 | 3 | 4 | 5}`, z.ZodType>>(prefix: P, fields: T) {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}${k}`, v])) as {
    [K in keyof T as `${P}${K & string}`]: T[K];
  };
}

/**
 * Labels of the values an update must send (decision 0050: "<Label> wajib diisi"), where the key
 * with spaces does not read well.
 */
const UPDATE_LABELS = {
  rata_nasional: 'Rata-rata nasional',
  tw1: 'Target TW 1',
  tw2: 'Target TW 2',
  tw3: 'Target TW 3',
  tw4: 'Target TW 4',
  tw1_realisasi: 'Realisasi TW 1',
  tw2_realisasi: 'Realisasi TW 2',
  tw3_realisasi: 'Realisasi TW 3',
  tw4_realisasi: 'Realisasi TW 4',
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((k) => [
      [`target_${k}`, `Target tahun ke-${k}`],
      [`realisasi_${k}`, `Realisasi tahun ke-${k}`],
    ]),
  ),
};

/**
 * A PUT of the planning replaces the record: the numbers and lists it would read as empty when
 * absent must be sent (`fullUpdate`).
 */
function planningUpdate<S extends z.ZodObject>(schema: S) {
  return fullUpdate(schema, { labels: UPDATE_LABELS });
}

// -------------------------------------------------------------------------------------------
// Pengampu
// -------------------------------------------------------------------------------------------

export const MESSAGE_PENGAMPU_UNIT_KERJA = 'Unit kerja pengampu wajib dipilih';
export const MESSAGE_PENGAMPU_TIM_KERJA = 'Tim kerja pengampu wajib dipilih';
export const MESSAGE_PENGAMPU_SATU = 'Pilih salah satu: unit kerja atau tim kerja';

const pengampuFields = {
  pengampu_type: z
    .enum(PENGAMPU_TYPES, { error: 'Jenis pengampu tidak dikenal' })
    .nullish()
    .transform((v) => v ?? null),
  unit_kerja_id: optionalId('Unit kerja pengampu'),
  tim_kerja_id: optionalId('Tim kerja pengampu'),
};

/** The pengampu pair: the id of the chosen kind, and not the other one. */
function checkPengampu(
  value: { pengampu_type: string | null; unit_kerja_id: number | null; tim_kerja_id: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.pengampu_type === 'unit-kerja' && value.unit_kerja_id === null) {
    ctx.addIssue({ code: 'custom', path: ['unit_kerja_id'], message: MESSAGE_PENGAMPU_UNIT_KERJA });
  }
  if (value.pengampu_type === 'tim-kerja' && value.tim_kerja_id === null) {
    ctx.addIssue({ code: 'custom', path: ['tim_kerja_id'], message: MESSAGE_PENGAMPU_TIM_KERJA });
  }
  if (value.pengampu_type !== 'unit-kerja' && value.unit_kerja_id !== null) {
    ctx.addIssue({ code: 'custom', path: ['unit_kerja_id'], message: MESSAGE_PENGAMPU_SATU });
  }
  if (value.pengampu_type !== 'tim-kerja' && value.tim_kerja_id !== null) {
    ctx.addIssue({ code: 'custom', path: ['tim_kerja_id'], message: MESSAGE_PENGAMPU_SATU });
  }
}

// -------------------------------------------------------------------------------------------
// RPJMD (city level)
// -------------------------------------------------------------------------------------------

export const visiSchema = z.object({ visi: requiredText('Visi', 2000) });
export type VisiInput = z.input<typeof visiSchema>;

/** The fields every indicator of the plan repeats: its text, unit and direction. */
const indikatorFields = {
  indikator: requiredText('Indikator', 2000),
  satuan: requiredText('Satuan', 100),
  polaritas: polaritasSchema,
};
/** Baseline and the five years' target and realisasi of an RPJMD-period indicator. */
const nilaiPeriode = (targetWajib: boolean) => ({
  baseline: optionalNumber('Baseline', { negatif: true }),
  ...prefixed('target', perTahun('Target', targetWajib)),
  ...prefixed('realisasi', perTahun('Realisasi', false)),
});
const nomor = requiredInt('Nomor');

export const misiSchema = z.object({ visi_id: requiredId('Visi'), nomor, misi: requiredText('Misi', 2000) });
export type MisiInput = z.input<typeof misiSchema>;

export const tujuanSchema = z.object({ misi_id: requiredId('Misi'), nomor, tujuan: requiredText('Tujuan', 2000) });
export type TujuanInput = z.input<typeof tujuanSchema>;

export const indikatorTujuanSchema = z.object({
  tujuan_id: requiredId('Tujuan'),
  nomor,
  ...indikatorFields,
  ...nilaiPeriode(false),
});
export type IndikatorTujuanInput = z.input<typeof indikatorTujuanSchema>;
export const indikatorTujuanUpdateSchema = planningUpdate(indikatorTujuanSchema);

export const sasaranStrategisSchema = z.object({
  tujuan_id: requiredId('Tujuan'),
  nomor,
  sasaran: requiredText('Sasaran', 2000),
});
export type SasaranStrategisInput = z.input<typeof sasaranStrategisSchema>;

export const indikatorSasaranStrategisSchema = z.object({
  sasaran_strategis_id: requiredId('Sasaran strategis'),
  nomor,
  ...indikatorFields,
});
export type IndikatorSasaranStrategisInput = z.input<typeof indikatorSasaranStrategisSchema>;

/** Capaian per year is computed by the server; it is not part of the payload. */
export const sasaranStrategisRpjmdSchema = z.object({
  sasaran_strategis_id: requiredId('Sasaran strategis'),
  indikator_sasaran_strategis_id: requiredId('Indikator sasaran strategis'),
  ...nilaiPeriode(true),
  rata_nasional: optionalNumber('Rata-rata nasional', { negatif: true }),
  keterangan: optionalText('Keterangan', 5000),
  urutan,
});
export type SasaranStrategisRpjmdInput = z.input<typeof sasaranStrategisRpjmdSchema>;
export const sasaranStrategisRpjmdUpdateSchema = planningUpdate(sasaranStrategisRpjmdSchema);

export const kinerjaCrossCuttingSchema = z.object({
  sasaran_strategis_rpjmd_id: optionalId('Sasaran strategis RPJMD'),
  parent_id: optionalId('Induk kinerja cross cutting'),
  satuan_kerja_id: satuanKerjaPilihan,
  sasaran: requiredText('Sasaran', 2000),
  ...indikatorFields,
  ...nilaiPeriode(false),
  keterangan: optionalText('Keterangan', 5000),
  urutan,
});
export type KinerjaCrossCuttingInput = z.input<typeof kinerjaCrossCuttingSchema>;
export const kinerjaCrossCuttingUpdateSchema = planningUpdate(kinerjaCrossCuttingSchema);

export const BAYANGAN_LEVELS = [
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
] as const;
export type BayanganLevel = (typeof BAYANGAN_LEVELS)[number];

/** Shadow performance of one node (level + the node's id). */
export const kinerjaBayanganSchema = z.object({
  level: z.enum(BAYANGAN_LEVELS, { error: 'Tingkat kinerja wajib dipilih' }),
  kinerja_id: requiredId('Kinerja'),
  sasaran: requiredText('Sasaran', 2000),
  indikator: requiredText('Indikator', 2000),
  satuan: optionalText('Satuan', 100),
  target: optionalNumber('Target'),
  keterangan: optionalText('Keterangan', 5000),
});
export type KinerjaBayanganInput = z.input<typeof kinerjaBayanganSchema>;
export const kinerjaBayanganUpdateSchema = planningUpdate(kinerjaBayanganSchema);

// -------------------------------------------------------------------------------------------
// A unit's plan
// -------------------------------------------------------------------------------------------

/** A quarter, 1..4. */
const triwulanSchema = z
  .number({ error: 'Triwulan harus 1 sampai 4' })
  .int('Triwulan harus 1 sampai 4')
  .min(1, 'Triwulan harus 1 sampai 4')
  .max(4, 'Triwulan harus 1 sampai 4');

export const sasaranStrategisPdTriwulanSchema = z.object({
  tahun: z
    .number({ error: 'Tahun wajib diisi' })
    .int('Tahun tidak valid')
    .min(2000, 'Tahun tidak valid')
    .max(2100, 'Tahun tidak valid'),
  triwulan: triwulanSchema,
  target: optionalNumber('Target triwulan'),
  realisasi: optionalNumber('Realisasi triwulan'),
});

export const sasaranStrategisPdSchema = z.object({
  satuan_kerja_id: satuanKerjaPilihan,
  sasaran_strategis_rpjmd_id: requiredId('Sasaran strategis RPJMD'),
  sasaran_strategis_satker: requiredText('Sasaran', 2000),
  iku: requiredText('IKU', 2000),
  satuan: requiredText('Satuan', 100),
  polaritas: polaritasSchema,
  baseline: optionalNumber('Baseline', { negatif: true }),
  ...prefixed('target', perTahun('Target', true)),
  ...prefixed('realisasi', perTahun('Realisasi', false)),
  rata_nasional: optionalNumber('Rata-rata nasional', { negatif: true }),
  ...definisiOperasionalFields,
  status_upload_pk: flag,
  skp: flag,
  is_kinerja_direktur_rsud: flag,
  kinerja_cross_cutting_id: optionalId('Kinerja cross cutting'),
  urutan,
  triwulan: z
    .array(sasaranStrategisPdTriwulanSchema, { error: 'Triwulan harus berupa daftar' })
    .max(20, 'Triwulan maksimal 20 baris (5 tahun × 4 triwulan)')
    .default([])
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const key = `${row.tahun}-${row.triwulan}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'triwulan'],
            message: 'Triwulan tidak boleh ganda dalam satu tahun',
          });
        }
        seen.add(key);
      });
    }),
});
export type SasaranStrategisPdInput = z.input<typeof sasaranStrategisPdSchema>;
export const sasaranStrategisPdUpdateSchema = planningUpdate(sasaranStrategisPdSchema);

/** What program, kegiatan, sub kegiatan and langkah aksi measure. */
const ukuranFields = {
  sasaran: requiredText('Sasaran', 2000),
  indikator: requiredText('Indikator', 2000),
  satuan: requiredText('Satuan', 100),
  polaritas: polaritasSchema,
  target: requiredNumber('Target'),
  /** Entered only for years before auto-fill (2023); from then on the server sums the months. */
  realisasi: optionalNumber('Realisasi'),
  anggaran: requiredRupiah('Anggaran'),
  target_bulanan: monthlySchema('Target bulanan'),
  realisasi_bulanan: monthlySchema('Realisasi bulanan'),
  anggaran_bulanan: monthlySchema('Anggaran bulanan', 'rupiah'),
  realisasi_anggaran_bulanan: monthlySchema('Realisasi anggaran bulanan', 'rupiah'),
  urutan,
};

const kinerjaFields = {
  satuan_kerja_id: satuanKerjaPilihan,
  ...ukuranFields,
  ...pengampuFields,
  ...definisiOperasionalFields,
  status_upload_pk: flag,
  skp: flag,
  is_kinerja_direktur_to_wakil_direktur_rsud: flag,
  kinerja_cross_cutting_id: optionalId('Kinerja cross cutting'),
};

export const kinerjaProgramSchema = z
  .object({
    sasaran_strategis_pd_id: requiredId('Sasaran strategis PD'),
    program_id: requiredId('Program'),
    ...kinerjaFields,
  })
  .superRefine(checkPengampu);
export type KinerjaProgramInput = z.input<typeof kinerjaProgramSchema>;
export const kinerjaProgramUpdateSchema = planningUpdate(kinerjaProgramSchema);

export const kinerjaKegiatanSchema = z
  .object({
    kinerja_program_id: requiredId('Kinerja program'),
    kegiatan_id: requiredId('Kegiatan'),
    ...kinerjaFields,
  })
  .superRefine(checkPengampu);
export type KinerjaKegiatanInput = z.input<typeof kinerjaKegiatanSchema>;
export const kinerjaKegiatanUpdateSchema = planningUpdate(kinerjaKegiatanSchema);

export const kinerjaSubKegiatanSchema = z
  .object({
    kinerja_kegiatan_id: requiredId('Kinerja kegiatan'),
    sub_kegiatan_id: requiredId('Sub kegiatan'),
    ...kinerjaFields,
    indikator_kemendagri: optionalText('Indikator Kemendagri', 2000),
    is_external: flag,
    kategori_tematik_id: optionalId('Kategori tematik'),
  })
  .superRefine(checkPengampu);
export type KinerjaSubKegiatanInput = z.input<typeof kinerjaSubKegiatanSchema>;
export const kinerjaSubKegiatanUpdateSchema = planningUpdate(kinerjaSubKegiatanSchema);

/** /kinerja-sub-kegiatan/{id}/edit-tim-kerja: the team carrying a sub kegiatan. */
export const kinerjaSubKegiatanTimKerjaSchema = z.object({ tim_kerja_id: requiredId('Tim kerja') });

export const langkahAksiAnggotaSchema = z.object({
  tim_kerja_anggota_id: requiredId('Anggota tim'),
  /** A member's target is monthly; the yearly target is the sum (DOMAIN-2 §4, 'Tim saya'). */
  target_bulanan: targetBulananAnggota('Target bulanan anggota'),
  satuan: requiredText('Satuan', 100),
  realisasi: optionalNumber('Realisasi anggota'),
});

export const kinerjaLangkahAksiSchema = z.object({
  satuan_kerja_id: satuanKerjaPilihan,
  kinerja_sub_kegiatan_id: requiredId('Kinerja sub kegiatan'),
  ...ukuranFields,
  anggaran: optionalRupiah('Anggaran').transform((v) => v ?? 0),
  tim_kerja_id: optionalId('Tim kerja'),
  anggota: z
    .array(langkahAksiAnggotaSchema, { error: 'Anggota harus berupa daftar' })
    .max(1000, 'Anggota maksimal 1000')
    .default([])
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, i) => {
        if (seen.has(row.tim_kerja_anggota_id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'tim_kerja_anggota_id'], message: 'Anggota tim tidak boleh ganda' });
        }
        seen.add(row.tim_kerja_anggota_id);
      });
    }),
});
export type KinerjaLangkahAksiInput = z.input<typeof kinerjaLangkahAksiSchema>;
export const kinerjaLangkahAksiUpdateSchema = planningUpdate(kinerjaLangkahAksiSchema);

/** Adopt another unit's item as cross cutting: POST /{parent}/{id}/{child}-cross { <child>_id }. */
function crossLinkSchema<K extends string>(key: K, label: string) {
  return z.object({ [key]: requiredId(label) } as Record<K, ReturnType<typeof requiredId>>);
}
export const sasaranStrategisPdCrossSchema = crossLinkSchema('sasaran_strategis_pd_id', 'Sasaran strategis PD');
export const kinerjaProgramCrossSchema = crossLinkSchema('kinerja_program_id', 'Kinerja program');
export const kinerjaKegiatanCrossSchema = crossLinkSchema('kinerja_kegiatan_id', 'Kinerja kegiatan');
export const kinerjaSubKegiatanCrossSchema = crossLinkSchema('kinerja_sub_kegiatan_id', 'Kinerja sub kegiatan');
export const MESSAGE_CROSS_DUPLIKAT = 'Kinerja ini sudah ditambahkan sebagai cross cutting';
export const MESSAGE_CROSS_UNIT_SENDIRI = 'Cross cutting hanya untuk kinerja perangkat daerah lain';

export const rencanaAksiSchema = z
  .object({
    satuan_kerja_id: satuanKerjaPilihan,
    sasaran_strategis_pd_id: optionalId('Sasaran strategis PD'),
    sasaran_strategis_rpjmd_id: optionalId('Sasaran strategis RPJMD'),
    kinerja_sub_kegiatan_id: optionalId('Kinerja sub kegiatan'),
    rencana_aksi: requiredText('Rencana aksi', 2000),
    indikator: requiredText('Indikator', 2000),
    satuan: requiredText('Satuan', 100),
    tw1: optionalNumber('Target TW 1'),
    tw2: optionalNumber('Target TW 2'),
    tw3: optionalNumber('Target TW 3'),
    tw4: optionalNumber('Target TW 4'),
    tw1_realisasi: optionalNumber('Realisasi TW 1'),
    tw2_realisasi: optionalNumber('Realisasi TW 2'),
    tw3_realisasi: optionalNumber('Realisasi TW 3'),
    tw4_realisasi: optionalNumber('Realisasi TW 4'),
    ...pengampuFields,
    urutan,
  })
  .superRefine((value, ctx) => {
    if (value.sasaran_strategis_pd_id === null && value.sasaran_strategis_rpjmd_id === null) {
      ctx.addIssue({ code: 'custom', path: ['sasaran_strategis_pd_id'], message: 'Sasaran strategis wajib dipilih' });
    }
    checkPengampu(value, ctx);
  });
export type RencanaAksiInput = z.input<typeof rencanaAksiSchema>;
export const rencanaAksiUpdateSchema = planningUpdate(rencanaAksiSchema);

export const kamusIndikatorSchema = z.object({
  satuan_kerja_id: satuanKerjaPilihan,
  sub_kegiatan_id: optionalId('Sub kegiatan'),
  indikator_output: requiredText('Indikator output', 2000),
  indikator_kemendagri: optionalText('Indikator sub kegiatan versi Kemendagri', 2000),
  satuan: optionalText('Satuan', 100),
  is_fungsional: flag,
  keterangan: optionalText('Keterangan', 5000),
});
export type KamusIndikatorInput = z.input<typeof kamusIndikatorSchema>;

// -------------------------------------------------------------------------------------------
// Notes on a node: CSF, cause of failure, solution
// -------------------------------------------------------------------------------------------

/** The levels of the tree (the `type` of the SPEC's model selectors and /solusi-masalah). */
export const KINERJA_LEVELS = [
  'sasaran-strategis-rpjmd',
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
  'kinerja-langkah-aksi',
] as const;
export type KinerjaLevel = (typeof KINERJA_LEVELS)[number];
/** The kinerja levels of a Kemendagri master row (program, kegiatan, sub kegiatan). */
export const KINERJA_MASTER_LEVELS = [
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
] as const satisfies readonly KinerjaLevel[];
/** The levels whose kinerja takes a solution (Perbaikan Kinerja). */
export const SOLUSI_LEVELS = KINERJA_MASTER_LEVELS;

/** A CSF note (kinerja tercapai or kinerja tidak tercapai). triwulan null = the whole year. */
export const catatanCsfSchema = z.object({
  level: z.enum(KINERJA_LEVELS, { error: 'Tingkat kinerja wajib dipilih' }),
  kinerja_id: requiredId('Kinerja'),
  triwulan: triwulanSchema.nullish().transform((v) => v ?? null),
  catatan: requiredText('Catatan', 5000),
});
export type CatatanCsfInput = z.input<typeof catatanCsfSchema>;

export const penyebabKegagalanSchema = z.object({
  level: z.enum(KINERJA_LEVELS, { error: 'Tingkat kinerja wajib dipilih' }),
  kinerja_id: requiredId('Kinerja'),
  triwulan: triwulanSchema,
  penyebab: requiredText('Penyebab kegagalan', 5000),
});
export type PenyebabKegagalanInput = z.input<typeof penyebabKegagalanSchema>;
export const MESSAGE_PENYEBAB_TERCAPAI = 'Kinerja sudah tercapai: penyebab kegagalan tidak berlaku';

export const solusiSchema = z.object({
  level: z.enum(SOLUSI_LEVELS, { error: 'Tingkat kinerja wajib dipilih' }),
  kinerja_id: requiredId('Kinerja'),
  masalah_kinerja_id: optionalId('Kinerja tahun lalu'),
  masalah: optionalText('Masalah', 5000),
  solusi: requiredText('Solusi', 5000),
});
export type SolusiInput = z.input<typeof solusiSchema>;

/** Rencana Aksi RB modal (SPEC §5): the thematic category of a sub kegiatan. */
export const MESSAGE_KATEGORI_TEMATIK_WAJIB = 'Silakan pilih salah satu kategori tematik';
export const rencanaAksiRbSchema = z.object({
  kinerjaSubKegiatanId: requiredId('Kinerja sub kegiatan'),
  jenisRbId: requiredId('Kategori tematik', MESSAGE_KATEGORI_TEMATIK_WAJIB),
});
export type RencanaAksiRbInput = z.input<typeof rencanaAksiRbSchema>;

// -------------------------------------------------------------------------------------------
// Teams
// -------------------------------------------------------------------------------------------

export const PERSETUJUAN_STATUS = ['menunggu', 'disetujui', 'ditolak'] as const;
export type PersetujuanStatus = (typeof PERSETUJUAN_STATUS)[number];

// The team itself: penugasan/schemas.ts (timKerjaSchema), with the tim-kerja screens.

export const timKerjaAnggotaSchema = z.object({
  nip: requiredText('Pegawai', 30),
  peran: requiredText('Peran', 100).default('anggota'),
});
export type TimKerjaAnggotaInput = z.input<typeof timKerjaAnggotaSchema>;

// -------------------------------------------------------------------------------------------
// Validation steps
// -------------------------------------------------------------------------------------------

export const MESSAGE_CATATAN_TOLAK = 'Catatan wajib diisi saat menolak';

/** A unit submits its plan for validation (stage 1). */
export const ajukanValidasiPerencanaanSchema = z.object({ catatan: optionalText('Catatan', 5000) });

/** validator_perencanaan_N passes (to the next stage; status true after stage 3) or rejects. */
export const validasiPerencanaanSchema = z
  .object({
    tahap: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Tahap harus 1, 2 atau 3' }),
    keputusan: z.enum(['setuju', 'tolak'], { error: 'Keputusan wajib dipilih' }),
    catatan: optionalText('Catatan', 5000),
  })
  .superRefine((value, ctx) => {
    if (value.keputusan === 'tolak' && !value.catatan) {
      ctx.addIssue({ code: 'custom', path: ['catatan'], message: MESSAGE_CATATAN_TOLAK });
    }
  });
export type ValidasiPerencanaanInput = z.input<typeof validasiPerencanaanSchema>;

/** Bappeda validates a kinerja sub kegiatan or a kamus indikator entry (a note when rejecting). */
export const validasiBappedaSchema = z
  .object({
    status_validasi: z.boolean({ error: 'Status validasi wajib dipilih' }),
    catatan_validasi: optionalText('Catatan', 5000),
  })
  .superRefine((value, ctx) => {
    if (!value.status_validasi && !value.catatan_validasi) {
      ctx.addIssue({ code: 'custom', path: ['catatan_validasi'], message: MESSAGE_CATATAN_TOLAK });
    }
  });
export type ValidasiBappedaInput = z.input<typeof validasiBappedaSchema>;

/** Approval of a team member by the head of division or of the unit. */
export const persetujuanAnggotaSchema = z
  .object({
    status: z.enum(['disetujui', 'ditolak'], { error: 'Keputusan wajib dipilih' }),
    catatan: optionalText('Catatan', 5000),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'ditolak' && !value.catatan) {
      ctx.addIssue({ code: 'custom', path: ['catatan'], message: MESSAGE_CATATAN_TOLAK });
    }
  });

// -------------------------------------------------------------------------------------------
// Master data (super)
// -------------------------------------------------------------------------------------------

const kodeKemendagri = (label: string) =>
  requiredText(label, 50).regex(
    /^[0-9A-Za-z]+(\.[0-9A-Za-z]+)*$/,
    `${label} harus berupa kode bertitik, misalnya 1.01.02`,
  );

export const programSchema = z.object({
  kode: kodeKemendagri('Kode program'),
  nama: requiredText('Nama program', 1000),
  aktif: z.boolean({ error: 'Aktif harus bernilai ya atau tidak' }).default(true),
  /** The units that run the program (program_satuan_kerja): what option/program offers them. */
  satuan_kerja_ids: z
    .array(satuanKerjaParam('Satuan kerja tidak valid'), { error: 'Satuan kerja tidak valid' })
    .max(1000, 'Satuan kerja maksimal 1000')
    .default([]),
});
export type ProgramInput = z.input<typeof programSchema>;
export const kegiatanSchema = z.object({
  program_id: requiredId('Program'),
  kode: kodeKemendagri('Kode kegiatan'),
  nama: requiredText('Nama kegiatan', 1000),
  aktif: z.boolean({ error: 'Aktif harus bernilai ya atau tidak' }).default(true),
});
export type KegiatanInput = z.input<typeof kegiatanSchema>;
export const subKegiatanSchema = z.object({
  kegiatan_id: requiredId('Kegiatan'),
  kode: kodeKemendagri('Kode sub kegiatan'),
  nama: requiredText('Nama sub kegiatan', 1000),
  indikator: optionalText('Indikator', 2000),
  satuan: optionalText('Satuan', 100),
  aktif: z.boolean({ error: 'Aktif harus bernilai ya atau tidak' }).default(true),
});
export type SubKegiatanInput = z.input<typeof subKegiatanSchema>;
export const kategoriTematikSchema = z.object({
  jenis_rb_id: optionalId('Jenis RB'),
  nama: requiredText('Nama kategori', 500),
  urutan,
  aktif: z.boolean({ error: 'Aktif harus bernilai ya atau tidak' }).default(true),
});

// -------------------------------------------------------------------------------------------
// Lists
// -------------------------------------------------------------------------------------------

/** Filters of the planning lists (SPEC §4 'Filters'). */
export const perencanaanListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  /** '' = all, '1' = Tervalidasi, '0' = Belum Tervalidasi */
  status_validasi: z.enum(['', '1', '0']).optional(),
  /** '-' = without pengampu */
  pengampu: z.enum(PENGAMPU_FILTERS).optional(),
});
export type PerencanaanListQuery = z.infer<typeof perencanaanListQuerySchema>;

/** An id filter of a list query: '' or absent = no filter. */
export const idFilter = queryId('Id');

/** GET /sasaran-strategis-pd: the period of the year; unit (who may choose) and RPJMD goal. */
export const sasaranStrategisPdListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: perencanaanListQuerySchema.shape.satuan_kerja_id,
  sasaran_strategis_rpjmd_id: queryId('Sasaran strategis RPJMD'),
});
export type SasaranStrategisPdListQuery = z.infer<typeof sasaranStrategisPdListQuerySchema>;

const kinerjaListQuery = perencanaanListQuerySchema.omit({ status_validasi: true });

/** GET /kinerja-program: + pengampu, parent SS-PD, master program. */
export const kinerjaProgramListQuerySchema = kinerjaListQuery.extend({
  sasaran_strategis_pd_id: queryId('Sasaran strategis PD'),
  program_id: queryId('Program'),
});
export type KinerjaProgramListQuery = z.infer<typeof kinerjaProgramListQuerySchema>;

export const kinerjaKegiatanListQuerySchema = kinerjaListQuery.extend({
  kinerja_program_id: queryId('Kinerja program'),
  kegiatan_id: queryId('Kegiatan'),
});
export type KinerjaKegiatanListQuery = z.infer<typeof kinerjaKegiatanListQuerySchema>;

/** + the validation status by Bappeda ('' all, '1' Tervalidasi, '0' Belum Tervalidasi). */
export const kinerjaSubKegiatanListQuerySchema = perencanaanListQuerySchema.extend({
  kinerja_kegiatan_id: queryId('Kinerja kegiatan'),
  sub_kegiatan_id: queryId('Sub kegiatan'),
});
export type KinerjaSubKegiatanListQuery = z.infer<typeof kinerjaSubKegiatanListQuerySchema>;

/** pengampu here: 'tim-kerja' = carried by a team, '-' = no team ('unit-kerja' matches nothing). */
export const kinerjaLangkahAksiListQuerySchema = kinerjaListQuery.extend({
  kinerja_sub_kegiatan_id: queryId('Kinerja sub kegiatan'),
});
export type KinerjaLangkahAksiListQuery = z.infer<typeof kinerjaLangkahAksiListQuerySchema>;

export const STATUS_VALIDASI_OPTIONS = [
  { value: '', label: 'Semua' },
  { value: '1', label: 'Tervalidasi' },
  { value: '0', label: 'Belum Tervalidasi' },
] as const;
