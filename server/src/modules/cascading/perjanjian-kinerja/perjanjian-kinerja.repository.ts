import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kinerjaProgram, pegawai, periode, program, sasaranStrategisPd, timKerja } from '../../../db/schema/index';
import { KINERJA_LEVELS, type KinerjaJenis } from '../../../db/kinerja-levels';
import { columnsOf } from '../../../lib/db/columns';

/** The rows a PK document needs, a fixed handful of statements per document. */

export async function findSasaranPd(db: Db, id: number) {
  const [row] = await db
    .select({
      ...columnsOf(sasaranStrategisPd, ['id', 'satuan_kerja_id', 'periode_id']),
      tahun_awal: periode.tahun_awal,
    })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(eq(sasaranStrategisPd.id, id))
    .limit(1);
  return row;
}

/** A unit's goals (IKU) of a period, with every yearly target column. */
export function sasaranPdOfUnit(db: Db, satuanKerjaId: string, periodeId: number) {
  return db
    .select()
    .from(sasaranStrategisPd)
    .where(and(eq(sasaranStrategisPd.satuan_kerja_id, satuanKerjaId), eq(sasaranStrategisPd.periode_id, periodeId)))
    .orderBy(asc(sasaranStrategisPd.urutan), asc(sasaranStrategisPd.id));
}

/** The name and rank of the official whose nip a post names (left join on pegawai). */
const official = { nama: pegawai.peg_nama, pangkat: pegawai.pangkat_golongan };

/** The leader of a team. */
export async function findTeamLeader(db: Db, timKerjaId: number) {
  const [row] = await db
    .select({ tim: timKerja.nama, nip: timKerja.ketua_nip, ...official })
    .from(timKerja)
    .leftJoin(pegawai, eq(pegawai.nip, timKerja.ketua_nip))
    .where(eq(timKerja.id, timKerjaId));
  return row;
}

export { KINERJA_LEVELS, type KinerjaJenis } from '../../../db/kinerja-levels';

export const PARENT_JENIS: Record<KinerjaJenis, KinerjaJenis | null> = {
  kinerjaProgram: null,
  kinerjaKegiatan: 'kinerjaProgram',
  kinerjaSubKegiatan: 'kinerjaKegiatan',
};

/** What a PK lists of a kinerja row of any level: its wording, target, budget and pengampu. */
export function pkKinerjaColumns(jenis: KinerjaJenis) {
  const { t } = KINERJA_LEVELS[jenis];
  return {
    ...columnsOf(t, ['sasaran', 'indikator', 'target', 'satuan', 'anggaran']),
    ...columnsOf(t, ['pengampu_type', 'unit_kerja_id', 'tim_kerja_id']),
  };
}

function kinerjaSelect(db: Db, jenis: KinerjaJenis) {
  const { t, master, masterId, parentId } = KINERJA_LEVELS[jenis];
  return db
    .select({
      ...columnsOf(t, ['id', 'satuan_kerja_id', 'tahun']),
      ...pkKinerjaColumns(jenis),
      parent_id: parentId ?? t.id,
      nama: master.nama,
    })
    .from(t)
    .innerJoin(master, eq(master.id, masterId))
    .$dynamic();
}
export type KinerjaPkRow = Awaited<ReturnType<typeof kinerjaSelect>>[number];

export async function findKinerja(db: Db, jenis: KinerjaJenis, id: number): Promise<KinerjaPkRow | undefined> {
  const [row] = await kinerjaSelect(db, jenis).where(eq(KINERJA_LEVELS[jenis].t.id, id)).limit(1);
  return row;
}

/** The kinerja of a level that one pengampu carries in a unit and year (their PK lists them all). */
export function kinerjaOfPengampu(db: Db, jenis: KinerjaJenis, row: KinerjaPkRow): Promise<KinerjaPkRow[]> {
  const { t } = KINERJA_LEVELS[jenis];
  const samePengampu: SQL | undefined =
    row.pengampu_type === 'unit-kerja' && row.unit_kerja_id !== null
      ? eq(t.unit_kerja_id, row.unit_kerja_id)
      : row.pengampu_type === 'tim-kerja' && row.tim_kerja_id !== null
        ? eq(t.tim_kerja_id, row.tim_kerja_id)
        : eq(t.id, row.id);
  return kinerjaSelect(db, jenis)
    .where(and(eq(t.satuan_kerja_id, row.satuan_kerja_id), eq(t.tahun, row.tahun), samePengampu))
    .orderBy(asc(t.urutan), asc(t.id));
}

/** The year's programs under a unit's goals (the unit head's budget table). */
export function programsOfGoals(db: Db, sasaranPdIds: number[], tahun: number) {
  if (sasaranPdIds.length === 0) return Promise.resolve([]);
  return db
    .select({ nama: program.nama, anggaran: kinerjaProgram.anggaran })
    .from(kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .where(and(inArray(kinerjaProgram.sasaran_strategis_pd_id, sasaranPdIds), eq(kinerjaProgram.tahun, tahun)))
    .orderBy(asc(program.kode), asc(kinerjaProgram.id));
}
