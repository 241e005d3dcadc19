import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { satuanKerja, tindakLanjutLhe } from '../../../db/schema/index';
import { findById } from '../../../lib/crud/index';

const t = tindakLanjutLhe;

const recordColumns = {
  id: t.id,
  tahun: t.tahun,
  satuan_kerja_id: t.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  rekomendasi: t.rekomendasi,
  target: t.target,
  waktu: t.waktu,
  tindak_lanjut: t.tindak_lanjut,
  penanggung_jawab: t.penanggung_jawab,
  status: t.status,
  link_eviden: t.link_eviden,
  updated_at: t.updated_at,
};

export const searchColumns = [t.rekomendasi, t.tindak_lanjut, t.penanggung_jawab, satuanKerja.satuan_kerja_nama];

function joined(db: Db | Tx) {
  return db.select(recordColumns).from(t).innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id));
}

export function listRows(db: Db | Tx, where: SQL | undefined, limit?: number, offset?: number) {
  const q = joined(db).where(where).orderBy(asc(t.satuan_kerja_id), asc(t.id)).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}
export type TindakLanjutRow = Awaited<ReturnType<typeof listRows>>[number];

export function countRows(db: Db, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<TindakLanjutRow | undefined> {
  const [row] = await listRows(db, eq(t.id, id), 1);
  return row;
}

export function findRow(db: Db | Tx, id: number) {
  return findById(db, t, id);
}
