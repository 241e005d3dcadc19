import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  BULAN_KE,
  editResets,
  monthlyColumns,
  monthlyKey,
  resetPersetujuan,
  targetAnggotaTahunan,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { timKerjaAnggota, timKerjaAnggotaRiwayat } from '../../../db/schema/index';

/**
 * SQL: the member target row `ref` (a table name or alias) has no monthly realisasi. A member
 * enters their realisasi per month on 'Tim Saya' (DOMAIN-2 §4) and its yearly value is the sum;
 * the writers of a yearly member realisasi here (the terintegrasi realisasi page, the langkah
 * aksi form) keep that sum and write their value only for a member without monthly values.
 */
export function tanpaRealisasiBulanan(ref: string): SQL {
  return sql.raw(`coalesce(${BULAN_KE.map((b) => `${ref}.realisasi_bulan_${b}`).join(', ')}) is null`);
}

/**
 * The target columns of a member's langkah aksi from its monthly targets: the 12 months and the
 * yearly target as their sum. Every writer of a member target (tim kerja member form, langkah
 * aksi form) goes through it, so `target` is always the sum of `target_bulan_*`.
 */
export function targetAnggotaColumns(bulanan: readonly (number | null)[]) {
  return { target: targetAnggotaTahunan(bulanan), ...monthlyColumns('target', bulanan) };
}

/** The `set` of an upsert of member targets: the yearly target and the months of the new row. */
export function targetAnggotaExcluded(): Record<string, SQL> {
  return Object.fromEntries(
    ['target', ...BULAN_KE.map((b) => monthlyKey('target', b))].map((c) => [c, sql.raw(`excluded.${c}`)]),
  );
}

/**
 * Members whose targets a write changed: added, removed, or with other monthly targets or unit.
 * `before` are the member target rows of the langkah aksi before the write, `after` the input.
 */
export function anggotaDiubah(
  before: readonly ({ tim_kerja_anggota_id: number; satuan: string | null } & Record<string, unknown>)[],
  after: readonly { tim_kerja_anggota_id: number; satuan?: string | null; target_bulanan: readonly (number | null)[] }[],
): number[] {
  const old = new Map(before.map((row) => [row.tim_kerja_anggota_id, row]));
  const changed = new Set(before.map((row) => row.tim_kerja_anggota_id));
  for (const next of after) {
    const row = old.get(next.tim_kerja_anggota_id);
    const same =
      row !== undefined &&
      (row.satuan ?? null) === (next.satuan ?? null) &&
      BULAN_KE.every((b, i) => numberOrNull(row[monthlyKey('target', b)]) === (next.target_bulanan[i] ?? null));
    if (same) changed.delete(next.tim_kerja_anggota_id);
    else changed.add(next.tim_kerja_anggota_id);
  }
  return [...changed];
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * DOMAIN-2 §4: editing an approved (or rejected) member sends it back to pending. A member's
 * targets are part of the member, whichever form changed them (the tim kerja member form or the
 * members part of the langkah aksi form): the members among `ids` that were past 'menunggu' are
 * reset, with a line in their approval history. Two statements whatever the number of members.
 */
export async function resetPersetujuanAnggota(tx: Tx, actorId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const a = timKerjaAnggota;
  const rows = await tx
    .select({ id: a.id, tim_kerja_id: a.tim_kerja_id, nip: a.nip, status_kepala_bidang: a.status_kepala_bidang, status_kepala_opd: a.status_kepala_opd })
    .from(a)
    .where(inArray(a.id, [...ids]));
  const reset = rows.filter((row) => editResets(row));
  if (reset.length === 0) return;
  await tx
    .update(a)
    .set({ ...resetPersetujuan(), updated_at: new Date(), updated_by: actorId })
    .where(inArray(a.id, reset.map((row) => row.id)));
  await tx.insert(timKerjaAnggotaRiwayat).values(
    reset.map((row) => ({
      tim_kerja_id: row.tim_kerja_id,
      tim_kerja_anggota_id: row.id,
      anggota_nip: row.nip,
      tahap: 'operator',
      aksi: 'ajukan',
      catatan: CATATAN_TARGET_DIUBAH,
      actor_id: actorId,
    })),
  );
}

export const CATATAN_TARGET_DIUBAH = 'Target anggota diubah; menunggu persetujuan ulang';
