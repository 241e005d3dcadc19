import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { bulanan, definisiOperasional, fk, nilai, perBulan, polaritas, rupiah } from './kolom';
import { kegiatan, program, subKegiatan } from './master';
import { satuanKerja, unitKerja } from './reference';
import { sasaranStrategisPd } from './renstra';
import { kinerjaCrossCutting, sasaranStrategisRpjmd } from './rpjmd';
import { timKerja, timKerjaAnggota } from './tim';

/**
 * Performance of one year (tahun): kinerja program → kegiatan → sub kegiatan → langkah aksi, with
 * their cross links, shadow performance, CSF notes, causes of failure, solutions, action plans and
 * the indicator dictionary. Foreign keys are declared with short names (PostgreSQL truncates
 * identifiers at 63 characters). ON DELETE: RESTRICT for parents and referenced records (the API
 * names what blocks a delete), CASCADE for rows owned by one kinerja (links, notes, member targets).
 */

// ---------------------------------------------------------------------------------------------
// Reform (RB) categories
// ---------------------------------------------------------------------------------------------

/** Kind of bureaucratic reform, e.g. 'RB General', 'RB Tematik'. */
export const jenisRb = pgTable('jenis_rb', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  urutan: integer('urutan').notNull().default(0),
  ...auditColumns,
});

/**
 * Thematic category of a sub kegiatan (kemiskinan, investasi, stunting, inflasi, ...). These are
 * the radio options of the 'Rencana Aksi Reformasi Birokrasi' modal (the API calls the list
 * `jenisRb`); the choice is stored in kinerja_sub_kegiatan.kategori_tematik_id.
 */
export const kategoriTematik = pgTable(
  'kategori_tematik',
  {
    id: serial('id').primaryKey(),
    jenis_rb_id: integer('jenis_rb_id'),
    nama: text('nama').notNull(),
    urutan: integer('urutan').notNull().default(0),
    aktif: boolean('aktif').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    fk('kategori_tematik_jenis_rb_fk', t.jenis_rb_id, jenisRb.id),
    index('kategori_tematik_jenis_rb_idx').on(t.jenis_rb_id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Kinerja program / kegiatan / sub kegiatan / langkah aksi
// ---------------------------------------------------------------------------------------------

/** What every performance statement measures, with its 12 monthly values of each series. */
function ukuran() {
  return {
    tahun: integer().notNull(),
    satuan_kerja_id: text().notNull(),
    sasaran: text().notNull(),
    indikator: text().notNull(),
    satuan: text().notNull(),
    polaritas: polaritas(),
    target: nilai(),
    /**
     * Yearly realisasi. From AUTO_FILL_FROM_YEAR (2023) the server fills it from the monthly
     * values; before, it was entered. realisasi_anggaran is always the sum of the monthly
     * spending, capaian is computed on write (target, realisasi, polaritas): stored so lists,
     * filters and rankings need no recomputation, never taken from the client.
     */
    realisasi: nilai(),
    capaian: nilai(),
    anggaran: rupiah().notNull().default(0),
    realisasi_anggaran: rupiah(),
    ...bulanan(),
    urutan: integer().notNull().default(0),
  };
}

/** Pengampu, definisi operasional and the diagram flags of program, kegiatan and sub kegiatan. */
function kinerjaDetail() {
  return {
    /** 'unit-kerja' (unit_kerja_id: a position of the structure), 'tim-kerja' (tim_kerja_id) or null. */
    pengampu_type: text(),
    unit_kerja_id: integer(),
    tim_kerja_id: integer(),
    ...definisiOperasional(),
    status_upload_pk: boolean().notNull().default(false),
    skp: boolean().notNull().default(false),
    /** A performance of the hospital director cascaded to a deputy director (button 'Kinerja Wakil Direktur'). */
    is_kinerja_direktur_to_wakil_direktur_rsud: boolean().notNull().default(false),
    kinerja_cross_cutting_id: integer(),
  };
}

interface UkuranColumns {
  tahun: AnyPgColumn;
  satuan_kerja_id: AnyPgColumn;
  polaritas: AnyPgColumn;
}
interface DetailColumns extends UkuranColumns {
  pengampu_type: AnyPgColumn;
  unit_kerja_id: AnyPgColumn;
  tim_kerja_id: AnyPgColumn;
  kinerja_cross_cutting_id: AnyPgColumn;
}

function ukuranConstraints(p: string, t: UkuranColumns) {
  return [
    fk(`${p}_satker_fk`, t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    index(`${p}_satker_tahun_idx`).on(t.satuan_kerja_id, t.tahun),
    index(`${p}_tahun_idx`).on(t.tahun),
    check(`${p}_polaritas_ck`, sql`${t.polaritas} in ('naik', 'turun')`),
  ];
}

function detailConstraints(p: string, t: DetailColumns) {
  return [
    ...ukuranConstraints(p, t),
    fk(`${p}_unit_kerja_fk`, t.unit_kerja_id, unitKerja.id),
    fk(`${p}_tim_kerja_fk`, t.tim_kerja_id, timKerja.id),
    fk(`${p}_kcc_fk`, t.kinerja_cross_cutting_id, kinerjaCrossCutting.id),
    index(`${p}_unit_kerja_idx`).on(t.unit_kerja_id),
    index(`${p}_tim_kerja_idx`).on(t.tim_kerja_id),
    index(`${p}_kcc_idx`).on(t.kinerja_cross_cutting_id),
    check(
      `${p}_pengampu_ck`,
      sql`(${t.pengampu_type} is null and ${t.unit_kerja_id} is null and ${t.tim_kerja_id} is null)
        or (${t.pengampu_type} = 'unit-kerja' and ${t.unit_kerja_id} is not null and ${t.tim_kerja_id} is null)
        or (${t.pengampu_type} = 'tim-kerja' and ${t.tim_kerja_id} is not null and ${t.unit_kerja_id} is null)`,
    ),
  ];
}

/**
 * Program performance of a unit for a year, under one of its SS-PD. A biro's programs hang under
 * setda's SS-PD, so satuan_kerja_id may differ from the SS-PD's unit.
 */
export const kinerjaProgram = pgTable(
  'kinerja_program',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id').notNull(),
    program_id: integer('program_id').notNull(),
    ...ukuran(),
    ...kinerjaDetail(),
    ...auditColumns,
  },
  (t) => [
    ...detailConstraints('kp', t),
    fk('kp_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id),
    fk('kp_program_fk', t.program_id, program.id),
    // (parent, year): a tree level reads the year's children of its parents.
    index('kp_ss_pd_tahun_idx').on(t.sasaran_strategis_pd_id, t.tahun),
    index('kp_program_idx').on(t.program_id),
  ],
);

export const kinerjaKegiatan = pgTable(
  'kinerja_kegiatan',
  {
    id: serial('id').primaryKey(),
    kinerja_program_id: integer('kinerja_program_id').notNull(),
    kegiatan_id: integer('kegiatan_id').notNull(),
    ...ukuran(),
    ...kinerjaDetail(),
    ...auditColumns,
  },
  (t) => [
    ...detailConstraints('kk', t),
    fk('kk_kp_fk', t.kinerja_program_id, kinerjaProgram.id),
    fk('kk_kegiatan_fk', t.kegiatan_id, kegiatan.id),
    index('kk_kp_tahun_idx').on(t.kinerja_program_id, t.tahun),
    index('kk_kegiatan_idx').on(t.kegiatan_id),
  ],
);

export const kinerjaSubKegiatan = pgTable(
  'kinerja_sub_kegiatan',
  {
    id: serial('id').primaryKey(),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id').notNull(),
    sub_kegiatan_id: integer('sub_kegiatan_id').notNull(),
    ...ukuran(),
    ...kinerjaDetail(),
    /** The Kemendagri wording of the indicator (kamus indikator). */
    indikator_kemendagri: text('indikator_kemendagri'),
    /** 'Ex': a performance delivered outside the unit (external). */
    is_external: boolean('is_external').notNull().default(false),
    kategori_tematik_id: integer('kategori_tematik_id'),
    /** Validation by Bappeda (validator_bappeda): filter 1 Tervalidasi / 0 Belum Tervalidasi. */
    status_validasi: boolean('status_validasi').notNull().default(false),
    catatan_validasi: text('catatan_validasi'),
    validasi_by: integer('validasi_by'),
    validasi_at: timestamp('validasi_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    ...detailConstraints('ksk', t),
    fk('ksk_kk_fk', t.kinerja_kegiatan_id, kinerjaKegiatan.id),
    fk('ksk_sub_kegiatan_fk', t.sub_kegiatan_id, subKegiatan.id),
    fk('ksk_kategori_tematik_fk', t.kategori_tematik_id, kategoriTematik.id),
    index('ksk_kk_tahun_idx').on(t.kinerja_kegiatan_id, t.tahun),
    index('ksk_sub_kegiatan_idx').on(t.sub_kegiatan_id),
    index('ksk_kategori_tematik_idx').on(t.kategori_tematik_id),
  ],
);

/** Action steps under a sub kegiatan, carried by a team; members get their own targets. */
export const kinerjaLangkahAksi = pgTable(
  'kinerja_langkah_aksi',
  {
    id: serial('id').primaryKey(),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id').notNull(),
    ...ukuran(),
    tim_kerja_id: integer('tim_kerja_id'),
    ...auditColumns,
  },
  (t) => [
    ...ukuranConstraints('kla', t),
    fk('kla_ksk_fk', t.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id),
    fk('kla_tim_kerja_fk', t.tim_kerja_id, timKerja.id),
    index('kla_ksk_tahun_idx').on(t.kinerja_sub_kegiatan_id, t.tahun),
    index('kla_tim_kerja_idx').on(t.tim_kerja_id),
  ],
);

/** Target of one team member in a langkah aksi (diagram level 7). */
export const kinerjaLangkahAksiAnggota = pgTable(
  'kinerja_langkah_aksi_anggota',
  {
    id: serial('id').primaryKey(),
    kinerja_langkah_aksi_id: integer('kinerja_langkah_aksi_id').notNull(),
    tim_kerja_anggota_id: integer('tim_kerja_anggota_id').notNull(),
    /**
     * Yearly target of the member: the sum of the monthly targets, written by the server with them
     * (the operator sets the months on the tim kerja member form or the langkah aksi form).
     */
    target: nilai(),
    ...perBulan('target'),
    satuan: text('satuan').notNull(),
    /**
     * Yearly realisasi of the member: the sum of the monthly values, written by the server with
     * them (the member enters one month at a time on /tim-saya/anggota-tim). Kept as a column so
     * the readers of the yearly value (terintegrasi pages and reports) need no change.
     */
    realisasi: nilai(),
    ...perBulan('realisasi'),
    ...auditColumns,
  },
  (t) => [
    fk('klaa_kla_fk', t.kinerja_langkah_aksi_id, kinerjaLangkahAksi.id, 'cascade'),
    fk('klaa_anggota_fk', t.tim_kerja_anggota_id, timKerjaAnggota.id),
    unique('klaa_pair_uq').on(t.kinerja_langkah_aksi_id, t.tim_kerja_anggota_id),
    index('klaa_anggota_idx').on(t.tim_kerja_anggota_id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cross links: the parent of unit A adopts the child of unit B. One row per pair.
// ---------------------------------------------------------------------------------------------

export const kinerjaProgramCross = pgTable(
  'kinerja_program_cross',
  {
    id: serial('id').primaryKey(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id').notNull(),
    kinerja_program_id: integer('kinerja_program_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('kp_cross_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id, 'cascade'),
    fk('kp_cross_kp_fk', t.kinerja_program_id, kinerjaProgram.id, 'cascade'),
    unique('kp_cross_pair_uq').on(t.sasaran_strategis_pd_id, t.kinerja_program_id),
    index('kp_cross_child_idx').on(t.kinerja_program_id),
  ],
);

export const kinerjaKegiatanCross = pgTable(
  'kinerja_kegiatan_cross',
  {
    id: serial('id').primaryKey(),
    kinerja_program_id: integer('kinerja_program_id').notNull(),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('kk_cross_kp_fk', t.kinerja_program_id, kinerjaProgram.id, 'cascade'),
    fk('kk_cross_kk_fk', t.kinerja_kegiatan_id, kinerjaKegiatan.id, 'cascade'),
    unique('kk_cross_pair_uq').on(t.kinerja_program_id, t.kinerja_kegiatan_id),
    index('kk_cross_child_idx').on(t.kinerja_kegiatan_id),
  ],
);

export const kinerjaSubKegiatanCross = pgTable(
  'kinerja_sub_kegiatan_cross',
  {
    id: serial('id').primaryKey(),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id').notNull(),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    fk('ksk_cross_kk_fk', t.kinerja_kegiatan_id, kinerjaKegiatan.id, 'cascade'),
    fk('ksk_cross_ksk_fk', t.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id, 'cascade'),
    unique('ksk_cross_pair_uq').on(t.kinerja_kegiatan_id, t.kinerja_sub_kegiatan_id),
    index('ksk_cross_child_idx').on(t.kinerja_sub_kegiatan_id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rows attached to a node of any level: one nullable foreign key per level ("exclusive arc"),
// exactly one of them set and matching `level` (a CHECK). Unlike a (level, kinerja_id) pair this
// keeps real foreign keys: no orphans, no id of the wrong level, ON DELETE CASCADE works.
// ---------------------------------------------------------------------------------------------

/** The levels of the tree, with the column that points at a row of that level. */
export const KINERJA_REF_COLUMNS = {
  'sasaran-strategis-rpjmd': 'sasaran_strategis_rpjmd_id',
  'sasaran-strategis-pd': 'sasaran_strategis_pd_id',
  'kinerja-program': 'kinerja_program_id',
  'kinerja-kegiatan': 'kinerja_kegiatan_id',
  'kinerja-sub-kegiatan': 'kinerja_sub_kegiatan_id',
  'kinerja-langkah-aksi': 'kinerja_langkah_aksi_id',
} as const;
export type KinerjaRefLevel = keyof typeof KINERJA_REF_COLUMNS;

const REF_TARGETS: Record<KinerjaRefLevel, () => AnyPgColumn> = {
  'sasaran-strategis-rpjmd': () => sasaranStrategisRpjmd.id,
  'sasaran-strategis-pd': () => sasaranStrategisPd.id,
  'kinerja-program': () => kinerjaProgram.id,
  'kinerja-kegiatan': () => kinerjaKegiatan.id,
  'kinerja-sub-kegiatan': () => kinerjaSubKegiatan.id,
  'kinerja-langkah-aksi': () => kinerjaLangkahAksi.id,
};

const REF_SHORT: Record<KinerjaRefLevel, string> = {
  'sasaran-strategis-rpjmd': 'ss_rpjmd',
  'sasaran-strategis-pd': 'ss_pd',
  'kinerja-program': 'kp',
  'kinerja-kegiatan': 'kk',
  'kinerja-sub-kegiatan': 'ksk',
  'kinerja-langkah-aksi': 'kla',
};

/** level + the six reference columns. */
function kinerjaRef() {
  return {
    level: text('level').notNull(),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id'),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id'),
    kinerja_program_id: integer('kinerja_program_id'),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id'),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id'),
    kinerja_langkah_aksi_id: integer('kinerja_langkah_aksi_id'),
  };
}

type RefColumns = { level: AnyPgColumn } & Partial<Record<(typeof KINERJA_REF_COLUMNS)[KinerjaRefLevel], AnyPgColumn>>;

/** The exactly-one CHECK of an arc over `levels`. */
function arcCheck(name: string, level: AnyPgColumn, refs: [KinerjaRefLevel, AnyPgColumn][]): ReturnType<typeof check> {
  const nonNulls = sql.join(
    refs.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const cases: SQL[] = refs.map(([lvl, column]) => sql`when ${sql.raw(`'${lvl}'`)} then ${column} is not null`);
  return check(name, sql`num_nonnulls(${nonNulls}) = 1 and (case ${level} ${sql.join(cases, sql` `)} else false end)`);
}

/**
 * Foreign keys (CASCADE: the row belongs to its node), an index per reference (or a unique index
 * over the reference plus `uniqueWith` columns) and the arc CHECK.
 */
function arcConstraints(
  p: string,
  t: RefColumns,
  levels: readonly KinerjaRefLevel[],
  options: { unique?: AnyPgColumn[]; byYear?: AnyPgColumn } = {},
) {
  const refs = levels.map((lvl): [KinerjaRefLevel, AnyPgColumn] => {
    const column = t[KINERJA_REF_COLUMNS[lvl]];
    if (!column) throw new Error(`${p}: no column for level ${lvl}`);
    return [lvl, column];
  });
  return [
    ...refs.flatMap(([lvl, column]) => {
      const short = REF_SHORT[lvl];
      return [
        fk(`${p}_${short}_fk`, column, REF_TARGETS[lvl](), 'cascade'),
        options.unique
          ? uniqueIndex(`${p}_${short}_uq`).on(column, ...options.unique)
          : options.byYear
            ? index(`${p}_${short}_tahun_idx`).on(column, options.byYear)
            : index(`${p}_${short}_idx`).on(column),
      ];
    }),
    arcCheck(`${p}_level_ck`, t.level, refs),
  ];
}

const ALL_LEVELS = Object.keys(KINERJA_REF_COLUMNS) as KinerjaRefLevel[];
/** Levels that have a shadow performance. */
export const BAYANGAN_LEVELS = [
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
] as const satisfies readonly KinerjaRefLevel[];
/** Levels of the Perbaikan Kinerja (solusi ↔ masalah) modal: GET /solusi-masalah?type=. */
export const SOLUSI_LEVELS = [
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
] as const satisfies readonly KinerjaRefLevel[];

/**
 * Shadow performance (kinerja bayangan) of a node: the wording the performance-architecture view
 * shows. At most one per node. Whether a node renders, hides (only a descendant has one) or is
 * omitted is computed by the tree, not stored.
 */
export const kinerjaBayangan = pgTable(
  'kinerja_bayangan',
  {
    id: serial('id').primaryKey(),
    level: text('level').notNull(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id'),
    kinerja_program_id: integer('kinerja_program_id'),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id'),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id'),
    sasaran: text('sasaran').notNull(),
    indikator: text('indikator').notNull(),
    satuan: text('satuan'),
    target: nilai(),
    keterangan: text('keterangan'),
    ...auditColumns,
  },
  (t) => arcConstraints('kb', t, BAYANGAN_LEVELS, { unique: [] }),
);

/**
 * CSF notes (critical success factor diagnoses) of a node for a year, optionally for one quarter
 * (triwulan null = the whole year). kinerja_tercapai: why it was achieved; kinerja_tidak_tercapai:
 * failed CSF (their count drives the node icon 'CSF Gagal').
 */
function csfTable<N extends string>(name: N, p: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...kinerjaRef(),
      tahun: integer('tahun').notNull(),
      triwulan: integer('triwulan'),
      catatan: text('catatan').notNull(),
      urutan: integer('urutan').notNull().default(0),
      ...auditColumns,
    },
    (t) => [
      // (node, year): the tree reads a node's notes of one year (cascading.repository.ts).
      ...arcConstraints(p, t, ALL_LEVELS, { byYear: t.tahun }),
      index(`${p}_tahun_idx`).on(t.tahun),
      check(`${p}_triwulan_ck`, sql`${t.triwulan} is null or ${t.triwulan} between 1 and 4`),
    ],
  );
}

export const kinerjaTercapai = csfTable('kinerja_tercapai', 'ktc');
export const kinerjaTidakTercapai = csfTable('kinerja_tidak_tercapai', 'kttc');

/**
 * Cause of failure of a node in a quarter of a year (one per node, year and quarter). It applies
 * only while capaian < 100 (penyebabKegagalanApplies of @sakip/domain); the service clears it when
 * the capaian of that period reaches 100.
 */
export const penyebabKegagalan = pgTable(
  'penyebab_kegagalan',
  {
    id: serial('id').primaryKey(),
    ...kinerjaRef(),
    tahun: integer('tahun').notNull(),
    triwulan: integer('triwulan').notNull(),
    penyebab: text('penyebab').notNull(),
    ...auditColumns,
  },
  (t) => [
    ...arcConstraints('pk', t, ALL_LEVELS, { unique: [t.tahun, t.triwulan] }),
    index('pk_tahun_idx').on(t.tahun),
    check('pk_triwulan_ck', sql`${t.triwulan} between 1 and 4`),
  ],
);

/**
 * Perbaikan Kinerja: this year's solution (on this year's kinerja) beside last year's problem (the
 * comparable kinerja of last year, when there is one; its failed-CSF notes are the diagnosis).
 * One solusi per kinerja.
 */
export const solusi = pgTable(
  'solusi',
  {
    id: serial('id').primaryKey(),
    level: text('level').notNull(),
    tahun: integer('tahun').notNull(),
    kinerja_program_id: integer('kinerja_program_id'),
    kinerja_kegiatan_id: integer('kinerja_kegiatan_id'),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id'),
    masalah_kinerja_program_id: integer('masalah_kinerja_program_id'),
    masalah_kinerja_kegiatan_id: integer('masalah_kinerja_kegiatan_id'),
    masalah_kinerja_sub_kegiatan_id: integer('masalah_kinerja_sub_kegiatan_id'),
    /** Last year's problem in words. */
    masalah: text('masalah'),
    solusi: text('solusi').notNull(),
    ...auditColumns,
  },
  (t) => [
    ...arcConstraints('sol', t, SOLUSI_LEVELS, { unique: [] }),
    fk('sol_masalah_kp_fk', t.masalah_kinerja_program_id, kinerjaProgram.id, 'set null'),
    fk('sol_masalah_kk_fk', t.masalah_kinerja_kegiatan_id, kinerjaKegiatan.id, 'set null'),
    fk('sol_masalah_ksk_fk', t.masalah_kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id, 'set null'),
    index('sol_masalah_kp_idx').on(t.masalah_kinerja_program_id),
    index('sol_masalah_kk_idx').on(t.masalah_kinerja_kegiatan_id),
    index('sol_masalah_ksk_idx').on(t.masalah_kinerja_sub_kegiatan_id),
    index('sol_tahun_idx').on(t.tahun),
    // Last year's kinerja, when set, is of the same level.
    check(
      'sol_masalah_level_ck',
      sql`num_nonnulls(${t.masalah_kinerja_program_id}, ${t.masalah_kinerja_kegiatan_id}, ${t.masalah_kinerja_sub_kegiatan_id}) = 0
        or (${t.level} = 'kinerja-program' and ${t.masalah_kinerja_program_id} is not null and ${t.masalah_kinerja_kegiatan_id} is null and ${t.masalah_kinerja_sub_kegiatan_id} is null)
        or (${t.level} = 'kinerja-kegiatan' and ${t.masalah_kinerja_kegiatan_id} is not null and ${t.masalah_kinerja_program_id} is null and ${t.masalah_kinerja_sub_kegiatan_id} is null)
        or (${t.level} = 'kinerja-sub-kegiatan' and ${t.masalah_kinerja_sub_kegiatan_id} is not null and ${t.masalah_kinerja_program_id} is null and ${t.masalah_kinerja_kegiatan_id} is null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rencana aksi, kamus indikator
// ---------------------------------------------------------------------------------------------

/**
 * Quarterly action plan (RA) and its realisation (RRA) of a unit for a year. A row serves an SS-PD
 * (the modal's IKU column) and through it an RPJMD goal (the governor variant filters by
 * sasaran_strategis_rpjmd_id, which the service copies from the SS-PD; a city-level row may have
 * only the RPJMD goal). kinerja_sub_kegiatan_id is the node the 'Indikator' link jumps to.
 */
export const rencanaAksi = pgTable(
  'rencana_aksi',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    sasaran_strategis_pd_id: integer('sasaran_strategis_pd_id'),
    sasaran_strategis_rpjmd_id: integer('sasaran_strategis_rpjmd_id'),
    kinerja_sub_kegiatan_id: integer('kinerja_sub_kegiatan_id'),
    rencana_aksi: text('rencana_aksi').notNull(),
    indikator: text('indikator').notNull(),
    satuan: text('satuan').notNull(),
    tw1: nilai(),
    tw2: nilai(),
    tw3: nilai(),
    tw4: nilai(),
    tw1_realisasi: nilai(),
    tw2_realisasi: nilai(),
    tw3_realisasi: nilai(),
    tw4_realisasi: nilai(),
    pengampu_type: text('pengampu_type'),
    unit_kerja_id: integer('unit_kerja_id'),
    tim_kerja_id: integer('tim_kerja_id'),
    urutan: integer('urutan').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    fk('ra_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('ra_ss_pd_fk', t.sasaran_strategis_pd_id, sasaranStrategisPd.id),
    fk('ra_ss_rpjmd_fk', t.sasaran_strategis_rpjmd_id, sasaranStrategisRpjmd.id),
    fk('ra_ksk_fk', t.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id),
    fk('ra_unit_kerja_fk', t.unit_kerja_id, unitKerja.id),
    fk('ra_tim_kerja_fk', t.tim_kerja_id, timKerja.id),
    index('ra_satker_tahun_idx').on(t.satuan_kerja_id, t.tahun),
    index('ra_ss_pd_idx').on(t.sasaran_strategis_pd_id),
    index('ra_ss_rpjmd_idx').on(t.sasaran_strategis_rpjmd_id),
    index('ra_ksk_idx').on(t.kinerja_sub_kegiatan_id),
    index('ra_unit_kerja_idx').on(t.unit_kerja_id),
    index('ra_tim_kerja_idx').on(t.tim_kerja_id),
    check(
      'ra_sasaran_ck',
      sql`${t.sasaran_strategis_pd_id} is not null or ${t.sasaran_strategis_rpjmd_id} is not null`,
    ),
    check(
      'ra_pengampu_ck',
      sql`(${t.pengampu_type} is null and ${t.unit_kerja_id} is null and ${t.tim_kerja_id} is null)
        or (${t.pengampu_type} = 'unit-kerja' and ${t.unit_kerja_id} is not null and ${t.tim_kerja_id} is null)
        or (${t.pengampu_type} = 'tim-kerja' and ${t.tim_kerja_id} is not null and ${t.unit_kerja_id} is null)`,
    ),
  ],
);

/**
 * Indicator dictionary of a unit for a year: an output indicator beside the Kemendagri indicator of
 * the sub kegiatan ('Indikator Output' | 'Indikator Sub Kegiatan Versi Kemendagri'). is_fungsional
 * marks the entries of /kamus-indikator-fungsional. Bappeda validates each entry with a note.
 */
export const kamusIndikator = pgTable(
  'kamus_indikator',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    sub_kegiatan_id: integer('sub_kegiatan_id'),
    indikator_output: text('indikator_output').notNull(),
    indikator_kemendagri: text('indikator_kemendagri'),
    satuan: text('satuan'),
    is_fungsional: boolean('is_fungsional').notNull().default(false),
    keterangan: text('keterangan'),
    status_validasi: boolean('status_validasi').notNull().default(false),
    catatan_validasi: text('catatan_validasi'),
    validasi_by: integer('validasi_by'),
    validasi_at: timestamp('validasi_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    fk('ki_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('ki_sub_kegiatan_fk', t.sub_kegiatan_id, subKegiatan.id),
    index('ki_satker_tahun_idx').on(t.satuan_kerja_id, t.tahun),
    index('ki_sub_kegiatan_idx').on(t.sub_kegiatan_id),
  ],
);
