import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { narasiLkip, satuanKerja } from '../../../db/schema/index';
import { findById } from '../../../lib/crud/index';

const t = narasiLkip;

const recordColumns = {
  id: t.id,
  tahun: t.tahun,
  satuan_kerja_id: t.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  bab: t.bab,
  judul: t.judul,
  narasi: t.narasi,
  urutan: t.urutan,
  updated_at: t.updated_at,
};

export const searchColumns = [t.judul, t.narasi];

export function listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number) {
  const q = db
    .select(recordColumns)
    .from(t)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .where(where)
    .orderBy(asc(t.satuan_kerja_id), asc(t.bab), asc(t.urutan), asc(t.id))
    .$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}
export type NarasiRow = Awaited<ReturnType<typeof listRows>>[number];

export function countRows(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(t).where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<NarasiRow | undefined> {
  const [row] = await listRows(db, eq(t.id, id), 1);
  return row;
}

export function findRow(db: Db | Tx, id: number) {
  return findById(db, t, id);
}
