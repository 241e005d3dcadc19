import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pegawai, satuanKerja, unitKerja } from '../../../db/schema/index';
import { existsIn, type ExtraRef, type RefCheck } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';
import { organisasiListCondition, selectRecordQueries, type ListFilter } from '../../../lib/db/record-list';

const p = pegawai;

const recordColumns = {
  ...columnsOf(p, [
    'id',
    'nip',
    'peg_nama',
    'pangkat_golongan',
    'jabatan',
    'satuan_kerja_id',
    'unit_kerja_id',
    'active',
    'updated_at',
  ]),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  unit_kerja_nama: unitKerja.unit_kerja_nama,
};

export const searchColumns = [p.nip, p.peg_nama, p.jabatan, p.pangkat_golongan];

function joined(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(p)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, p.satuan_kerja_id))
    .leftJoin(unitKerja, eq(unitKerja.id, p.unit_kerja_id))
    .$dynamic();
}

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: p,
  select: joined,
  orderBy: [asc(p.peg_nama), asc(p.nip)],
});
export type PegawaiRow = Awaited<ReturnType<typeof listRows>>[number];
export type PegawaiStored = NonNullable<Awaited<ReturnType<typeof findRow>>>;

/** The pegawai of a NIP (id), if any: a NIP is registered once. */
export async function idOfNip(db: Db | Tx, nip: string): Promise<number | undefined> {
  const [row] = await db.select({ id: p.id }).from(p).where(eq(p.nip, nip)).limit(1);
  return row?.id;
}

/** The satuan kerja of a position (a pegawai placed in a position belongs to its unit). */
export async function unitOfPosition(db: Db | Tx, unitKerjaId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ satuan_kerja_id: unitKerja.satuan_kerja_id })
    .from(unitKerja)
    .where(eq(unitKerja.id, unitKerjaId))
    .limit(1);
  return row?.satuan_kerja_id;
}

export function satuanKerjaAktif(id: string): RefCheck {
  return {
    field: 'satuan_kerja_id',
    message: 'Satuan kerja tidak ditemukan atau tidak aktif',
    ok: existsIn(satuanKerja, eq(satuanKerja.satuan_kerja_id, id), eq(satuanKerja.active, true)),
  };
}

/** The references to a NIP that are plain columns (the others are foreign keys). */
export const NIP_PLAIN_REFS: ExtraRef[] = [
  { table: 'satuan_kerja', column: 'kepala_nip' },
  { table: 'unit_kerja', column: 'pejabat_nip' },
];

/** The table of the group (what the recipe writes and audits). */
export const table = pegawai;

/** The list's condition: unit, position, status, search. */
export function whereOf(q: {
  satuan_kerja_id?: string | undefined;
  unit_kerja_id?: number | undefined;
  status?: 'aktif' | 'nonaktif' | undefined;
  search?: string | undefined;
}) {
  const filters: ListFilter[] = [
    [p.satuan_kerja_id, q.satuan_kerja_id],
    [p.unit_kerja_id, q.unit_kerja_id],
  ];
  return organisasiListCondition(q, { active: p.active, searchColumns, filters });
}
