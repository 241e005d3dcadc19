import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk, nilai } from './kolom';
import { sasaranStrategisPd } from './renstra';

/**
 * Nilai jenjang kinerja and the weights of the penilaian kinerja organisasi (DOMAIN-2 §5). The
 * grade options are data (label and value), super grades each IKU (SS-PD) of a unit per year with
 * one option; the yearly composite's weights are one row per year.
 */

/** A grade option, e.g. 'Indikator nasional' = 100. */
export const nilaiJenjangOpsi = pgTable(
  'nilai_jenjang_opsi',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    nilai: nilai().notNull(),
    urutan: integer('urutan').notNull().default(0),
    ...auditColumns,
  },
  (t) => [check('njo_nilai_ck', sql`${t.nilai} >= 0 and ${t.nilai} <= 100`)],
);

/** The grade of one IKU (SS-PD) in one year. */
export const nilaiJenjangKinerja = pgTable(
  'nilai_jenjang_kinerja',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id').notNull(),
    tahun: integer('tahun').notNull(),
    nilai_jenjang_opsi_id: integer('nilai_jenjang_opsi_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('njk_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'cascade'),
    fk('njk_opsi_fk', t.nilai_jenjang_opsi_id, nilaiJenjangOpsi.id),
    unique('njk_ss_pd_tahun_uq').on(t.sasaran_strategis_pd_id, t.tahun),
    index('njk_tahun_idx').on(t.tahun),
  ],
);

/** Weights (0-100) of the five parts of the yearly composite, set by super; one row per year. */
export const penilaianOrganisasiBobot = pgTable(
  'penilaian_organisasi_bobot',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    capaian_iku: integer('capaian_iku').notNull(),
    rapor: integer('rapor').notNull(),
    lke: integer('lke').notNull(),
    nilai_jenjang: integer('nilai_jenjang').notNull(),
    efisiensi: integer('efisiensi').notNull(),
    ...auditColumns,
  },
  (t) => [
    unique('pob_tahun_uq').on(t.tahun),
    check(
      'pob_bobot_ck',
      sql`${t.capaian_iku} between 0 and 100 and ${t.rapor} between 0 and 100 and ${t.lke} between 0 and 100 and ${t.nilai_jenjang} between 0 and 100 and ${t.efisiensi} between 0 and 100`,
    ),
  ],
);
