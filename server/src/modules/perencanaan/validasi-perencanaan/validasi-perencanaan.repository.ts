import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RowScope } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  auditLog,
  kegiatan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  periode,
  program,
  sasaranStrategisPd,
  satuanKerja,
  subKegiatan,
  users,
  validasiPerencanaan,
} from '../../../db/schema/index';
import { likePattern } from '../../../lib/pagination';
import { asAksi, TABEL_VALIDASI_PERENCANAAN, transitionField } from '../../../lib/crud/validasi-lock';
import { scopeCondition } from '../../../lib/scope';
import { periodeOfYear } from '../../../lib/periode';
import { columnsOf } from '../../../lib/db/columns';

export const TABLE = TABEL_VALIDASI_PERENCANAAN;

const v = validasiPerencanaan;

export type ValidasiRow = typeof validasiPerencanaan.$inferSelect;

export async function findUnit(db: Db | Tx, satkerId: string) {
  const [row] = await db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.satuan_kerja_id, satkerId))
    .limit(1);
  return row;
}

/** The unit with its record of the year (null when it has none), in one statement. */
export async function findUnitWithRecord(db: Db, satkerId: string, tahun: number) {
  const [row] = await db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, record: v })
    .from(satuanKerja)
    .leftJoin(v, and(eq(v.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(v.tahun, tahun)))
    .where(eq(satuanKerja.satuan_kerja_id, satkerId))
    .limit(1);
  return row;
}

/** The unit's record of the year; inside a write transaction it is locked until the commit. */
export async function findRecord(db: Db | Tx, satkerId: string, tahun: number, forUpdate = false) {
  const query = db
    .select()
    .from(v)
    .where(and(eq(v.satuan_kerja_id, satkerId), eq(v.tahun, tahun)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every active unit in the scope with its record of the year (one statement; search on name or id). */
export async function listUnits(db: Db, tahun: number, scope: RowScope, search: string | undefined) {
  const searchCondition = search
    ? or(
        ilike(satuanKerja.satuan_kerja_nama, likePattern(search)),
        ilike(satuanKerja.satuan_kerja_id, likePattern(search)),
      )
    : undefined;
  return db
    .select({
      satuan_kerja_id: satuanKerja.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      record: {
        ...columnsOf(v, ['id', 'status', 'tahap', 'divalidasi_at', 'catatan', 'updated_at']),
      },
    })
    .from(satuanKerja)
    .leftJoin(v, and(eq(v.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(v.tahun, tahun)))
    .where(and(eq(satuanKerja.active, true), scopeCondition(satuanKerja.satuan_kerja_id, scope), searchCondition))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}

/** The transitions of one record, newest first, with who did them. */
export async function listTransitions(db: Db | Tx, recordId: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      aksi: transitionField('aksi'),
      tahap: transitionField('tahap_aksi'),
      catatan: transitionField('catatan'),
      actor_nama: users.nama,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(and(eq(auditLog.table_name, TABLE), eq(auditLog.record_id, String(recordId))))
    .orderBy(desc(auditLog.id));
  return rows.flatMap((row) => {
    const aksi = asAksi(row.aksi);
    if (!aksi) return [];
    return [
      {
        id: row.id,
        aksi,
        tahap: Number(row.tahap),
        catatan: typeof row.catatan === 'string' ? row.catatan : null,
        actor_nama: row.actor_nama,
        created_at: row.created_at.toISOString(),
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The plan under review: SS-PD → program → kegiatan → sub kegiatan, one statement per level.
// ---------------------------------------------------------------------------------------------

const ssPdColumns = {
  ...columnsOf(sasaranStrategisPd, [
    'id',
    'satuan_kerja_id',
    'sasaran_strategis_satker',
    'iku',
    'satuan',
    'urutan',
    'baseline',
    'target_1',
    'target_2',
    'target_3',
    'target_4',
    'target_5',
  ]),
  tahun_awal: periode.tahun_awal,
};

/** The unit's SS-PD of the period holding the year, plus the SS-PD with these ids (a biro's parents). */
export async function sasaranOf(db: Db, satkerId: string, tahun: number, extraIds: number[]) {
  const own = and(eq(sasaranStrategisPd.satuan_kerja_id, satkerId), periodeOfYear(tahun));
  return db
    .select(ssPdColumns)
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(extraIds.length > 0 ? or(own, inArray(sasaranStrategisPd.id, extraIds)) : own)
    .orderBy(asc(sasaranStrategisPd.urutan), asc(sasaranStrategisPd.id));
}

/** A kinerja level of the tree: its table, its column naming the parent, its Kemendagri master. */
interface TreeLevel {
  table: typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan;
  parent: AnyPgColumn<{ data: number; notNull: true }>;
  master: typeof program | typeof kegiatan | typeof subKegiatan;
  masterFk: AnyPgColumn;
}

/** The rows of one level of the tree: the parent's id, the master's kode and name, the measurement. */
function treeRows(db: Db, level: TreeLevel, where: SQL | undefined) {
  const { table: t, master } = level;
  return db
    .select({
      id: t.id,
      parent_id: level.parent,
      kode: master.kode,
      nama: master.nama,
      ...columnsOf(t, ['sasaran', 'indikator', 'satuan', 'target', 'anggaran']),
    })
    .from(t)
    .leftJoin(master, eq(master.id, level.masterFk))
    .where(where)
    .orderBy(asc(t.urutan), asc(t.id));
}

/** The three levels under an SS-PD. */
const tree = {
  program: {
    table: kinerjaProgram,
    parent: kinerjaProgram.sasaran_strategis_pd_id,
    master: program,
    masterFk: kinerjaProgram.program_id,
  },
  kegiatan: {
    table: kinerjaKegiatan,
    parent: kinerjaKegiatan.kinerja_program_id,
    master: kegiatan,
    masterFk: kinerjaKegiatan.kegiatan_id,
  },
  subKegiatan: {
    table: kinerjaSubKegiatan,
    parent: kinerjaSubKegiatan.kinerja_kegiatan_id,
    master: subKegiatan,
    masterFk: kinerjaSubKegiatan.sub_kegiatan_id,
  },
} satisfies Record<string, TreeLevel>;

export async function programsOf(db: Db, satkerId: string, tahun: number) {
  return treeRows(db, tree.program, and(eq(kinerjaProgram.satuan_kerja_id, satkerId), eq(kinerjaProgram.tahun, tahun)));
}

export async function kegiatanOf(db: Db, programIds: number[]) {
  return programIds.length === 0 ? [] : treeRows(db, tree.kegiatan, inArray(tree.kegiatan.parent, programIds));
}

export async function subKegiatanOf(db: Db, kegiatanIds: number[]) {
  return kegiatanIds.length === 0 ? [] : treeRows(db, tree.subKegiatan, inArray(tree.subKegiatan.parent, kegiatanIds));
}
