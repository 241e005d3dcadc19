import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { kinerjaSubKegiatan } from './kinerja';
import { sasaranStrategisPd } from './renstra';
import { sasaranStrategis, sasaranStrategisRpjmd } from './rpjmd';

/**
 * What the display pages show that no planning table holds (DOMAIN-2 §3): the innovation of a sub
 * kegiatan (program inovatif), the national rank and awards of a goal in a year (capaian kinerja
 * pemda / PD), and the strategies of an RPJMD goal (display makro RPJMD).
 */

/** The innovation a sub kegiatan carries (display 'Program Inovatif'): one per kinerja sub kegiatan. */
export const programInovatif = pgTable(
  'program_inovatif',
  {
    id: serial('id').primaryKey(),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id').notNull(),
    nama_inovasi: text('nama_inovasi').notNull(),
    inovasi: text('inovasi').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('pi_ksk_fk', t.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id, 'cascade'),
    uniqueIndex('pi_ksk_uq').on(t.kinerja_sub_kegiatan_id),
  ],
);

/**
 * Rank among comparable regions and awards of a goal in a year: an RPJMD goal (the city) or an
 * SS-PD (a unit), exactly one of the two.
 */
export const penghargaanKinerja = pgTable(
  'penghargaan_kinerja',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id'),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id'),
    /** e.g. 'Peringkat 3 dari 38 provinsi'. */
    peringkat: text('peringkat'),
    penghargaan: text('penghargaan'),
    ...auditColumns,
  },
  (t) => [
    fk('phk_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id, 'cascade'),
    fk('phk_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'cascade'),
    uniqueIndex('phk_ss_rpjmd_tahun_uq').on(t.sasaran_strategis_rpjmd_id, t.tahun),
    uniqueIndex('phk_ss_pd_tahun_uq').on(t.sasaran_strategis_pd_id, t.tahun),
    index('phk_tahun_idx').on(t.tahun),
    check('phk_ref_ck', sql`num_nonnulls(${t.sasaran_strategis_rpjmd_id}, ${t.sasaran_strategis_pd_id}) = 1`),
  ],
);

/**
 * Strategies of an RPJMD sasaran strategis with their policies (display makro RPJMD, 'Strategi' and
 * 'Arah Kebijakan'). Rows entered before the policy had its own column keep their whole text in
 * the strategy (arah_kebijakan null).
 */
export const strategiRpjmd = pgTable(
  'strategi_rpjmd',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_id: integer('sasaran_strategis_id').notNull(),
    nomor: integer('nomor').notNull(),
    strategi: text('strategi').notNull(),
    arah_kebijakan: text('arah_kebijakan'),
    ...auditColumns,
  },
  (t) => [
    fk('strategi_ss_fk', t.sasaran_strategis_id, sasaranStrategis.id, 'cascade'),
    index('strategi_ss_idx').on(t.sasaran_strategis_id),
  ],
);
