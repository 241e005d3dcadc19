import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kamusIndikator, kegiatan, kinerjaSubKegiatan, program, subKegiatan } from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { masterColumns } from '../shared/master';
import { columnsOf } from '../../../lib/db/columns';

const t = subKegiatan;

const recordColumns = {
  ...masterColumns(t),
  ...columnsOf(t, ['indikator', 'satuan', 'kegiatan_id']),
  kegiatan_kode: kegiatan.kode,
  kegiatan_nama: kegiatan.nama,
  program_id: program.id,
  program_kode: program.kode,
  program_nama: program.nama,
};

export const searchColumns = [t.kode, t.nama, t.indikator, kegiatan.nama];

const queries = selectRecordQueries({
  table: t,
  select: (db) =>
    db
      .select(recordColumns)
      .from(t)
      .innerJoin(kegiatan, eq(kegiatan.id, t.kegiatan_id))
      .innerJoin(program, eq(program.id, kegiatan.program_id))
      .$dynamic(),
  orderBy: [asc(t.kode)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type SubKegiatanRow = Awaited<ReturnType<typeof listRows>>[number];

/** How many kinerja sub kegiatan rows (every year) use it. */
export async function countKinerja(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ total: count() })
    .from(kinerjaSubKegiatan)
    .where(eq(kinerjaSubKegiatan.sub_kegiatan_id, id));
  return row?.total ?? 0;
}

export const usedBy = [
  { label: 'kinerja sub kegiatan', table: kinerjaSubKegiatan, column: kinerjaSubKegiatan.sub_kegiatan_id },
  { label: 'kamus indikator', table: kamusIndikator, column: kamusIndikator.sub_kegiatan_id },
];
