import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kinerjaSubKegiatan, programInovatif, satuanKerja } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';

const t = programInovatif;
/** The table of the group (the recipe writes and audits it). */
export const table = programInovatif;
const ksk = kinerjaSubKegiatan;

const recordColumns = {
  ...columnsOf(t, ['id', 'kinerja_sub_kegiatan_id', 'nama_inovasi', 'inovasi', 'updated_at']),
  ...columnsOf(ksk, ['tahun', 'satuan_kerja_id', 'sasaran', 'indikator']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

export const searchColumns = [t.nama_inovasi, t.inovasi, ksk.sasaran, ksk.indikator, satuanKerja.satuan_kerja_nama];
export const columns = { tahun: ksk.tahun, satuanKerjaId: ksk.satuan_kerja_id };

const queries = selectRecordQueries({
  table: t,
  select: (db) =>
    db
      .select(recordColumns)
      .from(t)
      .innerJoin(ksk, eq(ksk.id, t.kinerja_sub_kegiatan_id))
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ksk.satuan_kerja_id))
      .$dynamic(),
  orderBy: [asc(ksk.satuan_kerja_id), asc(t.id)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type ProgramInovatifRow = Awaited<ReturnType<typeof listRows>>[number];

/** The sub kegiatan exists in the year (a program inovatif belongs to the year's plan). */
export function subKegiatanOfYear(id: number, tahun: number): RefCheck {
  return {
    field: 'kinerja_sub_kegiatan_id',
    message: `Kinerja sub kegiatan tahun ${tahun} tidak ditemukan`,
    ok: existsIn(ksk, eq(ksk.id, id), eq(ksk.tahun, tahun)),
  };
}

/** The program inovatif a sub kegiatan already has (one per sub kegiatan), other than `exceptId`. */
export async function inovasiOfSubKegiatan(db: Db | Tx, kskId: number) {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.kinerja_sub_kegiatan_id, kskId)).limit(1);
  return row;
}
