import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { satuanKerja, tindakLanjutLhe } from '../../../db/schema/index';
import { recordQueries } from '../../../lib/crud/index';

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

const queries = recordQueries({
  table: t,
  rows: (db, where) => joined(db).where(where).orderBy(asc(t.satuan_kerja_id), asc(t.id)).$dynamic(),
  count: (db, where) => db
      .select({ total: count() })
      .from(t)
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
      .where(where),
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type TindakLanjutRow = Awaited<ReturnType<typeof listRows>>[number];
