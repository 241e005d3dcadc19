import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * LKE (DOMAIN-2 §2). The worksheet is data per year: komponen → sub komponen → kriteria → opsi
 * (answer options with a score 0..1) and eviden slots. Per unit and year: the stage, the unit's
 * answers and evidence per sheet (1 = self-assessment, 2 = perbaikan), the validators' verdicts
 * per sheet, the plenary values, the generated notes; and the validator ↔ unit assignment.
 */
export const lkeKomponen = pgTable(
  'lke_komponen',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    /** Weight of 100, e.g. 30. */
    bobot: integer('bobot').notNull(),
    urutan: integer('urutan').notNull().default(0),
    /** An inactive row stays for the answers given to it, but leaves the worksheet and its scores. */
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('lke_komponen_tahun_kode_uq').on(t.tahun, t.kode)],
);

export const lkeSubKomponen = pgTable(
  'lke_sub_komponen',
  {
    id: serial('id').primaryKey(),
    komponen_id: integer('komponen_id').notNull(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    /** 'keberadaan' | 'kualitas' | 'pemanfaatan' (the logical frame compares them); null: read from the name. */
    jenis: text('jenis'),
    /** The sub komponen's official meaning, in our words. */
    penjelasan: text('penjelasan'),
    /** Absolute weight in points (e.g. 6 = 20 % of 30), stored ×100 as an integer: 450 = 4.5. */
    bobot_x100: integer('bobot_x100').notNull(),
    urutan: integer('urutan').notNull().default(0),
    /** An inactive row stays for the answers given to it, but leaves the worksheet and its scores. */
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    fk('lke_sub_komponen_fk', t.komponen_id, lkeKomponen.id, 'cascade'),
    index('lke_sub_komponen_idx').on(t.komponen_id),
    check(
      'lke_sub_komponen_jenis_ck',
      sql`${t.jenis} is null or ${t.jenis} in ('keberadaan', 'kualitas', 'pemanfaatan')`,
    ),
  ],
);

export const lkeKriteria = pgTable(
  'lke_kriteria',
  {
    id: serial('id').primaryKey(),
    sub_komponen_id: integer('sub_komponen_id').notNull(),
    kode: text('kode').notNull(),
    pertanyaan: text('pertanyaan').notNull(),
    urutan: integer('urutan').notNull().default(0),
    /** An inactive row stays for the answers given to it, but leaves the worksheet and its scores. */
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    fk('lke_kriteria_sub_fk', t.sub_komponen_id, lkeSubKomponen.id, 'cascade'),
    index('lke_kriteria_sub_idx').on(t.sub_komponen_id),
  ],
);

export const lkeOpsi = pgTable(
  'lke_opsi',
  {
    id: serial('id').primaryKey(),
    kriteria_id: integer('kriteria_id').notNull(),
    label: text('label').notNull(),
    /** Score 0..100 (percent of the criterion): 75 = 0.75. */
    nilai_persen: smallint('nilai_persen').notNull(),
    penjelasan: text('penjelasan'),
    urutan: integer('urutan').notNull().default(0),
    /** An inactive row stays for the answers given to it, but leaves the worksheet and its scores. */
    aktif: boolean('aktif').notNull().default(true),
  },
  (t) => [
    fk('lke_opsi_kriteria_fk', t.kriteria_id, lkeKriteria.id, 'cascade'),
    index('lke_opsi_kriteria_idx').on(t.kriteria_id),
    check('lke_opsi_nilai_ck', sql`${t.nilai_persen} between 0 and 100`),
  ],
);

export const lkeEvidenSlot = pgTable(
  'lke_eviden_slot',
  {
    id: serial('id').primaryKey(),
    kriteria_id: integer('kriteria_id').notNull(),
    label: text('label').notNull(),
    /** 'file' | 'text' | 'link' */
    jenis: text('jenis').notNull(),
    /**
     * System evidence: a link to one of our public pages that proves the criterion, with
     * {tahun} and {satuan_kerja_id} filled in per unit (a link slot is filled with it by default).
     */
    tautan_sistem: text('tautan_sistem'),
    urutan: integer('urutan').notNull().default(0),
    /** An inactive row stays for the answers given to it, but leaves the worksheet and its scores. */
    aktif: boolean('aktif').notNull().default(true),
  },
  (t) => [
    fk('lke_slot_kriteria_fk', t.kriteria_id, lkeKriteria.id, 'cascade'),
    index('lke_slot_kriteria_idx').on(t.kriteria_id),
    check('lke_slot_jenis_ck', sql`${t.jenis} in ('file', 'text', 'link')`),
  ],
);

/** The stage of a unit's worksheet in a year (LKE_TAHAP); no row = 'pengisian'. */
export const lkeStatus = pgTable(
  'lke_status',
  {
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    tahap: text('tahap').notNull().default('pengisian'),
    diajukan_1_at: timestamp('diajukan_1_at', { withTimezone: true, mode: 'date' }),
    ditutup_1_at: timestamp('ditutup_1_at', { withTimezone: true, mode: 'date' }),
    diajukan_2_at: timestamp('diajukan_2_at', { withTimezone: true, mode: 'date' }),
    ditutup_2_at: timestamp('ditutup_2_at', { withTimezone: true, mode: 'date' }),
    pleno_at: timestamp('pleno_at', { withTimezone: true, mode: 'date' }),
    /**
     * Closed on the scale of PermenPAN-RB 12/2015 before the move to 88/2021: the recorded final
     * value (the plenary) stays; results and the LHE say so.
     */
    skala_lama: boolean('skala_lama').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'lke_status_pk', columns: [t.satuan_kerja_id, t.tahun] }),
    fk('lke_status_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    check(
      'lke_status_tahap_ck',
      sql`${t.tahap} in ('pengisian', 'validasi_1', 'perbaikan', 'validasi_2', 'pleno', 'selesai')`,
    ),
  ],
);

/** The unit's answer to a criterion on sheet 1 (self-assessment) or 2 (perbaikan). */
export const lkeJawaban = pgTable(
  'lke_jawaban',
  {
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    kriteria_id: integer('kriteria_id').notNull(),
    lembar: smallint('lembar').notNull(),
    opsi_id: integer('opsi_id'),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'lke_jawaban_pk', columns: [t.satuan_kerja_id, t.kriteria_id, t.lembar] }),
    fk('lke_jawaban_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('lke_jawaban_kriteria_fk', t.kriteria_id, lkeKriteria.id, 'cascade'),
    fk('lke_jawaban_opsi_fk', t.opsi_id, lkeOpsi.id, 'set null'),
    index('lke_jawaban_kriteria_idx').on(t.kriteria_id),
    check('lke_jawaban_lembar_ck', sql`${t.lembar} in (1, 2)`),
  ],
);

/** One filled evidence slot of a unit on a sheet: a text, a link or a stored file. */
export const lkeEviden = pgTable(
  'lke_eviden',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    slot_id: integer('slot_id').notNull(),
    lembar: smallint('lembar').notNull(),
    /** Text or link (for a file slot: the original name, shown). */
    isi: text('isi'),
    file_key: text('file_key'),
    file_name: text('file_name'),
    file_mime: text('file_mime'),
    file_size: bigint('file_size', { mode: 'number' }),
    file_sha256: text('file_sha256'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('lke_eviden_uq').on(t.satuan_kerja_id, t.slot_id, t.lembar),
    fk('lke_eviden_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('lke_eviden_slot_fk', t.slot_id, lkeEvidenSlot.id, 'cascade'),
    index('lke_eviden_slot_idx').on(t.slot_id),
    check('lke_eviden_lembar_ck', sql`${t.lembar} in (1, 2)`),
  ],
);

/** A validator's verdict on a criterion of a unit on sheet 1 (penilaian) or 2 (penilaian-2). */
export const lkePenilaian = pgTable(
  'lke_penilaian',
  {
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    kriteria_id: integer('kriteria_id').notNull(),
    lembar: smallint('lembar').notNull(),
    opsi_id: integer('opsi_id'),
    /** 'terima' | 'tolak' */
    status: text('status'),
    catatan: text('catatan'),
    validator_id: integer('validator_id'),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'lke_penilaian_pk', columns: [t.satuan_kerja_id, t.kriteria_id, t.lembar] }),
    fk('lke_penilaian_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('lke_penilaian_kriteria_fk', t.kriteria_id, lkeKriteria.id, 'cascade'),
    fk('lke_penilaian_opsi_fk', t.opsi_id, lkeOpsi.id, 'set null'),
    fk('lke_penilaian_user_fk', t.validator_id, users.id, 'set null'),
    index('lke_penilaian_kriteria_idx').on(t.kriteria_id),
    check('lke_penilaian_lembar_ck', sql`${t.lembar} in (1, 2)`),
    check('lke_penilaian_status_ck', sql`${t.status} is null or ${t.status} in ('terima', 'tolak')`),
  ],
);

/** The plenary value of a component for a unit, ×100 (in [0, bobot], step 0.5). */
export const lkePleno = pgTable(
  'lke_pleno',
  {
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    komponen_id: integer('komponen_id').notNull(),
    nilai_x100: integer('nilai_x100').notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'lke_pleno_pk', columns: [t.satuan_kerja_id, t.komponen_id] }),
    fk('lke_pleno_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('lke_pleno_komponen_fk', t.komponen_id, lkeKomponen.id, 'cascade'),
    index('lke_pleno_komponen_idx').on(t.komponen_id),
  ],
);

/** Notes generated when stage 2 closes (per component and criterion). */
export const lkeCatatan = pgTable(
  'lke_catatan',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    komponen_id: integer('komponen_id').notNull(),
    kriteria_id: integer('kriteria_id'),
    teks: text('teks').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    fk('lke_catatan_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('lke_catatan_komponen_fk', t.komponen_id, lkeKomponen.id, 'cascade'),
    index('lke_catatan_satker_idx').on(t.satuan_kerja_id, t.tahun),
  ],
);

/** Which validator evaluates which unit in a year (managed by super). */
export const lkeValidatorUnit = pgTable(
  'lke_validator_unit',
  {
    user_id: integer('user_id').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lke_validator_unit_pk', columns: [t.user_id, t.satuan_kerja_id, t.tahun] }),
    fk('lke_validator_user_fk', t.user_id, users.id, 'cascade'),
    fk('lke_validator_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id, 'cascade'),
    index('lke_validator_unit_satker_idx').on(t.satuan_kerja_id, t.tahun),
  ],
);
