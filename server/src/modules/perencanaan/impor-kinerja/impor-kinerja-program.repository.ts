import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { isBiroSatker, SATKER_SETDA_ID } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaProgram, periode, program, sasaranStrategisPd } from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';

/** The kinerja program of a unit and year with their program code: one statement. */
export function programsOfUnit(db: Db | Tx, unit: string, tahun: number) {
  return db
    .select({
      id: kinerjaProgram.id,
      kode: program.kode,
      sasaran_strategis_pd_id: kinerjaProgram.sasaran_strategis_pd_id,
      sasaran: kinerjaProgram.sasaran,
      indikator: kinerjaProgram.indikator,
      satuan: kinerjaProgram.satuan,
      polaritas: kinerjaProgram.polaritas,
      target: kinerjaProgram.target,
      realisasi: kinerjaProgram.realisasi,
      anggaran: kinerjaProgram.anggaran,
    })
    .from(kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .where(and(eq(kinerjaProgram.satuan_kerja_id, unit), eq(kinerjaProgram.tahun, tahun)));
}
export type KinerjaProgramRow = Awaited<ReturnType<typeof programsOfUnit>>[number];

/** The master programs of the given codes. */
export function programsByKode(db: Db | Tx, kodes: readonly string[]) {
  if (kodes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: program.id, kode: program.kode, aktif: program.aktif })
    .from(program)
    .where(inArray(program.kode, [...kodes]));
}

/** The SS-PD a unit's programs of the year may hang under: its own (a biro's: also setda's). */
export function sasaranPdOfUnit(db: Db | Tx, unit: string, tahun: number) {
  const owners = isBiroSatker(unit) ? [unit, SATKER_SETDA_ID] : [unit];
  return db
    .select({ id: sasaranStrategisPd.id, sasaran: sasaranStrategisPd.sasaran_strategis_satker })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(
      and(
        or(...owners.map((o) => eq(sasaranStrategisPd.satuan_kerja_id, o))),
        lte(periode.tahun_awal, tahun),
        gte(periode.tahun_akhir, tahun),
      ),
    )
    .orderBy(sasaranStrategisPd.id);
}

export interface ProgramValues {
  sasaran_strategis_pd_id: number;
  sasaran: string;
  satuan: string;
  polaritas: string;
  target: number | null;
  capaian: number | null;
  anggaran: number;
}
export type NewProgram = ProgramValues & { program_id: number; indikator: string };

/** Adds the rows, a thousand per statement; answers their ids in order. */
export async function insertPrograms(
  tx: Tx,
  at: { unit: string; tahun: number; userId: number },
  rows: readonly NewProgram[],
): Promise<number[]> {
  const ids: number[] = [];
  await inBatches(rows, 1000, async (batch) => {
    const values = batch.map((r) => ({ ...r, tahun: at.tahun, satuan_kerja_id: at.unit, updated_by: at.userId }));
    const inserted = await tx.insert(kinerjaProgram).values(values).returning({ id: kinerjaProgram.id });
    ids.push(...inserted.map((r) => r.id));
  });
  return ids;
}

/** Writes the changed rows, a thousand per statement (UPDATE … FROM a JSON array). */
export async function updatePrograms(tx: Tx, userId: number, rows: readonly (ProgramValues & { id: number })[]) {
  await inBatches(rows, 1000, (batch) =>
    tx.execute(sql`
      update kinerja_program k set
        sasaran_strategis_pd_id = (j->>'sasaran_strategis_pd_id')::int, sasaran = j->>'sasaran', satuan = j->>'satuan',
        polaritas = j->>'polaritas', target = (j->>'target')::numeric, capaian = (j->>'capaian')::numeric,
        anggaran = (j->>'anggaran')::numeric, updated_by = ${userId}, updated_at = now()
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) j
      where k.id = (j->>'id')::int`),
  );
}
