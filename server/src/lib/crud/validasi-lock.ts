import { and, eq, sql } from 'drizzle-orm';
import {
  AKSI_VALIDASI_PERENCANAAN,
  alasanPerencanaanTerkunci,
  bypassesPerencanaanLock,
  canEditPerencanaan,
  faseValidasiPerencanaan,
  type Actor,
  type AksiValidasiPerencanaan,
} from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { auditLog, validasiPerencanaan } from '../../db/schema/index';
import { ValidationError } from '../errors';

export const TABEL_VALIDASI_PERENCANAAN = 'validasi_perencanaan';

export function asAksi(value: unknown): AksiValidasiPerencanaan | null {
  return (AKSI_VALIDASI_PERENCANAAN as readonly unknown[]).includes(value) ? (value as AksiValidasiPerencanaan) : null;
}

/** A field of a transition in the audit log: the flow writes aksi, tahap_aksi and catatan into new_values. */
export function transitionField(field: 'aksi' | 'tahap_aksi' | 'catatan') {
  return sql<unknown>`${auditLog.new_values}->>${field}`;
}

/**
 * Planning-validation lock (SPEC §4, canEditPerencanaan): from the unit's submission until the end
 * of validation (status true: in validation or validated), writes to its planning records of the
 * year answer 422 errors.validasi with the reason; after a rejection (status false) they pass.
 * Super bypasses. One statement.
 */
export async function assertPerencanaanEditable(
  db: Db | Tx,
  actor: Actor,
  satuanKerjaId: string,
  tahun: number,
): Promise<void> {
  if (bypassesPerencanaanLock(actor.role_id)) return;
  const [row] = await db
    .select({
      status: validasiPerencanaan.status,
      tahap: validasiPerencanaan.tahap,
      divalidasi_at: validasiPerencanaan.divalidasi_at,
    })
    .from(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerjaId), eq(validasiPerencanaan.tahun, tahun)))
    .limit(1);
  if (!row || canEditPerencanaan(row)) return;
  const reason = alasanPerencanaanTerkunci(faseValidasiPerencanaan(row), row.tahap, tahun);
  throw new ValidationError({
    validasi: [reason ?? `Perencanaan tahun ${tahun} terkunci; perubahan tidak dapat disimpan`],
  });
}
