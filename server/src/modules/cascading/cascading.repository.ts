import { type SQL, sql } from 'drizzle-orm';
import { SATKER_SETDA_ID, SETDA_CODE } from '@sakip/domain';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';

/**
 * The queries of the cascading tree: ONE statement per level (whatever the size of the tree), each
 * bringing its nodes with their notes (CSF, cause of failure), solution, shadow performance and
 * pengampu as JSON columns (scalar subqueries over (node, year) indexes: decision 0029). Own rows and adopted cross rows of a level come in the same statement
 * (a `nodes` CTE of (id, parent_id, is_cross) joined to the table). Parents are passed as one
 * int[] parameter, so the statement text does not grow with the tree either.
 *
 * Each statement is a named prepared statement and answers ONE value, its rows as a JSON array
 * (`json_agg` over the ordered rows): no parse and plan per request, one JSON.parse instead of a
 * decoded row per node (decision 0035). Numbers are float8, a stored NaN or ±Infinity reads as
 * null (`num`).
 */

/** The rows of a level statement (ordered by its ORDER BY), as one JSON array. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // A sorted subquery feeding a plain aggregate keeps its order (no join above it).
  const [result] = await preparedRows<{ rows: T[] }>(db, sql`select coalesce(json_agg(x), '[]'::json) as rows from (${query}) x`);
  return result?.rows ?? [];
}

/** A number column as a finite float8 or null: JSON has no NaN or Infinity. */
function num(column: string): SQL {
  const c = sql.raw(`${column}::float8`);
  return sql`(case when ${c} > '-Infinity'::float8 and ${c} < 'Infinity'::float8 then ${c} end)`;
}

/** A Postgres int[] literal as one parameter. */
function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

// -------------------------------------------------------------------------------------------
// Row types
// -------------------------------------------------------------------------------------------

export interface CatatanRow {
  id: number;
  triwulan: number | null;
  catatan: string;
}
export interface PenyebabRow {
  id: number;
  triwulan: number;
  penyebab: string;
}
export interface BayanganRow {
  id: number;
  sasaran: string;
  indikator: string;
  satuan: string | null;
  target: number | null;
}

export interface ContextRow {
  unit: { satuan_kerja_id: string; satuan_kerja_nama: string; jenis: string; is_rsud: boolean } | null;
  periode: { id: number; tahun_awal: number; tahun_akhir: number } | null;
}

interface NodeNotes {
  kinerja_tercapai: CatatanRow[];
  kinerja_tidak_tercapai: CatatanRow[];
}

export interface RpjmdRow extends NodeNotes {
  id: number;
  sasaran_strategis_id: number;
  sasaran: string;
  indikator_sasaran_strategis_id: number;
  indikator: string;
  satuan: string;
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
}

export interface SsPdRow extends NodeNotes {
  id: number;
  parent_id: number;
  is_cross: boolean;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  jenis: string;
  is_rsud: boolean;
  sasaran_strategis_satker: string;
  iku: string;
  satuan: string;
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  do_rumus: string | null;
  has_definisi_operasional: boolean;
  status_upload_pk: boolean;
  skp: boolean;
  is_kinerja_direktur_rsud: boolean;
  anggaran: number;
  realisasi_anggaran: number;
  penyebab_kegagalan: PenyebabRow[];
  kinerja_bayangan: BayanganRow | null;
}

export interface KinerjaRow extends NodeNotes {
  id: number;
  parent_id: number;
  is_cross: boolean;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: 'naik' | 'turun';
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  anggaran: number;
  realisasi_anggaran: number | null;
  pengampu_type: string | null;
  struktur_organisasi: { jabatan_nama: string; unit_kerja_nama_full: string } | null;
  tim_kerja: { id: number; nama: string; ketua: { peg_nama: string } | null } | null;
  do_rumus: string | null;
  has_definisi_operasional: boolean;
  status_upload_pk: boolean;
  skp: boolean;
  is_kinerja_direktur_to_wakil_direktur_rsud: boolean;
  penyebab_kegagalan: PenyebabRow[];
  kinerja_bayangan: BayanganRow | null;
  solusi: string | null;
  /** The program, kegiatan or sub kegiatan of the nomenclature. */
  master: { id: number; kode: string; nama: string };
}

export interface SubKegiatanRow extends KinerjaRow {
  indikator_kemendagri: string | null;
  is_external: boolean;
  kategori_tematik_id: number | null;
  kategori_tematik: { id: number; nama: string } | null;
}

export interface LangkahAksiRow {
  id: number;
  parent_id: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: 'naik' | 'turun';
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
  anggaran: number;
  realisasi_anggaran: number | null;
  sub_kegiatan_nama: string;
  tim_kerja: { id: number; nama: string; ketua: { peg_nama: string } | null } | null;
}

export interface AnggotaRow {
  id: number;
  parent_id: number;
  nama_pegawai_anggota: string;
  satuan: string;
  target: number | null;
  realisasi: number | null;
}

// -------------------------------------------------------------------------------------------
// Shared column fragments
// -------------------------------------------------------------------------------------------

/** The reference column of a level in the note tables (kinerja_tercapai, penyebab_kegagalan, ...). */
type RefColumn =
  | 'sasaran_strategis_rpjmd_id'
  | 'sasaran_strategis_pd_id'
  | 'kinerja_program_id'
  | 'kinerja_kegiatan_id'
  | 'kinerja_sub_kegiatan_id';

/**
 * The notes of a level's nodes as correlated scalar subqueries in the select list, one index probe
 * per node and note table (the `(ref, tahun)` indexes of migration 0004). Decision 0029: joined
 * aggregate CTEs did the same work but made the planner search a 12-relation join on every request
 * (planning was 2/3 of a level's time); a subquery is planned on its own, in microseconds.
 */
function csfNote(table: string, ref: RefColumn, alias: string, tahun: number): SQL {
  const r = sql.raw(ref);
  return sql`coalesce((
      select json_agg(json_build_object('id', n.id, 'triwulan', n.triwulan, 'catatan', n.catatan)
                      order by n.triwulan nulls first, n.urutan, n.id)
      from ${sql.raw(table)} n where n.${r} = ${sql.raw(alias)}.id and n.tahun = ${tahun}), '[]'::json)`;
}

/** CSF notes of the year (kinerja tercapai / tidak tercapai) of the nodes `alias`. */
function csfNotes(ref: RefColumn, alias: string, tahun: number): SQL {
  return sql`${csfNote('kinerja_tercapai', ref, alias, tahun)} as kinerja_tercapai,
      ${csfNote('kinerja_tidak_tercapai', ref, alias, tahun)} as kinerja_tidak_tercapai`;
}

/** CSF notes plus the causes of failure of the year, the shadow performance and the DO flags. */
function detailNotes(ref: RefColumn, alias: string, tahun: number): SQL {
  const a = sql.raw(alias);
  const r = sql.raw(ref);
  return sql`${csfNotes(ref, alias, tahun)},
      -- One cause per (node, year, quarter) (unique index pk_*_uq): ordered by the quarter alone,
      -- the index gives the order and no sort runs per node.
      coalesce((
        select json_agg(json_build_object('id', p.id, 'triwulan', p.triwulan, 'penyebab', p.penyebab) order by p.triwulan)
        from penyebab_kegagalan p where p.${r} = ${a}.id and p.tahun = ${tahun}), '[]'::json) as penyebab_kegagalan,
      (select json_build_object('id', b.id, 'sasaran', b.sasaran, 'indikator', b.indikator, 'satuan', b.satuan, 'target', b.target)
        from kinerja_bayangan b where b.${r} = ${a}.id) as kinerja_bayangan,
      ${a}.do_rumus,
      coalesce(${a}.do_narasi, ${a}.do_rumus, ${a}.do_keterangan, ${a}.do_sumber) is not null as has_definisi_operasional,
      ${a}.status_upload_pk, ${a}.skp`;
}

/**
 * The period columns of the year: `target_N`, `realisasi_N`, `capaian_N` by the year key; before
 * the period (key 'baseline') only the baseline target exists.
 */
function periodValues(alias: string, yearIndex: number): SQL {
  if (yearIndex < 1 || yearIndex > 5) {
    return sql`${num(`${alias}.baseline`)} as target, null::float8 as realisasi, null::float8 as capaian`;
  }
  const col = (prefix: string) => num(`${alias}.${prefix}_${yearIndex}`);
  return sql`${col('target')} as target, ${col('realisasi')} as realisasi, ${col('capaian')} as capaian`;
}

/** The team of rows `k` with its leader, as JSON (null without one). */
const TIM_KERJA = sql`(select json_build_object('id', tk.id, 'nama', tk.nama,
      'ketua', (select json_build_object('peg_nama', ketua.peg_nama) from pegawai ketua where ketua.nip = tk.ketua_nip))
    from tim_kerja tk where tk.id = k.tim_kerja_id)`;

/**
 * Measurement, pengampu, solution and notes of program, kegiatan or sub kegiatan rows `k` (with
 * `n` its node, `sk` its unit, `m` its master row). Optional lookups are scalar subqueries too,
 * so the statement joins only the four relations every row has.
 */
function kinerjaColumns(ref: RefColumn, tahun: number): SQL {
  const r = sql.raw(ref);
  return sql`k.id, n.parent_id, n.is_cross, k.satuan_kerja_id, sk.satuan_kerja_nama,
      k.sasaran, k.indikator, k.satuan, k.polaritas,
      ${num('k.target')} as target, ${num('k.realisasi')} as realisasi, ${num('k.capaian')} as capaian,
      ${num('k.anggaran')} as anggaran, ${num('k.realisasi_anggaran')} as realisasi_anggaran,
      k.pengampu_type,
      (select json_build_object('jabatan_nama', uk.jabatan_nama, 'unit_kerja_nama_full', uk.unit_kerja_nama_full)
        from unit_kerja uk where uk.id = k.unit_kerja_id) as struktur_organisasi,
      ${TIM_KERJA} as tim_kerja,
      k.is_kinerja_direktur_to_wakil_direktur_rsud,
      -- One solusi per kinerja (unique index on the reference).
      (select s.solusi from solusi s where s.${r} = k.id and s.tahun = ${tahun}) as solusi,
      json_build_object('id', m.id, 'kode', m.kode, 'nama', m.nama) as master,
      ${detailNotes(ref, 'k', tahun)}`;
}

// -------------------------------------------------------------------------------------------
// Statements
// -------------------------------------------------------------------------------------------

/**
 * The unit (or, without one, the first active unit) and the period of the year, in one statement.
 * `unitId` null and `fallbackToFirst` false → unit null (the city level).
 */
export async function findContext(
  db: Db,
  unitId: string | null,
  tahun: number,
  fallbackToFirst: boolean,
): Promise<ContextRow> {
  const unitCondition = unitId
    ? sql`satuan_kerja_id = ${unitId}`
    : fallbackToFirst
      ? sql`satuan_kerja_id = (select satuan_kerja_id from satuan_kerja where active order by urutan, satuan_kerja_id limit 1)`
      : sql`false`;
  const [row] = await rows<ContextRow>(
    db,
    sql`select
      (select json_build_object('satuan_kerja_id', satuan_kerja_id, 'satuan_kerja_nama', satuan_kerja_nama,
                                'jenis', jenis, 'is_rsud', is_rsud)
         from satuan_kerja where ${unitCondition}) as unit,
      (select json_build_object('id', id, 'tahun_awal', tahun_awal, 'tahun_akhir', tahun_akhir)
         from periode where ${tahun} between tahun_awal and tahun_akhir order by tahun_awal desc limit 1) as periode`,
  );
  return row ?? { unit: null, periode: null };
}

export interface SsPdScope {
  periodeId: number;
  /** The unit whose goals are the tree's level 2 (setda for a biro); null = every unit (city level). */
  ownerUnitId: string | null;
  /** With cross goals adopted by the RPJMD goals the unit serves (not at city level). */
  withCross: boolean;
  /** Limit the program budget sums to this unit (a biro sees its own programs only). */
  programUnitId: string | null;
}

/** Level 2: the unit's SS-PD (and adopted cross SS-PD) of the period, with their program budgets. */
export async function findSasaranStrategisPd(
  db: Db,
  scope: SsPdScope,
  tahun: number,
  yearIndex: number,
): Promise<SsPdRow[]> {
  const owner = scope.ownerUnitId;
  const own = sql`select s.id, s.sasaran_strategis_rpjmd_id as parent_id, false as is_cross
    from sasaran_strategis_pd s
    where s.periode_id = ${scope.periodeId} ${owner ? sql`and s.satuan_kerja_id = ${owner}` : sql``}`;
  const cross =
    scope.withCross && owner
      ? sql`union all
        select c.sasaran_strategis_pd_id, c.sasaran_strategis_rpjmd_id, true
        from sasaran_strategis_pd_cross c join sasaran_strategis_pd s on s.id = c.sasaran_strategis_pd_id
        where s.periode_id = ${scope.periodeId} and s.satuan_kerja_id <> ${owner}
          and c.sasaran_strategis_rpjmd_id in (
            select sasaran_strategis_rpjmd_id from sasaran_strategis_pd
            where periode_id = ${scope.periodeId} and satuan_kerja_id = ${owner})`
      : sql``;
  const programUnit = scope.programUnitId ? sql`and kp.satuan_kerja_id = ${scope.programUnitId}` : sql``;
  return rows<SsPdRow>(
    db,
    sql`with nodes as (${own} ${cross}),
    budget as (
      select kp.sasaran_strategis_pd_id as ref, sum(kp.anggaran) as anggaran, sum(kp.realisasi_anggaran) as realisasi_anggaran
      from kinerja_program kp
      where kp.sasaran_strategis_pd_id in (select id from nodes) and kp.tahun = ${tahun} ${programUnit}
      group by kp.sasaran_strategis_pd_id)
    select s.id, n.parent_id, n.is_cross, s.satuan_kerja_id, sk.satuan_kerja_nama, sk.jenis, sk.is_rsud,
      s.sasaran_strategis_satker, s.iku, s.satuan, ${periodValues('s', yearIndex)},
      s.is_kinerja_direktur_rsud,
      coalesce(${num('budget.anggaran')}, 0) as anggaran, coalesce(${num('budget.realisasi_anggaran')}, 0) as realisasi_anggaran,
      ${detailNotes('sasaran_strategis_pd_id', 's', tahun)}
    from nodes n
    join sasaran_strategis_pd s on s.id = n.id
    join satuan_kerja sk on sk.satuan_kerja_id = s.satuan_kerja_id
    left join budget on budget.ref = s.id
    order by n.is_cross, sk.urutan, s.satuan_kerja_id, s.urutan, s.id`,
  );
}

/**
 * Level 1: the RPJMD goals of the period that `ids` belong to (all of the period when ids is null),
 * with every row of the same sasaran (they merge into one node).
 */
export async function findSasaranStrategisRpjmd(
  db: Db,
  periodeId: number,
  ids: readonly number[] | null,
  tahun: number,
  yearIndex: number,
): Promise<RpjmdRow[]> {
  const filter = ids
    ? sql`and r.sasaran_strategis_id in (select sasaran_strategis_id from sasaran_strategis_rpjmd where id = any(${intArray(ids)}))`
    : sql``;
  return rows<RpjmdRow>(
    db,
    sql`select r.id, r.sasaran_strategis_id, ss.sasaran, r.indikator_sasaran_strategis_id, i.indikator, i.satuan,
      ${periodValues('r', yearIndex)},
      ${csfNotes('sasaran_strategis_rpjmd_id', 'r', tahun)}
    from sasaran_strategis_rpjmd r
    join sasaran_strategis ss on ss.id = r.sasaran_strategis_id
    join indikator_sasaran_strategis i on i.id = r.indikator_sasaran_strategis_id
    where r.periode_id = ${periodeId} ${filter}
    order by ss.nomor, ss.id, r.urutan, i.nomor, r.id`,
  );
}

/** A kinerja level: its table, parent column, cross table and master table. */
interface KinerjaLevelDef {
  table: string;
  parent: string;
  cross: string;
  ref: RefColumn;
  master: string;
  masterColumn: string;
}

const PROGRAM: KinerjaLevelDef = {
  table: 'kinerja_program',
  parent: 'sasaran_strategis_pd_id',
  cross: 'kinerja_program_cross',
  ref: 'kinerja_program_id',
  master: 'program',
  masterColumn: 'program_id',
};
const KEGIATAN: KinerjaLevelDef = {
  table: 'kinerja_kegiatan',
  parent: 'kinerja_program_id',
  cross: 'kinerja_kegiatan_cross',
  ref: 'kinerja_kegiatan_id',
  master: 'kegiatan',
  masterColumn: 'kegiatan_id',
};
const SUB_KEGIATAN: KinerjaLevelDef = {
  table: 'kinerja_sub_kegiatan',
  parent: 'kinerja_kegiatan_id',
  cross: 'kinerja_sub_kegiatan_cross',
  ref: 'kinerja_sub_kegiatan_id',
  master: 'sub_kegiatan',
  masterColumn: 'sub_kegiatan_id',
};

export interface KinerjaScope {
  parentIds: readonly number[];
  tahun: number;
  /** Own rows of this unit only (a biro's programs); null = every row under the parents. */
  unitId: string | null;
  withCross: boolean;
}

/** `nodes`: own rows under the parents plus (when asked) rows adopted through the cross table. */
function kinerjaNodes(level: KinerjaLevelDef, scope: KinerjaScope): SQL {
  const t = sql.raw(level.table);
  const parent = sql.raw(level.parent);
  const parents = intArray(scope.parentIds);
  const unit = scope.unitId ? sql`and k.satuan_kerja_id = ${scope.unitId}` : sql``;
  const own = sql`select k.id, k.${parent} as parent_id, false as is_cross
    from ${t} k where k.${parent} = any(${parents}) and k.tahun = ${scope.tahun} ${unit}`;
  if (!scope.withCross) return own;
  // Adopted rows: from the (small) cross table first. `offset 0` keeps that order: without
  // table statistics the planner walked the whole year of the level, probing the cross table
  // for each row.
  return sql`${own} union all
    select c.id, c.parent_id, true
    from (select x.${sql.raw(level.ref)} as id, x.${parent} as parent_id from ${sql.raw(level.cross)} x
          where x.${parent} = any(${parents}) offset 0) c
    join ${t} k on k.id = c.id
    where k.tahun = ${scope.tahun}`;
}

async function findKinerja<T extends KinerjaRow>(db: Db, level: KinerjaLevelDef, scope: KinerjaScope, extra: SQL): Promise<T[]> {
  if (scope.parentIds.length === 0) return [];
  return rows<T>(
    db,
    sql`with nodes as (${kinerjaNodes(level, scope)})
    select ${kinerjaColumns(level.ref, scope.tahun)} ${extra}
    from nodes n
    join ${sql.raw(level.table)} k on k.id = n.id
    join ${sql.raw(level.master)} m on m.id = k.${sql.raw(level.masterColumn)}
    join satuan_kerja sk on sk.satuan_kerja_id = k.satuan_kerja_id
    order by n.is_cross, k.urutan, m.kode, k.id`,
  );
}

/** Level 3. */
export function findKinerjaProgram(db: Db, scope: KinerjaScope): Promise<KinerjaRow[]> {
  return findKinerja(db, PROGRAM, scope, sql``);
}

/** Level 4. */
export function findKinerjaKegiatan(db: Db, scope: KinerjaScope): Promise<KinerjaRow[]> {
  return findKinerja(db, KEGIATAN, scope, sql``);
}

/** Level 5, with the Kemendagri indicator, the external flag and the thematic category. */
export function findKinerjaSubKegiatan(db: Db, scope: KinerjaScope): Promise<SubKegiatanRow[]> {
  return findKinerja<SubKegiatanRow>(
    db,
    SUB_KEGIATAN,
    scope,
    sql`, k.indikator_kemendagri, k.is_external, k.kategori_tematik_id,
      (select json_build_object('id', kt.id, 'nama', kt.nama) from kategori_tematik kt where kt.id = k.kategori_tematik_id)
        as kategori_tematik`,
  );
}

/** Level 6: the action steps of the sub kegiatan, with their team. */
export async function findLangkahAksi(db: Db, parentIds: readonly number[], tahun: number): Promise<LangkahAksiRow[]> {
  if (parentIds.length === 0) return [];
  return rows<LangkahAksiRow>(
    db,
    sql`select k.id, k.kinerja_sub_kegiatan_id as parent_id, k.satuan_kerja_id, sk.satuan_kerja_nama,
      k.sasaran, k.indikator, k.satuan, k.polaritas,
      ${num('k.target')} as target, ${num('k.realisasi')} as realisasi, ${num('k.capaian')} as capaian,
      ${num('k.anggaran')} as anggaran, ${num('k.realisasi_anggaran')} as realisasi_anggaran,
      m.nama as sub_kegiatan_nama,
      case when tk.id is null then null
        else json_build_object('id', tk.id, 'nama', tk.nama,
          'ketua', case when ketua.nip is null then null else json_build_object('peg_nama', ketua.peg_nama) end) end
        as tim_kerja
    from kinerja_langkah_aksi k
    join kinerja_sub_kegiatan ksk on ksk.id = k.kinerja_sub_kegiatan_id
    join sub_kegiatan m on m.id = ksk.sub_kegiatan_id
    join satuan_kerja sk on sk.satuan_kerja_id = k.satuan_kerja_id
    left join tim_kerja tk on tk.id = k.tim_kerja_id
    left join pegawai ketua on ketua.nip = tk.ketua_nip
    where k.kinerja_sub_kegiatan_id = any(${intArray(parentIds)}) and k.tahun = ${tahun}
    order by k.urutan, k.id`,
  );
}

/** Level 7: the members' targets of the action steps. */
export async function findAnggota(db: Db, parentIds: readonly number[]): Promise<AnggotaRow[]> {
  if (parentIds.length === 0) return [];
  return rows<AnggotaRow>(
    db,
    sql`select a.id, a.kinerja_langkah_aksi_id as parent_id, p.peg_nama as nama_pegawai_anggota, a.satuan,
      ${num('a.target')} as target, ${num('a.realisasi')} as realisasi
    from kinerja_langkah_aksi_anggota a
    join tim_kerja_anggota ta on ta.id = a.tim_kerja_anggota_id
    join pegawai p on p.nip = ta.nip
    where a.kinerja_langkah_aksi_id = any(${intArray(parentIds)})
    order by a.kinerja_langkah_aksi_id, p.peg_nama, a.id`,
  );
}

/**
 * The unit whose tree has the most performance rows in the year (program, kegiatan, sub kegiatan,
 * langkah aksi; a biro's rows count for setda, whose tree holds them): the worst case, for the
 * statement-count test and bench/tree.
 */
export async function findLargestUnit(db: Db, tahun: number): Promise<{ satuan_kerja_id: string; nodes: number } | null> {
  const [row] = await rows<{ satuan_kerja_id: string; nodes: number }>(
    db,
    sql`select owner as satuan_kerja_id, count(*)::int as nodes from (
        select case when satuan_kerja_id like ${`${SETDA_CODE}%`} then ${SATKER_SETDA_ID} else satuan_kerja_id end as owner
        from (
          select satuan_kerja_id from kinerja_program where tahun = ${tahun}
          union all select satuan_kerja_id from kinerja_kegiatan where tahun = ${tahun}
          union all select satuan_kerja_id from kinerja_sub_kegiatan where tahun = ${tahun}
          union all select satuan_kerja_id from kinerja_langkah_aksi where tahun = ${tahun}
        ) k
      ) o
      group by owner order by count(*) desc, owner limit 1`,
  );
  return row ?? null;
}
