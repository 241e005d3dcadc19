import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { kegiatan, program, subKegiatan } from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';
import { columnsOf } from '../../../lib/db/columns';

/** The three levels of the nomenclature, as the import reads and writes them. */
export type Level = 'program' | 'kegiatan' | 'sub_kegiatan';
export const TABLES = { program, kegiatan, sub_kegiatan: subKegiatan } as const;

export interface MasterRow {
  id: number;
  kode: string;
  nama: string;
  aktif: boolean;
  indikator: string | null;
  satuan: string | null;
}

/** Every entry of the three levels: three statements. */
export async function nomenklatur(db: Db | Tx): Promise<Record<Level, MasterRow[]>> {
  const base = (t: typeof program | typeof kegiatan) => ({ id: t.id, kode: t.kode, nama: t.nama, aktif: t.aktif });
  const p = await db.select(base(program)).from(program);
  const k = await db.select(base(kegiatan)).from(kegiatan);
  const s = await db
    .select({
      ...columnsOf(subKegiatan, ['id', 'kode', 'nama', 'aktif', 'indikator', 'satuan']),
    })
    .from(subKegiatan);
  const plain = (rows: { id: number; kode: string; nama: string; aktif: boolean }[]) =>
    rows.map((r) => ({ ...r, indikator: null, satuan: null }));
  return { program: plain(p), kegiatan: plain(k), sub_kegiatan: s };
}

export interface NewEntry {
  kode: string;
  nama: string;
  parent: string | null;
  indikator: string | null;
  satuan: string | null;
}

/** Inserts the new entries of a level (a thousand per statement); their ids by code. */
export async function insertLevel(
  tx: Tx,
  level: Level,
  entries: readonly NewEntry[],
  parentIds: Map<string, number>,
  userId: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await inBatches(entries, 1000, async (batch) => {
    const values = batch.map((e) => {
      const common = { kode: e.kode, nama: e.nama, aktif: true, updated_by: userId };
      if (level === 'program') return common;
      const parentId = parentIds.get(e.parent ?? '') as number;
      return level === 'kegiatan'
        ? { ...common, program_id: parentId }
        : { ...common, kegiatan_id: parentId, indikator: e.indikator, satuan: e.satuan };
    });
    const table = TABLES[level];
    const rows = await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id, kode: table.kode });
    for (const r of rows) ids.set(r.kode, r.id);
  });
  return ids;
}

/** Updates name (and indikator, satuan) and reactivates: UPDATE … FROM a JSON array. */
export async function updateLevel(
  tx: Tx,
  level: Level,
  rows: readonly { id: number; nama: string; indikator: string | null; satuan: string | null }[],
  userId: number,
): Promise<void> {
  const extra =
    level === 'sub_kegiatan' ? sql.raw(`, indikator = j->>'indikator', satuan = j->>'satuan'`) : sql.raw('');
  await inBatches(rows, 1000, (batch) =>
    tx.execute(sql`
      update ${sql.identifier(level)} t set nama = j->>'nama', aktif = true${extra}, updated_by = ${userId}, updated_at = now()
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) j
      where t.id = (j->>'id')::int`),
  );
}

/** Retires entries no longer in the nomenclature (never deleted: past years keep them). */
export async function deactivate(tx: Tx, level: Level, ids: readonly number[], userId: number): Promise<void> {
  const table = TABLES[level];
  await inBatches(ids, 1000, (batch) =>
    tx.update(table).set({ aktif: false, updated_by: userId, updated_at: new Date() }).where(inArray(table.id, batch)),
  );
}
