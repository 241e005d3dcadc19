import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  kegiatanDetailSchema,
  kegiatanListQuerySchema,
  kegiatanRecordSchema,
  kegiatanSchema,
  programDetailSchema,
  programListQuerySchema,
  programRecordSchema,
  programSchema,
  subKegiatanDetailSchema,
  subKegiatanListQuerySchema,
  subKegiatanRecordSchema,
  subKegiatanSchema,
  type Resource,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaKegiatan, kinerjaProgram, program, subKegiatan } from '../../../db/schema/index';
import { eqFilter, existsIn, type ChildRef, type RefCheck } from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as kegiatanRepo from '../kegiatan/kegiatan.repository';
import * as programRepo from '../program/program.repository';
import * as subKegiatanRepo from '../sub-kegiatan/sub-kegiatan.repository';

/**
 * The three Kemendagri master-data groups (program, kegiatan, sub kegiatan) as data: what differs
 * between them (table, joins, filters, parent reference, detail, delete blockers, export). One
 * service (master-data.service.ts) serves the three.
 */

export type MasterTable = typeof program | typeof kegiatan | typeof subKegiatan;

export interface MasterSchemas {
  query: z.ZodType<{ page: number; per_page: number; search?: string; aktif?: '' | '1' | '0' }>;
  body: z.ZodType<{ kode: string }>;
  record: z.ZodType<object>;
  detail: z.ZodType;
}

type Query<S extends MasterSchemas> = z.output<S['query']>;
type Body<S extends MasterSchemas> = z.output<S['body']>;
type Rec<S extends MasterSchemas> = z.output<S['record']>;

/** The level's own queries (its repository): same names in the three repositories. */
interface Queries<Row> {
  listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number): Promise<Row[]>;
  countRows(db: Db, where: SQL | undefined): Promise<{ total: number }[]>;
  findRecord(db: Db | Tx, id: number): Promise<Row | undefined>;
  findRow(db: Db | Tx, id: number): Promise<{ id: number } | undefined>;
}

/** Program only: its units, kept in a side table, checked and replaced together with the row. */
export interface SideUnits<I> {
  /** The payload's unit ids without duplicates; 422 when one does not exist. */
  of(tx: Tx, input: I): Promise<string[]>;
  read(db: Db | Tx, id: number): Promise<string[]>;
  replace(tx: Tx, id: number, ids: string[], actorId: number): Promise<void>;
}

export interface MasterLevel<S extends MasterSchemas, Row> {
  resource: Resource;
  table: MasterTable;
  /** 'Program': the route label, '… tidak ditemukan', 'Kode program …', '… masih memiliki …'. */
  label: string;
  sheetName: string;
  schemas: S;
  queries: Queries<Row>;
  searchColumns: AnyPgColumn[];
  /** Filters besides aktif and search. */
  filters: (q: Query<S>) => (SQL | undefined)[];
  /** Reference checks besides the unique kode (the parent exists). */
  refChecks: (input: Body<S>) => RefCheck[];
  /** The row's columns of a payload. */
  values: (input: Body<S>) => Record<string, unknown>;
  record: (row: Row) => Rec<S>;
  /** What the show page adds to the record (children, usage). */
  detail: (db: Db | Tx, id: number) => Promise<Omit<z.output<S['detail']>, keyof Rec<S>>>;
  blockers: ChildRef[];
  xlsxColumns: XlsxColumn<Rec<S>>[];
  units?: SideUnits<Body<S>>;
}

function level<S extends MasterSchemas, Row>(descriptor: MasterLevel<S, Row>): MasterLevel<S, Row> {
  return descriptor;
}

const programUnits: SideUnits<z.output<typeof programSchema>> = {
  async of(tx, input) {
    const ids = [...new Set(input.satuan_kerja_ids)].sort();
    const found = new Set(await programRepo.existingUnits(tx, ids));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw fieldError('satuan_kerja_ids', `Satuan kerja tidak ditemukan: ${missing.join(', ')}`);
    }
    return ids;
  },
  async read(db, id) {
    return (await programRepo.findUnitIds(db, id)).map((u) => u.satuan_kerja_id);
  },
  replace: programRepo.replaceUnits,
};

export const programLevel = level({
  resource: 'program',
  table: program,
  label: 'Program',
  sheetName: 'Program',
  schemas: {
    query: programListQuerySchema,
    body: programSchema,
    record: programRecordSchema,
    detail: programDetailSchema,
  },
  queries: programRepo,
  searchColumns: programRepo.searchColumns,
  filters: () => [],
  refChecks: () => [],
  values: ({ satuan_kerja_ids: _units, ...fields }) => fields,
  record: (row: programRepo.ProgramRow) => ({ ...row, updated_at: row.updated_at.toISOString() }),
  async detail(db, id) {
    const children = await programRepo.findChildren(db, id);
    return { satuan_kerja: children.units, kegiatan: children.kegiatan, jumlah_kinerja: children.jumlahKinerja };
  },
  blockers: [
    { label: 'kegiatan', table: kegiatan, column: kegiatan.program_id },
    { label: 'kinerja program', table: kinerjaProgram, column: kinerjaProgram.program_id },
  ],
  xlsxColumns: [
    nomorColumn(),
    { header: 'Kode', value: (r) => r.kode, width: 16 },
    { header: 'Nama Program', value: (r) => r.nama, width: 60 },
    { header: 'Jumlah Kegiatan', value: (r) => r.jumlah_kegiatan, format: 'bilangan' },
    { header: 'Jumlah Satuan Kerja', value: (r) => r.jumlah_satuan_kerja, format: 'bilangan' },
    { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
  ],
  units: programUnits,
});

export const kegiatanLevel = level({
  resource: 'kegiatan',
  table: kegiatan,
  label: 'Kegiatan',
  sheetName: 'Kegiatan',
  schemas: {
    query: kegiatanListQuerySchema,
    body: kegiatanSchema,
    record: kegiatanRecordSchema,
    detail: kegiatanDetailSchema,
  },
  queries: kegiatanRepo,
  searchColumns: kegiatanRepo.searchColumns,
  filters: (q) => [eqFilter(kegiatan.program_id, q.program_id)],
  refChecks: (input) => [
    { field: 'program_id', message: 'Program tidak ditemukan', ok: existsIn(program, eq(program.id, input.program_id)) },
  ],
  values: (input) => input,
  record: (row: kegiatanRepo.KegiatanRow) => ({
    id: row.id,
    kode: row.kode,
    nama: row.nama,
    aktif: row.aktif,
    program_id: row.program_id,
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
    jumlah_sub_kegiatan: row.jumlah_sub_kegiatan,
    updated_at: row.updated_at.toISOString(),
  }),
  async detail(db, id) {
    const children = await kegiatanRepo.findChildren(db, id);
    return { sub_kegiatan: children.subKegiatan, jumlah_kinerja: children.jumlahKinerja };
  },
  blockers: [
    { label: 'sub kegiatan', table: subKegiatan, column: subKegiatan.kegiatan_id },
    { label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kegiatan_id },
  ],
  xlsxColumns: [
    nomorColumn(),
    { header: 'Kode', value: (r) => r.kode, width: 18 },
    { header: 'Nama Kegiatan', value: (r) => r.nama, width: 60 },
    { header: 'Program', value: (r) => `${r.program.kode} ${r.program.nama}`, width: 50 },
    { header: 'Jumlah Sub Kegiatan', value: (r) => r.jumlah_sub_kegiatan, format: 'bilangan' },
    { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
  ],
});

export const subKegiatanLevel = level({
  resource: 'sub-kegiatan',
  table: subKegiatan,
  label: 'Sub kegiatan',
  sheetName: 'Sub Kegiatan',
  schemas: {
    query: subKegiatanListQuerySchema,
    body: subKegiatanSchema,
    record: subKegiatanRecordSchema,
    detail: subKegiatanDetailSchema,
  },
  queries: subKegiatanRepo,
  searchColumns: subKegiatanRepo.searchColumns,
  filters: (q) => [eqFilter(subKegiatan.kegiatan_id, q.kegiatan_id), eqFilter(kegiatan.program_id, q.program_id)],
  refChecks: (input) => [
    {
      field: 'kegiatan_id',
      message: 'Kegiatan tidak ditemukan',
      ok: existsIn(kegiatan, eq(kegiatan.id, input.kegiatan_id)),
    },
  ],
  values: (input) => input,
  record: (row: subKegiatanRepo.SubKegiatanRow) => ({
    id: row.id,
    kode: row.kode,
    nama: row.nama,
    indikator: row.indikator,
    satuan: row.satuan,
    aktif: row.aktif,
    kegiatan_id: row.kegiatan_id,
    kegiatan: { id: row.kegiatan_id, kode: row.kegiatan_kode, nama: row.kegiatan_nama },
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
    updated_at: row.updated_at.toISOString(),
  }),
  detail: async (db, id) => ({ jumlah_kinerja: await subKegiatanRepo.countKinerja(db, id) }),
  blockers: subKegiatanRepo.usedBy,
  xlsxColumns: [
    nomorColumn(),
    { header: 'Kode', value: (r) => r.kode, width: 22 },
    { header: 'Nama Sub Kegiatan', value: (r) => r.nama, width: 60 },
    { header: 'Kegiatan', value: (r) => `${r.kegiatan.kode} ${r.kegiatan.nama}`, width: 50 },
    { header: 'Program', value: (r) => `${r.program.kode} ${r.program.nama}`, width: 50 },
    { header: 'Indikator', value: (r) => r.indikator, width: 50 },
    { header: 'Satuan', value: (r) => r.satuan, width: 14 },
    { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 8 },
  ],
});
