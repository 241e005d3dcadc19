import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';
import { sasaranStrategisPd } from './renstra';
import { sasaranStrategisRpjmd } from './rpjmd';

/**
 * LKIP narratives (Laporan Kinerja) of a year, one row per section of a part (bab 0 = Kata
 * Pengantar and Ikhtisar Eksekutif, told apart by `jenis`; 1..4: Pendahuluan, Perencanaan
 * Kinerja, Akuntabilitas Kinerja, Penutup; decision 0046). One table for both levels:
 * satuan_kerja_id NULL = the city's report (/lkip/narasi-pemda), a unit id = that unit's report
 * (/lkip/narasi-pd); the services keep the two apart.
 *
 * A Bab III narrative may belong to one goal (DOMAIN-2 §5: the seven narratives per goal): the
 * city's to an RPJMD goal (sasaran_strategis_rpjmd_id), a unit's to one of its SS-PD
 * (sasaran_strategis_pd_id), with its kind (`jenis`, NARASI_JENIS of @sakip/domain). Both are
 * optional (chapter-level narratives have none). Deleting the goal keeps the text: the link is set
 * null and the narrative falls back to its chapter.
 */
export const narasiLkip = pgTable(
  'narasi_lkip',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    satuan_kerja_id: text('satuan_kerja_id'),
    bab: integer('bab').notNull(),
    judul: text('judul').notNull(),
    narasi: text('narasi').notNull(),
    urutan: integer('urutan').notNull().default(0),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id'),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id'),
    jenis: text('jenis'),
    ...auditColumns,
  },
  (t) => [
    fk('narasi_lkip_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    index('narasi_lkip_tahun_satker_idx').on(t.tahun, t.satuan_kerja_id),
    check('narasi_lkip_bab_ck', sql`${t.bab} between 0 and 4`),
    fk('narasi_lkip_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id, 'set null'),
    fk('narasi_lkip_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'set null'),
    index('narasi_lkip_ss_rpjmd_idx').on(t.sasaran_strategis_rpjmd_id),
    index('narasi_lkip_ss_pd_idx').on(t.sasaran_strategis_pd_id),
    // The city's narratives link RPJMD goals only, a unit's its SS-PD only.
    check(
      'narasi_lkip_sasaran_ck',
      sql`(${t.satuan_kerja_id} is null or ${t.sasaran_strategis_rpjmd_id} is null) and (${t.satuan_kerja_id} is not null or ${t.sasaran_strategis_pd_id} is null)`,
    ),
    check(
      'narasi_lkip_jenis_ck',
      sql`${t.jenis} is null or ${t.jenis} in ('kata-pengantar', 'ikhtisar-eksekutif', 'tugas-fungsi', 'struktur-organisasi', 'isu-strategis', 'target-realisasi', 'tahun-sebelumnya', 'target-akhir', 'nasional', 'penyebab-solusi', 'program-pendukung', 'efisiensi')`,
    ),
  ],
);
