import { and, asc, eq } from 'drizzle-orm';
import type { CatatanLevel, JenisCsf } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  KINERJA_REF_COLUMNS,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  solusi,
} from '../../../db/schema/index';
import { readAll } from '../../../lib/db/reads';

/** The solution table (the service writes it with its audit entry). */
export const solusiTable = solusi;

/** The CSF note table of a kind. */
export function csfTable(jenis: JenisCsf) {
  return jenis === 'tercapai' ? kinerjaTercapai : kinerjaTidakTercapai;
}

export interface Node {
  /** null: the city's goal (no unit). */
  satuan_kerja_id: string | null;
  /** The kinerja's year; null for the goals, which span a period. */
  tahun: number | null;
}

const KINERJA = {
  'kinerja-program': kinerjaProgram,
  'kinerja-kegiatan': kinerjaKegiatan,
  'kinerja-sub-kegiatan': kinerjaSubKegiatan,
} as const;

/** The node of a level with its unit and year, or undefined. One statement. */
export async function nodeOf(db: Db | Tx, level: CatatanLevel, id: number): Promise<Node | undefined> {
  if (level === 'sasaran-strategis-rpjmd') {
    const [row] = await db
      .select({ id: sasaranStrategisRpjmd.id })
      .from(sasaranStrategisRpjmd)
      .where(eq(sasaranStrategisRpjmd.id, id));
    return row ? { satuan_kerja_id: null, tahun: null } : undefined;
  }
  if (level === 'sasaran-strategis-pd') {
    const ssp = sasaranStrategisPd;
    const [row] = await db.select({ satuan_kerja_id: ssp.satuan_kerja_id }).from(ssp).where(eq(ssp.id, id));
    return row ? { satuan_kerja_id: row.satuan_kerja_id, tahun: null } : undefined;
  }
  const t = KINERJA[level];
  const [row] = await db.select({ satuan_kerja_id: t.satuan_kerja_id, tahun: t.tahun }).from(t).where(eq(t.id, id));
  return row;
}

/** The CSF notes of both kinds and the solution of a node in a year (three statements at once). */
export async function notesOf(db: Db | Tx, level: CatatanLevel, id: number, tahun: number) {
  const csf = (jenis: JenisCsf) => {
    const t = csfTable(jenis);
    return db
      .select({ id: t.id, triwulan: t.triwulan, catatan: t.catatan })
      .from(t)
      .where(and(eq(t[KINERJA_REF_COLUMNS[level]], id), eq(t.tahun, tahun)))
      .orderBy(asc(t.triwulan), asc(t.urutan), asc(t.id));
  };
  const solusiRow =
    level === 'sasaran-strategis-rpjmd' || level === 'sasaran-strategis-pd'
      ? Promise.resolve([])
      : db
          .select({ id: solusi.id, masalah: solusi.masalah, solusi: solusi.solusi })
          .from(solusi)
          .where(and(eq(solusi.level, level), eq(solusi[KINERJA_REF_COLUMNS[level]], id)))
          .limit(1);
  const [tercapai, tidakTercapai, [sol]] = await readAll(db, [
    () => csf('tercapai'),
    () => csf('tidak-tercapai'),
    () => solusiRow,
  ]);
  return { kinerja_tercapai: tercapai, kinerja_tidak_tercapai: tidakTercapai, solusi: sol ?? null };
}

/** A stored CSF note (every column) or undefined. */
export async function findCsf(db: Db | Tx, jenis: JenisCsf, id: number) {
  const t = csfTable(jenis);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The next position of a node's note in a year (after the last). */
export async function nextUrutan(tx: Tx, jenis: JenisCsf, level: CatatanLevel, id: number, tahun: number) {
  const rows = await notesOf(tx, level, id, tahun);
  return (jenis === 'tercapai' ? rows.kinerja_tercapai : rows.kinerja_tidak_tercapai).length + 1;
}

type SolusiLevel = keyof typeof KINERJA;

/** The stored solusi of a kinerja (one per kinerja), or undefined. */
export async function solusiOfKinerja(db: Db | Tx, level: SolusiLevel, id: number) {
  const [row] = await db
    .select()
    .from(solusi)
    .where(and(eq(solusi.level, level), eq(solusi[KINERJA_REF_COLUMNS[level]], id)))
    .limit(1);
  return row;
}

export async function findSolusi(db: Db | Tx, id: number) {
  const [row] = await db.select().from(solusi).where(eq(solusi.id, id)).limit(1);
  return row;
}

/** The node a stored note or solusi hangs on (its level and the id in the column of that level). */
export function nodeOfRow(
  row: { level: string } & Partial<Record<(typeof KINERJA_REF_COLUMNS)[CatatanLevel], number | null>>,
) {
  const level = row.level as CatatanLevel;
  return { level, id: row[KINERJA_REF_COLUMNS[level]] ?? 0 };
}

/** The reference column of a level in the note tables. */
export function levelColumn(level: CatatanLevel) {
  return KINERJA_REF_COLUMNS[level];
}
