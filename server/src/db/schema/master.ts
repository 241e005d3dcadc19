import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * National nomenclature of programs → kegiatan → sub kegiatan (Kemendagri codes, e.g. program
 * '1.01.02', kegiatan '1.01.02.2.01', sub kegiatan '1.01.02.2.01.0001'). Maintained by super.
 * `aktif = false` retires an entry of an older nomenclature without breaking past years.
 */
export const program = pgTable('program', {
  id: serial('id').primaryKey(),
  kode: text('kode').notNull().unique('program_kode_uq'),
  nama: text('nama').notNull(),
  aktif: boolean('aktif').notNull().default(true),
  ...auditColumns,
});

export const kegiatan = pgTable(
  'kegiatan',
  {
    id: serial('id').primaryKey(),
    program_id: integer('program_id').notNull(),
    kode: text('kode').notNull().unique('kegiatan_kode_uq'),
    nama: text('nama').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [fk('kegiatan_program_fk', t.program_id, program.id), index('kegiatan_program_idx').on(t.program_id)],
);

export const subKegiatan = pgTable(
  'sub_kegiatan',
  {
    id: serial('id').primaryKey(),
    kegiatan_id: integer('kegiatan_id').notNull(),
    kode: text('kode').notNull().unique('sub_kegiatan_kode_uq'),
    nama: text('nama').notNull(),
    /** The Kemendagri output indicator of the sub kegiatan and its unit (kamus indikator). */
    indikator: text('indikator'),
    satuan: text('satuan'),
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    fk('sub_kegiatan_kegiatan_fk', t.kegiatan_id, kegiatan.id),
    index('sub_kegiatan_kegiatan_idx').on(t.kegiatan_id),
  ],
);

/**
 * Which programs a unit runs (by its government affairs, urusan). The option calls
 * `option/program`, `option/kegiatan` and `option/sub-kegiatan/{satkerId}` offer a unit the
 * programs listed here and the kegiatan and sub kegiatan under them.
 */
export const programSatuanKerja = pgTable(
  'program_satuan_kerja',
  {
    program_id: integer('program_id').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('program_satker_program_fk', t.program_id, program.id, 'cascade'),
    fk('program_satker_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id, 'cascade'),
    primaryKey({ name: 'program_satuan_kerja_pk', columns: [t.program_id, t.satuan_kerja_id] }),
    index('program_satuan_kerja_satker_idx').on(t.satuan_kerja_id),
  ],
);
