import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaKegiatan, program, subKegiatan } from '../../../db/schema/index';
import { countOf } from '../shared/master';
import { findById } from '../../../lib/crud/index';

const t = kegiatan;

const recordColumns = {
  id: t.id,
  kode: t.kode,
  nama: t.nama,
  aktif: t.aktif,
  updated_at: t.updated_at,
  program_id: t.program_id,
  program_kode: program.kode,
  program_nama: program.nama,
  jumlah_sub_kegiatan: countOf(subKegiatan, subKegiatan.kegiatan_id, t.id),
};

export const searchColumns = [t.kode, t.nama, program.nama];

export function listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number) {
  const q = db
    .select(recordColumns)
    .from(t)
    .innerJoin(program, eq(program.id, t.program_id))
    .where(where)
    .orderBy(asc(t.kode))
    .$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}
export type KegiatanRow = Awaited<ReturnType<typeof listRows>>[number];

export function countRows(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(t).innerJoin(program, eq(program.id, t.program_id)).where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<KegiatanRow | undefined> {
  const [row] = await listRows(db, eq(t.id, id), 1);
  return row;
}

export function findRow(db: Db | Tx, id: number) {
  return findById(db, t, id);
}

/** Its sub kegiatan and the number of kinerja kegiatan rows (two statements). */
export async function findChildren(db: Db | Tx, id: number) {
  const [subRows, kinerja] = await Promise.all([
    db
      .select({ id: subKegiatan.id, kode: subKegiatan.kode, nama: subKegiatan.nama })
      .from(subKegiatan)
      .where(eq(subKegiatan.kegiatan_id, id))
      .orderBy(subKegiatan.kode),
    db.select({ total: count() }).from(kinerjaKegiatan).where(eq(kinerjaKegiatan.kegiatan_id, id)),
  ]);
  return { subKegiatan: subRows, jumlahKinerja: kinerja[0]?.total ?? 0 };
}
