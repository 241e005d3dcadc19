import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { penyebabKegagalan, kinerjaLangkahAksi } from './kinerja';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * Pengukuran (DOMAIN-2 §1). The rapor kinerja itself is computed from the monthly values of the
 * sub kegiatan; causes of failure are the existing penyebab_kegagalan rows of a sub kegiatan and
 * quarter. What is new is stored here.
 */

/**
 * A langkah aksi perbaikan: an ordinary langkah aksi of the failed sub kegiatan (its anggaran is
 * the proposed budget), linked to the cause it answers. Deleting the cause deletes the link here
 * and the service deletes the langkah aksi in the same transaction; deleting the langkah aksi
 * deletes the link.
 */
export const langkahAksiPerbaikan = pgTable(
  'langkah_aksi_perbaikan',
  {
    id: serial('id').primaryKey(),
    penyebab_kegagalan_id: integer('penyebab_kegagalan_id').notNull(),
    kinerja_langkah_aksi_id: integer('kinerja_langkah_aksi_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('lap_pk_fk', t.penyebab_kegagalan_id, penyebabKegagalan.id, 'cascade'),
    fk('lap_kla_fk', t.kinerja_langkah_aksi_id, kinerjaLangkahAksi.id, 'cascade'),
    unique('lap_kla_uq').on(t.kinerja_langkah_aksi_id),
    index('lap_pk_idx').on(t.penyebab_kegagalan_id),
  ],
);

/**
 * Penambahan jumlah output: outputs beyond plan of a unit in each quarter of a year (the 5th
 * ranking key). SPEC limits entry to 2023; the service enforces it.
 */
export const penambahanJumlahOutput = pgTable(
  'penambahan_jumlah_output',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    tw1: integer('tw1').notNull().default(0),
    tw2: integer('tw2').notNull().default(0),
    tw3: integer('tw3').notNull().default(0),
    tw4: integer('tw4').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    fk('pjo_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    unique('pjo_satker_tahun_uq').on(t.satuan_kerja_id, t.tahun),
    index('pjo_tahun_idx').on(t.tahun),
    check('pjo_non_negatif_ck', sql`${t.tw1} >= 0 and ${t.tw2} >= 0 and ${t.tw3} >= 0 and ${t.tw4} >= 0`),
  ],
);
