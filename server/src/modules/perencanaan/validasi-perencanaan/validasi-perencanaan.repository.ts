import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
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

export async function programsOf(db: Db, satkerId: string, tahun: number) {
  return db
    .select({
      id: kinerjaProgram.id,
      parent_id: kinerjaProgram.sasaran_strategis_pd_id,
      kode: program.kode,
      nama: program.nama,
      ...columnsOf(kinerjaProgram, ['sasaran', 'indikator', 'satuan', 'target', 'anggaran']),
    })
    .from(kinerjaProgram)
    .leftJoin(program, eq(program.id, kinerjaProgram.program_id))
    .where(and(eq(kinerjaProgram.satuan_kerja_id, satkerId), eq(kinerjaProgram.tahun, tahun)))
    .orderBy(asc(kinerjaProgram.urutan), asc(kinerjaProgram.id));
}

export async function kegiatanOf(db: Db, programIds: number[]) {
  if (programIds.length === 0) return [];
  return db
    .select({
      id: kinerjaKegiatan.id,
      parent_id: kinerjaKegiatan.kinerja_program_id,
      kode: kegiatan.kode,
      nama: kegiatan.nama,
      ...columnsOf(kinerjaKegiatan, ['sasaran', 'indikator', 'satuan', 'target', 'anggaran']),
    })
    .from(kinerjaKegiatan)
    .leftJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
    .where(inArray(kinerjaKegiatan.kinerja_program_id, programIds))
    .orderBy(asc(kinerjaKegiatan.urutan), asc(kinerjaKegiatan.id));
}

export async function subKegiatanOf(db: Db, kegiatanIds: number[]) {
  if (kegiatanIds.length === 0) return [];
  return db
    .select({
      id: kinerjaSubKegiatan.id,
      parent_id: kinerjaSubKegiatan.kinerja_kegiatan_id,
      kode: subKegiatan.kode,
      nama: subKegiatan.nama,
      ...columnsOf(kinerjaSubKegiatan, ['sasaran', 'indikator', 'satuan', 'target', 'anggaran']),
    })
    .from(kinerjaSubKegiatan)
    .leftJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .where(inArray(kinerjaSubKegiatan.kinerja_kegiatan_id, kegiatanIds))
    .orderBy(asc(kinerjaSubKegiatan.urutan), asc(kinerjaSubKegiatan.id));
}
