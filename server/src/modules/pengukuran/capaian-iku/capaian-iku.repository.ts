import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  kinerjaProgram,
  periode,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
} from '../../../db/schema/index';
import { selectSasaranRpjmdGoals } from '../../../lib/db/sasaran-rpjmd-goals';
import { periodeOfYear } from '../../../lib/periode';

/** The capaian diagrams read four statements whatever the number of goals and units. */

/**
 * The period of the year and, in the first year of a period, the period before it (growth across
 * the boundary reads its last year, issue 10 item 4): one statement.
 */
export async function periodOfYear(db: Db, tahun: number) {
  const rows = await db
    .select({ id: periode.id, tahun_awal: periode.tahun_awal, tahun_akhir: periode.tahun_akhir })
    .from(periode)
    .where(periodeOfYear(tahun, tahun - 1))
    .orderBy(desc(periode.tahun_awal))
    .limit(2);
  const current = rows.find((r) => r.tahun_akhir >= tahun);
  if (!current) return undefined;
  const previous =
    current.tahun_awal === tahun ? rows.find((r) => r.id !== current.id && r.tahun_akhir === tahun - 1) : undefined;
  return { id: current.id, tahun_awal: current.tahun_awal, previous };
}

/** The city's strategic goals of the given periods (the current one, maybe the one before). */
export function sasaranRpjmdOfPeriods(db: Db, periodeIds: number[]) {
  return selectSasaranRpjmdGoals(db, {})
    .where(inArray(sasaranStrategisRpjmd.periode_id, periodeIds))
    .orderBy(asc(sasaranStrategis.nomor), asc(sasaranStrategisRpjmd.urutan), asc(sasaranStrategisRpjmd.id));
}

/**
 * Pagu and spending of the year's programs per RPJMD goal (through the unit goals serving it),
 * the inputs of efisiensi sumber daya (DOMAIN.md).
 */
export function anggaranPerSasaranRpjmd(db: Db, periodeId: number, tahun: number) {
  return db
    .select({
      sasaran_strategis_rpjmd_id: sasaranStrategisPd.sasaran_strategis_rpjmd_id,
      pagu: sql<string>`coalesce(sum(${kinerjaProgram.anggaran}), 0)`.mapWith(Number),
      realisasi: sql<string>`coalesce(sum(${kinerjaProgram.realisasi_anggaran}), 0)`.mapWith(Number),
    })
    .from(kinerjaProgram)
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, kinerjaProgram.sasaran_strategis_pd_id))
    .where(and(eq(kinerjaProgram.tahun, tahun), eq(sasaranStrategisPd.periode_id, periodeId)))
    .groupBy(sasaranStrategisPd.sasaran_strategis_rpjmd_id);
}

/** Active units the caller may choose (`where` limits them to the caller's scope). */
export function unitOptions(db: Db, where: SQL | undefined) {
  return db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(and(eq(satuanKerja.active, true), where))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}

export const unitColumn = satuanKerja.satuan_kerja_id;

/** A unit's goals (IKU) of the given periods with the RPJMD indicator they serve. */
export function ikuOfUnit(db: Db, satuanKerjaId: string, periodeIds: number[]) {
  return db
    .select({
      row: sasaranStrategisPd,
      indikator_sasaran_strategis_id: sasaranStrategisRpjmd.indikator_sasaran_strategis_id,
    })
    .from(sasaranStrategisPd)
    .innerJoin(sasaranStrategisRpjmd, eq(sasaranStrategisRpjmd.id, sasaranStrategisPd.sasaran_strategis_rpjmd_id))
    .where(
      and(eq(sasaranStrategisPd.satuan_kerja_id, satuanKerjaId), inArray(sasaranStrategisPd.periode_id, periodeIds)),
    )
    .orderBy(asc(sasaranStrategisPd.urutan), asc(sasaranStrategisPd.id));
}
