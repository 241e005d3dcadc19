import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaKegiatan, program, subKegiatan } from '../../../db/schema/index';
import { countOf, masterColumns } from '../shared/master';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { readAll } from '../../../lib/db/reads';

const t = kegiatan;

const recordColumns = {
  ...masterColumns(t),
  program_id: t.program_id,
  program_kode: program.kode,
  program_nama: program.nama,
  jumlah_sub_kegiatan: countOf(subKegiatan, subKegiatan.kegiatan_id, t.id),
};

export const searchColumns = [t.kode, t.nama, program.nama];

const queries = selectRecordQueries({
  table: t,
  select: (db) => db.select(recordColumns).from(t).innerJoin(program, eq(program.id, t.program_id)).$dynamic(),
  orderBy: [asc(t.kode)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type KegiatanRow = Awaited<ReturnType<typeof listRows>>[number];

/** Its sub kegiatan and the number of kinerja kegiatan rows (two statements). */
export async function findChildren(db: Db | Tx, id: number) {
  const [subRows, kinerja] = await readAll(db, [
    () =>
      db
        .select({ id: subKegiatan.id, kode: subKegiatan.kode, nama: subKegiatan.nama })
        .from(subKegiatan)
        .where(eq(subKegiatan.kegiatan_id, id))
        .orderBy(subKegiatan.kode),
    () => db.select({ total: count() }).from(kinerjaKegiatan).where(eq(kinerjaKegiatan.kegiatan_id, id)),
  ]);
  return { subKegiatan: subRows, jumlahKinerja: kinerja[0]?.total ?? 0 };
}
