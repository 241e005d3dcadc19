import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  ESELON_PENGAMPU,
  SATKER_SETDA_ID,
  SETDA_CODE,
  type OptionModel,
  type OptionPengampuType,
  type RowScope,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import {
  indikatorSasaranStrategis,
  indikatorTujuan,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  misi,
  pegawai,
  program,
  programSatuanKerja,
  sasaranStrategis,
  satuanKerja,
  subKegiatan,
  timKerja,
  tujuan,
  unitKerja,
} from '../../db/schema/index';
import { likePattern } from '../../lib/pagination';
import { scopeCondition } from '../../lib/scope';
import { joinUp, type RpjmdTable } from '../../lib/db/rpjmd-joins';
import { periodeOfYear } from '../../lib/periode';

/**
 * The option lists of SPEC §7: each is ONE statement (joins and subqueries, never a query per row).
 * Unit-bound lists take a UnitFilter: the chosen unit (if any) AND the actor's read scope, so a
 * unit outside the scope yields an empty list.
 */
export interface UnitFilter {
  /** The unit asked for; undefined = every unit of the scope. */
  satuanKerjaId: string | undefined;
  scope: RowScope;
}

function unitConditions(column: AnyPgColumn, filter: UnitFilter): (SQL | undefined)[] {
  return [filter.satuanKerjaId ? eq(column, filter.satuanKerjaId) : undefined, scopeCondition(column, filter.scope)];
}

// ---------------------------------------------------------------------------------------------
// Satuan kerja
// ---------------------------------------------------------------------------------------------

/**
 * Units for pickers. With satuan_kerja_id = setda the secretariat's biro units come along (the
 * secretariat flag of SPEC §7); satuan_kerja_ids narrows to a list.
 */
export async function listSatuanKerjaOptions(
  db: Db,
  filter: { satuanKerjaId?: string | undefined; satuanKerjaIds?: string[] | undefined },
) {
  const conditions: (SQL | undefined)[] = [eq(satuanKerja.active, true)];
  if (filter.satuanKerjaId === SATKER_SETDA_ID) {
    conditions.push(like(satuanKerja.satuan_kerja_id, `${SETDA_CODE}%`));
  } else if (filter.satuanKerjaId) {
    conditions.push(eq(satuanKerja.satuan_kerja_id, filter.satuanKerjaId));
  }
  if (filter.satuanKerjaIds?.length) conditions.push(inArray(satuanKerja.satuan_kerja_id, filter.satuanKerjaIds));
  return db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(and(...conditions))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_nama));
}

// ---------------------------------------------------------------------------------------------
// Kinerja (indikator / sasaran of a model)
// ---------------------------------------------------------------------------------------------

const KINERJA_TABLES = {
  'kinerja-program': kinerjaProgram,
  'kinerja-kegiatan': kinerjaKegiatan,
  'kinerja-sub-kegiatan': kinerjaSubKegiatan,
  'kinerja-langkah-aksi': kinerjaLangkahAksi,
} as const;

/**
 * The rows of one level for a year: id, nomor (the position of the row in its unit's list of the
 * year: 1, 2, ... by urutan then id) and the sasaran or indikator text.
 */
async function listKinerja(db: Db, model: OptionModel, tahun: number, unit: UnitFilter) {
  // The four tables share these columns; one of them stands for the type.
  const t = KINERJA_TABLES[model] as typeof kinerjaProgram;
  return db
    .select({
      id: t.id,
      nomor: sql<number>`row_number() over (partition by ${t.satuan_kerja_id} order by ${t.urutan}, ${t.id})`.mapWith(
        Number,
      ),
      sasaran: t.sasaran,
      indikator: t.indikator,
    })
    .from(t)
    .where(and(eq(t.tahun, tahun), ...unitConditions(t.satuan_kerja_id, unit)))
    .orderBy(asc(t.satuan_kerja_id), asc(t.urutan), asc(t.id));
}

export async function listKinerjaIndikatorOptions(db: Db, model: OptionModel, tahun: number, unit: UnitFilter) {
  const rows = await listKinerja(db, model, tahun, unit);
  return rows.map((r) => ({ id: r.id, nomor: r.nomor, indikator: r.indikator }));
}

export async function listKinerjaSasaranOptions(db: Db, model: OptionModel, tahun: number, unit: UnitFilter) {
  const rows = await listKinerja(db, model, tahun, unit);
  return rows.map((r) => ({ id: r.id, nomor: r.nomor, sasaran: r.sasaran }));
}

// ---------------------------------------------------------------------------------------------
// RPJMD (the period of the year): misi, tujuan, indikator tujuan, sasaran strategis, indikator SS
// ---------------------------------------------------------------------------------------------

/** The period containing the year (joined through visi). */
function periodOf(tahun: number): SQL | undefined {
  return periodeOfYear(tahun);
}

function idsCondition(column: AnyPgColumn, ids: number[] | undefined): SQL | undefined {
  return ids === undefined ? undefined : ids.length ? inArray(column, ids) : sql`false`;
}

/** The nodes of the year's period: the ids asked for (if any) and the parent's (if given). */
function ofYear(tahun: number, id: AnyPgColumn, ids: number[] | undefined, parent?: [AnyPgColumn, number | undefined]) {
  const [parentColumn, parentId] = parent ?? [];
  return and(periodOf(tahun), idsCondition(id, ids), parentColumn && parentId ? eq(parentColumn, parentId) : undefined);
}

/** An RPJMD table's options: its rows of the year's period (ids and parent filtered), in tree order. */
function rpjmdOptions<Q extends PgSelect>(q: Q, from: RpjmdTable, where: SQL | undefined, treeOrder: AnyPgColumn[]) {
  return joinUp(q, from, 'periode')
    .where(where)
    .orderBy(...treeOrder.map((column) => asc(column)));
}

/** The ids asked for and the parent's id under its key (`misi_id`, `tujuan_id`, …), both optional. */
type RpjmdFilter<ParentKey extends string = never> = { ids?: number[] | undefined } & {
  [key in ParentKey]?: number | undefined;
};

export async function listMisiOptions(db: Db, tahun: number, filter: RpjmdFilter) {
  const q = db.select({ id: misi.id, nomor: misi.nomor, misi: misi.misi }).from(misi).$dynamic();
  return rpjmdOptions(q, 'misi', ofYear(tahun, misi.id, filter.ids), [misi.nomor, misi.id]);
}

export async function listTujuanOptions(db: Db, tahun: number, filter: RpjmdFilter<'misi_id'>) {
  const q = db.select({ id: tujuan.id, nomor: tujuan.nomor, tujuan: tujuan.tujuan }).from(tujuan).$dynamic();
  const where = ofYear(tahun, tujuan.id, filter.ids, [tujuan.misi_id, filter.misi_id]);
  return rpjmdOptions(q, 'tujuan', where, [misi.nomor, tujuan.nomor, tujuan.id]);
}

export async function listIndikatorTujuanOptions(db: Db, tahun: number, filter: RpjmdFilter<'tujuan_id'>) {
  const it = indikatorTujuan;
  const q = db.select({ id: it.id, nomor: it.nomor, indikator: it.indikator }).from(it).$dynamic();
  const where = ofYear(tahun, it.id, filter.ids, [it.tujuan_id, filter.tujuan_id]);
  return rpjmdOptions(q, 'indikator-tujuan', where, [misi.nomor, tujuan.nomor, it.nomor, it.id]);
}

export async function listSasaranStrategisOptions(db: Db, tahun: number, filter: RpjmdFilter<'tujuan_id'>) {
  const ss = sasaranStrategis;
  const q = db.select({ id: ss.id, nomor: ss.nomor, sasaran: ss.sasaran }).from(ss).$dynamic();
  const where = ofYear(tahun, ss.id, filter.ids, [ss.tujuan_id, filter.tujuan_id]);
  return rpjmdOptions(q, 'sasaran', where, [misi.nomor, tujuan.nomor, ss.nomor, ss.id]);
}

export async function listIndikatorSasaranStrategisOptions(
  db: Db,
  tahun: number,
  filter: RpjmdFilter<'sasaran_strategis_id'>,
) {
  const iss = indikatorSasaranStrategis;
  const q = db.select({ id: iss.id, nomor: iss.nomor, indikator: iss.indikator }).from(iss).$dynamic();
  const where = ofYear(tahun, iss.id, filter.ids, [iss.sasaran_strategis_id, filter.sasaran_strategis_id]);
  return rpjmdOptions(q, 'indikator-sasaran', where, [
    misi.nomor,
    tujuan.nomor,
    sasaranStrategis.nomor,
    iss.nomor,
    iss.id,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Master program / kegiatan / sub kegiatan (by the programs a unit runs)
// ---------------------------------------------------------------------------------------------

/** Subquery: ids of the programs run by these units (undefined = no limit). */
function programsOfUnits(db: Db, satuanKerjaIds: string[]) {
  return db
    .select({ id: programSatuanKerja.program_id })
    .from(programSatuanKerja)
    .where(inArray(programSatuanKerja.satuan_kerja_id, satuanKerjaIds));
}

function unitsCondition(db: Db, column: AnyPgColumn, satuanKerjaIds: string[] | undefined): SQL | undefined {
  if (satuanKerjaIds === undefined) return undefined;
  return satuanKerjaIds.length ? inArray(column, programsOfUnits(db, satuanKerjaIds)) : sql`false`;
}

export async function listProgramOptions(db: Db, filter: { satuanKerjaIds: string[] | undefined }) {
  return db
    .select({ id: program.id, nama: program.nama })
    .from(program)
    .where(and(eq(program.aktif, true), unitsCondition(db, program.id, filter.satuanKerjaIds)))
    .orderBy(asc(program.kode), asc(program.id));
}

export async function listKegiatanOptions(
  db: Db,
  filter: { satuanKerjaIds: string[] | undefined; programIds: number[] | undefined },
) {
  return db
    .select({ id: kegiatan.id, nama: kegiatan.nama })
    .from(kegiatan)
    .where(
      and(
        eq(kegiatan.aktif, true),
        unitsCondition(db, kegiatan.program_id, filter.satuanKerjaIds),
        idsCondition(kegiatan.program_id, filter.programIds),
      ),
    )
    .orderBy(asc(kegiatan.kode), asc(kegiatan.id));
}

export async function listSubKegiatanOptions(
  db: Db,
  filter: { satuanKerjaId: string; kegiatanIds: number[] | undefined },
) {
  return db
    .select({ id: subKegiatan.id, nama: subKegiatan.nama })
    .from(subKegiatan)
    .innerJoin(kegiatan, eq(kegiatan.id, subKegiatan.kegiatan_id))
    .where(
      and(
        eq(subKegiatan.aktif, true),
        unitsCondition(db, kegiatan.program_id, [filter.satuanKerjaId]),
        idsCondition(subKegiatan.kegiatan_id, filter.kegiatanIds),
      ),
    )
    .orderBy(asc(subKegiatan.kode), asc(subKegiatan.id));
}

// ---------------------------------------------------------------------------------------------
// Pegawai, tim kerja, unit kerja (pengampu)
// ---------------------------------------------------------------------------------------------

export async function listPegawaiOptions(
  db: Db,
  filter: {
    search?: string | undefined;
    satuanKerjaId?: string | undefined;
    nip?: string[] | undefined;
    limit: number;
  },
) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const rows = await db
    .select({ nip: pegawai.nip, peg_nama: pegawai.peg_nama })
    .from(pegawai)
    .where(
      and(
        // A deactivated pegawai (issue 24) is no longer offered (asked by NIP, e.g. to name a chosen one, it still is).
        filter.nip === undefined ? eq(pegawai.active, true) : undefined,
        filter.satuanKerjaId ? eq(pegawai.satuan_kerja_id, filter.satuanKerjaId) : undefined,
        pattern ? or(ilike(pegawai.peg_nama, pattern), ilike(pegawai.nip, pattern)) : undefined,
        filter.nip === undefined ? undefined : filter.nip.length ? inArray(pegawai.nip, filter.nip) : sql`false`,
      ),
    )
    .orderBy(asc(pegawai.peg_nama), asc(pegawai.nip))
    .limit(filter.limit);
  return rows.map((r) => ({ NIP: r.nip, NAMA: r.peg_nama, peg_nama: r.peg_nama }));
}

export async function listTimKerjaOptions(db: Db, tahun: number, unit: UnitFilter) {
  const rows = await db
    .select({ id: timKerja.id, nama: timKerja.nama, ketua_nama: pegawai.peg_nama })
    .from(timKerja)
    .innerJoin(pegawai, eq(pegawai.nip, timKerja.ketua_nip))
    .where(and(eq(timKerja.tahun, tahun), ...unitConditions(timKerja.satuan_kerja_id, unit)))
    .orderBy(asc(timKerja.nama), asc(timKerja.id));
  return rows.map((r) => ({ id: r.id, nama: r.nama, ketua: { peg_nama: r.ketua_nama } }));
}

/** Positions of the unit's structure that may carry a performance of this level (ESELON_PENGAMPU). */
export async function listUnitKerjaOptions(db: Db, type: OptionPengampuType, unit: UnitFilter) {
  return db
    .select({ id: unitKerja.id, unit_kerja_nama: unitKerja.unit_kerja_nama })
    .from(unitKerja)
    .where(
      and(
        eq(unitKerja.active, true),
        inArray(unitKerja.eselon, [...ESELON_PENGAMPU[type]]),
        ...unitConditions(unitKerja.satuan_kerja_id, unit),
      ),
    )
    .orderBy(asc(unitKerja.id));
}

/** The units with a kinerja bayangan on any node of the year (SS-PD by its period, kinerja by its year). */
function hasBayangan(tahun: number): SQL {
  return sql`exists (
    select 1 from kinerja_bayangan b
      left join sasaran_strategis_pd s on s.id = b.sasaran_strategis_pd_id
      left join periode pr on pr.id = s.periode_id
      left join kinerja_program p on p.id = b.kinerja_program_id
      left join kinerja_kegiatan k on k.id = b.kinerja_kegiatan_id
      left join kinerja_sub_kegiatan sk on sk.id = b.kinerja_sub_kegiatan_id
    where ${satuanKerja.satuan_kerja_id} = coalesce(s.satuan_kerja_id, p.satuan_kerja_id, k.satuan_kerja_id, sk.satuan_kerja_id)
      and (
        (s.id is not null and ${tahun} between pr.tahun_awal and pr.tahun_akhir and pr.active)
        or coalesce(p.tahun, k.tahun, sk.tahun) = ${tahun}
      ))`;
}

/** The active units, id and name only (the public unit picker); `dengan` narrows to those with that data. */
export function listPublicUnitOptions(db: Db, tahun: number, dengan: 'kinerja-bayangan' | undefined) {
  return db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(and(eq(satuanKerja.active, true), dengan === 'kinerja-bayangan' ? hasBayangan(tahun) : undefined))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}
