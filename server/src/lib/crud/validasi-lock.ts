import { and, eq } from 'drizzle-orm';
import { canEditPerencanaan, ROLE_IDS, type Actor } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { validasiPerencanaan } from '../../db/schema/index';
import { ValidationError } from '../errors';

export function messagePerencanaanTerkunci(tahun: number): string {
  return `Perencanaan tahun ${tahun} sudah divalidasi; perubahan tidak dapat disimpan`;
}

/**
 * Planning-validation lock (SPEC §4, canEditPerencanaan): once a unit's plan of the year is
 * validated (status true), writes to its planning records answer 422 errors.validasi. Super
 * bypasses (one statement for everyone else).
 */
export async function assertPerencanaanEditable(
  db: Db | Tx,
  actor: Actor,
  satuanKerjaId: string,
  tahun: number,
): Promise<void> {
  if (actor.role_id === ROLE_IDS.super) return;
  const [row] = await db
    .select({ status: validasiPerencanaan.status, tahap: validasiPerencanaan.tahap })
    .from(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerjaId), eq(validasiPerencanaan.tahun, tahun)))
    .limit(1);
  if (!canEditPerencanaan(row)) {
    throw new ValidationError({ validasi: [messagePerencanaanTerkunci(tahun)] });
  }
}
