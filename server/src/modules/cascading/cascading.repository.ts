import { type SQL, sql } from 'drizzle-orm';
import { SATKER_SETDA_ID, SETDA_CODE } from '@sakip/domain';
import type { Db } from '../../db/client';
import { preparedRows, preparedShapeRows, type ShapeParam } from '../../db/prepared';

/**
 * The queries of the cascading tree (decision 0040): ONE statement brings the tree's context (its
 * unit and the period of the year) and every level, whatever the tree's size and depth. Its levels
 * are CTEs, each level's parents being the own (not adopted) nodes of the level above: own rows
 * and adopted cross rows of a level come together (a union of the level table under the parents
 * and of the cross table). The statement answers one row of JSON arrays, each row of a level as a
 * positional JSON array (no key names to write and read per row), in the level's order.
 *
 * What a node carries besides its own columns is read set-based, not per node:
 * - notes (CSF tercapai / tidak tercapai, causes of failure), solusi and kinerja bayangan: one
 *   list per table, every level's nodes at once (`ref = any(array(<the level's ids>))` over the
 *   `(ref, tahun)` indexes), attached to their nodes here;
 * - unit names, unit kerja, teams (with their leader) and thematic categories: one small
 *   dictionary each, of the ids the levels use.
 *
 * It is a named prepared statement (decision 0035) whose text depends only on the tree's shape
 * (depth, unit or city, biro), built once per shape (`preparedShapeRows`): parsed and planned once.
 * Numbers come as the numeric's own text in the JSON; a stored NaN or ±Infinity reads as null
 * (`fin`), as JSON has neither.
 */

/** The rows of a statement (ordered by its ORDER BY), as one JSON array. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // A sorted subquery feeding a plain aggregate keeps its order (no join above it).
  const [result] = await preparedRows<{ rows: T[] }>(
    db,
    sql`select coalesce(json_agg(x), '[]'::json) as rows from (${query}) x`,
  );
  return result?.rows ?? [];
}

/** A finite number or null: JSON has no NaN or Infinity (PostgreSQL writes a non-finite numeric as a string). */
function fin(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A node's target, realisasi and capaian: three values from position `at` of its answer. */
function measuresAt(a: unknown[], at: number) {
  return { target: fin(a[at]), realisasi: fin(a[at + 1]), capaian: fin(a[at + 2]) };
}

/** A kinerja node's budget and what was spent: two values from position `at`. */
function anggaranAt(a: unknown[], at: number) {
  return { anggaran: fin(a[at]) as number, realisasi_anggaran: fin(a[at + 1]) };
}

/** The PK facts of an SS-PD or kinerja node: four values from position `at`. */
function pkFactsAt(a: unknown[], at: number) {
  return {
    do_rumus: a[at] as string | null,
    has_definisi_operasional: a[at + 1] as boolean,
    status_upload_pk: a[at + 2] as boolean,
    skp: a[at + 3] as boolean,
  };
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

/** The notes, causes of failure and shadow of an SS-PD or kinerja node (NodeExtras.outcomeOf). */
interface NodeOutcome extends NodeNotes {
  penyebab_kegagalan: PenyebabRow[];
  kinerja_bayangan: BayanganRow | null;
}

/** What measuresAt reads. */
interface Measures {
  target: number | null;
  realisasi: number | null;
  capaian: number | null;
}

/** What pkFactsAt reads. */
interface PkFacts {
  do_rumus: string | null;
  has_definisi_operasional: boolean;
  status_upload_pk: boolean;
  skp: boolean;
}

export interface RpjmdRow extends NodeNotes, Measures {
  id: number;
  sasaran_strategis_id: number;
  sasaran: string;
  indikator_sasaran_strategis_id: number;
  indikator: string;
  satuan: string;
}

export interface SsPdRow extends NodeOutcome, Measures, PkFacts {
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
  is_kinerja_direktur_rsud: boolean;
  anggaran: number;
  realisasi_anggaran: number;
}

/** A kinerja or langkah aksi row: its unit, wording, measures, budget (anggaranAt) and team. */
interface PlannedRow extends Measures {
  id: number;
  parent_id: number;
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: 'naik' | 'turun';
  anggaran: number;
  realisasi_anggaran: number | null;
  tim_kerja: { id: number; nama: string; ketua: { peg_nama: string } | null } | null;
}

export interface KinerjaRow extends PlannedRow, NodeOutcome, PkFacts {
  is_cross: boolean;
  pengampu_type: string | null;
  struktur_organisasi: { jabatan_nama: string; unit_kerja_nama_full: string } | null;
  is_kinerja_direktur_to_wakil_direktur_rsud: boolean;
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

export interface LangkahAksiRow extends PlannedRow {
  sub_kegiatan_nama: string;
}

export interface AnggotaRow {
  id: number;
  parent_id: number;
  nama_pegawai_anggota: string;
  satuan: string;
  target: number | null;
  realisasi: number | null;
}

/** The rows of every level of a tree: what cascading.tree.ts assembles. */
export interface LevelRows {
  rpjmd: RpjmdRow[];
  ssPd: SsPdRow[];
  program: KinerjaRow[];
  kegiatan: KinerjaRow[];
  subKegiatan: SubKegiatanRow[];
  langkahAksi: LangkahAksiRow[];
  anggota: AnggotaRow[];
}

// -------------------------------------------------------------------------------------------
// The tree statement
// -------------------------------------------------------------------------------------------

export interface TreeScope {
  tahun: number;
  /** The unit of the tree (its context comes back with the rows); null = the city level. */
  unitId: string | null;
  /** The deepest level read: 1 RPJMD, 2 SS-PD, 3 program, 4 kegiatan, 5 sub kegiatan, 6 langkah aksi, 7 anggota. */
  maxLevel: number;
  /**
   * The unit whose goals are level 2 (setda for a biro), the RPJMD goals being those its SS-PD
   * serve; null = the city level: every unit's SS-PD and every RPJMD goal of the period.
   */
  ownerUnitId: string | null;
  /** With cross SS-PD adopted by the RPJMD goals the unit serves (not at city level). */
  withCross: boolean;
  /** Own programs of this unit only, also in the SS-PD budget sums (a biro); null = every program. */
  programUnitId: string | null;
}

/** The reference column of a level in the note tables (kinerja_tercapai, penyebab_kegagalan, ...). */
type RefColumn =
  | 'sasaran_strategis_rpjmd_id'
  | 'sasaran_strategis_pd_id'
  | 'kinerja_program_id'
  | 'kinerja_kegiatan_id'
  | 'kinerja_sub_kegiatan_id';

/** A level CTE of the statement and the reference column of its notes; `tag` names it in the note lists. */
interface NodeLevel {
  tag: number;
  cte: string;
  ref: RefColumn;
}
const RPJMD: NodeLevel = { tag: 0, cte: 'l_rpjmd', ref: 'sasaran_strategis_rpjmd_id' };
const SS_PD: NodeLevel = { tag: 1, cte: 'l_sspd', ref: 'sasaran_strategis_pd_id' };

/** A kinerja level: its table, parent column and level, cross table and master table. */
interface KinerjaLevel extends NodeLevel {
  table: string;
  parent: string;
  parentCte: string;
  cross: string;
  master: string;
  masterColumn: string;
  /** Columns of this level only (sub kegiatan), after the common ones. */
  extra: string;
}
const PROGRAM: KinerjaLevel = {
  tag: 2,
  cte: 'l_kp',
  ref: 'kinerja_program_id',
  table: 'kinerja_program',
  parent: 'sasaran_strategis_pd_id',
  parentCte: SS_PD.cte,
  cross: 'kinerja_program_cross',
  master: 'program',
  masterColumn: 'program_id',
  extra: '',
};
const KEGIATAN: KinerjaLevel = {
  tag: 3,
  cte: 'l_kk',
  ref: 'kinerja_kegiatan_id',
  table: 'kinerja_kegiatan',
  parent: 'kinerja_program_id',
  parentCte: PROGRAM.cte,
  cross: 'kinerja_kegiatan_cross',
  master: 'kegiatan',
  masterColumn: 'kegiatan_id',
  extra: '',
};
const SUB_KEGIATAN: KinerjaLevel = {
  tag: 4,
  cte: 'l_ksk',
  ref: 'kinerja_sub_kegiatan_id',
  table: 'kinerja_sub_kegiatan',
  parent: 'kinerja_kegiatan_id',
  parentCte: KEGIATAN.cte,
  cross: 'kinerja_sub_kegiatan_cross',
  master: 'sub_kegiatan',
  masterColumn: 'sub_kegiatan_id',
  extra: ', k.indikator_kemendagri, k.is_external, k.kategori_tematik_id',
};
const LANGKAH_AKSI_CTE = 'l_kla';

/** `coalesce(json_agg(<element> order by ...), '[]')`: a JSON array, empty without rows. */
function jsonList(element: string, order: string): string {
  return `coalesce(json_agg(${element}${order ? ` order by ${order}` : ''}), '[]'::json)`;
}

/** The ids of a level CTE as one array: the index scans below take it as `= any(...)`. */
function idsOf(cte: string, ownOnly = false): string {
  if (ownOnly) return `array(select id from ${cte} where not is_cross)`;
  return `(select ids from ${cte}_ids)::int[]`;
}

/** `<cte>_ids`: the ids of a level CTE, collected once for the note lists that read them. */
function idsCte(cte: string): SQL {
  return sql.raw(`${cte}_ids as (select array(select id from ${cte}) as ids)`);
}

/** Whether the DO fields hold anything. */
const HAS_DO = (a: string) => `coalesce(${a}.do_narasi, ${a}.do_rumus, ${a}.do_keterangan, ${a}.do_sumber) is not null`;

/** Level 2 nodes: the unit's SS-PD of the period (+ adopted cross SS-PD), or every unit's (owner null). */
function ssPdCte(owner: SQL | null, withCross: boolean): SQL {
  const own = sql`select s.id, s.sasaran_strategis_rpjmd_id as parent_id, false as is_cross
    from sasaran_strategis_pd s
    where s.periode_id = ${PERIODE_ID} ${owner ? sql`and s.satuan_kerja_id = ${owner}` : sql``}`;
  if (!withCross || !owner) return own;
  return sql`${own} union all
    select c.sasaran_strategis_pd_id, c.sasaran_strategis_rpjmd_id, true
    from sasaran_strategis_pd_cross c join sasaran_strategis_pd s on s.id = c.sasaran_strategis_pd_id
    where s.periode_id = ${PERIODE_ID} and s.satuan_kerja_id <> ${owner}
      and c.sasaran_strategis_rpjmd_id in (
        select sasaran_strategis_rpjmd_id from sasaran_strategis_pd
        where periode_id = ${PERIODE_ID} and satuan_kerja_id = ${owner})`;
}

/**
 * The period of the year (the latest that contains it) and the year's place in it, `idx` (1..5:
 * the columns `target_N`, ...). Without one, every level is empty.
 */
function periodeCte(tahun: SQL): SQL {
  return sql`l_periode as (
    select id, tahun_awal, tahun_akhir, ${tahun}::int - tahun_awal + 1 as idx
    from periode where ${tahun}::int between tahun_awal and tahun_akhir and active order by tahun_awal desc limit 1)`;
}
const PERIODE_ID = sql.raw('(select id from l_periode)');

/**
 * The year's target, realisasi and capaian of rows `alias` (`target_N`, ... by the year's place
 * in the period `p`); outside 1..5 only the baseline target.
 */
function periodColumns(alias: string, named = false): string {
  const byYear = (prefix: string, otherwise: string) =>
    `case p.idx ${[1, 2, 3, 4, 5].map((i) => `when ${i} then ${alias}.${prefix}_${i}`).join(' ')} else ${otherwise} end` +
    (named ? ` as ${prefix}` : '');
  return `${byYear('target', `${alias}.baseline`)}, ${byYear('realisasi', 'null::numeric')}, ${byYear('capaian', 'null::numeric')}`;
}

/**
 * Level 1 nodes: the RPJMD goals of the period, with every row of the same sasaran as a goal the
 * SS-PD serve (all of them at city level).
 */
function rpjmdCte(cityLevel: boolean): SQL {
  const filter = cityLevel
    ? sql``
    : sql.raw(`and r.sasaran_strategis_id in (
          select sasaran_strategis_id from sasaran_strategis_rpjmd where id in (select parent_id from ${SS_PD.cte}))`);
  return sql`select r.id, r.sasaran_strategis_id, r.indikator_sasaran_strategis_id, r.urutan, ${sql.raw(periodColumns('r', true))}
    from sasaran_strategis_rpjmd r join l_periode p on p.id = r.periode_id
    where true ${filter}`;
}

/** Columns of a kinerja level CTE. */
function kinerjaCteColumns(level: KinerjaLevel): SQL {
  return sql.raw(`k.id, k.satuan_kerja_id, k.sasaran, k.indikator, k.satuan, k.polaritas, k.target, k.realisasi, k.capaian,
      k.anggaran, k.realisasi_anggaran, k.pengampu_type, k.unit_kerja_id, k.tim_kerja_id,
      k.is_kinerja_direktur_to_wakil_direktur_rsud, k.do_rumus, ${HAS_DO('k')} as has_definisi_operasional,
      k.status_upload_pk, k.skp, k.urutan, k.${level.masterColumn} as master_id${level.extra}`);
}

/**
 * A kinerja level: own rows under the own nodes of the level above (of one unit for a biro's
 * programs), plus (when asked) the rows adopted through the cross table. `offset 0` keeps the
 * cross table first: without statistics the planner walked the whole year of the level probing
 * the cross table for each row (decision 0035).
 */
function kinerjaCte(level: KinerjaLevel, tahun: SQL, unitId: SQL | null, withCross: boolean): SQL {
  const t = sql.raw(level.table);
  const parent = sql.raw(level.parent);
  const parents = sql.raw(idsOf(level.parentCte, true));
  const columns = kinerjaCteColumns(level);
  const own = sql`select ${columns}, k.${parent} as parent_id, false as is_cross
    from ${t} k where k.${parent} = any(${parents}) and k.tahun = ${tahun} ${unitId ? sql`and k.satuan_kerja_id = ${unitId}` : sql``}`;
  if (!withCross) return own;
  return sql`${own} union all
    select ${columns}, c.parent_id, true
    from (select x.${sql.raw(level.ref)} as id, x.${parent} as parent_id from ${sql.raw(level.cross)} x
          where x.${parent} = any(${parents}) offset 0) c
    join ${t} k on k.id = c.id
    where k.tahun = ${tahun}`;
}

/** A kinerja level's rows (positional: see `kinerjaRow`), with its master row, in the level's order. */
function kinerjaList(level: KinerjaLevel): string {
  return `(select ${jsonList(
    `json_build_array(k.id, k.parent_id, k.is_cross, k.satuan_kerja_id, k.sasaran, k.indikator, k.satuan, k.polaritas,
      k.target, k.realisasi, k.capaian, k.anggaran, k.realisasi_anggaran, k.pengampu_type, k.unit_kerja_id, k.tim_kerja_id,
      k.is_kinerja_direktur_to_wakil_direktur_rsud, k.do_rumus, k.has_definisi_operasional, k.status_upload_pk, k.skp,
      m.id, m.kode, m.nama${level.extra})`,
    'k.is_cross, k.urutan, m.kode, k.id',
  )}
    from ${level.cte} k join ${level.master} m on m.id = k.master_id)`;
}

/**
 * The rows of a note table for the nodes of `levels` (of the year unless `tahun` is null), as
 * [tag, ref, ...columns], in the order a node lists them (`order`, over `columns` and `sortBy`).
 */
function noteList(
  table: string,
  columns: string[],
  levels: NodeLevel[],
  tahun: SQL | null,
  order = '',
  sortBy: string[] = [],
): SQL {
  if (levels.length === 0) return sql`'[]'::json`;
  const selected = sql.raw([...columns, ...sortBy].map((c) => `x.${c}`).join(', '));
  const year = tahun === null ? sql`` : sql`and x.tahun = ${tahun}`;
  const parts = levels.map(
    (l) =>
      sql`select ${sql.raw(String(l.tag))} as tag, x.${sql.raw(l.ref)} as ref, ${selected}
        from ${sql.raw(table)} x where x.${sql.raw(l.ref)} = any(${sql.raw(idsOf(l.cte))}) ${year}`,
  );
  const element = `json_build_array(n.tag, n.ref, ${columns.map((c) => `n.${c}`).join(', ')})`;
  return sql`(select ${sql.raw(jsonList(element, order))} from (${sql.join(parts, sql` union all `)}) n)`;
}

/**
 * The distinct values of `column` in the CTEs, as one array: a dictionary's rows are then found
 * through its primary key (`= any(...)`), whatever the size of its table.
 */
function usedBy(column: string, ctes: string[]): string {
  return `array(select distinct v from (${ctes.map((c) => `select ${column} as v from ${c}`).join(' union all ')}) u where v is not null)`;
}

/** What the statement answers: one JSON array per level, note table and dictionary. */
interface TreeResult {
  unit: ContextRow['unit'];
  periode: ContextRow['periode'];
  rpjmd: unknown[][];
  ss_pd?: unknown[][];
  program?: unknown[][];
  kegiatan?: unknown[][];
  sub_kegiatan?: unknown[][];
  langkah_aksi?: unknown[][];
  anggota?: unknown[][];
  tercapai: unknown[][];
  tidak_tercapai: unknown[][];
  penyebab: unknown[][];
  bayangan: unknown[][];
  solusi: unknown[][];
  units?: [string, string][];
  unit_kerja?: [number, string, string][];
  tim_kerja?: [number, string, { peg_nama: string } | null][];
  kategori?: [number, string][];
}

/** The values of the tree statement; the rest of the scope decides its text (`shapeOf`). */
type TreeValues = Pick<TreeScope, 'tahun' | 'unitId' | 'ownerUnitId' | 'programUnitId'>;

/** The deepest level read, 1..7. */
function depthOf(scope: TreeScope): number {
  return Math.max(1, Math.min(7, Math.trunc(scope.maxLevel)));
}

/** What the text of the tree statement depends on. */
function shapeOf(scope: TreeScope): string {
  const given = (value: string | null) => (value === null ? '-' : '+');
  return `tree:${depthOf(scope)}:${given(scope.unitId)}${given(scope.ownerUnitId)}${given(scope.programUnitId)}:${scope.withCross}`;
}

/** The tree statement of the shape of `scope`, its values through `param` (the same text for every unit and year). */
function treeStatement(scope: TreeScope, param: ShapeParam<TreeValues>): SQL {
  const maxLevel = depthOf(scope);
  const tahun = param('tahun');
  const owner = scope.ownerUnitId === null ? null : param('ownerUnitId');
  const withSsPd = maxLevel >= 2 || owner !== null;
  const kinerja = [PROGRAM, KEGIATAN, SUB_KEGIATAN].filter((_, i) => maxLevel >= 3 + i);
  const ctes: SQL[] = [periodeCte(tahun)];
  const out: SQL[] = [
    scope.unitId === null
      ? sql`null::json as unit`
      : sql`(select json_build_object('satuan_kerja_id', satuan_kerja_id, 'satuan_kerja_nama', satuan_kerja_nama,
                                      'jenis', jenis, 'is_rsud', is_rsud)
           from satuan_kerja where satuan_kerja_id = ${param('unitId')}) as unit`,
    sql`(select json_build_object('id', id, 'tahun_awal', tahun_awal, 'tahun_akhir', tahun_akhir) from l_periode) as periode`,
  ];

  if (withSsPd) ctes.push(sql`${sql.raw(SS_PD.cte)} as (${ssPdCte(owner, scope.withCross)})`, idsCte(SS_PD.cte));
  ctes.push(sql`${sql.raw(RPJMD.cte)} as (${rpjmdCte(owner === null)})`, idsCte(RPJMD.cte));
  out.push(
    sql.raw(`(select ${jsonList(
      'json_build_array(r.id, r.sasaran_strategis_id, ss.sasaran, r.indikator_sasaran_strategis_id, i.indikator, i.satuan, r.target, r.realisasi, r.capaian)',
      'ss.nomor, ss.id, r.urutan, i.nomor, r.id',
    )}
    from ${RPJMD.cte} r
    join sasaran_strategis ss on ss.id = r.sasaran_strategis_id
    join indikator_sasaran_strategis i on i.id = r.indikator_sasaran_strategis_id) as rpjmd`),
  );

  if (maxLevel >= 2) ssPdPart({ ctes, out }, scope, param, tahun);
  const names = ['program', 'kegiatan', 'sub_kegiatan'];
  for (const [i, level] of kinerja.entries()) {
    // A biro sees only its own programs (and below): no programs adopted by setda's goals.
    const programs = level === PROGRAM;
    const unitId = programs && scope.programUnitId !== null ? param('programUnitId') : null;
    const withCross = programs ? scope.programUnitId === null : true;
    ctes.push(sql`${sql.raw(level.cte)} as (${kinerjaCte(level, tahun, unitId, withCross)})`, idsCte(level.cte));
    out.push(sql.raw(`${kinerjaList(level)} as ${names[i]}`));
  }

  if (maxLevel >= 6) langkahAksiPart({ ctes, out }, maxLevel, tahun);
  notesPart(out, [...(maxLevel >= 2 ? [SS_PD] : []), ...kinerja], kinerja, tahun);
  if (kinerja.length > 0) dictionariesPart(out, kinerja, maxLevel);
  return sql`with ${sql.join(ctes, sql`,\n`)}\nselect ${sql.join(out, sql`,\n`)}`;
}

/** The statement's common table expressions and selected columns, in order. */
interface StatementParts {
  ctes: SQL[];
  out: SQL[];
}

/** SS-PD nodes with their programs' budget. */
function ssPdPart({ ctes, out }: StatementParts, scope: TreeScope, param: ShapeParam<TreeValues>, tahun: SQL) {
  const programUnit = scope.programUnitId === null ? sql`` : sql`and kp.satuan_kerja_id = ${param('programUnitId')}`;
  ctes.push(sql`l_budget as (
    select kp.sasaran_strategis_pd_id as ref, sum(kp.anggaran) as anggaran, sum(kp.realisasi_anggaran) as realisasi_anggaran
    from kinerja_program kp
    where kp.sasaran_strategis_pd_id = any(${sql.raw(idsOf(SS_PD.cte))}) and kp.tahun = ${tahun} ${programUnit}
    group by kp.sasaran_strategis_pd_id)`);
  out.push(
    sql.raw(`(select ${jsonList(
      `json_build_array(s.id, n.parent_id, n.is_cross, s.satuan_kerja_id, sk.satuan_kerja_nama, sk.jenis, sk.is_rsud,
        s.sasaran_strategis_satker, s.iku, s.satuan, ${periodColumns('s')},
        s.is_kinerja_direktur_rsud, b.anggaran, b.realisasi_anggaran, s.do_rumus, ${HAS_DO('s')}, s.status_upload_pk, s.skp)`,
      'n.is_cross, sk.urutan, s.satuan_kerja_id, s.urutan, s.id',
    )}
    from ${SS_PD.cte} n
    cross join l_periode p
    join sasaran_strategis_pd s on s.id = n.id
    join satuan_kerja sk on sk.satuan_kerja_id = s.satuan_kerja_id
    left join l_budget b on b.ref = s.id) as ss_pd`),
  );
}

/** Langkah aksi (level 6) and their members (level 7). */
function langkahAksiPart({ ctes, out }: StatementParts, maxLevel: number, tahun: SQL) {
  if (maxLevel >= 6) {
    ctes.push(sql`${sql.raw(LANGKAH_AKSI_CTE)} as (
      select k.id, k.kinerja_sub_kegiatan_id as parent_id, k.satuan_kerja_id, k.sasaran, k.indikator, k.satuan, k.polaritas,
        k.target, k.realisasi, k.capaian, k.anggaran, k.realisasi_anggaran, k.tim_kerja_id, k.urutan
      from kinerja_langkah_aksi k
      where k.kinerja_sub_kegiatan_id = any(${sql.raw(idsOf(SUB_KEGIATAN.cte, true))}) and k.tahun = ${tahun})`);
    out.push(
      sql.raw(
        `(select ${jsonList(
          `json_build_array(k.id, k.parent_id, k.satuan_kerja_id, k.sasaran, k.indikator, k.satuan, k.polaritas,
          k.target, k.realisasi, k.capaian, k.anggaran, k.realisasi_anggaran, k.tim_kerja_id)`,
          'k.urutan, k.id',
        )} from ${LANGKAH_AKSI_CTE} k) as langkah_aksi`,
      ),
    );
  }
  if (maxLevel >= 7) {
    out.push(
      sql.raw(`(select ${jsonList(
        'json_build_array(a.id, a.kinerja_langkah_aksi_id, p.peg_nama, a.satuan, a.target, a.realisasi)',
        'a.kinerja_langkah_aksi_id, p.peg_nama, a.id',
      )}
      from kinerja_langkah_aksi_anggota a
      join tim_kerja_anggota ta on ta.id = a.tim_kerja_anggota_id
      join pegawai p on p.nip = ta.nip
      where a.kinerja_langkah_aksi_id = any(array(select id from ${LANGKAH_AKSI_CTE}))) as anggota`),
    );
  }
}

/** Notes of every level's nodes, one list per table. */
function notesPart(out: SQL[], withNotes: NodeLevel[], kinerja: KinerjaLevel[], tahun: SQL) {
  for (const [table, name] of [
    ['kinerja_tercapai', 'tercapai'],
    ['kinerja_tidak_tercapai', 'tidak_tercapai'],
  ] as const) {
    const csf = noteList(
      table,
      ['id', 'triwulan', 'catatan'],
      [RPJMD, ...withNotes],
      tahun,
      'n.triwulan nulls first, n.urutan, n.id',
      ['urutan'],
    );
    out.push(sql`${csf} as ${sql.raw(name)}`);
  }
  // One cause per (node, year, quarter) (unique index pk_*_uq).
  out.push(
    sql`${noteList('penyebab_kegagalan', ['id', 'triwulan', 'penyebab'], withNotes, tahun, 'n.triwulan')} as penyebab`,
  );
  out.push(
    sql`${noteList('kinerja_bayangan', ['id', 'sasaran', 'indikator', 'satuan', 'target'], withNotes, null)} as bayangan`,
  );
  // One solusi per kinerja (unique index on the reference).
  out.push(sql`${noteList('solusi', ['solusi'], kinerja, tahun)} as solusi`);
}

/** Dictionaries of the kinerja levels' references. */
function dictionariesPart(out: SQL[], kinerja: KinerjaLevel[], maxLevel: number) {
  const levels = kinerja.map((l) => l.cte);
  const withKla = maxLevel >= 6 ? [...levels, LANGKAH_AKSI_CTE] : levels;
  out.push(
    sql.raw(`(select ${jsonList('json_build_array(sk.satuan_kerja_id, sk.satuan_kerja_nama)', '')}
      from satuan_kerja sk where sk.satuan_kerja_id = any(${usedBy('satuan_kerja_id', withKla)})) as units`),
    sql.raw(`(select ${jsonList('json_build_array(uk.id, uk.jabatan_nama, uk.unit_kerja_nama_full)', '')}
      from unit_kerja uk where uk.id = any(${usedBy('unit_kerja_id', levels)})) as unit_kerja`),
    // The leader through the primary key, per team (a join could read every pegawai).
    sql.raw(`(select ${jsonList(
      `json_build_array(tk.id, tk.nama,
        (select json_build_object('peg_nama', ketua.peg_nama) from pegawai ketua where ketua.nip = tk.ketua_nip))`,
      '',
    )}
      from tim_kerja tk where tk.id = any(${usedBy('tim_kerja_id', withKla)})) as tim_kerja`),
  );
  if (maxLevel >= 5) {
    out.push(
      sql.raw(`(select ${jsonList('json_build_array(kt.id, kt.nama)', '')}
        from kategori_tematik kt where kt.id = any(${usedBy('kategori_tematik_id', [SUB_KEGIATAN.cte])})) as kategori`),
    );
  }
}

// -------------------------------------------------------------------------------------------
// From the answer to the rows
// -------------------------------------------------------------------------------------------

/** The entries of a note list by level tag, then by node id, in the list's order. */
function byNode<T>(list: readonly unknown[][], make: (entry: unknown[]) => T): Map<number, T[]>[] {
  const maps: Map<number, T[]>[] = [];
  for (const entry of list) {
    const tag = entry[0] as number;
    const ref = entry[1] as number;
    const map = (maps[tag] ??= new Map<number, T[]>());
    const bucket = map.get(ref);
    const item = make(entry);
    if (bucket) bucket.push(item);
    else map.set(ref, [item]);
  }
  return maps;
}

/** The notes, solusi and bayangan of every level, looked up by (level, node id). */
class NodeExtras {
  private readonly tercapai: Map<number, CatatanRow[]>[];
  private readonly tidakTercapai: Map<number, CatatanRow[]>[];
  private readonly penyebab: Map<number, PenyebabRow[]>[];
  private readonly bayangan: Map<number, BayanganRow[]>[];
  private readonly solusi: Map<number, string[]>[];

  constructor(result: TreeResult) {
    const catatan = (e: unknown[]): CatatanRow => ({
      id: e[2] as number,
      triwulan: e[3] as number | null,
      catatan: e[4] as string,
    });
    this.tercapai = byNode(result.tercapai, catatan);
    this.tidakTercapai = byNode(result.tidak_tercapai, catatan);
    this.penyebab = byNode(result.penyebab, (e) => ({
      id: e[2] as number,
      triwulan: e[3] as number,
      penyebab: e[4] as string,
    }));
    this.bayangan = byNode(result.bayangan, (e) => ({
      id: e[2] as number,
      sasaran: e[3] as string,
      indikator: e[4] as string,
      satuan: e[5] as string | null,
      target: e[6] as number | null,
    }));
    this.solusi = byNode(result.solusi, (e) => e[2] as string);
  }

  notes(level: NodeLevel, id: number): NodeNotes {
    return {
      kinerja_tercapai: this.tercapai[level.tag]?.get(id) ?? [],
      kinerja_tidak_tercapai: this.tidakTercapai[level.tag]?.get(id) ?? [],
    };
  }

  penyebabOf(level: NodeLevel, id: number): PenyebabRow[] {
    return this.penyebab[level.tag]?.get(id) ?? [];
  }

  bayanganOf(level: NodeLevel, id: number): BayanganRow | null {
    return this.bayangan[level.tag]?.get(id)?.[0] ?? null;
  }

  /** The notes, the causes of failure and the shadow of an SS-PD or kinerja node. */
  outcomeOf(level: NodeLevel, id: number) {
    return {
      ...this.notes(level, id),
      penyebab_kegagalan: this.penyebabOf(level, id),
      kinerja_bayangan: this.bayanganOf(level, id),
    };
  }

  solusiOf(level: NodeLevel, id: number): string | null {
    return this.solusi[level.tag]?.get(id)?.[0] ?? null;
  }
}

/** The dictionaries of the kinerja levels' references. */
class References {
  readonly unitNama = new Map<string, string>();
  readonly unitKerja = new Map<number, [string, string]>();
  readonly timKerja = new Map<number, [string, { peg_nama: string } | null]>();
  readonly kategori = new Map<number, string>();

  constructor(result: TreeResult) {
    for (const [id, nama] of result.units ?? []) this.unitNama.set(id, nama);
    for (const [id, jabatan, unit] of result.unit_kerja ?? []) this.unitKerja.set(id, [jabatan, unit]);
    for (const [id, nama, ketua] of result.tim_kerja ?? []) this.timKerja.set(id, [nama, ketua]);
    for (const [id, nama] of result.kategori ?? []) this.kategori.set(id, nama);
  }

  strukturOrganisasi(id: number | null): KinerjaRow['struktur_organisasi'] {
    const uk = id === null ? undefined : this.unitKerja.get(id);
    return uk ? { jabatan_nama: uk[0], unit_kerja_nama_full: uk[1] } : null;
  }

  tim(id: number | null): KinerjaRow['tim_kerja'] {
    const tk = id === null ? undefined : this.timKerja.get(id);
    if (!tk || id === null) return null;
    return { id, nama: tk[0], ketua: tk[1] ? { peg_nama: tk[1].peg_nama } : null };
  }
}

function rpjmdRow(a: unknown[], extras: NodeExtras): RpjmdRow {
  const id = a[0] as number;
  return {
    id,
    sasaran_strategis_id: a[1] as number,
    sasaran: a[2] as string,
    indikator_sasaran_strategis_id: a[3] as number,
    indikator: a[4] as string,
    satuan: a[5] as string,
    ...measuresAt(a, 6),
    ...extras.notes(RPJMD, id),
  };
}

function ssPdRow(a: unknown[], extras: NodeExtras): SsPdRow {
  const id = a[0] as number;
  return {
    id,
    parent_id: a[1] as number,
    is_cross: a[2] as boolean,
    satuan_kerja_id: a[3] as string,
    satuan_kerja_nama: a[4] as string,
    jenis: a[5] as string,
    is_rsud: a[6] as boolean,
    sasaran_strategis_satker: a[7] as string,
    iku: a[8] as string,
    satuan: a[9] as string,
    ...measuresAt(a, 10),
    is_kinerja_direktur_rsud: a[13] as boolean,
    anggaran: fin(a[14]) ?? 0,
    realisasi_anggaran: fin(a[15]) ?? 0,
    ...extras.outcomeOf(SS_PD, id),
    ...pkFactsAt(a, 16),
  };
}

function kinerjaRow(level: KinerjaLevel, a: unknown[], extras: NodeExtras, refs: References): KinerjaRow {
  const id = a[0] as number;
  const satuanKerjaId = a[3] as string;
  return {
    id,
    parent_id: a[1] as number,
    is_cross: a[2] as boolean,
    satuan_kerja_id: satuanKerjaId,
    satuan_kerja_nama: refs.unitNama.get(satuanKerjaId) as string,
    sasaran: a[4] as string,
    indikator: a[5] as string,
    satuan: a[6] as string,
    polaritas: a[7] as KinerjaRow['polaritas'],
    ...measuresAt(a, 8),
    ...anggaranAt(a, 11),
    pengampu_type: a[13] as string | null,
    struktur_organisasi: refs.strukturOrganisasi(a[14] as number | null),
    tim_kerja: refs.tim(a[15] as number | null),
    is_kinerja_direktur_to_wakil_direktur_rsud: a[16] as boolean,
    solusi: extras.solusiOf(level, id),
    master: { id: a[21] as number, kode: a[22] as string, nama: a[23] as string },
    ...extras.outcomeOf(level, id),
    ...pkFactsAt(a, 17),
  };
}

function subKegiatanRow(a: unknown[], extras: NodeExtras, refs: References): SubKegiatanRow {
  const kategoriId = a[26] as number | null;
  const kategori = kategoriId === null ? undefined : refs.kategori.get(kategoriId);
  return Object.assign(kinerjaRow(SUB_KEGIATAN, a, extras, refs), {
    indikator_kemendagri: a[24] as string | null,
    is_external: a[25] as boolean,
    kategori_tematik_id: kategoriId,
    kategori_tematik: kategori === undefined || kategoriId === null ? null : { id: kategoriId, nama: kategori },
  });
}

function langkahAksiRow(a: unknown[], refs: References, subKegiatanNama: Map<number, string>): LangkahAksiRow {
  const parentId = a[1] as number;
  const satuanKerjaId = a[2] as string;
  return {
    id: a[0] as number,
    parent_id: parentId,
    satuan_kerja_id: satuanKerjaId,
    satuan_kerja_nama: refs.unitNama.get(satuanKerjaId) as string,
    sasaran: a[3] as string,
    indikator: a[4] as string,
    satuan: a[5] as string,
    polaritas: a[6] as LangkahAksiRow['polaritas'],
    ...measuresAt(a, 7),
    ...anggaranAt(a, 10),
    sub_kegiatan_nama: subKegiatanNama.get(parentId) as string,
    tim_kerja: refs.tim(a[12] as number | null),
  };
}

function anggotaRow(a: unknown[]): AnggotaRow {
  return {
    id: a[0] as number,
    parent_id: a[1] as number,
    nama_pegawai_anggota: a[2] as string,
    satuan: a[3] as string,
    target: fin(a[4]),
    realisasi: fin(a[5]),
  };
}

/**
 * The context of a tree (its unit and the period of the year) and the rows of every level down
 * to `scope.maxLevel`, in one statement. Levels below max_level (and SS-PD at max_level 1) come
 * empty, every level without a period.
 */
export async function findTree(db: Db, scope: TreeScope): Promise<{ ctx: ContextRow; levels: LevelRows }> {
  const values: TreeValues = {
    tahun: scope.tahun,
    unitId: scope.unitId,
    ownerUnitId: scope.ownerUnitId,
    programUnitId: scope.programUnitId,
  };
  const [result] = await preparedShapeRows<TreeResult, TreeValues>(
    db,
    shapeOf(scope),
    (param) => treeStatement(scope, param),
    values,
  );
  if (!result) throw new Error('Pohon cascading: pernyataan tidak mengembalikan baris');
  const extras = new NodeExtras(result);
  const refs = new References(result);
  const subKegiatan = (result.sub_kegiatan ?? []).map((a) => subKegiatanRow(a, extras, refs));
  const subKegiatanNama = new Map(subKegiatan.map((r) => [r.id, r.master.nama]));
  const ctx = { unit: result.unit, periode: result.periode };
  return {
    ctx,
    levels: {
      rpjmd: result.rpjmd.map((a) => rpjmdRow(a, extras)),
      ssPd: (result.ss_pd ?? []).map((a) => ssPdRow(a, extras)),
      program: (result.program ?? []).map((a) => kinerjaRow(PROGRAM, a, extras, refs)),
      kegiatan: (result.kegiatan ?? []).map((a) => kinerjaRow(KEGIATAN, a, extras, refs)),
      subKegiatan,
      langkahAksi: (result.langkah_aksi ?? []).map((a) => langkahAksiRow(a, refs, subKegiatanNama)),
      anggota: (result.anggota ?? []).map(anggotaRow),
    },
  };
}

// -------------------------------------------------------------------------------------------
// Context and the bench's unit
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
         from periode where ${tahun} between tahun_awal and tahun_akhir and active order by tahun_awal desc limit 1) as periode`,
  );
  return row ?? { unit: null, periode: null };
}

/**
 * The unit whose tree has the most performance rows in the year (program, kegiatan, sub kegiatan,
 * langkah aksi; a biro's rows count for setda, whose tree holds them): the worst case, for the
 * statement-count test and bench/tree.
 */
export async function findLargestUnit(
  db: Db,
  tahun: number,
): Promise<{ satuan_kerja_id: string; nodes: number } | null> {
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
