import { defineWorkflow } from '../workflow/workflow';
import { z } from 'zod';
import { formatNumber } from '../format';
import { optionalText, paramId, queryInt, satuanKerjaQuery } from '../schemas/primitives';

/**
 * Dokumen (DOMAIN-2 §5 'Dokumen'): per unit and year one current document per kind (SPEC §2:
 * 1 LKIP, 2 Renstra, 3 Perjanjian Kinerja, 4 Indikator Kinerja Utama), older versions kept; PDF
 * only; verified by the administrator (Menunggu / Disetujui / Ditolak with a note); the public page
 * of a kind lists the approved document of every unit.
 */

export const JENIS_DOKUMEN = [
  { id: 1, nama: 'LKIP' },
  { id: 2, nama: 'Renstra' },
  { id: 3, nama: 'Perjanjian Kinerja' },
  { id: 4, nama: 'Indikator Kinerja Utama' },
] as const;
export type JenisDokumenId = (typeof JENIS_DOKUMEN)[number]['id'];
export const JENIS_DOKUMEN_IDS: JenisDokumenId[] = JENIS_DOKUMEN.map((j) => j.id);

export function isJenisDokumenId(value: number): value is JenisDokumenId {
  return (JENIS_DOKUMEN_IDS as number[]).includes(value);
}

export function namaJenisDokumen(id: number): string | undefined {
  return JENIS_DOKUMEN.find((j) => j.id === id)?.nama;
}

export const STATUS_DOKUMEN = ['menunggu', 'disetujui', 'ditolak'] as const;
export type StatusDokumen = (typeof STATUS_DOKUMEN)[number];

/**
 * Verification of a document version on the workflow recipe: super approves or rejects (a note
 * required) the newest version, and may change the verdict later; the unit's new upload starts a
 * new version at 'menunggu'.
 */
export const verifikasiDokumenWorkflow = defineWorkflow({
  name: 'verifikasi-dokumen',
  noteMessage: 'Catatan wajib diisi jika dokumen ditolak',
  states: {
    menunggu: { label: 'Menunggu', color: 'yellow', locks: false, waitsFor: ['super'] },
    disetujui: { label: 'Disetujui', color: 'green', locks: false, waitsFor: [] },
    ditolak: { label: 'Ditolak', color: 'red', locks: false, waitsFor: ['unit'] },
  },
  events: {
    setujui: { from: STATUS_DOKUMEN, to: 'disetujui', by: ['super'], refused: '' },
    tolak: { from: STATUS_DOKUMEN, to: 'ditolak', by: ['super'], noteRequired: true, refused: '' },
  },
});

export const STATUS_DOKUMEN_LABELS = Object.fromEntries(
  STATUS_DOKUMEN.map((status) => [status, verifikasiDokumenWorkflow.states[status].label]),
) as Record<StatusDokumen, string>;

export function statusDokumenOf(value: string): StatusDokumen {
  return (STATUS_DOKUMEN as readonly string[]).includes(value) ? (value as StatusDokumen) : 'menunggu';
}

/** A document file: PDF only (checked by content on the server). */
export const DOKUMEN_FILE_KINDS = ['pdf'] as const;

/**
 * The current document of a unit, kind and year is its newest version; the public sees the newest
 * approved version (a new upload waiting for verification does not hide the approved one).
 */
export function currentVersion<T extends { versi: number }>(versions: readonly T[]): T | undefined {
  return versions.reduce<T | undefined>((best, v) => (!best || v.versi > best.versi ? v : best), undefined);
}

export function publishedVersion<T extends { versi: number; status: string }>(versions: readonly T[]): T | undefined {
  return currentVersion(versions.filter((v) => v.status === 'disetujui'));
}

/** Only the newest version is verified; an older one keeps the verdict it had. */
export function mayVerify(versions: readonly { id: number; versi: number }[], id: number): boolean {
  return currentVersion(versions)?.id === id;
}

// -------------------------------------------------------------------------------------------
// Requests
// -------------------------------------------------------------------------------------------

const jenisMessage = 'Jenis dokumen wajib dipilih';

/** The kind in an upload form field (multipart: a string of digits). */
export const jenisDokumenField = z
  .string({ error: jenisMessage })
  .trim()
  .min(1, jenisMessage)
  .regex(/^\d{1,2}$/, 'Jenis dokumen tidak valid')
  .transform(Number)
  .refine(isJenisDokumenId, 'Jenis dokumen tidak valid');

/** The text fields of an upload (multipart), beside the file. */
export const dokumenUploadFieldsSchema = z.object({
  jenis_dokumen_id: jenisDokumenField,
  /** Read only from an actor who chooses the unit (super). */
  satuan_kerja_id: satuanKerjaQuery,
});
export type DokumenUploadFields = z.output<typeof dokumenUploadFieldsSchema>;

/** `/public-display/dokumen/{jenisDokumenId}`: an unknown kind is a 404 (the service decides). */
export const jenisDokumenParamSchema = z.object({ jenisDokumenId: paramId('Jenis dokumen') });
export const publicDokumenFileParamSchema = z.object({
  jenisDokumenId: paramId('Jenis dokumen'),
  id: paramId('Id'),
});

export const dokumenQuerySchema = z.object({ satuan_kerja_id: satuanKerjaQuery });
export type DokumenQuery = z.output<typeof dokumenQuerySchema>;

export const dokumenAdminQuerySchema = z.object({
  jenis_dokumen_id: queryInt('Jenis dokumen', { min: 1, max: 4 }),
  status: z.enum(['', 'kosong', ...STATUS_DOKUMEN], { error: 'Status tidak valid' }).optional(),
});
export type DokumenAdminQuery = z.output<typeof dokumenAdminQuerySchema>;

export const verifikasiDokumenSchema = z
  .object({
    status: z.enum(['disetujui', 'ditolak'], { error: 'Status verifikasi wajib dipilih' }),
    catatan: optionalText('Catatan', 2000),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'ditolak' && !v.catatan) {
      ctx.addIssue({ code: 'custom', path: ['catatan'], message: 'Catatan wajib diisi jika dokumen ditolak' });
    }
  });
export type VerifikasiDokumenInput = z.input<typeof verifikasiDokumenSchema>;

// -------------------------------------------------------------------------------------------
// Answers
// -------------------------------------------------------------------------------------------

export const dokumenRecordSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  satuan_kerja_id: z.string(),
  jenis_dokumen_id: z.number(),
  versi: z.number(),
  nama_file: z.string(),
  ukuran: z.number(),
  status: z.enum(STATUS_DOKUMEN),
  catatan: z.string().nullable(),
  diunggah_oleh: z.string().nullable(),
  diunggah_at: z.string(),
  diverifikasi_oleh: z.string().nullable(),
  diverifikasi_at: z.string().nullable(),
});
export type DokumenRecord = z.infer<typeof dokumenRecordSchema>;

/** One kind on the unit's page: the current version and the older ones (newest first). */
export const dokumenJenisSchema = z.object({
  jenis_dokumen_id: z.number(),
  nama: z.string(),
  current: dokumenRecordSchema.nullable(),
  riwayat: z.array(dokumenRecordSchema),
});
export type DokumenJenis = z.infer<typeof dokumenJenisSchema>;

export const dokumenUnitResponseSchema = z.object({
  data: z.object({
    satuan_kerja_id: z.string().nullable(),
    satuan_kerja_nama: z.string().nullable(),
    /** May the caller upload for this unit? */
    can_upload: z.boolean(),
    jenis: z.array(dokumenJenisSchema),
  }),
});
export type DokumenUnitResponse = z.infer<typeof dokumenUnitResponseSchema>;

export const dokumenAdminRowSchema = z.object({
  satuan_kerja_id: z.string(),
  satuan_kerja_nama: z.string(),
  /** One cell per kind, in JENIS_DOKUMEN order: the current version or null. */
  dokumen: z.array(
    z.object({
      jenis_dokumen_id: z.number(),
      current: dokumenRecordSchema.nullable(),
      jumlah_versi: z.number(),
    }),
  ),
});
export type DokumenAdminRow = z.infer<typeof dokumenAdminRowSchema>;

export const dokumenAdminResponseSchema = z.object({
  data: z.array(dokumenAdminRowSchema),
  ringkasan: z.object({ kosong: z.number(), menunggu: z.number(), disetujui: z.number(), ditolak: z.number() }),
});
export type DokumenAdminResponse = z.infer<typeof dokumenAdminResponseSchema>;

/** The public list: what a citizen may see, nothing else (no notes, names, hashes or keys). */
export const publicDokumenRowSchema = z.object({
  id: z.number(),
  satuan_kerja_id: z.string(),
  satuan_kerja_nama: z.string(),
  nama_file: z.string(),
  ukuran: z.number(),
  versi: z.number(),
  disetujui_at: z.string().nullable(),
});
export type PublicDokumenRow = z.infer<typeof publicDokumenRowSchema>;

export const publicDokumenResponseSchema = z.object({
  data: z.object({
    jenis_dokumen_id: z.number(),
    nama: z.string(),
    tahun: z.number(),
    rows: z.array(publicDokumenRowSchema),
  }),
});
export type PublicDokumenResponse = z.infer<typeof publicDokumenResponseSchema>;

/** '1,2 MB', '350 KB': a file size for people. */
export function formatUkuranFile(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${formatNumber(kb / 1024, 1)} MB`;
}
