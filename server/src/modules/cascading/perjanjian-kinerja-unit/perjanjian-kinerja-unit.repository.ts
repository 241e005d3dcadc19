import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { columnsOf } from '../../../lib/db/columns';
import { must } from '../../../lib/must';
import {
  pegawai,
  pejabatPlt,
  periode,
  perjanjianKinerjaScan,
  sasaranStrategisPd,
  satuanKerja,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import {
  KINERJA_LEVELS,
  pkKinerjaColumns,
  type KinerjaJenis,
} from '../perjanjian-kinerja/perjanjian-kinerja.repository';
import { periodeOfYear } from '../../../lib/periode';

/**
 * What a unit's agreements are made of, read in a fixed number of statements whatever the size
 * of the unit: the head (with an acting official), the year's goals, the three kinerja levels,
 * the positions (with holders and acting officials), the teams and the stored scans.
 */

const holder = alias(pegawai, 'holder');
const plt = alias(pegawai, 'plt_pegawai');

/** The name and rank of a post's holder and its acting official (joins holder, pejabatPlt and plt). */
const officialColumns = {
  nama: holder.peg_nama,
  pangkat: holder.pangkat_golongan,
  plt_nip: pejabatPlt.nip,
  plt_nama: plt.peg_nama,
  plt_pangkat: plt.pangkat_golongan,
  plt_mulai: pejabatPlt.tanggal_mulai,
  plt_selesai: pejabatPlt.tanggal_selesai,
};

export async function unitHead(db: Db | Tx, satuanKerjaId: string) {
  const s = satuanKerja;
  const [row] = await db
    .select({
      ...columnsOf(s, ['satuan_kerja_id', 'satuan_kerja_nama']),
      jabatan: s.jabatan_kepala,
      nip: s.kepala_nip,
      ...officialColumns,
    })
    .from(s)
    .leftJoin(holder, eq(holder.nip, s.kepala_nip))
    .leftJoin(pejabatPlt, and(eq(pejabatPlt.satuan_kerja_id, s.satuan_kerja_id), isNull(pejabatPlt.unit_kerja_id)))
    .leftJoin(plt, eq(plt.nip, pejabatPlt.nip))
    .where(eq(s.satuan_kerja_id, satuanKerjaId));
  return row;
}
export type UnitHeadRow = NonNullable<Awaited<ReturnType<typeof unitHead>>>;

/** The unit's goals (IKU) of the period holding the year, with their period's first year. */
export function goalsOfYear(db: Db | Tx, satuanKerjaId: string, tahun: number) {
  const g = sasaranStrategisPd;
  return db
    .select({ goal: g, tahun_awal: periode.tahun_awal })
    .from(g)
    .innerJoin(periode, eq(periode.id, g.periode_id))
    .where(and(eq(g.satuan_kerja_id, satuanKerjaId), periodeOfYear(tahun)))
    .orderBy(asc(g.urutan), asc(g.id));
}

/** A level's kinerja of the unit and year, with what a PK lists of them. */
export function levelRows(db: Db | Tx, jenis: KinerjaJenis, satuanKerjaId: string, tahun: number) {
  const { t, master, masterId, parentId } = KINERJA_LEVELS[jenis];
  return db
    .select({
      id: t.id,
      parent_id: parentId ?? sql<number | null>`null`,
      ...pkKinerjaColumns(jenis),
      nama: master.nama,
    })
    .from(t)
    .innerJoin(master, eq(master.id, masterId))
    .where(and(eq(t.satuan_kerja_id, satuanKerjaId), eq(t.tahun, tahun)))
    .orderBy(asc(t.urutan), asc(t.id));
}
export type LevelRow = Awaited<ReturnType<typeof levelRows>>[number];

/** Positions with their holder and acting official. */
function positionSelect(db: Db | Tx) {
  const u = unitKerja;
  return db
    .select({ ...columnsOf(u, ['id', 'parent_id', 'pejabat_nip']), jabatan: u.jabatan_nama, ...officialColumns })
    .from(u)
    .leftJoin(holder, eq(holder.nip, u.pejabat_nip))
    .leftJoin(pejabatPlt, eq(pejabatPlt.unit_kerja_id, u.id))
    .leftJoin(plt, eq(plt.nip, pejabatPlt.nip))
    .$dynamic();
}

/** The unit's positions with their holder and acting official. */
export function positions(db: Db | Tx, satuanKerjaId: string) {
  const u = unitKerja;
  return positionSelect(db).where(eq(u.satuan_kerja_id, satuanKerjaId)).orderBy(asc(u.eselon), asc(u.id));
}
export type PositionRow = Awaited<ReturnType<typeof positions>>[number];

/** One position with its holder and acting official (the diagram's PK download). */
export async function positionById(db: Db | Tx, id: number): Promise<PositionRow | undefined> {
  const [row] = await positionSelect(db).where(eq(unitKerja.id, id)).limit(1);
  return row;
}

/** The unit's teams of the year with their leader. */
export function teams(db: Db | Tx, satuanKerjaId: string, tahun: number) {
  return db
    .select({
      ...columnsOf(timKerja, ['id', 'nama', 'ketua_nip', 'unit_kerja_id']),
      nama_ketua: holder.peg_nama,
      pangkat: holder.pangkat_golongan,
    })
    .from(timKerja)
    .leftJoin(holder, eq(holder.nip, timKerja.ketua_nip))
    .where(and(eq(timKerja.satuan_kerja_id, satuanKerjaId), eq(timKerja.tahun, tahun)))
    .orderBy(asc(timKerja.id));
}
export type TeamRow = Awaited<ReturnType<typeof teams>>[number];

const scan = perjanjianKinerjaScan;

export function scansOf(db: Db | Tx, satuanKerjaId: string, tahun: number) {
  return db
    .select()
    .from(scan)
    .where(and(eq(scan.satuan_kerja_id, satuanKerjaId), eq(scan.tahun, tahun)));
}
export type ScanRow = Awaited<ReturnType<typeof scansOf>>[number];

export async function findScan(
  db: Db | Tx,
  key: { satuan_kerja_id: string; tahun: number; jenis: string; pengampu_key: string },
) {
  const [row] = await db
    .select()
    .from(scan)
    .where(
      and(
        eq(scan.satuan_kerja_id, key.satuan_kerja_id),
        eq(scan.tahun, key.tahun),
        eq(scan.jenis, key.jenis),
        eq(scan.pengampu_key, key.pengampu_key),
      ),
    )
    .limit(1);
  return row;
}

/** The scan of an agreement, inserted or replaced (one statement). */
export async function upsertScan(tx: Db | Tx, values: typeof scan.$inferInsert) {
  const [row] = await tx
    .insert(scan)
    .values(values)
    .onConflictDoUpdate({
      target: [scan.satuan_kerja_id, scan.tahun, scan.jenis, scan.pengampu_key],
      set: {
        file_key: values.file_key,
        file_name: values.file_name,
        file_mime: values.file_mime,
        file_size: values.file_size,
        file_sha256: values.file_sha256,
        uploaded_at: new Date(),
        updated_at: new Date(),
        updated_by: values.updated_by,
      },
    })
    .returning();
  return must(row, 'scan perjanjian kinerja');
}

/** Marks the rows an agreement covers as signed (the diagram's status_upload_pk). */
export async function markUploaded(
  tx: Db | Tx,
  jenis: KinerjaJenis | 'sasaranStrategisPd',
  where: { satuanKerjaId: string; tahun: number; goalIds?: number[]; ids?: number[] },
) {
  if (jenis === 'sasaranStrategisPd') {
    if (!where.goalIds?.length) return;
    await tx
      .update(sasaranStrategisPd)
      .set({ status_upload_pk: true })
      .where(sql`${sasaranStrategisPd.id} in ${where.goalIds}`);
    return;
  }
  if (!where.ids?.length) return;
  const { t } = KINERJA_LEVELS[jenis];
  await tx
    .update(t)
    .set({ status_upload_pk: true })
    .where(sql`${t.id} in ${where.ids}`);
}
