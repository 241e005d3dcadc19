import { bigint, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { program } from './master';
import { pegawai, satuanKerja, unitKerja } from './reference';

/**
 * Performance agreements (DOMAIN-2 §4 'PK'), priority programs and acting officials.
 *
 * An agreement of a unit is not stored: it is computed from the plan (the unit head's, and one per
 * pengampu and level). What is stored is its signed scan, keyed by what identifies the agreement:
 * the unit, the year, the level (jenis) and the pengampu (pengampu_key: 'kepala',
 * 'unit-kerja:{id}', 'tim-kerja:{id}' or 'kinerja:{id}' for a kinerja without pengampu).
 */
export const perjanjianKinerjaScan = pgTable(
  'perjanjian_kinerja_scan',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    /** sasaranStrategisPd (the unit head's), kinerjaProgram, kinerjaKegiatan or kinerjaSubKegiatan. */
    jenis: text('jenis').notNull(),
    pengampu_key: text('pengampu_key').notNull(),
    /** The stored file (lib/files): key under the storage root, never a path from the request. */
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    file_mime: text('file_mime').notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    file_sha256: text('file_sha256').notNull(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [
    fk('pk_scan_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    unique('pk_scan_agreement_uq').on(t.satuan_kerja_id, t.tahun, t.jenis, t.pengampu_key),
  ],
);

/** The mayor's priority programs of a year, flagged by city-level users. */
export const programPrioritas = pgTable(
  'program_prioritas',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    program_id: integer('program_id').notNull(),
    keterangan: text('keterangan'),
    ...auditColumns,
  },
  (t) => [
    fk('program_prioritas_program_fk', t.program_id, program.id),
    unique('program_prioritas_tahun_program_uq').on(t.tahun, t.program_id),
    index('program_prioritas_program_idx').on(t.program_id),
  ],
);

/**
 * Acting officials (Plt.): a position of the structure (unit_kerja_id) or, when unit_kerja_id is
 * null, the head of the unit, held by an acting official. A PK names them 'Plt. {jabatan}'.
 */
export const pejabatPlt = pgTable(
  'pejabat_plt',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    unit_kerja_id: integer('unit_kerja_id'),
    nip: text('nip').notNull(),
    /** The acting period (yyyy-mm-dd); null: open. */
    tanggal_mulai: date('tanggal_mulai'),
    tanggal_selesai: date('tanggal_selesai'),
    ...auditColumns,
  },
  (t) => [
    fk('pejabat_plt_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('pejabat_plt_unit_kerja_fk', t.unit_kerja_id, unitKerja.id),
    fk('pejabat_plt_nip_fk', t.nip, pegawai.nip),
    unique('pejabat_plt_jabatan_uq').on(t.satuan_kerja_id, t.unit_kerja_id).nullsNotDistinct(),
  ],
);
