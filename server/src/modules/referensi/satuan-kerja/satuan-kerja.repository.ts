import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { pegawai, pejabatPlt, satuanKerja } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { organisasiListCondition, selectRecordQueries } from '../../../lib/db/record-list';
import { pltColumns, pltJoin } from '../organisasi/plt.repository';

const s = satuanKerja;
const parent = alias(satuanKerja, 'induk');
const kepala = alias(pegawai, 'kepala');

const recordColumns = {
  ...columnsOf(s, [
    'id',
    'satuan_kerja_id',
    'satuan_kerja_nama',
    'singkatan',
    'jenis',
    'parent_id',
    'jabatan_kepala',
    'kepala_nip',
    'urutan',
    'active',
    'updated_at',
  ]),
  parent_nama: parent.satuan_kerja_nama,
  kepala_nama: kepala.peg_nama,
  ...pltColumns,
};

export const searchColumns = [s.satuan_kerja_id, s.satuan_kerja_nama, s.singkatan, s.jabatan_kepala];

function joined(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(s)
    .leftJoin(parent, eq(parent.satuan_kerja_id, s.parent_id))
    .leftJoin(kepala, eq(kepala.nip, s.kepala_nip))
    .leftJoin(pejabatPlt, and(eq(pejabatPlt.satuan_kerja_id, s.satuan_kerja_id), isNull(pejabatPlt.unit_kerja_id)))
    .leftJoin(...pltJoin)
    .$dynamic();
}

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: s,
  select: joined,
  orderBy: [asc(s.urutan), asc(s.satuan_kerja_id)],
});
export type SatuanKerjaRow = Awaited<ReturnType<typeof listRows>>[number];

/** The unit of a code (id and kind), if any. */
export async function byCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select(columnsOf(s, ['id', 'jenis', 'active']))
    .from(s)
    .where(eq(s.satuan_kerja_id, code))
    .limit(1);
  return row;
}

/** The table of the group (what the recipe writes and audits). */
export const table = satuanKerja;

/** The list's condition: kind, status, search. */
export function whereOf(q: {
  jenis?: string | undefined;
  status?: 'aktif' | 'nonaktif' | undefined;
  search?: string | undefined;
}) {
  return organisasiListCondition(q, { active: s.active, searchColumns, filters: [[s.jenis, q.jenis]] });
}

/** Every unit as stored (the import compares and writes over them): one statement. */
export function allStored(db: Db | Tx) {
  return db.select().from(s).orderBy(asc(s.id));
}
export type SatuanKerjaStored = Awaited<ReturnType<typeof allStored>>[number];
