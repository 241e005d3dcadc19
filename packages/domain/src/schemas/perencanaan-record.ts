import { z } from 'zod';
import { POLARITAS } from '../capaian';
import { PENGAMPU_TYPES } from '../pengampu';
import { text, textN, int, intN, num, angka, bool, ownAndCross } from './record-fields';

/**
 * Response records of the planning CRUD (perencanaan): what GET /G, GET /G/:id, POST and PUT answer.
 * The server serialises through these schemas (a field missing or of the wrong type is a 500 in
 * tests, never a silent change) and the web types its tables and show pages with them.
 * Capaian, realisasi (from the monthly values from AUTO_FILL_FROM_YEAR), realisasi anggaran and
 * the quarter sums are computed by the server.
 */

/** 12 monthly values, January first. */
const bulanan = z.array(z.number().nullable()).length(12);
/** Cumulative per quarter: [TW1 = Jan–Mar, TW2 = Jan–Jun, TW3 = Jan–Sep, TW4 = Jan–Dec]. */
const triwulanan = z.tuple([angka, angka, angka, angka]);

/** Program, kegiatan or sub kegiatan of the Kemendagri nomenclature. */
export const masterRefSchema = z.object({ id: int, kode: z.string(), nama: z.string() });

// -------------------------------------------------------------------------------------------
// Shared pieces
// -------------------------------------------------------------------------------------------

/** Who carries a performance (SPEC §3: struktur_organisasi, tim_kerja (nama, ketua.peg_nama)). */
export const pengampuRecordFields = {
  pengampu_type: z.enum(PENGAMPU_TYPES).nullable(),
  unit_kerja_id: intN,
  tim_kerja_id: intN,
  /** The label of SPEC §9: the position (unit-kerja), the team name (tim-kerja) or '-'. */
  pengampu: text,
  unit_kerja_nama: textN,
  struktur_organisasi: z.object({ jabatan_nama: z.string(), unit_kerja_nama_full: z.string() }).nullable(),
  tim_kerja: z.object({ id: int, nama: z.string(), ketua: z.object({ peg_nama: z.string() }).nullable() }).nullable(),
};

/** What program, kegiatan, sub kegiatan and langkah aksi measure (one performance year). */
export const ukuranRecordFields = {
  id: int,
  tahun: int,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran: text,
  indikator: text,
  satuan: text,
  polaritas: z.enum(POLARITAS),
  target: angka,
  realisasi: angka,
  capaian: angka,
  anggaran: num,
  realisasi_anggaran: num,
  /** realisasi_anggaran / anggaran × 100. */
  capaian_anggaran: angka,
  urutan: int,
  updated_at: text,
};

/** The monthly series and their cumulative quarter sums (show pages and forms). */
export const bulananRecordFields = {
  target_bulanan: bulanan,
  realisasi_bulanan: bulanan,
  anggaran_bulanan: bulanan,
  realisasi_anggaran_bulanan: bulanan,
  target_triwulan: triwulanan,
  realisasi_triwulan: triwulanan,
  /** Capaian of each cumulative quarter (with the polarity). */
  capaian_triwulan: triwulanan,
};

export const definisiOperasionalRecordFields = {
  do_narasi: textN,
  do_rumus: textN,
  do_keterangan: textN,
  do_sumber: textN,
};

const kinerjaDetailFields = {
  ...pengampuRecordFields,
  ...definisiOperasionalRecordFields,
  status_upload_pk: bool,
  skp: bool,
  is_kinerja_direktur_to_wakil_direktur_rsud: bool,
  kinerja_cross_cutting_id: intN,
};

/** A child (or an adopted cross-cutting child) listed on its parent's show page. */
export const kinerjaChildSchema = z.object({
  id: int,
  /** The Kemendagri name of the program / kegiatan / sub kegiatan (null for langkah aksi). */
  kode: textN,
  nama: textN,
  sasaran: text,
  indikator: text,
  target: angka,
  satuan: text,
  realisasi: angka,
  capaian: angka,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  /** Adopted from another unit through a *_cross link. */
  is_cross: bool,
});
export type KinerjaChild = z.infer<typeof kinerjaChildSchema>;

/** A CSF note (kinerja tercapai / tidak tercapai). */
export const catatanCsfRecordSchema = z.object({
  id: int,
  tahun: int,
  triwulan: intN,
  catatan: text,
});
export const penyebabKegagalanRecordSchema = z.object({
  id: int,
  tahun: int,
  triwulan: int,
  penyebab: text,
});

/** The notes every kinerja show page lists. */
const catatanFields = {
  penyebab_kegagalan: z.array(penyebabKegagalanRecordSchema),
  kinerja_tercapai: z.array(catatanCsfRecordSchema),
  kinerja_tidak_tercapai: z.array(catatanCsfRecordSchema),
};

// -------------------------------------------------------------------------------------------
// Sasaran strategis PD (one period; per-year columns *_1 .. *_5)
// -------------------------------------------------------------------------------------------

/** The per-year columns `<prefix>_1` .. `<prefix>_5` of a five-year period. */
export const perTahunRecordFields = <P extends string>(prefix: P) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((k) => [`${prefix}_${k}`, angka])) as Record<
    `${P}_${1 | 2 | 3 | 4 | 5}`,
    typeof angka
  >;

/**
 * The measure of a goal over a period (SS-PD, SS-RPJMD, cross cutting): unit, polarity, baseline,
 * target / realisasi / capaian per year and those of the request's year.
 */
export const ukuranTahunanRecordFields = {
  satuan: text,
  polaritas: z.enum(POLARITAS),
  baseline: angka,
  ...perTahunRecordFields('target'),
  ...perTahunRecordFields('realisasi'),
  ...perTahunRecordFields('capaian'),
  target: angka,
  realisasi: angka,
  capaian: angka,
};

export const sasaranStrategisPdRecordSchema = z.object({
  id: int,
  periode_id: int,
  tahun_awal: int,
  tahun_akhir: int,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran_strategis_rpjmd_id: int,
  /** The RPJMD goal it serves: sasaran_strategis.sasaran and its indicator. */
  sasaran_strategis_rpjmd: z.object({ id: int, sasaran: z.string(), indikator: z.string() }),
  sasaran_strategis_satker: text,
  iku: text,
  /** Per year, and the values of the request's year (target_k of the year's index in the period). */
  ...ukuranTahunanRecordFields,
  rata_nasional: angka,
  ...definisiOperasionalRecordFields,
  status_upload_pk: bool,
  skp: bool,
  is_kinerja_direktur_rsud: bool,
  kinerja_cross_cutting_id: intN,
  /** The unit head (SPEC §9), e.g. 'Kepala Dinas Pendidikan', 'Sekretaris Daerah'. */
  pengampu: text,
  urutan: int,
  updated_at: text,
});
export type SasaranStrategisPdRecord = z.infer<typeof sasaranStrategisPdRecordSchema>;

export const sasaranStrategisPdTriwulanRecordSchema = z.object({
  id: int,
  tahun: int,
  triwulan: int,
  target: angka,
  realisasi: angka,
  capaian: angka,
});

export const sasaranStrategisPdDetailSchema = sasaranStrategisPdRecordSchema.extend({
  triwulan: z.array(sasaranStrategisPdTriwulanRecordSchema),
  ...ownAndCross('kinerja_program', kinerjaChildSchema),
  ...catatanFields,
});
export type SasaranStrategisPdDetail = z.infer<typeof sasaranStrategisPdDetailSchema>;

// -------------------------------------------------------------------------------------------
// Kinerja program / kegiatan / sub kegiatan / langkah aksi (one performance year)
// -------------------------------------------------------------------------------------------

export const kinerjaProgramRecordSchema = z.object({
  ...ukuranRecordFields,
  ...kinerjaDetailFields,
  sasaran_strategis_pd_id: int,
  sasaran_strategis_pd: z.object({ id: int, sasaran_strategis_satker: z.string(), iku: z.string() }),
  program_id: int,
  program: masterRefSchema,
});
export type KinerjaProgramRecord = z.infer<typeof kinerjaProgramRecordSchema>;

export const kinerjaProgramDetailSchema = kinerjaProgramRecordSchema.extend({
  ...bulananRecordFields,
  ...ownAndCross('kinerja_kegiatan', kinerjaChildSchema),
  ...catatanFields,
});
export type KinerjaProgramDetail = z.infer<typeof kinerjaProgramDetailSchema>;

/** The parent kinerja of a row, with its Kemendagri name. */
const parentKinerja = z.object({
  id: int,
  sasaran: z.string(),
  indikator: z.string(),
  kode: z.string(),
  nama: z.string(),
});

export const kinerjaKegiatanRecordSchema = z.object({
  ...ukuranRecordFields,
  ...kinerjaDetailFields,
  kinerja_program_id: int,
  /** The parent program performance: its sasaran, indikator and program kode/nama. */
  kinerja_program: parentKinerja,
  kegiatan_id: int,
  kegiatan: masterRefSchema,
});
export type KinerjaKegiatanRecord = z.infer<typeof kinerjaKegiatanRecordSchema>;

export const kinerjaKegiatanDetailSchema = kinerjaKegiatanRecordSchema.extend({
  ...bulananRecordFields,
  ...ownAndCross('kinerja_sub_kegiatan', kinerjaChildSchema),
  ...catatanFields,
});
export type KinerjaKegiatanDetail = z.infer<typeof kinerjaKegiatanDetailSchema>;

export const kinerjaSubKegiatanRecordSchema = z.object({
  ...ukuranRecordFields,
  ...kinerjaDetailFields,
  kinerja_kegiatan_id: int,
  kinerja_kegiatan: parentKinerja,
  sub_kegiatan_id: int,
  sub_kegiatan: masterRefSchema,
  indikator_kemendagri: textN,
  is_external: bool,
  kategori_tematik_id: intN,
  kategori_tematik: z.object({ id: int, nama: z.string() }).nullable(),
  /** Validation by Bappeda (filter 1 Tervalidasi / 0 Belum Tervalidasi). */
  status_validasi: bool,
  catatan_validasi: textN,
  validasi_at: textN,
});
export type KinerjaSubKegiatanRecord = z.infer<typeof kinerjaSubKegiatanRecordSchema>;

export const kinerjaSubKegiatanDetailSchema = kinerjaSubKegiatanRecordSchema.extend({
  ...bulananRecordFields,
  kinerja_langkah_aksi: z.array(kinerjaChildSchema),
  ...catatanFields,
});
export type KinerjaSubKegiatanDetail = z.infer<typeof kinerjaSubKegiatanDetailSchema>;

/** SPEC §3 langkah aksi: tim_kerja_anggota (id, target, satuan, nama_pegawai_anggota). */
export const langkahAksiAnggotaRecordSchema = z.object({
  id: int,
  tim_kerja_anggota_id: int,
  nip: text,
  nama_pegawai_anggota: text,
  target: angka,
  satuan: text,
  realisasi: angka,
});

export const kinerjaLangkahAksiRecordSchema = z.object({
  ...ukuranRecordFields,
  kinerja_sub_kegiatan_id: int,
  kinerja_sub_kegiatan: parentKinerja,
  /** SPEC §3: sub_kegiatan.nama. */
  sub_kegiatan: masterRefSchema,
  tim_kerja_id: intN,
  tim_kerja: pengampuRecordFields.tim_kerja,
  pengampu: text,
});
export type KinerjaLangkahAksiRecord = z.infer<typeof kinerjaLangkahAksiRecordSchema>;

export const kinerjaLangkahAksiDetailSchema = kinerjaLangkahAksiRecordSchema.extend({
  ...bulananRecordFields,
  /** With the members' monthly targets (their sum is `target`), which the langkah aksi form edits. */
  tim_kerja_anggota: z.array(langkahAksiAnggotaRecordSchema.extend({ target_bulanan: z.array(angka).length(12) })),
  ...catatanFields,
});
export type KinerjaLangkahAksiDetail = z.infer<typeof kinerjaLangkahAksiDetailSchema>;

// -------------------------------------------------------------------------------------------
// Record history (GET /G/:id/riwayat)
// -------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  create: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
};

export const riwayatChangeSchema = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
export const riwayatRecordSchema = z.object({
  id: int,
  action: z.enum(AUDIT_ACTIONS),
  actor_id: intN,
  actor_nama: textN,
  created_at: text,
  /** Fields whose value changed (on create: the filled fields; on delete: the removed values). */
  changes: z.array(riwayatChangeSchema),
});
export type RiwayatRecord = z.infer<typeof riwayatRecordSchema>;
export const riwayatResponseSchema = z.object({ data: z.array(riwayatRecordSchema) });
