import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, kinerjaProgram, program, programSatuanKerja, satuanKerja } from '../../../db/schema/index';
import { countOf, masterColumns } from '../shared/master';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { readAll } from '../../../lib/db/reads';

const t = program;

const recordColumns = {
  ...masterColumns(t),
  jumlah_kegiatan: countOf(kegiatan, kegiatan.program_id, t.id),
  jumlah_satuan_kerja: countOf(programSatuanKerja, programSatuanKerja.program_id, t.id),
};

export const searchColumns = [t.kode, t.nama];

const queries = selectRecordQueries({
  table: t,
  select: (db) => db.select(recordColumns).from(t).$dynamic(),
  orderBy: [asc(t.kode)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type ProgramRow = Awaited<ReturnType<typeof listRows>>[number];

/** The units, the kegiatan and the number of kinerja program rows of a program (three statements). */
export async function findChildren(db: Db | Tx, id: number) {
  const [units, kegiatanRows, kinerja] = await readAll(db, [
    () =>
      db
        .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
        .from(programSatuanKerja)
        .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, programSatuanKerja.satuan_kerja_id))
        .where(eq(programSatuanKerja.program_id, id))
        .orderBy(satuanKerja.satuan_kerja_nama),
    () =>
      db
        .select({ id: kegiatan.id, kode: kegiatan.kode, nama: kegiatan.nama })
        .from(kegiatan)
        .where(eq(kegiatan.program_id, id))
        .orderBy(kegiatan.kode),
    () => db.select({ total: count() }).from(kinerjaProgram).where(eq(kinerjaProgram.program_id, id)),
  ]);
  return { units, kegiatan: kegiatanRows, jumlahKinerja: kinerja[0]?.total ?? 0 };
}

export function findUnitIds(db: Db | Tx, id: number) {
  return db
    .select({ satuan_kerja_id: programSatuanKerja.satuan_kerja_id })
    .from(programSatuanKerja)
    .where(eq(programSatuanKerja.program_id, id))
    .orderBy(programSatuanKerja.satuan_kerja_id);
}

/** Of the given unit ids, those that exist (one statement). */
export async function existingUnits(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: satuanKerja.satuan_kerja_id })
    .from(satuanKerja)
    .where(inArray(satuanKerja.satuan_kerja_id, ids));
  return rows.map((r) => r.id);
}

/** Replaces the units of a program: one delete and one multi-row insert. */
export async function replaceUnits(tx: Tx, id: number, ids: string[], actorId: number) {
  await tx.delete(programSatuanKerja).where(eq(programSatuanKerja.program_id, id));
  if (ids.length === 0) return;
  await tx
    .insert(programSatuanKerja)
    .values(ids.map((satuan_kerja_id) => ({ program_id: id, satuan_kerja_id, updated_by: actorId })));
}
