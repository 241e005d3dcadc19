import { z } from 'zod';
import { paramId, requiredId, requiredText } from './primitives';
import { catatanCsfSchema, SOLUSI_LEVELS, type KINERJA_LEVELS } from './perencanaan';
import { textN, num } from './record-fields';

/**
 * The CSF notes and solution a unit writes on its own diagram nodes (issue 24 item 4, DOMAIN-3 §2):
 * Diagnosa CSF (kinerja_tercapai: why a target was met), CSF gagal (kinerja_tidak_tercapai: the
 * failed critical success factors, the node icon 'CSF Gagal' and LKIP Tabel 3.3) and the solution
 * of this year (Perbaikan Kinerja, the green 'Solusi Kinerja' check). The notes follow the write
 * rule of the node's resource and its unit's planning lock.
 */

/** The levels whose nodes carry CSF notes on the diagram (the langkah aksi carry none there). */
export const CATATAN_LEVELS = [
  'sasaran-strategis-rpjmd',
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
] as const satisfies readonly (typeof KINERJA_LEVELS)[number][];
export type CatatanLevel = (typeof CATATAN_LEVELS)[number];

export const JENIS_CSF = ['tercapai', 'tidak-tercapai'] as const;
export type JenisCsf = (typeof JENIS_CSF)[number];
export const JENIS_CSF_LABELS: Record<JenisCsf, string> = {
  tercapai: 'Diagnosa CSF',
  'tidak-tercapai': 'CSF Gagal',
};

const levelSchema = z.enum(CATATAN_LEVELS, { error: 'Tingkat kinerja tidak dikenal' });
const jenisSchema = z.enum(JENIS_CSF, { error: 'Jenis catatan tidak dikenal' });

export const catatanKinerjaQuerySchema = z.object({ level: levelSchema, id: paramId('Kinerja') });
export type CatatanKinerjaQuery = z.infer<typeof catatanKinerjaQuerySchema>;

/** A new CSF note of a node: its kind, the node, the quarter (null: the whole year), the text. */
export const tambahCatatanCsfSchema = catatanCsfSchema.extend({ jenis: jenisSchema, level: levelSchema });
export type TambahCatatanCsfInput = z.input<typeof tambahCatatanCsfSchema>;

export const ubahCatatanCsfSchema = catatanCsfSchema.pick({ triwulan: true, catatan: true });
export type UbahCatatanCsfInput = z.input<typeof ubahCatatanCsfSchema>;

export const catatanCsfParamsSchema = z.object({ jenis: jenisSchema, id: paramId('Catatan') });

/** The solution of this year (one per kinerja): saved over the one there is. */
export const simpanSolusiSchema = z.object({
  level: z.enum(SOLUSI_LEVELS, { error: 'Tingkat kinerja wajib dipilih' }),
  kinerja_id: requiredId('Kinerja'),
  masalah: z
    .string({ error: 'Masalah harus berupa teks' })
    .trim()
    .max(5000, 'Masalah maksimal 5000 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
  solusi: requiredText('Solusi', 5000),
});
export type SimpanSolusiInput = z.input<typeof simpanSolusiSchema>;

const catatanRecord = z.object({ id: z.number(), triwulan: z.number().nullable(), catatan: z.string() });

export const catatanKinerjaSchema = z.object({
  level: levelSchema,
  id: num,
  tahun: num,
  /** The node's unit; null for the city's goal (sasaran strategis RPJMD). */
  satuan_kerja_id: textN,
  kinerja_tercapai: z.array(catatanRecord),
  kinerja_tidak_tercapai: z.array(catatanRecord),
  /** Levels with a Perbaikan Kinerja only (program, kegiatan, sub kegiatan). */
  solusi: z.object({ id: z.number(), masalah: z.string().nullable(), solusi: z.string() }).nullable(),
  /** Why the notes cannot be changed now (the unit's plan of the year is locked), or null. */
  terkunci: textN,
});
export type CatatanKinerja = z.infer<typeof catatanKinerjaSchema>;

export const hapusSolusiParamsSchema = z.object({ id: paramId('Solusi') });
