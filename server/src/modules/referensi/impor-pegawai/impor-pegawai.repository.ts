import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pegawai, satuanKerja, unitKerja } from '../../../db/schema/index';
import { inBatches } from '../../../lib/import/plan';

/** Every pegawai as the import compares them: one statement. */
export function allPegawai(db: Db | Tx) {
  return db
    .select({
      id: pegawai.id,
      nip: pegawai.nip,
      peg_nama: pegawai.peg_nama,
      pangkat_golongan: pegawai.pangkat_golongan,
      jabatan: pegawai.jabatan,
      satuan_kerja_id: pegawai.satuan_kerja_id,
      unit_kerja_id: pegawai.unit_kerja_id,
      active: pegawai.active,
    })
    .from(pegawai);
}
export type PegawaiNow = Awaited<ReturnType<typeof allPegawai>>[number];

/** The active units (code, name) and every position (id, unit, name): two statements. */
export async function organisasi(db: Db | Tx) {
  const units = await db
    .select({ id: satuanKerja.satuan_kerja_id, nama: satuanKerja.satuan_kerja_nama, active: satuanKerja.active })
    .from(satuanKerja);
  const positions = await db
    .select({ id: unitKerja.id, satuan_kerja_id: unitKerja.satuan_kerja_id, nama: unitKerja.unit_kerja_nama })
    .from(unitKerja);
  return { units, positions };
}

export interface PegawaiValues {
  nip: string;
  peg_nama: string;
  pangkat_golongan: string | null;
  jabatan: string | null;
  satuan_kerja_id: string | null;
  unit_kerja_id: number | null;
  active: boolean;
}

export async function insertPegawai(tx: Tx, rows: readonly PegawaiValues[], userId: number) {
  const ids: { id: number; nip: string }[] = [];
  await inBatches(rows, 1000, async (batch) => {
    ids.push(
      ...(await tx
        .insert(pegawai)
        .values(batch.map((r) => ({ ...r, updated_by: userId })))
        .returning({ id: pegawai.id, nip: pegawai.nip })),
    );
  });
  return ids;
}

/** Updates the rows, a thousand per statement (UPDATE … FROM a JSON array). */
export async function updatePegawai(tx: Tx, rows: readonly PegawaiValues[], userId: number): Promise<void> {
  await inBatches(rows, 1000, (batch) =>
    tx.execute(sql`
      update pegawai p set peg_nama = j->>'peg_nama', pangkat_golongan = j->>'pangkat_golongan',
        jabatan = j->>'jabatan', satuan_kerja_id = j->>'satuan_kerja_id',
        unit_kerja_id = (j->>'unit_kerja_id')::int, active = (j->>'active')::boolean,
        updated_by = ${userId}, updated_at = now()
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) j
      where p.nip = j->>'nip'`),
  );
}
