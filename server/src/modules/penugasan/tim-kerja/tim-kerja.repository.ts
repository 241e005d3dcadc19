import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, union, unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { capaian, capaianAnggotaBulanan, monthlyValues, type Posisi } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  anggotaDisetujui,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaProgram,
  kinerjaSubKegiatan,
  pegawai,
  rencanaAksi,
  satuanKerja,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  timKerjaAnggotaRiwayat,
  unitKerja,
  users,
} from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectWithUnit } from '../../../lib/db/unit-joined-select';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { must } from '../../../lib/must';
import { readAll } from '../../../lib/db/reads';

/**
 * Reads of the penugasan area: teams with their names and counts, members with their langkah
 * aksi targets, the approval history, the structure positions (who heads what). Every function is
 * one statement over any number of ids.
 */
const t = timKerja;
const a = timKerjaAnggota;
const ketua = alias(pegawai, 'ketua');

const jumlahAnggota = sql<number>`(select count(*) from ${a} where ${a.tim_kerja_id} = ${t.id})`.mapWith(Number);
const jumlahDisetujui = sql<number>`(select count(*) from ${a} where ${a.tim_kerja_id} = ${t.id}
  and ${anggotaDisetujui})`.mapWith(Number);

export const timColumns = {
  ...columnsOf(t, ['id', 'tahun', 'satuan_kerja_id', 'nama', 'ketua_nip', 'unit_kerja_id']),
  ...columnsOf(t, ['is_tambahan', 'keterangan', 'updated_at']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  ketua_nama: ketua.peg_nama,
  unit_kerja_nama: unitKerja.unit_kerja_nama,
  jumlah_anggota: jumlahAnggota,
  jumlah_disetujui: jumlahDisetujui,
};

export const searchColumns = [t.nama, ketua.peg_nama, t.ketua_nip, unitKerja.unit_kerja_nama];

function joined(db: Db | Tx) {
  return selectWithUnit(db, timColumns, t)
    .innerJoin(ketua, eq(ketua.nip, t.ketua_nip))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .$dynamic();
}

export const { listRows, countRows, findRecord, findRow } = selectRecordQueries({
  table: t,
  select: joined,
  orderBy: [asc(t.satuan_kerja_id), asc(t.nama), asc(t.id)],
});
export type TimRow = Awaited<ReturnType<typeof listRows>>[number];

/** Teams that have this NIP as a member. */
export function hasAnggota(nip: string): SQL {
  return sql`exists (select 1 from ${a} where ${a.tim_kerja_id} = ${t.id} and ${a.nip} = ${nip})`;
}

/** Teams of a condition with names and counts, unpaged (tim saya). */
export function timRows(db: Db | Tx, where: SQL | undefined) {
  return joined(db).where(where).orderBy(asc(t.nama), asc(t.id));
}

// -------------------------------------------------------------------------------------------
// Members and targets
// -------------------------------------------------------------------------------------------

const anggotaPegawai = alias(pegawai, 'anggota_pegawai');
const anggotaSatker = alias(satuanKerja, 'anggota_satker');

export const anggotaColumns = {
  ...columnsOf(a, ['id', 'tim_kerja_id', 'nip', 'peran']),
  ...columnsOf(a, ['status_kepala_bidang', 'status_kepala_opd', 'catatan_kepala_bidang', 'catatan_kepala_opd']),
  nama: anggotaPegawai.peg_nama,
  satuan_kerja_nama: anggotaSatker.satuan_kerja_nama,
  jabatan: anggotaPegawai.jabatan,
};

/** The members of the teams (ordered: sekretaris first, then by name). */
export async function anggotaOf(db: Db | Tx, timIds: number[]) {
  if (timIds.length === 0) return [];
  return db
    .select(anggotaColumns)
    .from(a)
    .innerJoin(anggotaPegawai, eq(anggotaPegawai.nip, a.nip))
    .leftJoin(anggotaSatker, eq(anggotaSatker.satuan_kerja_id, anggotaPegawai.satuan_kerja_id))
    .where(inArray(a.tim_kerja_id, timIds))
    .orderBy(asc(a.tim_kerja_id), desc(sql`${a.peran} = 'sekretaris'`), asc(anggotaPegawai.peg_nama), asc(a.id));
}
export type AnggotaRow = Awaited<ReturnType<typeof anggotaOf>>[number];

/** The langkah aksi targets of the members. */
export async function targetOf(db: Db | Tx, anggotaIds: number[]) {
  if (anggotaIds.length === 0) return [];
  const klaa = kinerjaLangkahAksiAnggota;
  const kla = kinerjaLangkahAksi;
  const rows = await db
    .select({
      row: klaa,
      langkah_aksi: kla.sasaran,
      ...columnsOf(kla, ['indikator', 'polaritas']),
      sub_kegiatan: subKegiatan.nama,
    })
    .from(klaa)
    .innerJoin(kla, eq(kla.id, klaa.kinerja_langkah_aksi_id))
    .leftJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, kla.kinerja_sub_kegiatan_id))
    .leftJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .where(inArray(klaa.tim_kerja_anggota_id, anggotaIds))
    .orderBy(asc(klaa.tim_kerja_anggota_id), asc(kla.id));
  // The months as arrays, the capaian of the year and of each month (DOMAIN-2 §4 'Tim saya').
  return rows.map(({ row, ...la }) => {
    const polaritas = la.polaritas === 'turun' ? 'turun' : 'naik';
    const targetBulanan = monthlyValues(row, 'target');
    const realisasiBulanan = monthlyValues(row, 'realisasi');
    return {
      id: row.id,
      tim_kerja_anggota_id: row.tim_kerja_anggota_id,
      kinerja_langkah_aksi_id: row.kinerja_langkah_aksi_id,
      langkah_aksi: la.langkah_aksi,
      indikator: la.indikator,
      sub_kegiatan: la.sub_kegiatan,
      target: row.target,
      target_bulanan: targetBulanan,
      satuan: row.satuan,
      realisasi: row.realisasi,
      realisasi_bulanan: realisasiBulanan,
      capaian: capaian(row.target, row.realisasi, polaritas),
      capaian_bulanan: capaianAnggotaBulanan(targetBulanan, realisasiBulanan, polaritas),
    };
  });
}
export type TargetRow = Awaited<ReturnType<typeof targetOf>>[number];

/** The langkah aksi a team carries (what its members' targets may point at). */
export async function langkahAksiOf(db: Db | Tx, timId: number) {
  const kla = kinerjaLangkahAksi;
  return db
    .select({ ...columnsOf(kla, ['id', 'sasaran', 'indikator', 'satuan', 'target']), sub_kegiatan: subKegiatan.nama })
    .from(kla)
    .leftJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, kla.kinerja_sub_kegiatan_id))
    .leftJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .where(eq(kla.tim_kerja_id, timId))
    .orderBy(asc(kla.id));
}

/** The member of a team by NIP; `lock` holds its row until the transaction ends (writes that race). */
export async function anggotaByNip(db: Db | Tx, timId: number, nip: string, lock = false) {
  const query = db
    .select()
    .from(a)
    .where(and(eq(a.tim_kerja_id, timId), eq(a.nip, nip)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

// -------------------------------------------------------------------------------------------
// History
// -------------------------------------------------------------------------------------------

const r = timKerjaAnggotaRiwayat;
const riwayatPegawai = alias(pegawai, 'riwayat_pegawai');

export async function riwayatOf(db: Db | Tx, where: SQL) {
  return db
    .select({
      ...columnsOf(r, ['id', 'tim_kerja_anggota_id', 'anggota_nip', 'tahap', 'aksi', 'catatan', 'created_at']),
      anggota_nama: sql<string>`coalesce(${riwayatPegawai.peg_nama}, ${r.anggota_nip})`,
      actor_nama: users.nama,
    })
    .from(r)
    .leftJoin(riwayatPegawai, eq(riwayatPegawai.nip, r.anggota_nip))
    .leftJoin(users, eq(users.id, r.actor_id))
    .where(where)
    .orderBy(desc(r.created_at), desc(r.id))
    .limit(200);
}

export const riwayatOfTim = (db: Db | Tx, timId: number) => riwayatOf(db, eq(r.tim_kerja_id, timId));
export const riwayatOfAnggota = (db: Db | Tx, anggotaId: number) =>
  riwayatOf(db, eq(r.tim_kerja_anggota_id, anggotaId));

export async function insertRiwayat(
  tx: Db | Tx,
  rows: {
    tim_kerja_id: number;
    tim_kerja_anggota_id: number | null;
    anggota_nip: string;
    tahap: string;
    aksi: string;
    catatan: string | null;
    actor_id: number;
  }[],
) {
  if (rows.length) await tx.insert(r).values(rows);
}

// -------------------------------------------------------------------------------------------
// Where a team is pengampu
// -------------------------------------------------------------------------------------------

/** The tables whose rows a team may carry: the label's prefix, the column naming a row, the team's column. */
const PENGAMPU_PLACES: [prefix: string, table: PgTable, nama: AnyPgColumn, tim: AnyPgColumn][] = [
  ['Kinerja program: ', kinerjaProgram, kinerjaProgram.sasaran, kinerjaProgram.tim_kerja_id],
  ['Kinerja kegiatan: ', kinerjaKegiatan, kinerjaKegiatan.sasaran, kinerjaKegiatan.tim_kerja_id],
  ['Kinerja sub kegiatan: ', kinerjaSubKegiatan, kinerjaSubKegiatan.sasaran, kinerjaSubKegiatan.tim_kerja_id],
  ['Langkah aksi: ', kinerjaLangkahAksi, kinerjaLangkahAksi.sasaran, kinerjaLangkahAksi.tim_kerja_id],
  ['Rencana aksi: ', rencanaAksi, rencanaAksi.rencana_aksi, rencanaAksi.tim_kerja_id],
];

/** 'Kinerja program: <sasaran>' etc. for every place that names the team (one statement, at most 20). */
export async function pengampuOf(db: Db | Tx, timId: number): Promise<string[]> {
  const [first, second, ...rest] = PENGAMPU_PLACES.map(([prefix, table, nama, tim]) =>
    db
      .select({ label: sql<string>`${prefix} || ${nama}`.as('label') })
      .from(table)
      .where(eq(tim, timId)),
  );
  const rows = await unionAll(must(first), must(second), ...rest).limit(20);
  return rows.map((row) => row.label);
}

// -------------------------------------------------------------------------------------------
// Structure: who heads what
// -------------------------------------------------------------------------------------------

const posisiColumns = columnsOf(unitKerja, ['id', 'parent_id', 'satuan_kerja_id', 'eselon', 'pejabat_nip']);

/** The positions of the units, and each unit's kepala_nip (the fallback head): one statement each. */
export async function strukturOf(db: Db | Tx, satkerIds: string[]) {
  if (satkerIds.length === 0) return { positions: [] as Posisi[], kepalaNip: new Map<string, string | null>() };
  const [positions, units] = await readAll(db, [
    () => db.select(posisiColumns).from(unitKerja).where(inArray(unitKerja.satuan_kerja_id, satkerIds)),
    () =>
      db
        .select({ id: satuanKerja.satuan_kerja_id, kepala_nip: satuanKerja.kepala_nip })
        .from(satuanKerja)
        .where(inArray(satuanKerja.satuan_kerja_id, satkerIds)),
  ]);
  return { positions: positions as Posisi[], kepalaNip: new Map(units.map((u) => [u.id, u.kepala_nip])) };
}

/** The units where a NIP holds a position or is the recorded head. */
export async function unitsOfPejabat(db: Db | Tx, nip: string): Promise<string[]> {
  const rows = await union(
    db.select({ id: unitKerja.satuan_kerja_id }).from(unitKerja).where(eq(unitKerja.pejabat_nip, nip)),
    db.select({ id: satuanKerja.satuan_kerja_id }).from(satuanKerja).where(eq(satuanKerja.kepala_nip, nip)),
  );
  return rows.map((row) => row.id);
}

/** Members of a unit's teams rejected by a head (Tugas Saya: the operator fixes them); one statement. */
export async function anggotaDitolak(db: Db, satuanKerjaId: string, tahun: number, limit: number) {
  const rejected = sql`(${a.status_kepala_bidang} = 'ditolak' or ${a.status_kepala_opd} = 'ditolak')`;
  return db
    .select({
      tim_kerja_id: t.id,
      tim_nama: t.nama,
      nama: pegawai.peg_nama,
      catatan: sql<string | null>`coalesce(${a.catatan_kepala_bidang}, ${a.catatan_kepala_opd})`,
      jumlah: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(a)
    .innerJoin(t, eq(t.id, a.tim_kerja_id))
    .innerJoin(pegawai, eq(pegawai.nip, a.nip))
    .where(and(eq(t.satuan_kerja_id, satuanKerjaId), eq(t.tahun, tahun), rejected))
    .orderBy(asc(t.nama), asc(pegawai.peg_nama))
    .limit(limit);
}
