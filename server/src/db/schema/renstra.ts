import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { definisiOperasional, fk, nilai, perTahun, polaritas } from './kolom';
import { satuanKerja } from './reference';
import { kinerjaCrossCutting, periode, sasaranStrategisRpjmd } from './rpjmd';

/**
 * Renstra: a unit's strategic goals (SS-PD) with their IKU for one period. Serves one RPJMD
 * strategic goal (its indicator id comes from there: the capaian IKU record's
 * indikator_sasaran_strategis_id). Per-year values are `*_1` .. `*_5` as in the RPJMD; capaian is
 * computed by the server on write. Quarter targets live in sasaran_strategis_pd_triwulan.
 * Efisiensi is computed from the program budgets under the goal (DOMAIN.md), not stored.
 */
export const sasaranStrategisPd = pgTable(
  'sasaran_strategis_pd',
  {
    id: serial('id').primaryKey(),
    periode_id: integer('periode_id').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id').notNull(),
    /** The unit's wording of its goal. */
    sasaran_strategis_satker: text('sasaran_strategis_satker').notNull(),
    /** Indikator Kinerja Utama. */
    iku: text('iku').notNull(),
    satuan: text('satuan').notNull(),
    polaritas: polaritas(),
    baseline: nilai(),
    ...perTahun('target'),
    ...perTahun('realisasi'),
    ...perTahun('capaian'),
    /** Average of comparable units (shown as 'rata-rata' in the unit IKU diagram). */
    rata_nasional: nilai(),
    ...definisiOperasional(),
    /** The signed PK of this goal has been uploaded. */
    status_upload_pk: boolean('status_upload_pk').notNull().default(false),
    /** Marked as SKP (Sasaran Kinerja Pegawai) of the unit head. */
    skp: boolean('skp').notNull().default(false),
    /** Goal of the hospital director (RSUD units). */
    is_kinerja_direktur_rsud: boolean('is_kinerja_direktur_rsud').notNull().default(false),
    kinerja_cross_cutting_id: integer('kinerja_cross_cutting_id'),
    urutan: integer('urutan').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    fk('ss_pd_periode_fk', t.periode_id, periode.id),
    fk('ss_pd_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('ss_pd_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id),
    fk('ss_pd_kcc_fk', t.kinerja_cross_cutting_id, kinerjaCrossCutting.id),
    index('ss_pd_satker_periode_idx').on(t.satuan_kerja_id, t.periode_id),
    index('ss_pd_periode_idx').on(t.periode_id),
    index('ss_pd_ss_rpjmd_idx').on(t.sasaran_strategis_rpjmd_id),
    index('ss_pd_kcc_idx').on(t.kinerja_cross_cutting_id),
    check('ss_pd_polaritas_ck', sql`${t.polaritas} in ('naik', 'turun')`),
  ],
);

/** Quarter targets and realisations of an SS-PD per year of the period (rapor SS-PD). */
export const sasaranStrategisPdTriwulan = pgTable(
  'sasaran_strategis_pd_triwulan',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id').notNull(),
    tahun: integer('tahun').notNull(),
    triwulan: integer('triwulan').notNull(),
    target: nilai(),
    realisasi: nilai(),
    capaian: nilai(),
    ...auditColumns,
  },
  (t) => [
    fk('ss_pd_tw_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'cascade'),
    unique('ss_pd_tw_uq').on(t.sasaran_strategis_pd_id, t.tahun, t.triwulan),
    check('ss_pd_tw_triwulan_ck', sql`${t.triwulan} between 1 and 4`),
  ],
);

/**
 * Cross cutting at the top level: an RPJMD strategic goal adopts the SS-PD of another unit (shown
 * under that goal in the adopting unit's diagram). One row per pair.
 */
export const sasaranStrategisPdCross = pgTable(
  'sasaran_strategis_pd_cross',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id').notNull(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('ss_pd_cross_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id, 'cascade'),
    fk('ss_pd_cross_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'cascade'),
    unique('ss_pd_cross_pair_uq').on(t.sasaran_strategis_rpjmd_id, t.sasaran_strategis_pd_id),
    index('ss_pd_cross_child_idx').on(t.sasaran_strategis_pd_id),
  ],
);
