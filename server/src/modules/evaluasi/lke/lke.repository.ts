import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import { columnsOf } from '../../../lib/db/columns';
import { must } from '../../../lib/must';
import type { LkeSlotJenis, LkeStructure, LkeSubJenis } from '@sakip/domain';
import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  lkeCatatan,
  lkeEviden,
  lkeEvidenSlot,
  lkeJawaban,
  lkeKomponen,
  lkeKriteria,
  lkeOpsi,
  lkePenilaian,
  lkePleno,
  lkeStatus,
  lkeSubKomponen,
  lkeValidatorUnit,
  satuanKerja,
  tindakLanjutLhe,
  users,
} from '../../../db/schema/index';
import { readAll } from '../../../lib/db/reads';

/** The LKE's SQL: every read takes a fixed number of statements, whatever the number of units. */

/** What a worksheet shows of an evidence slot (the editor adds its order and state). */
export const SLOT_COLUMNS = columnsOf(lkeEvidenSlot, ['id', 'kriteria_id', 'label', 'jenis', 'tautan_sistem']);

export interface SlotRow {
  id: number;
  kriteria_id: number;
  label: string;
  jenis: LkeSlotJenis;
  tautan_sistem: string | null;
}

/** The active options and evidence slots of the criteria, in their order (two statements). */
async function opsiAndSlots(db: Db, kriteriaIds: number[]) {
  if (!kriteriaIds.length) return [[], []] as const;
  return readAll(db, [
    () =>
      db
        .select()
        .from(lkeOpsi)
        .where(and(inArray(lkeOpsi.kriteria_id, kriteriaIds), eq(lkeOpsi.aktif, true)))
        .orderBy(asc(lkeOpsi.urutan), asc(lkeOpsi.id)),
    () =>
      db
        .select(SLOT_COLUMNS)
        .from(lkeEvidenSlot)
        .where(and(inArray(lkeEvidenSlot.kriteria_id, kriteriaIds), eq(lkeEvidenSlot.aktif, true)))
        .orderBy(asc(lkeEvidenSlot.urutan), asc(lkeEvidenSlot.id)),
  ]);
}

/** The active worksheet of a year as nested data (two statements: the tree joined, the options). */
export async function loadStructure(db: Db, tahun: number): Promise<{ structure: LkeStructure; slots: SlotRow[] }> {
  const rows = await db
    .select({
      k_id: lkeKomponen.id,
      k_kode: lkeKomponen.kode,
      k_nama: lkeKomponen.nama,
      k_bobot: lkeKomponen.bobot,
      s_id: lkeSubKomponen.id,
      s_kode: lkeSubKomponen.kode,
      s_nama: lkeSubKomponen.nama,
      s_jenis: lkeSubKomponen.jenis,
      s_penjelasan: lkeSubKomponen.penjelasan,
      s_bobot: lkeSubKomponen.bobot_x100,
      c_id: lkeKriteria.id,
      c_kode: lkeKriteria.kode,
      c_pertanyaan: lkeKriteria.pertanyaan,
    })
    .from(lkeKomponen)
    .innerJoin(lkeSubKomponen, eq(lkeSubKomponen.komponen_id, lkeKomponen.id))
    .innerJoin(lkeKriteria, eq(lkeKriteria.sub_komponen_id, lkeSubKomponen.id))
    .where(
      and(
        eq(lkeKomponen.tahun, tahun),
        eq(lkeKomponen.aktif, true),
        eq(lkeSubKomponen.aktif, true),
        eq(lkeKriteria.aktif, true),
      ),
    )
    .orderBy(asc(lkeKomponen.urutan), asc(lkeSubKomponen.urutan), asc(lkeKriteria.urutan), asc(lkeKriteria.id));
  const kriteriaIds = rows.map((r) => r.c_id);
  const [opsi, slots] = await opsiAndSlots(db, kriteriaIds);
  const structure: LkeStructure = [];
  for (const r of rows) {
    let k = structure[structure.length - 1];
    if (!k || k.id !== r.k_id) {
      k = { id: r.k_id, kode: r.k_kode, nama: r.k_nama, bobot: r.k_bobot, sub: [] };
      structure.push(k);
    }
    let s = k.sub[k.sub.length - 1];
    if (!s || s.id !== r.s_id) {
      s = {
        id: r.s_id,
        kode: r.s_kode,
        nama: r.s_nama,
        jenis: r.s_jenis as LkeSubJenis | null,
        penjelasan: r.s_penjelasan,
        bobot: r.s_bobot / 100,
        kriteria: [],
      };
      k.sub.push(s);
    }
    s.kriteria.push({
      id: r.c_id,
      kode: r.c_kode,
      pertanyaan: r.c_pertanyaan,
      opsi: opsi
        .filter((o) => o.kriteria_id === r.c_id)
        .map((o) => ({ id: o.id, label: o.label, nilai: o.nilai_persen / 100, penjelasan: o.penjelasan })),
      slots: slots
        .filter((sl) => sl.kriteria_id === r.c_id)
        .map((sl) => ({ id: sl.id, label: sl.label, jenis: sl.jenis as LkeSlotJenis })),
    });
  }
  return { structure, slots: slots as SlotRow[] };
}

export async function statusRows(db: Db, tahun: number, satuanKerjaIds?: string[]) {
  return db
    .select()
    .from(lkeStatus)
    .where(
      and(eq(lkeStatus.tahun, tahun), satuanKerjaIds ? inArray(lkeStatus.satuan_kerja_id, satuanKerjaIds) : undefined),
    );
}

/** The stage row, locked for the transition (FOR UPDATE). */
/**
 * The unit's status row, locked until the transaction ends. A unit without one gets it first (as
 * 'pengisian', inside the caller's transaction): a missing row cannot be locked, and parallel first
 * transitions would all start from 'pengisian'.
 */
export async function statusForUpdate(db: Db, tahun: number, satuanKerjaId: string) {
  await db
    .insert(lkeStatus)
    .values({ satuan_kerja_id: satuanKerjaId, tahun, tahap: 'pengisian' })
    .onConflictDoNothing({ target: [lkeStatus.satuan_kerja_id, lkeStatus.tahun] });
  const [row] = await db
    .select()
    .from(lkeStatus)
    .where(and(eq(lkeStatus.tahun, tahun), eq(lkeStatus.satuan_kerja_id, satuanKerjaId)))
    .for('update');
  return row;
}

export async function upsertStatus(
  db: Db,
  tahun: number,
  satuanKerjaId: string,
  set: Partial<typeof lkeStatus.$inferInsert> & { tahap: string },
  actorId: number,
) {
  await db
    .insert(lkeStatus)
    .values({ satuan_kerja_id: satuanKerjaId, tahun, ...set, updated_by: actorId })
    .onConflictDoUpdate({
      target: [lkeStatus.satuan_kerja_id, lkeStatus.tahun],
      set: { ...set, updated_by: actorId, updated_at: new Date() },
    });
}

/** Criteria ids of a year (scoping rows to the year's worksheet). */
function kriteriaOfYear(tahun: number) {
  return sql`(select c.id from ${lkeKriteria} c join ${lkeSubKomponen} s on s.id = c.sub_komponen_id join ${lkeKomponen} k on k.id = s.komponen_id where k.tahun = ${tahun})`;
}
function slotsOfYear(tahun: number) {
  return sql`(select sl.id from ${lkeEvidenSlot} sl where sl.kriteria_id in ${kriteriaOfYear(tahun)})`;
}

export async function jawabanRows(db: Db, tahun: number, satuanKerjaIds?: string[]) {
  return db
    .select({
      satuan_kerja_id: lkeJawaban.satuan_kerja_id,
      kriteria_id: lkeJawaban.kriteria_id,
      lembar: lkeJawaban.lembar,
      opsi_id: lkeJawaban.opsi_id,
    })
    .from(lkeJawaban)
    .where(
      and(
        sql`${lkeJawaban.kriteria_id} in ${kriteriaOfYear(tahun)}`,
        satuanKerjaIds ? inArray(lkeJawaban.satuan_kerja_id, satuanKerjaIds) : undefined,
      ),
    );
}

export async function penilaianRows(db: Db, tahun: number, satuanKerjaIds?: string[]) {
  return db
    .select({
      satuan_kerja_id: lkePenilaian.satuan_kerja_id,
      kriteria_id: lkePenilaian.kriteria_id,
      lembar: lkePenilaian.lembar,
      opsi_id: lkePenilaian.opsi_id,
      status: lkePenilaian.status,
      catatan: lkePenilaian.catatan,
      validator_nama: users.nama,
      updated_at: lkePenilaian.updated_at,
    })
    .from(lkePenilaian)
    .leftJoin(users, eq(users.id, lkePenilaian.validator_id))
    .where(
      and(
        sql`${lkePenilaian.kriteria_id} in ${kriteriaOfYear(tahun)}`,
        satuanKerjaIds ? inArray(lkePenilaian.satuan_kerja_id, satuanKerjaIds) : undefined,
      ),
    );
}

export async function evidenRows(db: Db, tahun: number, satuanKerjaId: string) {
  return db
    .select({
      id: lkeEviden.id,
      slot_id: lkeEviden.slot_id,
      lembar: lkeEviden.lembar,
      isi: lkeEviden.isi,
      file_key: lkeEviden.file_key,
      file_name: lkeEviden.file_name,
      file_size: lkeEviden.file_size,
    })
    .from(lkeEviden)
    .where(and(eq(lkeEviden.satuan_kerja_id, satuanKerjaId), sql`${lkeEviden.slot_id} in ${slotsOfYear(tahun)}`));
}

export async function evidenById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...columnsOf(lkeEviden, ['id', 'satuan_kerja_id', 'slot_id', 'lembar', 'file_key', 'file_name', 'file_mime']),
      tahun: lkeKomponen.tahun,
    })
    .from(lkeEviden)
    .innerJoin(lkeEvidenSlot, eq(lkeEvidenSlot.id, lkeEviden.slot_id))
    .innerJoin(lkeKriteria, eq(lkeKriteria.id, lkeEvidenSlot.kriteria_id))
    .innerJoin(lkeSubKomponen, eq(lkeSubKomponen.id, lkeKriteria.sub_komponen_id))
    .innerJoin(lkeKomponen, eq(lkeKomponen.id, lkeSubKomponen.komponen_id))
    .where(eq(lkeEviden.id, id));
  return row;
}

export async function plenoRows(db: Db, tahun: number, satuanKerjaIds?: string[]) {
  return db
    .select(columnsOf(lkePleno, ['satuan_kerja_id', 'komponen_id', 'nilai_x100']))
    .from(lkePleno)
    .innerJoin(lkeKomponen, eq(lkeKomponen.id, lkePleno.komponen_id))
    .where(
      and(eq(lkeKomponen.tahun, tahun), satuanKerjaIds ? inArray(lkePleno.satuan_kerja_id, satuanKerjaIds) : undefined),
    );
}

export async function catatanRows(db: Db, tahun: number, satuanKerjaId: string) {
  return db
    .select(columnsOf(lkeCatatan, ['komponen_id', 'kriteria_id', 'teks']))
    .from(lkeCatatan)
    .where(and(eq(lkeCatatan.tahun, tahun), eq(lkeCatatan.satuan_kerja_id, satuanKerjaId)))
    .orderBy(asc(lkeCatatan.id));
}

export async function rekomendasiRows(db: Db, tahun: number, satuanKerjaId: string) {
  return db
    .select(columnsOf(tindakLanjutLhe, ['id', 'rekomendasi', 'status', 'tindak_lanjut']))
    .from(tindakLanjutLhe)
    .where(and(eq(tindakLanjutLhe.tahun, tahun), eq(tindakLanjutLhe.satuan_kerja_id, satuanKerjaId)))
    .orderBy(asc(tindakLanjutLhe.id));
}

export async function isAssigned(db: Db, userId: number, satuanKerjaId: string, tahun: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lkeValidatorUnit)
    .where(
      and(
        eq(lkeValidatorUnit.user_id, userId),
        eq(lkeValidatorUnit.satuan_kerja_id, satuanKerjaId),
        eq(lkeValidatorUnit.tahun, tahun),
      ),
    );
  return !!row;
}

/** Units of the picker: assigned ones (validators) or every active unit, with their stage. */
export async function unitList(db: Db, tahun: number, options: { validatorId?: number; only?: string[] }) {
  const base = db
    .select({ ...columnsOf(satuanKerja, ['satuan_kerja_id', 'satuan_kerja_nama']), tahap: lkeStatus.tahap })
    .from(satuanKerja)
    .leftJoin(lkeStatus, and(eq(lkeStatus.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(lkeStatus.tahun, tahun)));
  const where =
    options.validatorId !== undefined
      ? sql`${satuanKerja.satuan_kerja_id} in (select ${lkeValidatorUnit.satuan_kerja_id} from ${lkeValidatorUnit} where ${lkeValidatorUnit.user_id} = ${options.validatorId} and ${lkeValidatorUnit.tahun} = ${tahun})`
      : options.only
        ? inArray(satuanKerja.satuan_kerja_id, options.only)
        : eq(satuanKerja.active, true);
  return base.where(where).orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}

// -------------------------------------------------------------------------------------------
// Writes
// -------------------------------------------------------------------------------------------

/** The unit and the sheet (lembar) a set of answers, evidence or scores is written on. */
export interface LembarOf {
  satuan_kerja_id: string;
  lembar: number;
}

/**
 * Inserts rows, or over a row of the same key sets the named columns to the new values; either way
 * stamped (who: `stamp`, when: now). Nothing to write: no statement.
 */
async function upsertStamped<T extends PgTable>(
  db: Db,
  table: T,
  key: IndexColumn[],
  rows: PgInsertValue<T>[],
  columns: (keyof T['$inferInsert'] & string)[],
  stamp: Partial<T['$inferInsert']>,
) {
  if (!rows.length) return;
  const all: Record<string, { name: string }> = getTableColumns(table);
  const taken = Object.fromEntries(columns.map((c) => [c, sql`excluded.${sql.identifier(must(all[c], c).name)}`]));
  await db
    .insert(table)
    .values(rows.map((r) => ({ ...r, ...stamp })))
    .onConflictDoUpdate({ target: key, set: { ...taken, ...stamp, updated_at: new Date() } });
}

export async function upsertJawaban(
  db: Db,
  on: LembarOf,
  rows: { kriteria_id: number; opsi_id: number | null }[],
  actorId: number,
) {
  const key = [lkeJawaban.satuan_kerja_id, lkeJawaban.kriteria_id, lkeJawaban.lembar];
  const values = rows.map((r) => ({ ...r, ...on }));
  await upsertStamped(db, lkeJawaban, key, values, ['opsi_id'], { updated_by: actorId });
}

export async function upsertEvidenText(
  db: Db,
  on: LembarOf,
  rows: { slot_id: number; isi: string | null }[],
  actorId: number,
) {
  const key = [lkeEviden.satuan_kerja_id, lkeEviden.slot_id, lkeEviden.lembar];
  const values = rows.map((r) => ({ ...r, ...on }));
  await upsertStamped(db, lkeEviden, key, values, ['isi'], { updated_by: actorId });
}

/** Stores an uploaded file on a slot; answers the key it replaced (to remove when no longer used). */
export async function upsertEvidenFile(
  db: Db,
  row: {
    satuan_kerja_id: string;
    slot_id: number;
    lembar: number;
    file_key: string;
    file_name: string;
    file_mime: string;
    file_size: number;
    file_sha256: string;
  },
  actorId: number,
): Promise<{ id: number; previousKey: string | null }> {
  const [before] = await db
    .select({ file_key: lkeEviden.file_key })
    .from(lkeEviden)
    .where(
      and(
        eq(lkeEviden.satuan_kerja_id, row.satuan_kerja_id),
        eq(lkeEviden.slot_id, row.slot_id),
        eq(lkeEviden.lembar, row.lembar),
      ),
    );
  const set = {
    isi: row.file_name,
    file_key: row.file_key,
    file_name: row.file_name,
    file_mime: row.file_mime,
    file_size: row.file_size,
    file_sha256: row.file_sha256,
    updated_by: actorId,
  };
  const [saved] = await db
    .insert(lkeEviden)
    .values({ ...row, ...set })
    .onConflictDoUpdate({
      target: [lkeEviden.satuan_kerja_id, lkeEviden.slot_id, lkeEviden.lembar],
      set: { ...set, updated_at: new Date() },
    })
    .returning({ id: lkeEviden.id });
  return { id: must(saved, 'eviden').id, previousKey: before?.file_key ?? null };
}

/** Of these keys, the ones no evidence row refers to any more (safe to remove from storage). */
export async function unusedKeys(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys.filter(Boolean))];
  if (!unique.length) return [];
  const used = await db.select({ key: lkeEviden.file_key }).from(lkeEviden).where(inArray(lkeEviden.file_key, unique));
  const still = new Set(used.map((u) => u.key));
  return unique.filter((k) => !still.has(k));
}

/** Clears the file of an evidence row; false when it has none (any more: a parallel delete won). */
export async function deleteEvidenFile(db: Db, id: number, actorId: number): Promise<boolean> {
  const rows = await db
    .update(lkeEviden)
    .set({
      isi: null,
      file_key: null,
      file_name: null,
      file_mime: null,
      file_size: null,
      file_sha256: null,
      updated_by: actorId,
      updated_at: new Date(),
    })
    .where(and(eq(lkeEviden.id, id), isNotNull(lkeEviden.file_key)))
    .returning({ id: lkeEviden.id });
  return rows.length > 0;
}

export async function upsertPenilaian(
  db: Db,
  on: LembarOf,
  rows: { kriteria_id: number; opsi_id: number | null; status: string | null; catatan: string | null }[],
  actorId: number,
) {
  const key = [lkePenilaian.satuan_kerja_id, lkePenilaian.kriteria_id, lkePenilaian.lembar];
  const values = rows.map((r) => ({ ...r, ...on }));
  const stamp = { validator_id: actorId, updated_by: actorId };
  await upsertStamped(db, lkePenilaian, key, values, ['opsi_id', 'status', 'catatan'], stamp);
}

/** Sheet 2 starts as a copy of sheet 1 (answers and evidence) when stage 1 closes. */
export async function copyLembar1To2(db: Db, tahun: number, satuanKerjaId: string, actorId: number) {
  await clearLembar2(db, tahun, satuanKerjaId);
  await db.execute(sql`
    insert into ${lkeJawaban} (satuan_kerja_id, kriteria_id, lembar, opsi_id, updated_by)
    select satuan_kerja_id, kriteria_id, 2, opsi_id, ${actorId} from ${lkeJawaban}
    where satuan_kerja_id = ${satuanKerjaId} and lembar = 1 and kriteria_id in ${kriteriaOfYear(tahun)}`);
  await db.execute(sql`
    insert into ${lkeEviden} (satuan_kerja_id, slot_id, lembar, isi, file_key, file_name, file_mime, file_size, file_sha256, updated_by)
    select satuan_kerja_id, slot_id, 2, isi, file_key, file_name, file_mime, file_size, file_sha256, ${actorId} from ${lkeEviden}
    where satuan_kerja_id = ${satuanKerjaId} and lembar = 1 and slot_id in ${slotsOfYear(tahun)}`);
}

/** Removes sheet 2 (answers, evidence, verdicts); answers the file keys it held. */
export async function clearLembar2(db: Db, tahun: number, satuanKerjaId: string): Promise<string[]> {
  await db
    .delete(lkeJawaban)
    .where(
      and(
        eq(lkeJawaban.satuan_kerja_id, satuanKerjaId),
        eq(lkeJawaban.lembar, 2),
        sql`${lkeJawaban.kriteria_id} in ${kriteriaOfYear(tahun)}`,
      ),
    );
  await db
    .delete(lkePenilaian)
    .where(
      and(
        eq(lkePenilaian.satuan_kerja_id, satuanKerjaId),
        eq(lkePenilaian.lembar, 2),
        sql`${lkePenilaian.kriteria_id} in ${kriteriaOfYear(tahun)}`,
      ),
    );
  const removed = await db
    .delete(lkeEviden)
    .where(
      and(
        eq(lkeEviden.satuan_kerja_id, satuanKerjaId),
        eq(lkeEviden.lembar, 2),
        sql`${lkeEviden.slot_id} in ${slotsOfYear(tahun)}`,
      ),
    )
    .returning({ key: lkeEviden.file_key });
  return removed.map((r) => r.key).filter((k): k is string => !!k);
}

export async function clearPlenoAndNotes(db: Db, tahun: number, satuanKerjaId: string) {
  await db
    .delete(lkePleno)
    .where(
      and(
        eq(lkePleno.satuan_kerja_id, satuanKerjaId),
        sql`${lkePleno.komponen_id} in (select id from ${lkeKomponen} where tahun = ${tahun})`,
      ),
    );
  await db.delete(lkeCatatan).where(and(eq(lkeCatatan.satuan_kerja_id, satuanKerjaId), eq(lkeCatatan.tahun, tahun)));
}

export async function insertCatatan(
  db: Db,
  tahun: number,
  satuanKerjaId: string,
  rows: { komponen_id: number; kriteria_id: number; teks: string }[],
) {
  await db.delete(lkeCatatan).where(and(eq(lkeCatatan.satuan_kerja_id, satuanKerjaId), eq(lkeCatatan.tahun, tahun)));
  if (rows.length)
    await db.insert(lkeCatatan).values(rows.map((r) => ({ ...r, satuan_kerja_id: satuanKerjaId, tahun })));
}

export async function upsertPleno(
  db: Db,
  satuanKerjaId: string,
  rows: { komponen_id: number; nilai_x100: number }[],
  actorId: number,
) {
  const key = [lkePleno.satuan_kerja_id, lkePleno.komponen_id];
  const values = rows.map((r) => ({ ...r, satuan_kerja_id: satuanKerjaId }));
  await upsertStamped(db, lkePleno, key, values, ['nilai_x100'], { updated_by: actorId });
}
