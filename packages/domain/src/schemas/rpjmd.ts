import { z } from 'zod';
import { fullUpdate, satuanKerjaQuery } from './primitives';
import { POLARITAS } from '../capaian';
import { listQuerySchema } from './common';
import { perTahunRecordFields, ukuranTahunanRecordFields } from './perencanaan-record';
import {
  BAYANGAN_LEVELS,
  idFilter,
  indikatorSasaranStrategisSchema,
  indikatorTujuanSchema,
  indikatorTujuanUpdateSchema,
  misiSchema,
  sasaranStrategisPdCrossSchema,
  sasaranStrategisSchema,
  tujuanSchema,
} from './perencanaan';
import { text, textN, int, intN, num, angka, bool, ownAndCross } from './record-fields';

/**
 * The RPJMD level of the city (SPEC §2 visi-misi-rpjmd, sasaran-strategis-rpjmd,
 * kinerja-cross-cutting, kinerja-bayangan): list queries and response records. The payloads
 * (visiSchema, misiSchema, …, kinerjaBayanganSchema) live in ./perencanaan. Every list shows the
 * period (periode) containing the year of the request; per-year values are the columns *_1 .. *_5
 * and `target`/`realisasi`/`capaian` are those of the year.
 */

const periodeFields = { periode_id: int, tahun_awal: z.number().int(), tahun_akhir: z.number().int() };

// -------------------------------------------------------------------------------------------
// Visi misi RPJMD: the visi of a period (the CRUD record) and its tree of nodes
// -------------------------------------------------------------------------------------------

export const visiMisiRpjmdListQuerySchema = listQuerySchema;
export type VisiMisiRpjmdListQuery = z.infer<typeof visiMisiRpjmdListQuerySchema>;

export const visiRecordSchema = z.object({
  id: int,
  ...periodeFields,
  periode_nama: text,
  visi: text,
  /** The misi of the visi, by number (the index lists them under the visi). */
  misi: z.array(z.object({ id: int, nomor: z.number(), misi: z.string() })),
  updated_at: text,
});
export type VisiRecord = z.infer<typeof visiRecordSchema>;

const indikatorFields = {
  id: int,
  nomor: num,
  indikator: text,
  satuan: text,
  polaritas: z.enum(POLARITAS),
};
export const indikatorTujuanNodeSchema = z.object({
  ...indikatorFields,
  tujuan_id: int,
  baseline: angka,
  ...perTahunRecordFields('target'),
  ...perTahunRecordFields('realisasi'),
});
export const indikatorSasaranStrategisNodeSchema = z.object({ ...indikatorFields, sasaran_strategis_id: int });
export const sasaranStrategisNodeSchema = z.object({
  id: int,
  tujuan_id: int,
  nomor: num,
  sasaran: text,
  indikator: z.array(indikatorSasaranStrategisNodeSchema),
});
export const tujuanNodeSchema = z.object({
  id: int,
  misi_id: int,
  nomor: num,
  tujuan: text,
  indikator: z.array(indikatorTujuanNodeSchema),
  sasaran_strategis: z.array(sasaranStrategisNodeSchema),
});
export const misiNodeSchema = z.object({
  id: int,
  visi_id: int,
  nomor: num,
  misi: text,
  tujuan: z.array(tujuanNodeSchema),
});
export type MisiNode = z.infer<typeof misiNodeSchema>;
export type TujuanNode = z.infer<typeof tujuanNodeSchema>;
export type SasaranStrategisNode = z.infer<typeof sasaranStrategisNodeSchema>;
export type IndikatorTujuanNode = z.infer<typeof indikatorTujuanNodeSchema>;
export type IndikatorSasaranStrategisNode = z.infer<typeof indikatorSasaranStrategisNodeSchema>;

/** GET /visi-misi-rpjmd/:id: the visi with misi → tujuan (+ indikator) → sasaran (+ indikator). */
export const visiDetailSchema = visiRecordSchema.omit({ misi: true }).extend({ misi: z.array(misiNodeSchema) });
export type VisiDetail = z.infer<typeof visiDetailSchema>;

/**
 * The nodes under a visi, each written through /visi-misi-rpjmd/{node}[/:id] with its own payload:
 * the parent field (a node of the same period) and what blocks a delete.
 */
/** Each node's create schema and its PUT (`fullUpdate`: a field read as empty when absent must be sent). */
export const RPJMD_NODES = {
  misi: { label: 'Misi', schema: misiSchema, update: fullUpdate(misiSchema), parentKey: 'visi_id' },
  tujuan: { label: 'Tujuan', schema: tujuanSchema, update: fullUpdate(tujuanSchema), parentKey: 'misi_id' },
  'indikator-tujuan': {
    label: 'Indikator tujuan',
    schema: indikatorTujuanSchema,
    update: indikatorTujuanUpdateSchema,
    parentKey: 'tujuan_id',
  },
  'sasaran-strategis': {
    label: 'Sasaran strategis',
    schema: sasaranStrategisSchema,
    update: fullUpdate(sasaranStrategisSchema),
    parentKey: 'tujuan_id',
  },
  'indikator-sasaran-strategis': {
    label: 'Indikator sasaran strategis',
    schema: indikatorSasaranStrategisSchema,
    update: fullUpdate(indikatorSasaranStrategisSchema),
    parentKey: 'sasaran_strategis_id',
  },
} as const;
export type RpjmdNode = keyof typeof RPJMD_NODES;
export const RPJMD_NODE_KINDS = Object.keys(RPJMD_NODES) as RpjmdNode[];

/** What POST/PUT of a node answer: the row as stored. */
export const rpjmdNodeRecordSchema = z.object({ id: int }).catchall(z.unknown());

// -------------------------------------------------------------------------------------------
// Sasaran strategis RPJMD
// -------------------------------------------------------------------------------------------

export const sasaranStrategisRpjmdListQuerySchema = listQuerySchema.extend({
  sasaran_strategis_id: idFilter,
  tujuan_id: idFilter,
});
export type SasaranStrategisRpjmdListQuery = z.infer<typeof sasaranStrategisRpjmdListQuerySchema>;

export const sasaranStrategisRpjmdRecordSchema = z.object({
  id: int,
  ...periodeFields,
  sasaran_strategis_id: int,
  sasaran_strategis: z.object({ id: int, nomor: z.number(), sasaran: z.string() }),
  tujuan: z.object({ id: int, nomor: z.number(), tujuan: z.string() }),
  misi: z.object({ id: int, nomor: z.number(), misi: z.string() }),
  indikator_sasaran_strategis_id: int,
  /** The indicator's name, unit and polarity (capaian is computed with it). */
  indikator: text,
  ...ukuranTahunanRecordFields,
  rata_nasional: angka,
  keterangan: textN,
  urutan: int,
  updated_at: text,
});
export type SasaranStrategisRpjmdRecord = z.infer<typeof sasaranStrategisRpjmdRecordSchema>;

/** An SS-PD under the goal (own: sasaran_strategis_rpjmd_id; cross: adopted through a link). */
export const sasaranStrategisPdChildSchema = z.object({
  id: int,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran_strategis_satker: text,
  iku: text,
  satuan: text,
  target: angka,
  realisasi: angka,
  capaian: angka,
  is_cross: bool,
});
export type SasaranStrategisPdChild = z.infer<typeof sasaranStrategisPdChildSchema>;

export const sasaranStrategisRpjmdDetailSchema = sasaranStrategisRpjmdRecordSchema.extend({
  /** Per year of the period: the comparison texts of the capaian diagram. */
  perbandingan: z.array(
    z.object({
      tahun: int,
      /** Realisasi against the year before ('Naik 1,20 dari tahun 2023'). */
      perbandingan_realisasi_tahun: text,
      /** Realisasi against the year's target ('Melampaui target 0,50'). */
      perbandingan_realisasi_target: text,
    }),
  ),
  /** Realisasi of the year against rata_nasional ('Lebih tinggi 1,20 dari rata-rata nasional'). */
  perbandingan_rata_nasional: text,
  /** Budgets of the year's programs under the SS-PD serving the goal (own and adopted). */
  efisiensi_sumber_daya: z.object({
    pagu: num,
    realisasi: num,
    nominal: angka,
    persen: angka,
  }),
  ...ownAndCross('sasaran_strategis_pd', sasaranStrategisPdChildSchema),
  kinerja_cross_cutting: z.array(z.object({ id: int, sasaran: z.string(), indikator: z.string() })),
});
export type SasaranStrategisRpjmdDetail = z.infer<typeof sasaranStrategisRpjmdDetailSchema>;

/** POST /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross { sasaran_strategis_pd_id }. */
export const ssRpjmdCrossSchema = sasaranStrategisPdCrossSchema;
export const MESSAGE_SS_PD_SUDAH_DI_BAWAH =
  'Sasaran strategis PD ini sudah berada di bawah sasaran strategis RPJMD ini';

export const ssRpjmdCrossListSchema = z.object({
  data: z.object({
    parent: z.object({
      id: int,
      ...periodeFields,
      sasaran: text,
      indikator: text,
    }),
    cross: z.array(sasaranStrategisPdChildSchema),
  }),
});
export type SsRpjmdCrossList = z.infer<typeof ssRpjmdCrossListSchema>['data'];

/** GET …/sasaran-strategis-pd-cross/kandidat: other goals' SS-PD of the period, not yet adopted. */
export const ssRpjmdCrossKandidatQuerySchema = z.object({
  search: listQuerySchema.shape.search,
  satuan_kerja_id: satuanKerjaQuery,
});
export const ssRpjmdCrossKandidatSchema = sasaranStrategisPdChildSchema.omit({ is_cross: true }).extend({
  sasaran_strategis_rpjmd: text,
});
export type SsRpjmdCrossKandidat = z.infer<typeof ssRpjmdCrossKandidatSchema>;
export const SS_RPJMD_CROSS_KANDIDAT_LIMIT = 50;

// -------------------------------------------------------------------------------------------
// Kinerja cross cutting (city-level goals several units serve)
// -------------------------------------------------------------------------------------------

export const kinerjaCrossCuttingListQuerySchema = listQuerySchema.extend({
  sasaran_strategis_rpjmd_id: idFilter,
  satuan_kerja_id: satuanKerjaQuery,
});
export type KinerjaCrossCuttingListQuery = z.infer<typeof kinerjaCrossCuttingListQuerySchema>;

export const kinerjaCrossCuttingRecordSchema = z.object({
  id: int,
  ...periodeFields,
  sasaran_strategis_rpjmd_id: intN,
  sasaran_strategis_rpjmd: z.object({ id: int, sasaran: z.string(), indikator: z.string() }).nullable(),
  parent_id: intN,
  parent: z.object({ id: int, sasaran: z.string(), indikator: z.string() }).nullable(),
  satuan_kerja_id: textN,
  satuan_kerja_nama: textN,
  sasaran: text,
  indikator: text,
  ...ukuranTahunanRecordFields,
  keterangan: textN,
  urutan: int,
  updated_at: text,
});
export type KinerjaCrossCuttingRecord = z.infer<typeof kinerjaCrossCuttingRecordSchema>;

/** A unit performance row serving the cross-cutting goal (kinerja_cross_cutting_id). */
export const kinerjaCrossCuttingAnggotaSchema = z.object({
  level: z.enum(['sasaran-strategis-pd', 'kinerja-program', 'kinerja-kegiatan', 'kinerja-sub-kegiatan']),
  id: int,
  satuan_kerja_nama: text,
  sasaran: text,
  indikator: text,
});
export type KinerjaCrossCuttingAnggota = z.infer<typeof kinerjaCrossCuttingAnggotaSchema>;

export const kinerjaCrossCuttingDetailSchema = kinerjaCrossCuttingRecordSchema.extend({
  children: z.array(z.object({ id: int, sasaran: z.string(), indikator: z.string(), satuan_kerja_nama: textN })),
  /** The units' rows pointing here (SS-PD of the period, program/kegiatan/sub kegiatan of the year). */
  kinerja: z.array(kinerjaCrossCuttingAnggotaSchema),
});
export type KinerjaCrossCuttingDetail = z.infer<typeof kinerjaCrossCuttingDetailSchema>;
export const MESSAGE_KCC_INDUK_SENDIRI = 'Induk tidak boleh kinerja ini sendiri atau turunannya';

// -------------------------------------------------------------------------------------------
// Kinerja bayangan (shadow wording of a diagram node)
// -------------------------------------------------------------------------------------------

export const BAYANGAN_LEVEL_LABELS: Record<(typeof BAYANGAN_LEVELS)[number], string> = {
  'sasaran-strategis-pd': 'Sasaran Strategis PD',
  'kinerja-program': 'Kinerja Program',
  'kinerja-kegiatan': 'Kinerja Kegiatan',
  'kinerja-sub-kegiatan': 'Kinerja Sub Kegiatan',
};

export const kinerjaBayanganListQuerySchema = listQuerySchema.extend({
  level: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BAYANGAN_LEVELS).optional()),
  satuan_kerja_id: satuanKerjaQuery,
});
export type KinerjaBayanganListQuery = z.infer<typeof kinerjaBayanganListQuerySchema>;

export const kinerjaBayanganRecordSchema = z.object({
  id: int,
  level: z.enum(BAYANGAN_LEVELS),
  kinerja_id: int,
  /** The node it shadows: its unit and what it says. */
  kinerja: z.object({ sasaran: z.string(), indikator: z.string() }),
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  sasaran: text,
  indikator: text,
  satuan: textN,
  target: angka,
  keterangan: textN,
  updated_at: text,
});
export type KinerjaBayanganRecord = z.infer<typeof kinerjaBayanganRecordSchema>;
export const kinerjaBayanganDetailSchema = kinerjaBayanganRecordSchema;
export type KinerjaBayanganDetail = KinerjaBayanganRecord;
export const MESSAGE_BAYANGAN_DUPLIKAT = 'Kinerja ini sudah memiliki kinerja bayangan';
