import { z } from 'zod';
import { dateOnly, paramId, queryId, requiredId, satuanKerjaQuery } from './primitives';
import { DEFAULT_PER_PAGE, listQuerySchema, paginated } from './common';
import { text, textN, int, intN, angka } from './record-fields';
import { pengampuRecordFields } from './perencanaan-record';

/**
 * The calls behind the cascading diagram's modals (SPEC §7; issue 4 'Modals and their calls') and
 * the PK download: query strings with their Indonesian messages and the response records. Only
 * fields a citizen may see on the public diagram appear here (the public-display calls and
 * /solusi-masalah answer without login).
 */

const positiveId = paramId;
const optionalId = queryId;
const satuanKerjaIdParam = satuanKerjaQuery;
const page = listQuerySchema.shape.page;

// -------------------------------------------------------------------------------------------
// Rencana aksi (RA / RRA and the governor variants)
// -------------------------------------------------------------------------------------------

/** Page size of the action-plan and definition modals (SPEC §9). */
export const MODAL_PER_PAGE = DEFAULT_PER_PAGE;

export const rencanaAksiQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaIdParam,
  sasaran_strategis_pd_id: positiveId('Sasaran strategis PD'),
  page,
});
export const rencanaAksiGubernurQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaIdParam,
  sasaran_strategis_rpjmd_id: positiveId('Sasaran strategis RPJMD'),
  page,
});

/** A step of a rencana aksi (SPEC §3): its sub kegiatan, its indicator, its quarterly targets and realisasi. */
export const rencanaAksiTriwulanFields = {
  kinerja_sub_kegiatan_id: intN,
  rencana_aksi: text,
  indikator: text,
  satuan: text,
  tw1: angka,
  tw2: angka,
  tw3: angka,
  tw4: angka,
  tw1_realisasi: angka,
  tw2_realisasi: angka,
  tw3_realisasi: angka,
  tw4_realisasi: angka,
};

/** SPEC §3 'Rencana aksi row', plus the IKU it serves and the sub-activity node 'Indikator' jumps to. */
export const rencanaAksiRowSchema = z.object({
  id: int,
  iku: textN,
  ...rencanaAksiTriwulanFields,
  pengampu: text,
  struktur_organisasi: pengampuRecordFields.struktur_organisasi,
  tim_kerja: pengampuRecordFields.tim_kerja,
});
export type RencanaAksiRow = z.infer<typeof rencanaAksiRowSchema>;
export const rencanaAksiPageSchema = paginated(rencanaAksiRowSchema);

// -------------------------------------------------------------------------------------------
// Definisi operasional
// -------------------------------------------------------------------------------------------

/**
 * One node's definition: exactly one of sasaranStrategisId (an SS-PD id), programId,
 * kegiatanId, subKegiatanId (kinerja program / kegiatan / sub kegiatan ids), or
 * sasaran_strategis_rpjmd_id (the unit's SS-PD under that RPJMD goal, with satuan_kerja_id).
 */
export const definisiOperasionalQuerySchema = z
  .object({
    satuan_kerja_id: satuanKerjaIdParam,
    sasaran_strategis_rpjmd_id: optionalId('Sasaran strategis RPJMD'),
    sasaranStrategisId: optionalId('Sasaran strategis'),
    programId: optionalId('Kinerja program'),
    kegiatanId: optionalId('Kinerja kegiatan'),
    subKegiatanId: optionalId('Kinerja sub kegiatan'),
    page,
  })
  .refine(
    (q) =>
      [q.sasaran_strategis_rpjmd_id, q.sasaranStrategisId, q.programId, q.kegiatanId, q.subKegiatanId].filter(
        (v) => v !== undefined,
      ).length === 1,
    { message: 'Pilih tepat satu kinerja untuk definisi operasional', path: ['id'] },
  );
export type DefinisiOperasionalQuery = z.infer<typeof definisiOperasionalQuerySchema>;

/** SPEC §3 'Definisi operasional row', with the indicator it defines. */
export const definisiOperasionalRowSchema = z.object({
  id: int,
  indikator: text,
  do_narasi: textN,
  do_rumus: textN,
  do_keterangan: textN,
  do_sumber: textN,
});
export type DefinisiOperasionalRow = z.infer<typeof definisiOperasionalRowSchema>;
export const definisiOperasionalPageSchema = paginated(definisiOperasionalRowSchema);

// -------------------------------------------------------------------------------------------
// Kinerja wakil direktur RSUD, kinerja langkah aksi
// -------------------------------------------------------------------------------------------

export const kinerjaProgramIdQuerySchema = z.object({ kinerjaProgramId: positiveId('Kinerja program') });

/** What a kinerja measures and reached in its year, as the modals and the comparison list it. */
const ukuranFields = { sasaran: text, indikator: text, target: angka, realisasi: angka, capaian: angka, satuan: text };

const kinerjaRingkasFields = { id: int, ...ukuranFields, pengampu: text };
export const kinerjaRingkasSchema = z.object(kinerjaRingkasFields);
export type KinerjaRingkas = z.infer<typeof kinerjaRingkasSchema>;

/** The hospital director's program and the kegiatan cascaded to the deputy directors. */
export const kinerjaWakilDirekturResponseSchema = z.object({
  kinerjaProgram: z.object({
    ...kinerjaRingkasFields,
    program: z.object({ nama: z.string() }),
    kinerja_kegiatan: z.array(z.object({ ...kinerjaRingkasFields, kegiatan: z.object({ nama: z.string() }) })),
  }),
});
export type KinerjaWakilDirekturResponse = z.infer<typeof kinerjaWakilDirekturResponseSchema>;

/** SPEC §3 'Langkah aksi': the action steps under a program's sub-activities. */
export const langkahAksiModalRecordSchema = kinerjaRingkasSchema.omit({ pengampu: true }).extend({
  sub_kegiatan: z.object({ nama: z.string() }),
  tim_kerja: z.object({ nama: z.string() }).nullable(),
  tim_kerja_anggota: z.array(
    z.object({ id: z.number().int(), target: angka, satuan: z.string(), nama_pegawai_anggota: z.string() }),
  ),
});
export type LangkahAksiModalRecord = z.infer<typeof langkahAksiModalRecordSchema>;
export const kinerjaLangkahAksiResponseSchema = z.object({ kinerjaLangkahAksi: z.array(langkahAksiModalRecordSchema) });

// -------------------------------------------------------------------------------------------
// Solusi - masalah (Perbaikan Kinerja)
// -------------------------------------------------------------------------------------------

export const SOLUSI_MASALAH_TYPES = ['kinerja-program', 'kinerja-kegiatan', 'kinerja-sub-kegiatan'] as const;
export type SolusiMasalahType = (typeof SOLUSI_MASALAH_TYPES)[number];

export const solusiMasalahQuerySchema = z.object({
  type: z.enum(SOLUSI_MASALAH_TYPES, {
    error: `Jenis kinerja tidak dikenal. Pilih salah satu: ${SOLUSI_MASALAH_TYPES.join(', ')}`,
  }),
  id: positiveId('Kinerja'),
});

const solusiChildSchema = z.object({ id: int, nama: text, ...ukuranFields });

/** One side of the comparison: a kinerja of one year with its failed-CSF notes and children. */
export const solusiMasalahSideSchema = z.object({
  id: int,
  tahun: int,
  nama: text,
  sasaran: text,
  indikator: text,
  pengampu: text,
  target: angka,
  realisasi: angka,
  capaian: angka,
  satuan: text,
  /** This year's solution (solusi side) or last year's problem (masalah side), in words. */
  uraian: textN,
  kinerja_tidak_tercapai: z.array(z.object({ id: z.number().int(), catatan: z.string() })),
  children: z.array(solusiChildSchema),
});
export type SolusiMasalahSide = z.infer<typeof solusiMasalahSideSchema>;

/** solusi: the kinerja asked for (this year); masalah: last year's comparable kinerja, or null. */
export const solusiMasalahResponseSchema = z.object({
  solusi: solusiMasalahSideSchema.nullable(),
  masalah: solusiMasalahSideSchema.nullable(),
});
export type SolusiMasalahResponse = z.infer<typeof solusiMasalahResponseSchema>;

// -------------------------------------------------------------------------------------------
// Rencana Aksi Reformasi Birokrasi (thematic category of a sub kegiatan)
// -------------------------------------------------------------------------------------------

export const rencanaAksiRbQuerySchema = z.object({ kinerjaSubKegiatanId: positiveId('Kinerja sub kegiatan') });

/** SPEC §5: the choice must be made, and must be one of the loaded options. */
export const MESSAGE_PILIH_KATEGORI_TEMATIK = 'Silakan pilih salah satu kategori tematik';
export const MESSAGE_KATEGORI_TIDAK_DITEMUKAN = 'Selected option not found';

export const updateRencanaAksiRbSchema = z.object({
  kinerjaSubKegiatanId: requiredId('Kinerja sub kegiatan'),
  jenisRbId: requiredId('Kategori tematik', MESSAGE_PILIH_KATEGORI_TEMATIK),
});
export type UpdateRencanaAksiRb = z.infer<typeof updateRencanaAksiRbSchema>;

export const jenisRbOptionSchema = z.object({ id: z.number().int(), nama: z.string() });
export type JenisRbOption = z.infer<typeof jenisRbOptionSchema>;

export const rencanaAksiRbResponseSchema = z.object({
  jenisRb: z.array(jenisRbOptionSchema),
  kinerjaSubKegiatan: z.object({ id: z.number().int(), kategori_tematik_id: z.number().int().nullable() }),
});
export type RencanaAksiRbResponse = z.infer<typeof rencanaAksiRbResponseSchema>;

export const MESSAGE_RENCANA_AKSI_RB_SUKSES = 'Rencana Aksi berhasil diperbarui';
export const MESSAGE_RENCANA_AKSI_RB_GAGAL = 'Gagal memperbarui Rencana Aksi';

// -------------------------------------------------------------------------------------------
// Perjanjian Kinerja download
// -------------------------------------------------------------------------------------------

export const PK_JENIS = ['sasaranStrategisPd', 'kinerjaProgram', 'kinerjaKegiatan', 'kinerjaSubKegiatan'] as const;
export type PkJenis = (typeof PK_JENIS)[number];

/** An optional agreement date on a PK PDF ('' = none; without it the day is left blank: tanggalPk). */
export const pkTanggalQuery = z.preprocess(
  (v) => (v === '' ? undefined : v),
  dateOnly('Tanggal perjanjian').optional(),
);

export const pkDownloadQuerySchema = z.object({
  jenis: z.enum(PK_JENIS, { error: `Jenis PK tidak dikenal. Pilih salah satu: ${PK_JENIS.join(', ')}` }),
  id: positiveId('Id'),
  tanggal: pkTanggalQuery,
});
export type PkDownloadQuery = z.infer<typeof pkDownloadQuerySchema>;
