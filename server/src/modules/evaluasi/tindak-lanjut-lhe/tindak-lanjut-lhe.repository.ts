import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { satuanKerja, tindakLanjutLhe } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';

const t = tindakLanjutLhe;

const recordColumns = {
  ...columnsOf(t, [
    'id',
    'tahun',
    'satuan_kerja_id',
    'rekomendasi',
    'target',
    'waktu',
    'tindak_lanjut',
    'penanggung_jawab',
    'status',
    'link_eviden',
    'updated_at',
  ]),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
};

export const searchColumns = [t.rekomendasi, t.tindak_lanjut, t.penanggung_jawab, satuanKerja.satuan_kerja_nama];

function joined(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .$dynamic();
}

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: t,
  select: joined,
  orderBy: [asc(t.satuan_kerja_id), asc(t.id)],
});
export type TindakLanjutRow = Awaited<ReturnType<typeof listRows>>[number];
