import { and, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BULAN_KE,
  isBiroSatker,
  kinerjaKegiatanDetailSchema,
  kinerjaKegiatanListQuerySchema,
  kinerjaKegiatanRecordSchema,
  kinerjaKegiatanSchema,
  kinerjaProgramDetailSchema,
  kinerjaProgramListQuerySchema,
  kinerjaProgramRecordSchema,
  kinerjaProgramSchema,
  kinerjaSubKegiatanDetailSchema,
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanRecordSchema,
  kinerjaSubKegiatanSchema,
  monthlyKey,
  rowInScope,
  SATKER_SETDA_ID,
  scopeOf,
  type KinerjaKegiatanRecord,
  type KinerjaProgramRecord,
  type KinerjaSubKegiatanRecord,
  type PengampuFilter,
  type Resource,
  type RowScope,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kategoriTematik,
  kegiatan,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  periode,
  program,
  rencanaAksi,
  sasaranStrategisPd,
  satuanKerja,
  subKegiatan,
  timKerja,
  unitKerja,
  type KinerjaRefLevel,
} from '../../../db/schema/index';
import {
  assertParent,
  eqFilter,
  existsIn,
  statusValidasiCondition,
  unitForNew,
  type ChildRef,
  type CrudContext,
  type RefCheck,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import type { XlsxColumn } from '../../../lib/xlsx';
import { ketua, pengampuColumns } from '../shared/pengampu';
import { totalColumn, type ChildSpec, type KinerjaTable, type RecordQueries } from './kinerja.repository';

/**
 * The three levels of the kinerja chain as data: what kinerja.service.ts needs to serve the CRUD
 * group of each (table, joined names, parent and master, children, delete blockers, export).
 */

/** The schemas of a level's CRUD routes (lib/crud/routes.ts). */
export interface LevelSchemas<Q, B, R, D> {
  query: Q;
  body: B;
  record: R;
  detail: D;
}

/** Where a record goes: its unit, and the checks that run after the planning-lock check. */
export interface Placement {
  unit: string;
  /** May throw a 422 (e.g. an SS-PD of another unit); returns the level's reference checks. */
  checks(): (RefCheck | false | undefined)[];
}

export interface KinerjaListQueryBase {
  page: number;
  per_page: number;
  search?: string;
  satuan_kerja_id?: string;
  pengampu?: PengampuFilter;
}

export interface KinerjaLevel<T extends KinerjaTable, Q extends KinerjaListQueryBase, I, Rec, Row, S> {
  resource: Resource & KinerjaRefLevel;
  table: T;
  /** The audit table name. */
  tableName: string;
  /** Subject of messages: 'Kinerja program'. */
  label: string;
  /** The export sheet: 'Kinerja Program 2025'. */
  sheetName: string;
  schemas: S;
  queries: RecordQueries<Row>;
  searchColumns: AnyPgColumn[];
  /** The level's own list filters (parent, master, status). */
  filters(q: Q): (SQL | undefined)[];
  /** The level's fields of a record (the measurement, pengampu and details are added by the service). */
  record(row: Row): Omit<Rec, keyof CommonRecord>;
  /** The detail keys of its children: own and adopted. */
  children: { spec: ChildSpec; own: string; cross?: string };
  blockers: ChildRef[];
  /** Export columns between 'Satuan Kerja' and the measurement, and after it. */
  xlsxHead: XlsxColumn<Rec>[];
  xlsxTail?: XlsxColumn<Rec>[];
  /** New record (unit undefined) or update (the record's unit). */
  place(tx: Tx, ctx: CrudContext, input: I, scope: RowScope, unit?: string): Promise<Placement>;
  /** The level's own columns of a write. */
  values(input: I): Partial<T['$inferInsert']>;
  /** Side effects of an update (e.g. a validation reset): more columns and the message saying so. */
  onUpdate?(before: T['$inferSelect'], values: Record<string, unknown>): UpdateEffect | undefined;
}

export interface UpdateEffect {
  set: Record<string, unknown>;
  message: string;
}

/** The record fields the service adds for every level (ukuran, pengampu, details). */
export type CommonRecord = Omit<KinerjaProgramRecord, 'sasaran_strategis_pd_id' | 'sasaran_strategis_pd' | 'program_id' | 'program'>;

// --- Shared pieces of kegiatan and sub kegiatan: a kinerja parent and a Kemendagri master ------

/** The names withUnitAndPengampu joins. */
const unitAndPengampuColumns = { satuan_kerja_nama: satuanKerja.satuan_kerja_nama, ...pengampuColumns };

/** Every level's row names its unit and its pengampu (unit-kerja position or team with leader). */
function withUnitAndPengampu<Q extends PgSelect>(q: Q, t: KinerjaTable) {
  return q
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}

/** A child level's chain: its Kemendagri master, its parent kinerja and the parent's master. */
interface Chain {
  master: typeof kegiatan | typeof subKegiatan;
  masterFk: AnyPgColumn;
  parent: typeof kinerjaProgram | typeof kinerjaKegiatan;
  parentFk: AnyPgColumn;
  parentMaster: typeof program | typeof kegiatan;
  parentMasterFk: AnyPgColumn;
}

/** The joined names of a chain (read back by chainRefs). */
function chainColumns(c: Chain) {
  return {
    master_id: c.master.id,
    master_kode: c.master.kode,
    master_nama: c.master.nama,
    parent_id: c.parent.id,
    parent_sasaran: c.parent.sasaran,
    parent_indikator: c.parent.indikator,
    parent_kode: c.parentMaster.kode,
    parent_nama: c.parentMaster.nama,
  };
}

function withChain<Q extends PgSelect>(q: Q, c: Chain) {
  return q
    .innerJoin(c.master, eq(c.master.id, c.masterFk))
    .innerJoin(c.parent, eq(c.parent.id, c.parentFk))
    .innerJoin(c.parentMaster, eq(c.parentMaster.id, c.parentMasterFk));
}

interface ChainRow {
  parent_id: number;
  parent_sasaran: string;
  parent_indikator: string;
  parent_kode: string;
  parent_nama: string;
  master_id: number;
  master_kode: string;
  master_nama: string;
}

/** The parent kinerja (with its Kemendagri name) and the master of a chain row. */
function chainRefs(row: ChainRow) {
  return {
    parent: {
      id: row.parent_id,
      sasaran: row.parent_sasaran,
      indikator: row.parent_indikator,
      kode: row.parent_kode,
      nama: row.parent_nama,
    },
    master: { id: row.master_id, kode: row.master_kode, nama: row.master_nama },
  };
}

/**
 * A child level's place: the unit is its parent's (the parent must be in the write scope and of
 * the year; on update, of the record's unit); the master must belong to the parent's master.
 */
function underParent<I>(options: {
  parent: typeof kinerjaProgram | typeof kinerjaKegiatan;
  parentMaster: AnyPgColumn;
  parentId: (input: I) => number;
  field: string;
  label: string;
  masterCheck: (input: I, parentMasterId: number) => RefCheck;
}) {
  const p = options.parent;
  return async (tx: Tx, ctx: CrudContext, input: I, scope: RowScope, unit?: string): Promise<Placement> => {
    const [row] = await tx
      .select({ satuan_kerja_id: p.satuan_kerja_id, tahun: p.tahun, master_id: options.parentMaster })
      .from(p)
      .where(eq(p.id, options.parentId(input)))
      .limit(1);
    const parent = assertParent(row as { satuan_kerja_id: string; tahun: number; master_id: number } | undefined, {
      field: options.field,
      label: options.label,
      scope,
      tahun: ctx.tahun,
      ...(unit === undefined ? {} : { unit }),
    });
    return { unit: parent.satuan_kerja_id, checks: () => [options.masterCheck(input, parent.master_id)] };
  };
}

// --- kinerja program ----------------------------------------------------------------------

type ProgramInput = z.output<typeof kinerjaProgramSchema>;
type ProgramQuery = z.output<typeof kinerjaProgramListQuerySchema>;

function programSelect(db: Db | Tx) {
  const q = db
    .select({
      ...getTableColumns(kinerjaProgram),
      ...unitAndPengampuColumns,
      program_kode: program.kode,
      program_nama: program.nama,
      ss_pd_sasaran: sasaranStrategisPd.sasaran_strategis_satker,
      ss_pd_iku: sasaranStrategisPd.iku,
    })
    .from(kinerjaProgram)
    .$dynamic();
  return withUnitAndPengampu(q, kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, kinerjaProgram.sasaran_strategis_pd_id));
}
type ProgramRow = Awaited<ReturnType<typeof programSelect>>[number];

/** The SS-PD a program hangs under: readable by the actor, of a period containing the year. */
async function findSasaranStrategisPd(tx: Tx, ctx: CrudContext, id: number) {
  const { tahun } = ctx;
  const [ssPd] = await tx
    .select({ id: sasaranStrategisPd.id, satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(eq(sasaranStrategisPd.id, id), lte(periode.tahun_awal, tahun), gte(periode.tahun_akhir, tahun)))
    .limit(1);
  if (!ssPd || !rowInScope(scopeOf(ctx.actor, 'read', 'sasaran-strategis-pd'), ssPd.satuan_kerja_id)) {
    throw fieldError('sasaran_strategis_pd_id', `Sasaran strategis PD tidak ditemukan untuk tahun ${tahun}`);
  }
  return ssPd;
}

/** A program hangs under an SS-PD of its own unit (a biro's under setda's). */
function assertServes(ssPd: { satuan_kerja_id: string }, unit: string) {
  const serves = ssPd.satuan_kerja_id === unit || (isBiroSatker(unit) && ssPd.satuan_kerja_id === SATKER_SETDA_ID);
  if (!serves) throw fieldError('sasaran_strategis_pd_id', 'Sasaran strategis PD bukan milik satuan kerja ini');
}

export const programLevel: KinerjaLevel<
  typeof kinerjaProgram,
  ProgramQuery,
  ProgramInput,
  KinerjaProgramRecord,
  ProgramRow,
  LevelSchemas<
    typeof kinerjaProgramListQuerySchema,
    typeof kinerjaProgramSchema,
    typeof kinerjaProgramRecordSchema,
    typeof kinerjaProgramDetailSchema
  >
> = {
  resource: 'kinerja-program',
  table: kinerjaProgram,
  tableName: 'kinerja_program',
  label: 'Kinerja program',
  sheetName: 'Kinerja Program',
  schemas: {
    query: kinerjaProgramListQuerySchema,
    body: kinerjaProgramSchema,
    record: kinerjaProgramRecordSchema,
    detail: kinerjaProgramDetailSchema,
  },
  queries: {
    select: programSelect,
    countFrom: (db) =>
      db.select(totalColumn).from(kinerjaProgram).innerJoin(program, eq(program.id, kinerjaProgram.program_id)).$dynamic(),
    order: [kinerjaProgram.satuan_kerja_id, kinerjaProgram.urutan, kinerjaProgram.id],
  },
  searchColumns: [kinerjaProgram.sasaran, kinerjaProgram.indikator, program.nama, program.kode],
  filters: (q) => [
    eqFilter(kinerjaProgram.sasaran_strategis_pd_id, q.sasaran_strategis_pd_id),
    eqFilter(kinerjaProgram.program_id, q.program_id),
  ],
  record: (row) => ({
    sasaran_strategis_pd_id: row.sasaran_strategis_pd_id,
    sasaran_strategis_pd: {
      id: row.sasaran_strategis_pd_id,
      sasaran_strategis_satker: row.ss_pd_sasaran,
      iku: row.ss_pd_iku,
    },
    program_id: row.program_id,
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
  }),
  children: {
    own: 'kinerja_kegiatan',
    cross: 'kinerja_kegiatan_cross',
    spec: {
      table: kinerjaKegiatan,
      parent: kinerjaKegiatan.kinerja_program_id,
      master: { table: kegiatan, column: kinerjaKegiatan.kegiatan_id },
      cross: {
        table: kinerjaKegiatanCross,
        id: kinerjaKegiatanCross.id,
        child: kinerjaKegiatanCross.kinerja_kegiatan_id,
        parent: kinerjaKegiatanCross.kinerja_program_id,
      },
    },
  },
  blockers: [{ label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kinerja_program_id }],
  xlsxHead: [
    { header: 'Sasaran Strategis PD', value: (r) => r.sasaran_strategis_pd.sasaran_strategis_satker, width: 40 },
    { header: 'Kode Program', value: (r) => r.program.kode, width: 14 },
    { header: 'Program', value: (r) => r.program.nama, width: 40 },
  ],
  /** A chooser's new program goes to the chosen unit, else the SS-PD's; the SS-PD must serve it. */
  async place(tx, ctx, input, _scope, unit) {
    const ssPd = await findSasaranStrategisPd(tx, ctx, input.sasaran_strategis_pd_id);
    const target = unit ?? unitForNew(ctx.actor, 'kinerja-program', input.satuan_kerja_id, ssPd.satuan_kerja_id);
    return {
      unit: target,
      checks: () => {
        assertServes(ssPd, target);
        return [
          {
            field: 'program_id',
            message: 'Program tidak ditemukan',
            ok: existsIn(program, eq(program.id, input.program_id)),
          },
          {
            field: 'satuan_kerja_id',
            message: 'Satuan kerja tidak ditemukan',
            ok: existsIn(satuanKerja, eq(satuanKerja.satuan_kerja_id, target)),
          },
        ];
      },
    };
  },
  values: (input) => ({ sasaran_strategis_pd_id: input.sasaran_strategis_pd_id, program_id: input.program_id }),
};

// --- kinerja kegiatan ---------------------------------------------------------------------


const kegiatanChain: Chain = {
  master: kegiatan,
  masterFk: kinerjaKegiatan.kegiatan_id,
  parent: kinerjaProgram,
  parentFk: kinerjaKegiatan.kinerja_program_id,
  parentMaster: program,
  parentMasterFk: kinerjaProgram.program_id,
};

function kegiatanSelect(db: Db | Tx) {
  const columns = { ...getTableColumns(kinerjaKegiatan), ...unitAndPengampuColumns, ...chainColumns(kegiatanChain) };
  return withChain(withUnitAndPengampu(db.select(columns).from(kinerjaKegiatan).$dynamic(), kinerjaKegiatan), kegiatanChain);
}
type KegiatanRow = Awaited<ReturnType<typeof kegiatanSelect>>[number];

export const kegiatanLevel: KinerjaLevel<
  typeof kinerjaKegiatan,
  z.output<typeof kinerjaKegiatanListQuerySchema>,
  z.output<typeof kinerjaKegiatanSchema>,
  KinerjaKegiatanRecord,
  KegiatanRow,
  LevelSchemas<
    typeof kinerjaKegiatanListQuerySchema,
    typeof kinerjaKegiatanSchema,
    typeof kinerjaKegiatanRecordSchema,
    typeof kinerjaKegiatanDetailSchema
  >
> = {
  resource: 'kinerja-kegiatan',
  table: kinerjaKegiatan,
  tableName: 'kinerja_kegiatan',
  label: 'Kinerja kegiatan',
  sheetName: 'Kinerja Kegiatan',
  schemas: {
    query: kinerjaKegiatanListQuerySchema,
    body: kinerjaKegiatanSchema,
    record: kinerjaKegiatanRecordSchema,
    detail: kinerjaKegiatanDetailSchema,
  },
  queries: {
    select: kegiatanSelect,
    countFrom: (db) =>
      db.select(totalColumn).from(kinerjaKegiatan).innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id)).$dynamic(),
    order: [kinerjaKegiatan.satuan_kerja_id, kinerjaKegiatan.kinerja_program_id, kinerjaKegiatan.urutan, kinerjaKegiatan.id],
  },
  searchColumns: [kinerjaKegiatan.sasaran, kinerjaKegiatan.indikator, kegiatan.nama, kegiatan.kode],
  filters: (q) => [
    eqFilter(kinerjaKegiatan.kinerja_program_id, q.kinerja_program_id),
    eqFilter(kinerjaKegiatan.kegiatan_id, q.kegiatan_id),
  ],
  record: (row) => {
    const { parent, master } = chainRefs(row);
    return { kinerja_program_id: parent.id, kinerja_program: parent, kegiatan_id: master.id, kegiatan: master };
  },
  children: {
    own: 'kinerja_sub_kegiatan',
    cross: 'kinerja_sub_kegiatan_cross',
    spec: {
      table: kinerjaSubKegiatan,
      parent: kinerjaSubKegiatan.kinerja_kegiatan_id,
      master: { table: subKegiatan, column: kinerjaSubKegiatan.sub_kegiatan_id },
      cross: {
        table: kinerjaSubKegiatanCross,
        id: kinerjaSubKegiatanCross.id,
        child: kinerjaSubKegiatanCross.kinerja_sub_kegiatan_id,
        parent: kinerjaSubKegiatanCross.kinerja_kegiatan_id,
      },
    },
  },
  blockers: [
    { label: 'kinerja sub kegiatan', table: kinerjaSubKegiatan, column: kinerjaSubKegiatan.kinerja_kegiatan_id },
  ],
  xlsxHead: [
    { header: 'Program', value: (r) => r.kinerja_program.nama, width: 36 },
    { header: 'Kode Kegiatan', value: (r) => r.kegiatan.kode, width: 16 },
    { header: 'Kegiatan', value: (r) => r.kegiatan.nama, width: 40 },
  ],
  /** The unit of a kegiatan is its program's; the kegiatan must be of the program (Kemendagri). */
  place: underParent<z.output<typeof kinerjaKegiatanSchema>>({
    parent: kinerjaProgram,
    parentMaster: kinerjaProgram.program_id,
    parentId: (input) => input.kinerja_program_id,
    field: 'kinerja_program_id',
    label: 'Kinerja program',
    masterCheck: (input, programId) => ({
      field: 'kegiatan_id',
      message: 'Kegiatan tidak ditemukan pada program ini',
      ok: existsIn(kegiatan, eq(kegiatan.id, input.kegiatan_id), eq(kegiatan.program_id, programId)),
    }),
  }),
  values: (input) => ({ kinerja_program_id: input.kinerja_program_id, kegiatan_id: input.kegiatan_id }),
};

// --- kinerja sub kegiatan -----------------------------------------------------------------


const subKegiatanChain: Chain = {
  master: subKegiatan,
  masterFk: kinerjaSubKegiatan.sub_kegiatan_id,
  parent: kinerjaKegiatan,
  parentFk: kinerjaSubKegiatan.kinerja_kegiatan_id,
  parentMaster: kegiatan,
  parentMasterFk: kinerjaKegiatan.kegiatan_id,
};

/** + the thematic category's name. */
function subKegiatanSelect(db: Db | Tx) {
  const columns = {
    ...getTableColumns(kinerjaSubKegiatan),
    ...unitAndPengampuColumns,
    ...chainColumns(subKegiatanChain),
    kategori_tematik_nama: kategoriTematik.nama,
  };
  const q = withUnitAndPengampu(db.select(columns).from(kinerjaSubKegiatan).$dynamic(), kinerjaSubKegiatan);
  return withChain(q, subKegiatanChain).leftJoin(
    kategoriTematik,
    eq(kategoriTematik.id, kinerjaSubKegiatan.kategori_tematik_id),
  );
}
export type SubKegiatanRow = Awaited<ReturnType<typeof subKegiatanSelect>>[number];

/**
 * What Bappeda validated: the unit changing one of these on a validated sub kegiatan sends it back
 * to 'Belum Tervalidasi' (realisations, pengampu and flags are not part of the validation).
 */
const VALIDATED_FIELDS = [
  'kinerja_kegiatan_id',
  'sub_kegiatan_id',
  'sasaran',
  'indikator',
  'indikator_kemendagri',
  'satuan',
  'polaritas',
  'target',
  ...BULAN_KE.map((b) => monthlyKey('target', b)),
  'anggaran',
  ...BULAN_KE.map((b) => monthlyKey('anggaran', b)),
  'do_narasi',
  'do_rumus',
  'do_keterangan',
  'do_sumber',
];

export const RESET_VALIDASI = { status_validasi: false, catatan_validasi: null, validasi_by: null, validasi_at: null };
export const MESSAGE_VALIDASI_DIRESET =
  'Kinerja sub kegiatan berhasil diperbarui. Status validasi Bappeda kembali menjadi Belum Tervalidasi karena data yang divalidasi berubah';

function validasiResetOnChange(
  before: typeof kinerjaSubKegiatan.$inferSelect,
  values: Record<string, unknown>,
): UpdateEffect | undefined {
  if (!before.status_validasi) return undefined;
  const old: Record<string, unknown> = before;
  const changed = VALIDATED_FIELDS.some((f) => JSON.stringify(old[f]) !== JSON.stringify(values[f]));
  return changed ? { set: RESET_VALIDASI, message: MESSAGE_VALIDASI_DIRESET } : undefined;
}

/** The Bappeda validation fields of a sub kegiatan record. */
export function validasiRecord(row: Pick<SubKegiatanRow, 'status_validasi' | 'catatan_validasi' | 'validasi_at'>) {
  return {
    status_validasi: row.status_validasi,
    catatan_validasi: row.catatan_validasi,
    validasi_at: row.validasi_at?.toISOString() ?? null,
  };
}

const subKegiatanParent = underParent<z.output<typeof kinerjaSubKegiatanSchema>>({
  parent: kinerjaKegiatan,
  parentMaster: kinerjaKegiatan.kegiatan_id,
  parentId: (input) => input.kinerja_kegiatan_id,
  field: 'kinerja_kegiatan_id',
  label: 'Kinerja kegiatan',
  masterCheck: (input, kegiatanId) => ({
    field: 'sub_kegiatan_id',
    message: 'Sub kegiatan tidak ditemukan pada kegiatan ini',
    ok: existsIn(subKegiatan, eq(subKegiatan.id, input.sub_kegiatan_id), eq(subKegiatan.kegiatan_id, kegiatanId)),
  }),
});

export const subKegiatanLevel: KinerjaLevel<
  typeof kinerjaSubKegiatan,
  z.output<typeof kinerjaSubKegiatanListQuerySchema>,
  z.output<typeof kinerjaSubKegiatanSchema>,
  KinerjaSubKegiatanRecord,
  SubKegiatanRow,
  LevelSchemas<
    typeof kinerjaSubKegiatanListQuerySchema,
    typeof kinerjaSubKegiatanSchema,
    typeof kinerjaSubKegiatanRecordSchema,
    typeof kinerjaSubKegiatanDetailSchema
  >
> = {
  resource: 'kinerja-sub-kegiatan',
  table: kinerjaSubKegiatan,
  tableName: 'kinerja_sub_kegiatan',
  label: 'Kinerja sub kegiatan',
  sheetName: 'Kinerja Sub Kegiatan',
  schemas: {
    query: kinerjaSubKegiatanListQuerySchema,
    body: kinerjaSubKegiatanSchema,
    record: kinerjaSubKegiatanRecordSchema,
    detail: kinerjaSubKegiatanDetailSchema,
  },
  queries: {
    select: subKegiatanSelect,
    countFrom: (db) =>
      db
        .select(totalColumn)
        .from(kinerjaSubKegiatan)
        .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
        .$dynamic(),
    order: [
      kinerjaSubKegiatan.satuan_kerja_id,
      kinerjaSubKegiatan.kinerja_kegiatan_id,
      kinerjaSubKegiatan.urutan,
      kinerjaSubKegiatan.id,
    ],
  },
  searchColumns: [
    kinerjaSubKegiatan.sasaran,
    kinerjaSubKegiatan.indikator,
    kinerjaSubKegiatan.indikator_kemendagri,
    subKegiatan.nama,
    subKegiatan.kode,
  ],
  filters: (q) => [
    eqFilter(kinerjaSubKegiatan.kinerja_kegiatan_id, q.kinerja_kegiatan_id),
    eqFilter(kinerjaSubKegiatan.sub_kegiatan_id, q.sub_kegiatan_id),
    statusValidasiCondition(q.status_validasi, kinerjaSubKegiatan.status_validasi),
  ],
  record: (row) => {
    const { parent, master } = chainRefs(row);
    return {
      kinerja_kegiatan_id: parent.id,
      kinerja_kegiatan: parent,
      sub_kegiatan_id: master.id,
      sub_kegiatan: master,
      indikator_kemendagri: row.indikator_kemendagri,
      is_external: row.is_external,
      kategori_tematik_id: row.kategori_tematik_id,
      kategori_tematik:
        row.kategori_tematik_id !== null && row.kategori_tematik_nama !== null
          ? { id: row.kategori_tematik_id, nama: row.kategori_tematik_nama }
          : null,
      ...validasiRecord(row),
    };
  },
  children: {
    own: 'kinerja_langkah_aksi',
    spec: { table: kinerjaLangkahAksi, parent: kinerjaLangkahAksi.kinerja_sub_kegiatan_id },
  },
  blockers: [
    { label: 'kinerja langkah aksi', table: kinerjaLangkahAksi, column: kinerjaLangkahAksi.kinerja_sub_kegiatan_id },
    { label: 'rencana aksi', table: rencanaAksi, column: rencanaAksi.kinerja_sub_kegiatan_id },
  ],
  xlsxHead: [
    { header: 'Kegiatan', value: (r) => r.kinerja_kegiatan.nama, width: 36 },
    { header: 'Kode Sub Kegiatan', value: (r) => r.sub_kegiatan.kode, width: 20 },
    { header: 'Sub Kegiatan', value: (r) => r.sub_kegiatan.nama, width: 40 },
  ],
  xlsxTail: [
    { header: 'Indikator Kemendagri', value: (r) => r.indikator_kemendagri, width: 36 },
    { header: 'Status Validasi', value: (r) => (r.status_validasi ? 'Tervalidasi' : 'Belum Tervalidasi'), width: 18 },
  ],
  /** The unit of a sub kegiatan is its kegiatan's; the sub kegiatan must be of the kegiatan. */
  place: async (tx, ctx, input, scope, unit) => {
    const placed = await subKegiatanParent(tx, ctx, input, scope, unit);
    const kategori = input.kategori_tematik_id;
    return {
      unit: placed.unit,
      checks: () => [
        ...placed.checks(),
        kategori !== null && {
          field: 'kategori_tematik_id',
          message: 'Kategori tematik tidak ditemukan',
          ok: existsIn(kategoriTematik, eq(kategoriTematik.id, kategori)),
        },
      ],
    };
  },
  onUpdate: validasiResetOnChange,
  values: (input) => ({
    kinerja_kegiatan_id: input.kinerja_kegiatan_id,
    sub_kegiatan_id: input.sub_kegiatan_id,
    indikator_kemendagri: input.indikator_kemendagri,
    is_external: input.is_external,
    kategori_tematik_id: input.kategori_tematik_id,
  }),
};

