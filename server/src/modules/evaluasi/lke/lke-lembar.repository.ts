import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LkeLembarLevel } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { columnsOf } from '../../../lib/db/columns';
import { SLOT_COLUMNS } from './lke.repository';
import {
  lkeEviden,
  lkeEvidenSlot,
  lkeJawaban,
  lkeKomponen,
  lkeKriteria,
  lkeOpsi,
  lkePenilaian,
  lkeStatus,
  lkeSubKomponen,
} from '../../../db/schema/index';
import { readAll } from '../../../lib/db/reads';

/**
 * Statements of super's worksheet editor (issue 23 §5). The tables of the five levels share `id`,
 * `urutan` and `aktif`; each level but the component has its parent column.
 */

export const TABLES = {
  komponen: lkeKomponen,
  'sub-komponen': lkeSubKomponen,
  kriteria: lkeKriteria,
  opsi: lkeOpsi,
  'eviden-slot': lkeEvidenSlot,
} as const;

/** The columns every level has, for statements written once for all of them. */
type Common = typeof lkeOpsi;
const common = (level: LkeLembarLevel) => TABLES[level] as unknown as Common;

/** The parent column of a level (the year for a component). */
export function parentColumn(level: LkeLembarLevel) {
  switch (level) {
    case 'komponen':
      return lkeKomponen.tahun;
    case 'sub-komponen':
      return lkeSubKomponen.komponen_id;
    case 'kriteria':
      return lkeKriteria.sub_komponen_id;
    case 'opsi':
      return lkeOpsi.kriteria_id;
    case 'eviden-slot':
      return lkeEvidenSlot.kriteria_id;
  }
}

/** Components of a year, sub components, criteria: the joins from a row up to its year. */
const subOfYear = (tahun: number) =>
  sql`(select s.id from ${lkeSubKomponen} s join ${lkeKomponen} k on k.id = s.komponen_id where k.tahun = ${tahun})`;
const kriteriaOfYear = (tahun: number) =>
  sql`(select c.id from ${lkeKriteria} c where c.sub_komponen_id in ${subOfYear(tahun)})`;

/** The year and parent of one row, and the row itself (one statement); undefined when unknown. */
export async function rowContext(
  db: Db,
  level: LkeLembarLevel,
  id: number,
): Promise<{ tahun: number; parent_id: number; row: Record<string, unknown> } | undefined> {
  const t = common(level);
  const tahun: SQL<number> =
    level === 'komponen'
      ? sql<number>`${lkeKomponen.tahun}`
      : level === 'sub-komponen'
        ? sql<number>`(select k.tahun from ${lkeKomponen} k where k.id = ${lkeSubKomponen.komponen_id})`
        : level === 'kriteria'
          ? sql<number>`(select k.tahun from ${lkeSubKomponen} s join ${lkeKomponen} k on k.id = s.komponen_id where s.id = ${lkeKriteria.sub_komponen_id})`
          : sql<number>`(select k.tahun from ${lkeKriteria} c join ${lkeSubKomponen} s on s.id = c.sub_komponen_id join ${lkeKomponen} k on k.id = s.komponen_id where c.id = ${parentColumn(level)})`;
  const [found] = await db
    .select({
      row: sql<Record<string, unknown>>`to_jsonb(${t})`,
      tahun,
      parent_id: sql<number>`${parentColumn(level)}`,
    })
    .from(t)
    .where(eq(t.id, id));
  if (!found) return undefined;
  return { tahun: Number(found.tahun), parent_id: Number(found.parent_id), row: found.row };
}

/** How many units of the year have submitted their worksheet (a submission locks the worksheet). */
export async function submittedUnits(db: Db, tahun: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lkeStatus)
    .where(
      and(
        eq(lkeStatus.tahun, tahun),
        or(ne(lkeStatus.tahap, 'pengisian'), sql`${lkeStatus.diajukan_1_at} is not null`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A single-table select drops the table from its columns: the correlated subqueries name it. */
const KRITERIA_ID = sql.raw('"lke_kriteria"."id"');
const OPSI_ID = sql.raw('"lke_opsi"."id"');
const SLOT_ID = sql.raw('"lke_eviden_slot"."id"');
const kriteriaDipakai = sql<boolean>`(exists (select 1 from ${lkeJawaban} j where j.kriteria_id = ${KRITERIA_ID})
  or exists (select 1 from ${lkePenilaian} p where p.kriteria_id = ${KRITERIA_ID})
  or exists (select 1 from ${lkeEviden} e join ${lkeEvidenSlot} sl on sl.id = e.slot_id where sl.kriteria_id = ${KRITERIA_ID}))`;
const opsiDipakai = sql<boolean>`(exists (select 1 from ${lkeJawaban} j where j.opsi_id = ${OPSI_ID})
  or exists (select 1 from ${lkePenilaian} p where p.opsi_id = ${OPSI_ID}))`;
const slotDipakai = sql<boolean>`exists (select 1 from ${lkeEviden} e where e.slot_id = ${SLOT_ID})`;

/** The whole worksheet of a year, inactive rows included, level by level: five statements. */
export async function editorRows(db: Db, tahun: number) {
  const kr = kriteriaOfYear(tahun);
  return Promise.all([
    db
      .select()
      .from(lkeKomponen)
      .where(eq(lkeKomponen.tahun, tahun))
      .orderBy(asc(lkeKomponen.urutan), asc(lkeKomponen.id)),
    db
      .select()
      .from(lkeSubKomponen)
      .where(sql`${lkeSubKomponen.id} in ${subOfYear(tahun)}`)
      .orderBy(asc(lkeSubKomponen.urutan), asc(lkeSubKomponen.id)),
    db
      .select({
        ...columnsOf(lkeKriteria, ['id', 'sub_komponen_id', 'kode', 'pertanyaan', 'urutan', 'aktif']),
        dipakai: kriteriaDipakai,
      })
      .from(lkeKriteria)
      .where(sql`${lkeKriteria.id} in ${kr}`)
      .orderBy(asc(lkeKriteria.urutan), asc(lkeKriteria.id)),
    db
      .select({
        ...columnsOf(lkeOpsi, ['id', 'kriteria_id', 'label', 'nilai_persen', 'penjelasan', 'urutan', 'aktif']),
        dipakai: opsiDipakai,
      })
      .from(lkeOpsi)
      .where(sql`${lkeOpsi.kriteria_id} in ${kr}`)
      .orderBy(asc(lkeOpsi.urutan), asc(lkeOpsi.id)),
    db
      .select({ ...SLOT_COLUMNS, ...columnsOf(lkeEvidenSlot, ['urutan', 'aktif']), dipakai: slotDipakai })
      .from(lkeEvidenSlot)
      .where(sql`${lkeEvidenSlot.kriteria_id} in ${kr}`)
      .orderBy(asc(lkeEvidenSlot.urutan), asc(lkeEvidenSlot.id)),
  ]);
}

/** Inserts one row after its siblings (urutan = the largest + 1); returns its id. */
export async function insertRow(
  db: Db,
  level: LkeLembarLevel,
  values: Record<string, unknown>,
  parentId: number,
  actorId: number,
): Promise<number> {
  const t = common(level);
  const parent = parentColumn(level);
  const urutan = sql`(select coalesce(max(${t.urutan}), 0) + 1 from ${t} where ${parent} = ${parentId})`;
  const audit = level === 'opsi' || level === 'eviden-slot' ? {} : { updated_by: actorId };
  const [row] = await db
    .insert(t)
    .values({ ...values, ...audit, urutan } as never)
    .returning({ id: t.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * A new criterion answers with the grades its neighbours answer with: the active options of the
 * first active criterion of the same sub component (or else of the year) are copied to it.
 */
export async function copySiblingOptions(db: Db, tahun: number, kriteriaId: number, subKomponenId: number) {
  const source = sql`(select c.id from ${lkeKriteria} c
    where c.id in ${kriteriaOfYear(tahun)} and c.id <> ${kriteriaId} and c.aktif
      and exists (select 1 from ${lkeOpsi} o where o.kriteria_id = c.id and o.aktif)
    order by (c.sub_komponen_id = ${subKomponenId}) desc, c.urutan, c.id limit 1)`;
  await db.execute(sql`
    insert into ${lkeOpsi} (kriteria_id, label, nilai_persen, penjelasan, urutan)
    select ${kriteriaId}, o.label, o.nilai_persen, o.penjelasan, o.urutan
    from ${lkeOpsi} o where o.kriteria_id = ${source} and o.aktif`);
}

export async function updateRow(
  db: Db,
  level: LkeLembarLevel,
  id: number,
  values: Record<string, unknown>,
  actorId: number,
) {
  const t = common(level);
  const audit = level === 'opsi' || level === 'eviden-slot' ? {} : { updated_by: actorId, updated_at: new Date() };
  await db
    .update(t)
    .set({ ...values, ...audit } as never)
    .where(eq(t.id, id));
}

export async function deleteRow(db: Db, level: LkeLembarLevel, id: number) {
  const t = common(level);
  await db.delete(t).where(eq(t.id, id));
}

/** Whether a row, or a criterion below it, has been answered, scored or given evidence. */
export async function isUsed(db: Db, level: LkeLembarLevel, id: number): Promise<boolean> {
  const under =
    level === 'komponen'
      ? sql`(select c.id from ${lkeKriteria} c join ${lkeSubKomponen} s on s.id = c.sub_komponen_id where s.komponen_id = ${id})`
      : level === 'sub-komponen'
        ? sql`(select c.id from ${lkeKriteria} c where c.sub_komponen_id = ${id})`
        : sql`(select ${id}::int)`;
  const used =
    level === 'opsi'
      ? sql`exists (select 1 from ${lkeJawaban} j where j.opsi_id = ${id}) or exists (select 1 from ${lkePenilaian} p where p.opsi_id = ${id})`
      : level === 'eviden-slot'
        ? sql`exists (select 1 from ${lkeEviden} e where e.slot_id = ${id})`
        : sql`exists (select 1 from ${lkeJawaban} j where j.kriteria_id in ${under})
            or exists (select 1 from ${lkePenilaian} p where p.kriteria_id in ${under})
            or exists (select 1 from ${lkeEviden} e join ${lkeEvidenSlot} sl on sl.id = e.slot_id where sl.kriteria_id in ${under})`;
  const [row] = await db.select({ used: sql<boolean>`(${used})` }).from(sql`(select 1) as one`);
  return Boolean(row?.used);
}

/** The parent of each of `ids` (rows of one level), to check that a reorder stays in one parent. */
export async function parentsOf(db: Db, level: LkeLembarLevel, ids: number[]) {
  const t = common(level);
  return db
    .select({ id: t.id, parent_id: sql<number>`${parentColumn(level)}` })
    .from(t)
    .where(inArray(t.id, ids));
}

/** Sets the urutan of `ids` to their position (1, 2, …) in one statement. */
export async function reorder(db: Db, level: LkeLembarLevel, ids: number[]) {
  const t = common(level);
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(t)
    .set({ urutan: sql`case ${t.id} ${cases} end` })
    .where(inArray(t.id, ids));
}

/** Sets one integer column of `ids` to its value in one statement. */
export async function setWeights(
  db: Db,
  level: 'komponen' | 'sub-komponen',
  weights: { id: number; value: number }[],
  actorId: number,
) {
  if (!weights.length) return;
  const t = level === 'komponen' ? lkeKomponen : lkeSubKomponen;
  const column = level === 'komponen' ? 'bobot' : 'bobot_x100';
  const cases = sql.join(
    weights.map((w) => sql`when ${w.id}::int then ${w.value}::int`),
    sql` `,
  );
  await db
    .update(t)
    .set({ [column]: sql`case ${t.id} ${cases} end`, updated_by: actorId, updated_at: new Date() })
    .where(
      inArray(
        t.id,
        weights.map((w) => w.id),
      ),
    );
}

/** The components and sub components of a year with their weights (for the totals). */
export async function weightRows(db: Db, tahun: number) {
  return readAll(db, [
    () =>
      db
        .select(columnsOf(lkeKomponen, ['id', 'kode', 'nama', 'bobot', 'aktif']))
        .from(lkeKomponen)
        .where(eq(lkeKomponen.tahun, tahun)),
    () =>
      db
        .select(columnsOf(lkeSubKomponen, ['id', 'komponen_id', 'bobot_x100', 'aktif']))
        .from(lkeSubKomponen)
        .where(sql`${lkeSubKomponen.id} in ${subOfYear(tahun)}`),
  ]);
}
