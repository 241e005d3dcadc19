import { boolean, foreignKey, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

/**
 * Work units (perangkat daerah). Ids are text: 9999 setda, biro ids start with setda's code. The
 * serial `id` is the CRUD handle of the admin screen (decision 0052); references use the text id.
 */
export const satuanKerja = pgTable(
  'satuan_kerja',
  {
    id: serial('id').notNull().unique('satuan_kerja_id_uq'),
    satuan_kerja_id: text('satuan_kerja_id').primaryKey(),
    satuan_kerja_nama: text('satuan_kerja_nama').notNull(),
    singkatan: text('singkatan'),
    /** dinas, badan, sekretariat, biro, inspektorat, rsud, kecamatan, satpol, kantor */
    jenis: text('jenis').notNull(),
    /** Position title of the unit head, e.g. 'Kepala Dinas Pendidikan'. */
    jabatan_kepala: text('jabatan_kepala').notNull(),
    kepala_nip: text('kepala_nip'),
    is_rsud: boolean('is_rsud').notNull().default(false),
    /** The setda a biro belongs to (its id starts with the parent's code); null for the others. */
    parent_id: text('parent_id'),
    urutan: integer('urutan').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [foreignKey({ name: 'satuan_kerja_parent_fk', columns: [t.parent_id], foreignColumns: [t.satuan_kerja_id] })],
);

/** Organisation structure of a unit: positions (jabatan) and their sub-units. */
export const unitKerja = pgTable(
  'unit_kerja',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id')
      .notNull()
      .references(() => satuanKerja.satuan_kerja_id),
    parent_id: integer('parent_id'),
    unit_kerja_nama: text('unit_kerja_nama').notNull(),
    unit_kerja_nama_full: text('unit_kerja_nama_full').notNull(),
    jabatan_nama: text('jabatan_nama').notNull(),
    /** 2 = eselon II (kepala), 3 = kepala bidang / sekretaris, 4 = kepala seksi / subbagian */
    eselon: integer('eselon').notNull(),
    pejabat_nip: text('pejabat_nip'),
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('unit_kerja_satker_idx').on(t.satuan_kerja_id)],
);

/** Employees, keyed by NIP; the serial `id` is the admin screen's CRUD handle (decision 0052). */
export const pegawai = pgTable(
  'pegawai',
  {
    id: serial('id').notNull().unique('pegawai_id_uq'),
    nip: text('nip').primaryKey(),
    peg_nama: text('peg_nama').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').references(() => satuanKerja.satuan_kerja_id),
    unit_kerja_id: integer('unit_kerja_id').references(() => unitKerja.id),
    jabatan: text('jabatan'),
    pangkat_golongan: text('pangkat_golongan'),
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('pegawai_satker_idx').on(t.satuan_kerja_id), index('pegawai_unit_kerja_idx').on(t.unit_kerja_id)],
);

/** Application settings: city name, mayor, selectable years (key → JSON value). */
export const pengaturan = pgTable('pengaturan', {
  kunci: text('kunci').primaryKey(),
  nilai: jsonb('nilai').notNull(),
  ...auditColumns,
});
