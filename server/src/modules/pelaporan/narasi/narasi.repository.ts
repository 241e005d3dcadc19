import { asc, count, eq } from 'drizzle-orm';
import { narasiLkip, satuanKerja } from '../../../db/schema/index';
import { recordQueries } from '../../../lib/crud/index';

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

const queries = recordQueries({
  table: t,
  rows: (db, where) => db
      .select(recordColumns)
      .from(t)
      .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
      .where(where)
      .orderBy(asc(t.satuan_kerja_id), asc(t.bab), asc(t.urutan), asc(t.id))
      .$dynamic(),
  count: (db, where) => db.select({ total: count() }).from(t).where(where),
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type NarasiRow = Awaited<ReturnType<typeof listRows>>[number];
