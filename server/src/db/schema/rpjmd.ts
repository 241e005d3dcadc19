import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk, nilai, perTahun, polaritas } from './kolom';
import { satuanKerja } from './reference';

/**
 * RPJMD: the city's 5-year plan. Everything here belongs to one period (periode); the per-year
 * values are the columns `*_1` .. `*_5` (year index inside the period, see `yearKey` of
 * @sakip/domain) and `baseline` (the year before the period).
 *
 * ON DELETE policy of the planning schema: a parent with children is RESTRICT (the API answers 422
 * naming what blocks the delete); rows that only exist for their owner (link rows, notes, quarter
 * rows, member targets) CASCADE.
 */

/** A planning period: tahun_awal 2019, 2024, ... (5 years, tahun_akhir = tahun_awal + 4). */
export const periode = pgTable(
  'periode',
  {
    id: serial('id').primaryKey(),
    tahun_awal: integer('tahun_awal').notNull().unique('periode_tahun_awal_uq'),
    tahun_akhir: integer('tahun_akhir').notNull(),
    nama: text('nama').notNull(),
    /** An inactive period is kept (its plans stay) but is no longer offered. */
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [check('periode_lima_tahun_ck', sql`${t.tahun_akhir} = ${t.tahun_awal} + 4`)],
);

export const visi = pgTable(
  'visi',
  {
    id: serial('id').primaryKey(),
    periode_id: integer('periode_id').notNull(),
    visi: text('visi').notNull(),
    ...auditColumns,
  },
  (t) => [fk('visi_periode_fk', t.periode_id, periode.id), unique('visi_periode_uq').on(t.periode_id)],
);

export const misi = pgTable(
  'misi',
  {
    id: serial('id').primaryKey(),
    visi_id: integer('visi_id').notNull(),
    nomor: integer('nomor').notNull(),
    misi: text('misi').notNull(),
    ...auditColumns,
  },
  (t) => [fk('misi_visi_fk', t.visi_id, visi.id), index('misi_visi_idx').on(t.visi_id)],
);

export const tujuan = pgTable(
  'tujuan',
  {
    id: serial('id').primaryKey(),
    misi_id: integer('misi_id').notNull(),
    nomor: integer('nomor').notNull(),
    tujuan: text('tujuan').notNull(),
    ...auditColumns,
  },
  (t) => [fk('tujuan_misi_fk', t.misi_id, misi.id), index('tujuan_misi_idx').on(t.misi_id)],
);

/** Indicator of a tujuan with its baseline and yearly targets and realisations. */
export const indikatorTujuan = pgTable(
  'indikator_tujuan',
  {
    id: serial('id').primaryKey(),
    tujuan_id: integer('tujuan_id').notNull(),
    nomor: integer('nomor').notNull(),
    indikator: text('indikator').notNull(),
    satuan: text('satuan').notNull(),
    polaritas: polaritas(),
    baseline: nilai(),
    ...perTahun('target'),
    ...perTahun('realisasi'),
    ...auditColumns,
  },
  (t) => [
    fk('indikator_tujuan_tujuan_fk', t.tujuan_id, tujuan.id),
    index('indikator_tujuan_tujuan_idx').on(t.tujuan_id),
    check('indikator_tujuan_polaritas_ck', sql`${t.polaritas} in ('naik', 'turun')`),
  ],
);

export const sasaranStrategis = pgTable(
  'sasaran_strategis',
  {
    id: serial('id').primaryKey(),
    tujuan_id: integer('tujuan_id').notNull(),
    nomor: integer('nomor').notNull(),
    sasaran: text('sasaran').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('sasaran_strategis_tujuan_fk', t.tujuan_id, tujuan.id),
    index('sasaran_strategis_tujuan_idx').on(t.tujuan_id),
  ],
);

export const indikatorSasaranStrategis = pgTable(
  'indikator_sasaran_strategis',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_id: integer('sasaran_strategis_id').notNull(),
    nomor: integer('nomor').notNull(),
    indikator: text('indikator').notNull(),
    satuan: text('satuan').notNull(),
    polaritas: polaritas(),
    ...auditColumns,
  },
  (t) => [
    fk('indikator_ss_sasaran_fk', t.sasaran_strategis_id, sasaranStrategis.id),
    index('indikator_ss_sasaran_idx').on(t.sasaran_strategis_id),
    // Target of the composite key of sasaran_strategis_rpjmd (the indicator belongs to that goal).
    unique('indikator_ss_id_sasaran_uq').on(t.id, t.sasaran_strategis_id),
    check('indikator_ss_polaritas_ck', sql`${t.polaritas} in ('naik', 'turun')`),
  ],
);

/**
 * Strategic goal of the RPJMD for one period: one indicator of a sasaran strategis with baseline,
 * target/realisasi per year and capaian per year (computed by the server from target, realisasi
 * and the indicator's polarity on every write, stored for lists and ranking). Rows with the same
 * sasaran are merged in the diagram (`indikator_merge`). Efisiensi sumber daya, growth and the
 * perbandingan keys of the capaian diagram are computed (DOMAIN.md), not stored.
 */
export const sasaranStrategisRpjmd = pgTable(
  'sasaran_strategis_rpjmd',
  {
    id: serial('id').primaryKey(),
    periode_id: integer('periode_id').notNull(),
    sasaran_strategis_id: integer('sasaran_strategis_id').notNull(),
    indikator_sasaran_strategis_id: integer('indikator_sasaran_strategis_id').notNull(),
    baseline: nilai(),
    ...perTahun('target'),
    ...perTahun('realisasi'),
    ...perTahun('capaian'),
    /** National average of the indicator (capaian diagram comparison). */
    rata_nasional: nilai(),
    keterangan: text('keterangan'),
    urutan: integer('urutan').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    fk('ss_rpjmd_periode_fk', t.periode_id, periode.id),
    fk('ss_rpjmd_sasaran_fk', t.sasaran_strategis_id, sasaranStrategis.id),
    foreignKey({
      name: 'ss_rpjmd_indikator_fk',
      columns: [t.indikator_sasaran_strategis_id, t.sasaran_strategis_id],
      foreignColumns: [indikatorSasaranStrategis.id, indikatorSasaranStrategis.sasaran_strategis_id],
    }).onDelete('restrict'),
    unique('ss_rpjmd_periode_indikator_uq').on(t.periode_id, t.indikator_sasaran_strategis_id),
    index('ss_rpjmd_sasaran_idx').on(t.sasaran_strategis_id),
    index('ss_rpjmd_indikator_idx').on(t.indikator_sasaran_strategis_id),
  ],
);

/**
 * Cross-cutting performance of the city: a goal and indicator under an RPJMD strategic goal that
 * several units serve together (optionally nested with parent_id, optionally led by one unit).
 * Unit performance rows point here with `kinerja_cross_cutting_id`; the public page
 * arsitektur-kinerja-cross-cutting draws this tree with the units' rows under it.
 */
export const kinerjaCrossCutting = pgTable(
  'kinerja_cross_cutting',
  {
    id: serial('id').primaryKey(),
    periode_id: integer('periode_id').notNull(),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id'),
    parent_id: integer('parent_id'),
    /** The coordinating unit, when there is one. */
    satuan_kerja_id: text('satuan_kerja_id'),
    sasaran: text('sasaran').notNull(),
    indikator: text('indikator').notNull(),
    satuan: text('satuan').notNull(),
    polaritas: polaritas(),
    baseline: nilai(),
    ...perTahun('target'),
    ...perTahun('realisasi'),
    ...perTahun('capaian'),
    keterangan: text('keterangan'),
    urutan: integer('urutan').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    fk('kcc_periode_fk', t.periode_id, periode.id),
    fk('kcc_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id),
    fk('kcc_parent_fk', t.parent_id, t.id),
    fk('kcc_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    index('kcc_periode_idx').on(t.periode_id),
    index('kcc_ss_rpjmd_idx').on(t.sasaran_strategis_rpjmd_id),
    index('kcc_parent_idx').on(t.parent_id),
    index('kcc_satker_idx').on(t.satuan_kerja_id),
    check('kcc_polaritas_ck', sql`${t.polaritas} in ('naik', 'turun')`),
  ],
);
