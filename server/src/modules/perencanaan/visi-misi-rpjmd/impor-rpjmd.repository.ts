import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  misi,
  sasaranStrategis,
  sasaranStrategisRpjmd,
  tujuan,
  visi,
} from '../../../db/schema/index';
import type { PerTahunValues } from '../shared/per-tahun';

/** What the RPJMD tree import writes: the visi of a period, its nodes level by level, the SS-RPJMD. */

export type TreeLevel = 'misi' | 'tujuan' | 'sasaran' | 'indikator';

/** The table of each level, its parent column and its text column. */
const LEVEL_TABLES = {
  misi: { table: misi, name: 'misi', parent: 'visi_id', text: 'misi' },
  tujuan: { table: tujuan, name: 'tujuan', parent: 'misi_id', text: 'tujuan' },
  sasaran: { table: sasaranStrategis, name: 'sasaran_strategis', parent: 'tujuan_id', text: 'sasaran' },
  indikator: {
    table: indikatorSasaranStrategis,
    name: 'indikator_sasaran_strategis',
    parent: 'sasaran_strategis_id',
    text: 'indikator',
  },
} as const;

/** The audit table name of a level. */
export const levelTable = (level: TreeLevel) => LEVEL_TABLES[level].name;

/** The SS-RPJMD of a period with what the import compares and recomputes. */
export type SsRpjmdRow = PerTahunValues & { id: number; indikator_id: number; baseline: number | null };

export async function ssRpjmdOfPeriode(db: Db | Tx, periodeId: number): Promise<SsRpjmdRow[]> {
  const rows = await db.select().from(sasaranStrategisRpjmd).where(eq(sasaranStrategisRpjmd.periode_id, periodeId));
  return rows.map((r) => ({ ...r, indikator_id: r.indikator_sasaran_strategis_id }));
}

export async function insertVisi(tx: Tx, periodeId: number, text: string, userId: number): Promise<number> {
  const [row] = await tx
    .insert(visi)
    .values({ periode_id: periodeId, visi: text, updated_by: userId })
    .returning({ id: visi.id });
  return (row as { id: number }).id;
}

export async function updateVisi(tx: Tx, id: number, text: string, userId: number) {
  await tx.update(visi).set({ visi: text, updated_by: userId, updated_at: new Date() }).where(eq(visi.id, id));
}

/** A node to add: its parent's id, number, text (indicator: satuan and polaritas). */
export interface NewNode {
  parent_id: number;
  nomor: number;
  text: string;
  extra: Record<string, unknown>;
}

/** Adds the nodes of one level in one statement; answers their ids in order. */
export async function insertNodes(
  tx: Tx,
  level: TreeLevel,
  nodes: readonly NewNode[],
  userId: number,
): Promise<number[]> {
  if (nodes.length === 0) return [];
  const { table, parent, text } = LEVEL_TABLES[level];
  const values = nodes.map((n) => ({
    [parent]: n.parent_id,
    nomor: n.nomor,
    [text]: n.text,
    ...n.extra,
    updated_by: userId,
  }));
  const rows = (await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id })) as { id: number }[];
  return rows.map((r) => r.id);
}

/** Writes the changed columns of one node (nomor, its text, satuan, polaritas). */
export async function updateNode(tx: Tx, level: TreeLevel, id: number, set: Record<string, unknown>, userId: number) {
  const { table, text } = LEVEL_TABLES[level];
  const { text: newText, ...rest } = set;
  const values = {
    ...rest,
    ...(newText === undefined ? {} : { [text]: newText }),
    updated_by: userId,
    updated_at: new Date(),
  };
  await tx.update(table).set(values).where(eq(table.id, id));
}

export type SsRpjmdValues = Record<`${'target' | 'capaian'}_${1 | 2 | 3 | 4 | 5}`, number | null> & {
  baseline: number | null;
};

export async function insertSsRpjmd(
  tx: Tx,
  periodeId: number,
  rows: readonly (SsRpjmdValues & { sasaran_strategis_id: number; indikator_sasaran_strategis_id: number })[],
  userId: number,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(sasaranStrategisRpjmd)
    .values(rows.map((r) => ({ ...r, periode_id: periodeId, updated_by: userId })))
    .returning({ id: sasaranStrategisRpjmd.id });
  return inserted.map((r) => r.id);
}

export async function updateSsRpjmd(tx: Tx, id: number, values: SsRpjmdValues, userId: number) {
  await tx
    .update(sasaranStrategisRpjmd)
    .set({ ...values, updated_by: userId, updated_at: new Date() })
    .where(eq(sasaranStrategisRpjmd.id, id));
}
