import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  KINERJA_REF_COLUMNS,
  jenisRb,
  kategoriTematik,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaTidakTercapai,
  pegawai,
  program,
  rencanaAksi,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  unitKerja,
} from '../../../db/schema/index';
import { findById } from '../../../lib/crud/writes';
import { columnsOf } from '../../../lib/db/columns';
import { offsetOf } from '../../../lib/pagination';
import { ketua, pengampuColumns } from '../../perencanaan/services';
import { must } from '../../../lib/must';

/**
 * Queries of the diagram's modal calls. Each call is a fixed number of statements: a page with its
 * count, or a parent row and one statement per child list (never one per row).
 */

// ---------------------------------------------------------------------------------------------
// Rencana aksi
// ---------------------------------------------------------------------------------------------

const ra = rencanaAksi;

/** What a modal shows of a kinerja (KinerjaRingkas), and the columns naming its pengampu. */
const RINGKAS = ['id', 'sasaran', 'indikator', 'target', 'realisasi', 'capaian', 'satuan'] as const;
const PENGAMPU = ['pengampu_type', 'unit_kerja_id', 'tim_kerja_id'] as const;

/** The goal a modal is asked for (undefined: 404). */
export const findSasaranStrategisPd = (db: Db, id: number) => findById(db, sasaranStrategisPd, id);
export const findSasaranStrategisRpjmd = (db: Db, id: number) => findById(db, sasaranStrategisRpjmd, id);

/**
 * The ids of the RPJMD rows the diagram shows as one node with this row: the indicators of one
 * sasaran in one period (cascading.tree.ts `mergeRpjmd`). A modal of a merged node covers them all.
 */
export function rpjmdNodeIds(rpjmdId: number): SQL {
  return sql`(select g.id from ${sasaranStrategisRpjmd} g
    join ${sasaranStrategisRpjmd} s on s.periode_id = g.periode_id and s.sasaran_strategis_id = g.sasaran_strategis_id
    where s.id = ${rpjmdId})`;
}

/**
 * The ids of the SS-PD rows shown as one node with this row: the same unit, period and wording
 * (trimmed, case-insensitive) under the same merged RPJMD node (cascading.tree.ts `mergeSsPd`).
 */
export function ssPdNodeIds(ssPdId: number): SQL {
  return sql`(select g.id from ${sasaranStrategisPd} g
    join ${sasaranStrategisPd} s on s.satuan_kerja_id = g.satuan_kerja_id and s.periode_id = g.periode_id
      and lower(regexp_replace(s.sasaran_strategis_satker, '^\s+|\s+$', '', 'g'))
        = lower(regexp_replace(g.sasaran_strategis_satker, '^\s+|\s+$', '', 'g'))
    join ${sasaranStrategisRpjmd} r on r.id = s.sasaran_strategis_rpjmd_id
    join ${sasaranStrategisRpjmd} rg on rg.periode_id = r.periode_id and rg.sasaran_strategis_id = r.sasaran_strategis_id
    where s.id = ${ssPdId} and g.sasaran_strategis_rpjmd_id = rg.id)`;
}

/** The rows of a unit (the RA row's own unit, or that of the goal it serves: a biro under setda). */
export function rencanaAksiUnitCondition(satuanKerjaId: string | undefined): SQL | undefined {
  if (!satuanKerjaId) return undefined;
  return or(eq(ra.satuan_kerja_id, satuanKerjaId), eq(sasaranStrategisPd.satuan_kerja_id, satuanKerjaId));
}

export async function rencanaAksiPage(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const select = db
    .select({
      ...columnsOf(ra, ['id', 'kinerja_sub_kegiatan_id', 'rencana_aksi', 'indikator', 'satuan']),
      ...columnsOf(ra, ['tw1', 'tw2', 'tw3', 'tw4']),
      ...columnsOf(ra, ['tw1_realisasi', 'tw2_realisasi', 'tw3_realisasi', 'tw4_realisasi']),
      ...columnsOf(ra, PENGAMPU),
      iku: sasaranStrategisPd.iku,
      ...pengampuColumns,
    })
    .from(ra)
    .leftJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, ra.sasaran_strategis_pd_id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    withPengampu(select, ra)
      .where(where)
      .orderBy(asc(ra.sasaran_strategis_pd_id), asc(ra.urutan), asc(ra.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db
      .select({ total: count() })
      .from(ra)
      .leftJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, ra.sasaran_strategis_pd_id))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export const rencanaAksiColumns = { ra, sasaranStrategisPd };

// ---------------------------------------------------------------------------------------------
// Definisi operasional
// ---------------------------------------------------------------------------------------------

const DEFINISI = ['do_narasi', 'do_rumus', 'do_keterangan', 'do_sumber'] as const;

/** The SS-PD rows of a goal list (by id, or a unit's goals under an RPJMD goal): one page. */
export async function definisiSasaranPdPage(db: Db, where: SQL, page: number, perPage: number) {
  const s = sasaranStrategisPd;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: s.id, indikator: s.iku, ...columnsOf(s, DEFINISI) })
      .from(s)
      .where(where)
      .orderBy(asc(s.urutan), asc(s.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The SS-PD of a (merged) SS-PD node. */
export function sasaranPdWhere(id: number): SQL {
  return inArray(sasaranStrategisPd.id, ssPdNodeIds(id));
}

/** The SS-PD under a (merged) RPJMD node, of one unit when given. */
export function sasaranPdUnderRpjmdWhere(rpjmdId: number, satuanKerjaId: string | undefined): SQL {
  const byGoal = inArray(sasaranStrategisPd.sasaran_strategis_rpjmd_id, rpjmdNodeIds(rpjmdId));
  return satuanKerjaId ? must(and(byGoal, eq(sasaranStrategisPd.satuan_kerja_id, satuanKerjaId))) : byGoal;
}

const KINERJA_TABLES = {
  program: kinerjaProgram,
  kegiatan: kinerjaKegiatan,
  subKegiatan: kinerjaSubKegiatan,
} as const;
export type KinerjaTableName = keyof typeof KINERJA_TABLES;

export async function definisiKinerja(db: Db, table: KinerjaTableName, id: number) {
  const t = KINERJA_TABLES[table];
  return db
    .select(columnsOf(t, ['id', 'indikator', ...DEFINISI]))
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
}

// ---------------------------------------------------------------------------------------------
// Kinerja wakil direktur RSUD, kinerja langkah aksi
// ---------------------------------------------------------------------------------------------

/** The pengampu's names: its unit-kerja position, its team and the team's leader (left joins). */
function withPengampu<Q extends PgSelect>(
  q: Q,
  t: typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan | typeof rencanaAksi,
) {
  return q
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}

/** Each level's table and its Kemendagri master (the name a modal shows). */
const NAMED = {
  'kinerja-program': { table: kinerjaProgram, master: program, masterFk: kinerjaProgram.program_id },
  'kinerja-kegiatan': { table: kinerjaKegiatan, master: kegiatan, masterFk: kinerjaKegiatan.kegiatan_id },
  'kinerja-sub-kegiatan': {
    table: kinerjaSubKegiatan,
    master: subKegiatan,
    masterFk: kinerjaSubKegiatan.sub_kegiatan_id,
  },
} as const;

/** The kinerja of a level with its name, year and pengampu (a select to narrow). */
function namedKinerja(db: Db, level: SolusiLevel) {
  // The three tables share these columns; the program's stands for the type.
  const { table: t, master, masterFk } = NAMED[level] as (typeof NAMED)['kinerja-program'];
  const q = db
    .select({ ...columnsOf(t, [...RINGKAS, ...PENGAMPU, 'tahun']), ...pengampuColumns, nama: master.nama })
    .from(t)
    .$dynamic();
  return { t, q: withPengampu(q.innerJoin(master, eq(master.id, masterFk)), t) };
}

export function programWithName(db: Db, id: number) {
  return kinerjaOfLevel(db, 'kinerja-program', id);
}

export function kegiatanOfProgram(db: Db, kinerjaProgramId: number) {
  const t = kinerjaKegiatan;
  return namedKinerja(db, 'kinerja-kegiatan')
    .q.where(eq(t.kinerja_program_id, kinerjaProgramId))
    .orderBy(asc(t.urutan), asc(t.id));
}

/** The action steps under a program's sub-activities (one statement with joins). */
export function langkahAksiOfProgram(db: Db, kinerjaProgramId: number) {
  const la = kinerjaLangkahAksi;
  return db
    .select({ ...columnsOf(la, RINGKAS), sub_kegiatan_nama: subKegiatan.nama, tim_kerja_nama: timKerja.nama })
    .from(la)
    .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, la.kinerja_sub_kegiatan_id))
    .innerJoin(kinerjaKegiatan, eq(kinerjaKegiatan.id, kinerjaSubKegiatan.kinerja_kegiatan_id))
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .leftJoin(timKerja, eq(timKerja.id, la.tim_kerja_id))
    .where(eq(kinerjaKegiatan.kinerja_program_id, kinerjaProgramId))
    .orderBy(asc(kinerjaKegiatan.urutan), asc(kinerjaSubKegiatan.urutan), asc(la.urutan), asc(la.id));
}

/** Member targets of several action steps at once. */
export function anggotaOfLangkahAksi(db: Db, langkahAksiIds: number[]) {
  if (langkahAksiIds.length === 0) return Promise.resolve([]);
  const a = kinerjaLangkahAksiAnggota;
  return db
    .select({
      ...columnsOf(a, ['id', 'kinerja_langkah_aksi_id', 'target', 'satuan']),
      nama_pegawai_anggota: pegawai.peg_nama,
    })
    .from(a)
    .innerJoin(timKerjaAnggota, eq(timKerjaAnggota.id, a.tim_kerja_anggota_id))
    .innerJoin(pegawai, eq(pegawai.nip, timKerjaAnggota.nip))
    .where(inArray(a.kinerja_langkah_aksi_id, langkahAksiIds))
    .orderBy(asc(a.id));
}

// ---------------------------------------------------------------------------------------------
// Solusi - masalah
// ---------------------------------------------------------------------------------------------

export type SolusiLevel = 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';

/** A kinerja of a level with its name and pengampu. */
export async function kinerjaOfLevel(db: Db, level: SolusiLevel, id: number) {
  const { t, q } = namedKinerja(db, level);
  const [row] = await q.where(eq(t.id, id)).limit(1);
  return row;
}

/** Each level's children: their table, the column naming the parent, the master naming a child. */
const CHILDREN = {
  'kinerja-program': {
    table: kinerjaKegiatan,
    parent: kinerjaKegiatan.kinerja_program_id,
    master: { table: kegiatan, fk: kinerjaKegiatan.kegiatan_id },
  },
  'kinerja-kegiatan': {
    table: kinerjaSubKegiatan,
    parent: kinerjaSubKegiatan.kinerja_kegiatan_id,
    master: { table: subKegiatan, fk: kinerjaSubKegiatan.sub_kegiatan_id },
  },
  // A langkah aksi has no master: its sasaran names it.
  'kinerja-sub-kegiatan': {
    table: kinerjaLangkahAksi,
    parent: kinerjaLangkahAksi.kinerja_sub_kegiatan_id,
    master: undefined,
  },
} as const;

/** Children of several kinerja of one level (program → kegiatan → sub kegiatan → langkah aksi). */
export function childrenOf(db: Db, level: SolusiLevel, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const { parent, master, ...child } = CHILDREN[level];
  // The child tables share these columns; the kegiatan's stands for the type.
  const t = child.table as typeof kinerjaKegiatan;
  const q = db
    .select({
      parent_id: sql<number>`${parent}`,
      nama: master ? master.table.nama : t.sasaran,
      ...columnsOf(t, RINGKAS),
    })
    .from(t)
    .$dynamic();
  return (master ? q.innerJoin(master.table, eq(master.table.id, master.fk)) : q)
    .where(inArray(parent, ids))
    .orderBy(asc(t.urutan), asc(t.id));
}

/** The failed-CSF notes of several kinerja of one level, for their years. */
export function tidakTercapaiOf(db: Db, level: SolusiLevel, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const column = kinerjaTidakTercapai[KINERJA_REF_COLUMNS[level]];
  return db
    .select({ ...columnsOf(kinerjaTidakTercapai, ['id', 'tahun', 'catatan']), kinerja_id: column })
    .from(kinerjaTidakTercapai)
    .where(and(eq(kinerjaTidakTercapai.level, level), inArray(column, ids)))
    .orderBy(asc(kinerjaTidakTercapai.urutan), asc(kinerjaTidakTercapai.id));
}

// ---------------------------------------------------------------------------------------------
// Rencana aksi RB
// ---------------------------------------------------------------------------------------------

/** The thematic categories offered in the RB modal (active ones, in their order). */
export function kategoriTematikOptions(db: Db | Tx) {
  return db
    .select({ id: kategoriTematik.id, nama: kategoriTematik.nama })
    .from(kategoriTematik)
    .leftJoin(jenisRb, eq(jenisRb.id, kategoriTematik.jenis_rb_id))
    .where(eq(kategoriTematik.aktif, true))
    .orderBy(asc(jenisRb.urutan), asc(kategoriTematik.urutan), asc(kategoriTematik.id));
}

export async function findActiveKategoriTematik(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: kategoriTematik.id })
    .from(kategoriTematik)
    .where(and(eq(kategoriTematik.id, id), eq(kategoriTematik.aktif, true)))
    .limit(1);
  return row;
}

const subKegiatanKategori = columnsOf(kinerjaSubKegiatan, ['id', 'kategori_tematik_id']);

export async function findSubKegiatanKategori(db: Db | Tx, id: number) {
  const [row] = await db
    .select(subKegiatanKategori)
    .from(kinerjaSubKegiatan)
    .where(eq(kinerjaSubKegiatan.id, id))
    .limit(1);
  return row;
}

export function setSubKegiatanKategori(tx: Tx, id: number, kategoriTematikId: number, actorId: number) {
  return tx
    .update(kinerjaSubKegiatan)
    .set({ kategori_tematik_id: kategoriTematikId, updated_at: new Date(), updated_by: actorId })
    .where(eq(kinerjaSubKegiatan.id, id))
    .returning(subKegiatanKategori);
}
