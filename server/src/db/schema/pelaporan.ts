import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * LKIP narratives (Laporan Kinerja) of a year, one row per section of a chapter (bab 1..4:
 * Pendahuluan, Perencanaan Kinerja, Akuntabilitas Kinerja, Penutup). One table for both levels:
 * satuan_kerja_id NULL = the city's report (/lkip/narasi-pemda), a unit id = that unit's report
 * (/lkip/narasi-pd); the services keep the two apart.
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
    ...auditColumns,
  },
  (t) => [
    fk('narasi_lkip_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    index('narasi_lkip_tahun_satker_idx').on(t.tahun, t.satuan_kerja_id),
    check('narasi_lkip_bab_ck', sql`${t.bab} between 1 and 4`),
  ],
);
