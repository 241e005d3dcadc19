import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kinerjaProgram, kinerjaSubKegiatan, programInovatif, satuanKerja } from '../../../db/schema/index';

/** The city's headline figures of a year: program budgets, active units, innovations (one statement each). */
export async function anggaranKota(db: Db, tahun: number) {
  const [row] = await db
    .select({
      pagu: sql<string>`coalesce(sum(${kinerjaProgram.anggaran}), 0)`.mapWith(Number),
      realisasi: sql<string>`coalesce(sum(${kinerjaProgram.realisasi_anggaran}), 0)`.mapWith(Number),
    })
    .from(kinerjaProgram)
    .where(eq(kinerjaProgram.tahun, tahun));
  return row ?? { pagu: 0, realisasi: 0 };
}

export async function jumlahPerangkatDaerah(db: Db) {
  const [row] = await db.select({ n: count() }).from(satuanKerja).where(eq(satuanKerja.active, true));
  return row?.n ?? 0;
}

export async function jumlahProgramInovatif(db: Db, tahun: number) {
  const [row] = await db
    .select({ n: count() })
    .from(programInovatif)
    .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, programInovatif.kinerja_sub_kegiatan_id))
    .where(and(eq(kinerjaSubKegiatan.tahun, tahun)));
  return row?.n ?? 0;
}
