import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isBiroSatker, SATKER_SETDA_ID } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  periode,
  program,
  sasaranStrategisPd,
  subKegiatan,
} from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';
import { periodeOfYear } from '../../../lib/periode';
import { columnsOf } from '../../../lib/db/columns';
import type { UkuranRow } from '../shared/ukuran';

/** What the kinerja imports read and write of the program, kegiatan and sub kegiatan levels. */

/** The measurement columns of a kinerja row that an import compares. */
const MEASURED = ['id', 'sasaran', 'indikator', 'satuan', 'polaritas', 'target', 'realisasi', 'anggaran'] as const;
type MeasuredColumn = (typeof MEASURED)[number];

/** A kinerja row of the unit and year as an import compares it. */
export type ExistingRow = Pick<UkuranRow, MeasuredColumn> & {
  kode: string;
  parent_id: number;
  /** Sub kegiatan: the Kemendagri wording and Bappeda's validation. */
  indikator_kemendagri?: string | null;
  status_validasi?: boolean;
};
/** A master code (program, kegiatan) and the master its parent must have (a kegiatan's program). */
export interface MasterRow {
  id: number;
  kode: string;
  aktif: boolean;
  parent_master_id: number | null;
}
/** A record a row may hang under (SS-PD, kinerja program), by the text the row names it with. */
export interface ParentRow {
  id: number;
  text: string;
  master_id: number | null;
}

const measurement = <T extends typeof kinerjaProgram | typeof kinerjaKegiatan | typeof kinerjaSubKegiatan>(t: T) =>
  columnsOf(t, MEASURED);

export function programsOfUnit(db: Db | Tx, unit: string, tahun: number): Promise<ExistingRow[]> {
  return db
    .select({ ...measurement(kinerjaProgram), kode: program.kode, parent_id: kinerjaProgram.sasaran_strategis_pd_id })
    .from(kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .where(and(eq(kinerjaProgram.satuan_kerja_id, unit), eq(kinerjaProgram.tahun, tahun)));
}

export function kegiatanOfUnit(db: Db | Tx, unit: string, tahun: number): Promise<ExistingRow[]> {
  return db
    .select({ ...measurement(kinerjaKegiatan), kode: kegiatan.kode, parent_id: kinerjaKegiatan.kinerja_program_id })
    .from(kinerjaKegiatan)
    .innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
    .where(and(eq(kinerjaKegiatan.satuan_kerja_id, unit), eq(kinerjaKegiatan.tahun, tahun)));
}

export function subKegiatanOfUnit(db: Db | Tx, unit: string, tahun: number): Promise<ExistingRow[]> {
  return db
    .select({
      ...measurement(kinerjaSubKegiatan),
      kode: subKegiatan.kode,
      parent_id: kinerjaSubKegiatan.kinerja_kegiatan_id,
      indikator_kemendagri: kinerjaSubKegiatan.indikator_kemendagri,
      status_validasi: kinerjaSubKegiatan.status_validasi,
    })
    .from(kinerjaSubKegiatan)
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .where(and(eq(kinerjaSubKegiatan.satuan_kerja_id, unit), eq(kinerjaSubKegiatan.tahun, tahun)));
}

/**
 * The master codes of a level (program, kegiatan, sub kegiatan) named by an import, with the
 * master their parent must have (a kegiatan's program, a sub kegiatan's kegiatan; none for a program).
 */
function mastersByKode(
  master: typeof program | typeof kegiatan | typeof subKegiatan,
  parentMaster: typeof kegiatan.program_id | typeof subKegiatan.kegiatan_id | null,
) {
  return (db: Db | Tx, kodes: readonly string[]): Promise<MasterRow[]> => {
    if (kodes.length === 0) return Promise.resolve([]);
    const m = master as typeof program;
    return db
      .select({ ...columnsOf(m, ['id', 'kode', 'aktif']), parent_master_id: parentMaster ?? sql<null>`null` })
      .from(m)
      .where(inArray(m.kode, [...kodes]));
  };
}

export const programsByKode = mastersByKode(program, null);
export const kegiatanByKode = mastersByKode(kegiatan, kegiatan.program_id);
export const subKegiatanByKode = mastersByKode(subKegiatan, subKegiatan.kegiatan_id);

/** The SS-PD a unit's programs of the year may hang under: its own (a biro's: also setda's). */
export function sasaranPdOfUnit(db: Db | Tx, unit: string, tahun: number): Promise<ParentRow[]> {
  const owners = isBiroSatker(unit) ? [unit, SATKER_SETDA_ID] : [unit];
  return db
    .select({
      id: sasaranStrategisPd.id,
      text: sasaranStrategisPd.sasaran_strategis_satker,
      master_id: sql<null>`null`,
    })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(or(...owners.map((o) => eq(sasaranStrategisPd.satuan_kerja_id, o))), periodeOfYear(tahun)))
    .orderBy(sasaranStrategisPd.id);
}

/** The unit's kinerja rows of a level and year that the next level may hang under, named by their indicator. */
function parentsOfUnit(
  table: typeof kinerjaProgram | typeof kinerjaKegiatan,
  master: typeof kinerjaProgram.program_id | typeof kinerjaKegiatan.kegiatan_id,
) {
  return (db: Db | Tx, unit: string, tahun: number): Promise<ParentRow[]> => {
    const k = table as typeof kinerjaProgram;
    return db
      .select({ id: k.id, text: k.indikator, master_id: master })
      .from(k)
      .where(and(eq(k.satuan_kerja_id, unit), eq(k.tahun, tahun)))
      .orderBy(k.id);
  };
}

/** A kegiatan hangs under a kinerja program, a sub kegiatan under a kinerja kegiatan. */
export const programParentsOfUnit = parentsOfUnit(kinerjaProgram, kinerjaProgram.program_id);
export const kegiatanParentsOfUnit = parentsOfUnit(kinerjaKegiatan, kinerjaKegiatan.kegiatan_id);

/** The measured columns an import writes. */
export interface MeasuredValues {
  parent_id: number;
  sasaran: string;
  satuan: string;
  polaritas: string;
  target: number | null;
  capaian: number | null;
  anggaran: number;
  /** Sub kegiatan only. */
  indikator_kemendagri?: string | null;
}
export type NewRow = MeasuredValues & { master_id: number; indikator: string };

export type KinerjaTableName = 'kinerja_program' | 'kinerja_kegiatan' | 'kinerja_sub_kegiatan';
const TABLES = {
  kinerja_program: { table: kinerjaProgram, parent: 'sasaran_strategis_pd_id', master: 'program_id', extra: '' },
  kinerja_kegiatan: { table: kinerjaKegiatan, parent: 'kinerja_program_id', master: 'kegiatan_id', extra: '' },
  kinerja_sub_kegiatan: {
    table: kinerjaSubKegiatan,
    parent: 'kinerja_kegiatan_id',
    master: 'sub_kegiatan_id',
    extra: ", indikator_kemendagri = j->>'indikator_kemendagri'",
  },
} as const;

/** Adds the rows, a thousand per statement; answers their ids in order. */
export async function insertRows(
  tx: Tx,
  name: KinerjaTableName,
  at: { unit: string; tahun: number; userId: number },
  rows: readonly NewRow[],
): Promise<number[]> {
  const { table, parent, master } = TABLES[name];
  const ids: number[] = [];
  await inBatches(rows, 1000, async (batch) => {
    const values = batch.map(({ parent_id, master_id, ...r }) => ({
      ...r,
      [parent]: parent_id,
      [master]: master_id,
      tahun: at.tahun,
      satuan_kerja_id: at.unit,
      updated_by: at.userId,
    }));
    const inserted = await tx
      .insert(table)
      .values(values as (typeof table.$inferInsert)[])
      .returning({ id: table.id });
    ids.push(...inserted.map((r) => r.id));
  });
  return ids;
}

/** Writes the changed rows, a thousand per statement (UPDATE … FROM a JSON array). */
export async function updateRows(
  tx: Tx,
  name: KinerjaTableName,
  userId: number,
  rows: readonly (MeasuredValues & { id: number })[],
) {
  const { parent, extra } = TABLES[name];
  const target = sql.raw(`${name} k set ${parent} = (j->>'parent_id')::int${extra}`);
  await inBatches(rows, 1000, (batch) =>
    tx.execute(sql`
      update ${target}, sasaran = j->>'sasaran', satuan = j->>'satuan',
        polaritas = j->>'polaritas', target = (j->>'target')::numeric, capaian = (j->>'capaian')::numeric,
        anggaran = (j->>'anggaran')::numeric, updated_by = ${userId}, updated_at = now()
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) j
      where k.id = (j->>'id')::int`),
  );
}

/** Sends the sub kegiatan back to 'Belum Tervalidasi' (the columns the form's reset writes). */
export async function resetValidasi(tx: Tx, ids: readonly number[], set: Record<string, unknown>) {
  await inBatches(ids, 1000, (batch) =>
    tx
      .update(kinerjaSubKegiatan)
      .set(set)
      .where(inArray(kinerjaSubKegiatan.id, [...batch])),
  );
}
