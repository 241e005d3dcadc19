import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/** Deadlines ('Batas Waktu') per performance year; kode is 'count-down' or 'count-down-penilaian'. */
export const referensi = pgTable(
  'referensi',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    nilai_date: date('nilai_date', { mode: 'string' }).notNull(),
    keterangan: text('keterangan'),
    ...auditColumns,
  },
  (t) => [unique('referensi_tahun_kode_uq').on(t.tahun, t.kode)],
);

/**
 * Planning validation of a unit for a year: stage (tahap 1..3), status (true = submitted and locked)
 * and divalidasi_at (set when validator 3 approves: only then is the plan validated; status true at
 * tahap 3 without it is still waiting for validator 3).
 */
export const validasiPerencanaan = pgTable(
  'validasi_perencanaan',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    status: boolean('status').notNull().default(false),
    tahap: integer('tahap').notNull().default(1),
    catatan: text('catatan'),
    divalidasi_at: timestamp('divalidasi_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    // Only a plan approved at the last stage is validated.
    check('validasi_perencanaan_divalidasi_ck', sql`${t.divalidasi_at} is null or (${t.status} and ${t.tahap} = 3)`),
    unique('validasi_perencanaan_satker_tahun_uq').on(t.satuan_kerja_id, t.tahun),
    // Named: the generated name would pass PostgreSQL's 63-character limit.
    fk('validasi_perencanaan_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
  ],
);
