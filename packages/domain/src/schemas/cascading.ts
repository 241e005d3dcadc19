import { z } from 'zod';
import { queryFlag, satuanKerjaParam, satuanKerjaQuery } from './primitives';
import { POLARITAS } from '../capaian';
import { PENGAMPU_TYPES } from '../pengampu';
import { KINERJA_LEVELS } from './perencanaan';
import { masterRefSchema, pengampuRecordFields } from './perencanaan-record';
import {
  text,
  textN,
  int,
  intN,
  num,
  angka,
  bool,
  capaianIndikatorFields,
  ownAndCross,
  satuanKerjaRef,
} from './record-fields';

/**
 * The cascading tree (SPEC §3 'Diagram tree', DOMAIN.md 'Cascading tree'): the query of
 * GET display-mikro/cascading, display-makro/cascading and their public-display variants, and the
 * tree they answer. The server serialises through these schemas; the diagram screen renders them.
 *
 * Shape: sasaran_strategis_rpjmd[] → sasaran_strategis_pd (+ _cross) → kinerja_program (+ _cross)
 * → kinerja_kegiatan (+ _cross) → kinerja_sub_kegiatan (+ _cross) → kinerja_langkah_aksi →
 * tim_kerja_anggota. Every node has `level`, `sasaran`, `indikator`, `target`, `satuan`,
 * `capaian`, `pengampu` (the label of SPEC §9), so one card component can draw any level.
 *
 * - Children below `max_level` are empty arrays (level 6 = langkah aksi, 7 = team members).
 * - Cross items (`is_cross: true`, adopted from another unit through a *_cross link) carry their
 *   own fields and `satuan_kerja.satuan_kerja_nama` of their unit; their children are not expanded
 *   (empty arrays): the adopting unit shows the contribution, not the other unit's subtree.
 * - Merging: RPJMD rows with the same sasaran become one node (the first row's id) whose
 *   `indikator_merge` lists every indicator; SS-PD rows of one unit with the same sasaran likewise.
 *   A node that merges nothing has an `indikator_merge` of one entry (itself).
 * - `target` is the year's value (the period column chosen by `yearKey('target_', year)`), for
 *   program and below the yearly target of that row.
 * - Bayangan (`bayangan=true`, the arsitektur-kinerja-bayangan page): a node with a kinerja
 *   bayangan has render_status 'render', a node without one but with a rendering descendant has
 *   'hide' (kept invisible for the connector lines), every other node is left out of the tree
 *   (render_status 0 of the SPEC). RPJMD nodes have no bayangan: they stay when something below
 *   them renders. Without `bayangan` no node carries render_status.
 * - Public variants answer the same shape: every field here is public (no updated_by, no NIP, no
 *   validation notes).
 */

// -------------------------------------------------------------------------------------------
// Query
// -------------------------------------------------------------------------------------------

export const CASCADING_TYPES = ['cascading', 'arsitektur-kinerja'] as const;
export type CascadingType = (typeof CASCADING_TYPES)[number];

export const CASCADING_MIN_LEVEL = 1;
export const CASCADING_MAX_LEVEL = 7;
/** SPEC §9: levels 1-5 by default; 6 adds langkah aksi, 7 team members. */
export const CASCADING_DEFAULT_MAX_LEVEL = 5;

export const MESSAGE_CASCADING_SATUAN_KERJA_WAJIB = 'Satuan kerja wajib dipilih';
export const MESSAGE_CASCADING_MAX_LEVEL = `Tingkat maksimal harus antara ${CASCADING_MIN_LEVEL} dan ${CASCADING_MAX_LEVEL}`;
export const MESSAGE_CASCADING_TYPE = `Jenis diagram tidak dikenal. Pilih salah satu: ${CASCADING_TYPES.join(', ')}`;

/** Exactly the digits 1..7 of a query string (no '07', '7.0', '0x7'); absent → the default. */
const maxLevel = z
  .string({ error: MESSAGE_CASCADING_MAX_LEVEL })
  .optional()
  .transform((v) => (v === undefined || v === '' ? String(CASCADING_DEFAULT_MAX_LEVEL) : v))
  .pipe(z.enum(['1', '2', '3', '4', '5', '6', '7'], { error: MESSAGE_CASCADING_MAX_LEVEL }))
  .transform(Number);

const cascadingOptions = {
  max_level: maxLevel,
  type: z.enum(CASCADING_TYPES, { error: MESSAGE_CASCADING_TYPE }).default('cascading'),
  show_skp: queryFlag('Tampilkan SKP'),
  bayangan: queryFlag('Kinerja bayangan'),
};

/**
 * GET display-mikro/cascading. satuan_kerja_id: super and setda choose the unit (default: their
 * own, for super the first unit); other users always get their own unit whatever they pass.
 */
export const cascadingQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  ...cascadingOptions,
});
export type CascadingQuery = z.infer<typeof cascadingQuerySchema>;
export type CascadingQueryInput = z.input<typeof cascadingQuerySchema>;

/** GET public-display/display-mikro/cascading: the unit is required (no login, no own unit). */
export const publicCascadingQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaParam(MESSAGE_CASCADING_SATUAN_KERJA_WAJIB),
  ...cascadingOptions,
});
export type PublicCascadingQuery = z.infer<typeof publicCascadingQuerySchema>;

/**
 * GET display-makro/cascading (+ public): the city level, RPJMD goals down to the SS-PD of every
 * unit (max_level 1 or 2 is meaningful; deeper levels are not expanded at city level).
 */
export const cascadingMakroQuerySchema = z.object({ ...cascadingOptions });
export type CascadingMakroQuery = z.infer<typeof cascadingMakroQuerySchema>;

// -------------------------------------------------------------------------------------------
// Node pieces
// -------------------------------------------------------------------------------------------

/** The levels of the plan, and the team members' targets below the langkah aksi. */
export const CASCADING_NODE_LEVELS = [...KINERJA_LEVELS, 'tim-kerja-anggota'] as const;
export type CascadingNodeLevel = (typeof CASCADING_NODE_LEVELS)[number];

/** 'render': draw the kinerja bayangan; 'hide': keep the box invisible (a descendant renders). */
export const RENDER_STATUSES = ['render', 'hide'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

export const cascadingSatuanKerjaSchema = satuanKerjaRef;

/** A CSF note of the year (kinerja tercapai / tidak tercapai). */
export const cascadingCatatanSchema = z.object({ id: int, triwulan: z.number().int().nullable(), catatan: z.string() });
export type CascadingCatatan = z.infer<typeof cascadingCatatanSchema>;

export const cascadingPenyebabSchema = z.object({ id: int, triwulan: z.number().int(), penyebab: z.string() });

export const kinerjaBayanganNodeSchema = z.object({
  id: int,
  sasaran: text,
  indikator: text,
  satuan: textN,
  target: angka,
});
export type KinerjaBayanganNode = z.infer<typeof kinerjaBayanganNodeSchema>;

/** One indicator of a merged node (RPJMD or SS-PD rows with the same sasaran). */
export const indikatorMergeSchema = z.object({
  /** id of the merged row (sasaran_strategis_rpjmd.id or sasaran_strategis_pd.id). */
  id: int,
  indikator: text,
  satuan: text,
  target: angka,
  realisasi: angka,
  capaian: angka,
  do_rumus: textN,
});
export type IndikatorMerge = z.infer<typeof indikatorMergeSchema>;

/** What every node has (one card component draws any level with these). */
const nodeFields = {
  id: int,
  level: z.enum(CASCADING_NODE_LEVELS),
  ...capaianIndikatorFields,
  /** SPEC §9 label: 'Walikota', 'Kepala {unit}', 'Sekretaris Daerah', 'Inspektur', a position or a team. */
  pengampu: text,
};

/** CSF notes, cause of failure, DO formula, PK and SKP flags of SS-PD and kinerja nodes. */
const catatanFields = {
  kinerja_tercapai: z.array(cascadingCatatanSchema),
  kinerja_tidak_tercapai: z.array(cascadingCatatanSchema),
  penyebab_kegagalan: z.array(cascadingPenyebabSchema),
  do_rumus: textN,
  /** The operational definition has content (the DO button). */
  has_definisi_operasional: bool,
  status_upload_pk: bool,
  skp: bool,
  satuan_kerja: cascadingSatuanKerjaSchema,
  /** Adopted from another unit through a *_cross link (shown after the CC toggle). */
  is_cross: bool,
  kinerja_bayangan: kinerjaBayanganNodeSchema.nullable(),
  render_status: z.enum(RENDER_STATUSES).optional(),
};

/** Program, kegiatan and sub kegiatan. */
const kinerjaFields = {
  ...nodeFields,
  ...catatanFields,
  polaritas: z.enum(POLARITAS),
  anggaran: num,
  realisasi_anggaran: num,
  pengampu_type: z.enum(PENGAMPU_TYPES).nullable(),
  struktur_organisasi: pengampuRecordFields.struktur_organisasi,
  tim_kerja: pengampuRecordFields.tim_kerja,
  /** This year's solution (Perbaikan Kinerja; the green 'Solusi Kinerja' check), null when none. */
  solusi: textN,
  is_kinerja_direktur_to_wakil_direktur_rsud: bool,
};

// -------------------------------------------------------------------------------------------
// Levels, bottom-up
// -------------------------------------------------------------------------------------------

/** Level 7: a team member's target in a langkah aksi. */
export const timKerjaAnggotaNodeSchema = z.object({
  ...nodeFields,
  level: z.literal('tim-kerja-anggota'),
  nama_pegawai_anggota: text,
});
export type TimKerjaAnggotaNode = z.infer<typeof timKerjaAnggotaNodeSchema>;

/** Level 6. */
export const kinerjaLangkahAksiNodeSchema = z.object({
  ...nodeFields,
  level: z.literal('kinerja-langkah-aksi'),
  polaritas: z.enum(POLARITAS),
  anggaran: num,
  realisasi_anggaran: num,
  sub_kegiatan: z.object({ nama: z.string() }),
  tim_kerja: pengampuRecordFields.tim_kerja,
  satuan_kerja: cascadingSatuanKerjaSchema,
  tim_kerja_anggota: z.array(timKerjaAnggotaNodeSchema),
});
export type KinerjaLangkahAksiNode = z.infer<typeof kinerjaLangkahAksiNodeSchema>;

/** Level 5. */
export const kinerjaSubKegiatanNodeSchema = z.object({
  ...kinerjaFields,
  level: z.literal('kinerja-sub-kegiatan'),
  sub_kegiatan: masterRefSchema,
  indikator_kemendagri: textN,
  is_external: bool,
  kategori_tematik_id: intN,
  kategori_tematik: z.object({ id: int, nama: z.string() }).nullable(),
  kinerja_langkah_aksi: z.array(kinerjaLangkahAksiNodeSchema),
});
export type KinerjaSubKegiatanNode = z.infer<typeof kinerjaSubKegiatanNodeSchema>;

/**
 * Levels 3 and 4: the kinerja of a master row (`program`, `kegiatan`), level `kinerja-<master>`,
 * with the kinerja of the level below, its own (`kinerja_<below>`) and adopted ones (`_cross`).
 */
function kinerjaParentNode<M extends 'program' | 'kegiatan', B extends string, S extends z.ZodType>(
  master: M,
  below: B,
  child: S,
) {
  return z.object({
    ...kinerjaFields,
    level: z.literal(`kinerja-${master}` as const),
    ...({ [master]: masterRefSchema } as Record<M, typeof masterRefSchema>),
    ...ownAndCross(`kinerja_${below}` as const, child),
  });
}

/** Level 4. */
export const kinerjaKegiatanNodeSchema = kinerjaParentNode('kegiatan', 'sub_kegiatan', kinerjaSubKegiatanNodeSchema);
export type KinerjaKegiatanNode = z.infer<typeof kinerjaKegiatanNodeSchema>;

/** Level 3. */
export const kinerjaProgramNodeSchema = kinerjaParentNode('program', 'kegiatan', kinerjaKegiatanNodeSchema);
export type KinerjaProgramNode = z.infer<typeof kinerjaProgramNodeSchema>;

/** Level 2: the unit's strategic goal (merged by sasaran). */
export const sasaranStrategisPdNodeSchema = z.object({
  ...nodeFields,
  ...catatanFields,
  level: z.literal('sasaran-strategis-pd'),
  sasaran_strategis_satker: text,
  iku: text,
  indikator_merge: z.array(indikatorMergeSchema),
  /** Sum of the year's program budgets under the goal (own programs). */
  anggaran: num,
  realisasi_anggaran: num,
  is_kinerja_direktur_rsud: bool,
  ...ownAndCross('kinerja_program', kinerjaProgramNodeSchema),
});
export type SasaranStrategisPdNode = z.infer<typeof sasaranStrategisPdNodeSchema>;

/** Level 1: the city's strategic goal of the RPJMD (merged by sasaran). Pengampu 'Walikota'. */
export const sasaranStrategisRpjmdNodeSchema = z.object({
  ...nodeFields,
  level: z.literal('sasaran-strategis-rpjmd'),
  sasaran_strategis: z.object({ id: int, sasaran: z.string() }),
  indikator_sasaran_strategis: z.object({ id: int, indikator: z.string() }),
  indikator_merge: z.array(indikatorMergeSchema),
  kinerja_tercapai: z.array(cascadingCatatanSchema),
  kinerja_tidak_tercapai: z.array(cascadingCatatanSchema),
  render_status: z.enum(RENDER_STATUSES).optional(),
  ...ownAndCross('sasaran_strategis_pd', sasaranStrategisPdNodeSchema),
});
export type SasaranStrategisRpjmdNode = z.infer<typeof sasaranStrategisRpjmdNodeSchema>;

export type CascadingNode =
  | SasaranStrategisRpjmdNode
  | SasaranStrategisPdNode
  | KinerjaProgramNode
  | KinerjaKegiatanNode
  | KinerjaSubKegiatanNode
  | KinerjaLangkahAksiNode
  | TimKerjaAnggotaNode;

// -------------------------------------------------------------------------------------------
// Response
// -------------------------------------------------------------------------------------------

export const cascadingTreeSchema = z.object({
  /** The unit of the diagram (null at city level, display-makro). */
  satuan_kerja: cascadingSatuanKerjaSchema.nullable(),
  tahun: int,
  periode: z.object({ id: int, tahun_awal: z.number().int(), tahun_akhir: z.number().int() }).nullable(),
  /** The period column of the year's target, e.g. 'target_1' ('baseline' before the period). */
  target_key: text,
  type: z.enum(CASCADING_TYPES),
  max_level: int,
  show_skp: bool,
  bayangan: bool,
  sasaran_strategis_rpjmd: z.array(sasaranStrategisRpjmdNodeSchema),
});
export type CascadingTree = z.infer<typeof cascadingTreeSchema>;

export const cascadingResponseSchema = z.object({ data: cascadingTreeSchema });
export type CascadingResponse = z.infer<typeof cascadingResponseSchema>;
