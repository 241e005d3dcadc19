import { and, asc, between, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { lkeStatus, pengingat, satuanKerja, tindakLanjutLhe, validasiPerencanaan } from '../../../db/schema/index';

/** Where every active unit stands in a year: its plan's record and its LKE stage (one statement). */
export function unitSteps(db: Db | Tx, tahun: number) {
  return db
    .select({
      satuan_kerja_id: satuanKerja.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      status: validasiPerencanaan.status,
      tahap: validasiPerencanaan.tahap,
      divalidasi_at: validasiPerencanaan.divalidasi_at,
      tahap_lke: lkeStatus.tahap,
    })
    .from(satuanKerja)
    .leftJoin(
      validasiPerencanaan,
      and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(validasiPerencanaan.tahun, tahun)),
    )
    .leftJoin(lkeStatus, and(eq(lkeStatus.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(lkeStatus.tahun, tahun)))
    .where(eq(satuanKerja.active, true))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}

/** Follow-ups of LHE recommendations not finished whose due date falls between two days. */
export function lheDue(db: Db | Tx, from: string, to: string) {
  return db
    .select({
      id: tindakLanjutLhe.id,
      satuan_kerja_id: tindakLanjutLhe.satuan_kerja_id,
      rekomendasi: tindakLanjutLhe.rekomendasi,
      waktu: tindakLanjutLhe.waktu,
    })
    .from(tindakLanjutLhe)
    .where(and(ne(tindakLanjutLhe.status, 'selesai'), between(tindakLanjutLhe.waktu, from, to)))
    .orderBy(asc(tindakLanjutLhe.id));
}

/**
 * Claims reminder keys: inserts those not sent yet and answers them (one statement). A key another
 * transaction is claiming waits for it, then counts as sent: a reminder goes out once.
 */
export async function claimKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .insert(pengingat)
    .values(keys.map((kunci) => ({ kunci })))
    .onConflictDoNothing({ target: pengingat.kunci })
    .returning({ kunci: pengingat.kunci });
  return new Set(rows.map((r) => r.kunci));
}
