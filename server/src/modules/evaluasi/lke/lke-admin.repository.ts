import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  lkeEvidenSlot,
  lkeKomponen,
  lkeKriteria,
  lkeOpsi,
  lkeSubKomponen,
  lkeValidatorUnit,
  satuanKerja,
  users,
} from '../../../db/schema/index';

/** Statements of the LKE administration of super: validator ↔ unit assignment and copying the worksheet. */

/** The active accounts of these roles (an inactive account is neither offered nor accepted). */
export async function validators(db: Db, roleIds: number[]) {
  return db
    .select({ id: users.id, nama: users.nama, username: users.username, role_id: users.role_id })
    .from(users)
    .where(and(inArray(users.role_id, roleIds), eq(users.active, true)))
    .orderBy(asc(users.nama), asc(users.id));
}

export async function assignments(db: Db, tahun: number, userId?: number) {
  return db
    .select({ user_id: lkeValidatorUnit.user_id, satuan_kerja_id: lkeValidatorUnit.satuan_kerja_id })
    .from(lkeValidatorUnit)
    .where(
      userId === undefined
        ? eq(lkeValidatorUnit.tahun, tahun)
        : and(eq(lkeValidatorUnit.tahun, tahun), eq(lkeValidatorUnit.user_id, userId)),
    )
    .orderBy(asc(lkeValidatorUnit.satuan_kerja_id));
}

export async function userById(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role_id: users.role_id, active: users.active })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The ids among `ids` that are units. */
export async function existingUnits(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: satuanKerja.satuan_kerja_id })
    .from(satuanKerja)
    .where(inArray(satuanKerja.satuan_kerja_id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the validator's units of the year: one delete, one insert. */
export async function replaceAssignments(db: Db, userId: number, tahun: number, ids: string[]) {
  await db.delete(lkeValidatorUnit).where(and(eq(lkeValidatorUnit.user_id, userId), eq(lkeValidatorUnit.tahun, tahun)));
  if (ids.length)
    await db
      .insert(lkeValidatorUnit)
      .values(ids.map((satuan_kerja_id) => ({ user_id: userId, satuan_kerja_id, tahun })));
}

export interface WorksheetCounts {
  komponen: number;
  sub_komponen: number;
  kriteria: number;
  opsi: number;
  eviden_slot: number;
}

/** Rows of each level of the worksheet of a year, in one statement. */
export async function worksheetCounts(db: Db, tahun: number): Promise<WorksheetCounts> {
  const k = sql`(select id from ${lkeKomponen} where tahun = ${tahun})`;
  const s = sql`(select id from ${lkeSubKomponen} where komponen_id in ${k})`;
  const kr = sql`(select id from ${lkeKriteria} where sub_komponen_id in ${s})`;
  const [row] = await db
    .select({
      komponen: sql<number>`(select count(*) from ${lkeKomponen} where tahun = ${tahun})::int`,
      sub_komponen: sql<number>`(select count(*) from ${lkeSubKomponen} where komponen_id in ${k})::int`,
      kriteria: sql<number>`(select count(*) from ${lkeKriteria} where sub_komponen_id in ${s})::int`,
      opsi: sql<number>`(select count(*) from ${lkeOpsi} where kriteria_id in ${kr})::int`,
      eviden_slot: sql<number>`(select count(*) from ${lkeEvidenSlot} where kriteria_id in ${kr})::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    komponen: Number(row?.komponen ?? 0),
    sub_komponen: Number(row?.sub_komponen ?? 0),
    kriteria: Number(row?.kriteria ?? 0),
    opsi: Number(row?.opsi ?? 0),
    eviden_slot: Number(row?.eviden_slot ?? 0),
  };
}

/**
 * Copies the worksheet of `dari` to `ke` in ONE statement, whatever its size: each level takes
 * new ids from its sequence beside the old ones (a map), inserts with `insert … select`, and the
 * level below joins that map for its parent id. The foreign keys are checked at the end of the
 * statement, when every level is in.
 */
export async function copyWorksheet(db: Db, dari: number, ke: number, actorId: number): Promise<void> {
  const seq = (table: string) => sql.raw(`nextval(pg_get_serial_sequence('${table}', 'id'))`);
  await db.execute(sql`
    with k as materialized (
      select id as old_id, ${seq('lke_komponen')} as new_id from ${lkeKomponen} where tahun = ${dari}
    ), k_ins as (
      insert into ${lkeKomponen} (id, tahun, kode, nama, bobot, urutan, aktif, updated_by)
      select k.new_id, ${ke}, o.kode, o.nama, o.bobot, o.urutan, o.aktif, ${actorId}
      from k join ${lkeKomponen} o on o.id = k.old_id
    ), s as materialized (
      select o.id as old_id, ${seq('lke_sub_komponen')} as new_id, k.new_id as parent_id
      from ${lkeSubKomponen} o join k on k.old_id = o.komponen_id
    ), s_ins as (
      insert into ${lkeSubKomponen} (id, komponen_id, kode, nama, jenis, penjelasan, bobot_x100, urutan, aktif, updated_by)
      select s.new_id, s.parent_id, o.kode, o.nama, o.jenis, o.penjelasan, o.bobot_x100, o.urutan, o.aktif, ${actorId}
      from s join ${lkeSubKomponen} o on o.id = s.old_id
    ), kr as materialized (
      select o.id as old_id, ${seq('lke_kriteria')} as new_id, s.new_id as parent_id
      from ${lkeKriteria} o join s on s.old_id = o.sub_komponen_id
    ), kr_ins as (
      insert into ${lkeKriteria} (id, sub_komponen_id, kode, pertanyaan, urutan, aktif, updated_by)
      select kr.new_id, kr.parent_id, o.kode, o.pertanyaan, o.urutan, o.aktif, ${actorId}
      from kr join ${lkeKriteria} o on o.id = kr.old_id
    ), op_ins as (
      insert into ${lkeOpsi} (kriteria_id, label, nilai_persen, penjelasan, urutan, aktif)
      select kr.new_id, o.label, o.nilai_persen, o.penjelasan, o.urutan, o.aktif
      from kr join ${lkeOpsi} o on o.kriteria_id = kr.old_id
    )
    insert into ${lkeEvidenSlot} (kriteria_id, label, jenis, tautan_sistem, urutan, aktif)
    select kr.new_id, o.label, o.jenis, o.tautan_sistem, o.urutan, o.aktif
    from kr join ${lkeEvidenSlot} o on o.kriteria_id = kr.old_id`);
}
