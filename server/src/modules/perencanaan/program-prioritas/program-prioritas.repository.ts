import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kinerjaProgram, program, programPrioritas, satuanKerja } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';

const pp = programPrioritas;

/** The year's priority programs with their master names. */
export function prioritiesOfYear(db: Db, tahun: number) {
  return db
    .select({ id: pp.id, program_id: pp.program_id, kode: program.kode, nama: program.nama, keterangan: pp.keterangan })
    .from(pp)
    .innerJoin(program, eq(program.id, pp.program_id))
    .where(eq(pp.tahun, tahun))
    .orderBy(asc(program.kode), asc(pp.id));
}

/** The units' program performance of the year for these programs (one statement for all). */
export function kinerjaOfPrograms(db: Db, tahun: number, programIds: number[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  const kp = kinerjaProgram;
  return db
    .select({
      program_id: kp.program_id,
      satuan_kerja_id: kp.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      ...columnsOf(kp, [
        'sasaran',
        'indikator',
        'satuan',
        'polaritas',
        'target',
        'realisasi',
        'anggaran',
        'realisasi_anggaran',
      ]),
    })
    .from(kp)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kp.satuan_kerja_id))
    .where(and(eq(kp.tahun, tahun), inArray(kp.program_id, programIds)))
    .orderBy(asc(satuanKerja.urutan), asc(kp.satuan_kerja_id), asc(kp.urutan), asc(kp.id));
}

export async function findProgram(db: Db | Tx, id: number) {
  const [row] = await db.select({ id: program.id }).from(program).where(eq(program.id, id)).limit(1);
  return row;
}

export async function findPriority(db: Db | Tx, id: number) {
  const [row] = await db.select().from(pp).where(eq(pp.id, id)).limit(1);
  return row;
}

export async function findPriorityOfProgram(db: Db | Tx, tahun: number, programId: number) {
  const [row] = await db
    .select({ id: pp.id })
    .from(pp)
    .where(and(eq(pp.tahun, tahun), eq(pp.program_id, programId)))
    .limit(1);
  return row;
}
