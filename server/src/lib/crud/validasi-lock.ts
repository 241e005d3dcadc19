import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  AKSI_VALIDASI_PERENCANAAN,
  alasanPerencanaanTerkunci,
  canEditPerencanaan,
  faseValidasiPerencanaan,
  ROLE_IDS,
  type Actor,
  type AksiValidasiPerencanaan,
  type TransisiValidasi,
} from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { auditLog, validasiPerencanaan } from '../../db/schema/index';
import { ValidationError } from '../errors';

export const TABEL_VALIDASI_PERENCANAAN = 'validasi_perencanaan';

export function messagePerencanaanTerkunci(tahun: number): string {
  return alasanPerencanaanTerkunci('tervalidasi', 3, tahun)!;
}

export function asAksi(value: unknown): AksiValidasiPerencanaan | null {
  return (AKSI_VALIDASI_PERENCANAAN as readonly unknown[]).includes(value) ? (value as AksiValidasiPerencanaan) : null;
}

/** A field of a transition in the audit log: the flow writes aksi, tahap_aksi and catatan into new_values. */
export function transitionField(field: 'aksi' | 'tahap_aksi' | 'catatan') {
  return sql<unknown>`${auditLog.new_values}->>${field}`;
}

/**
 * The latest transition (submit, approve, reject) of each validation record, from the audit log
 * that keeps the history of the flow (one statement for any number of records). It tells 'waiting
 * for validator 3' from 'validated', which the record alone cannot (faseValidasiPerencanaan).
 */
export async function lastTransitions(db: Db | Tx, recordIds: number[]): Promise<Map<number, TransisiValidasi>> {
  const result = new Map<number, TransisiValidasi>();
  if (recordIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([auditLog.record_id], {
      record_id: auditLog.record_id,
      aksi: transitionField('aksi'),
      tahap: transitionField('tahap_aksi'),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.table_name, TABEL_VALIDASI_PERENCANAAN),
        inArray(auditLog.record_id, recordIds.map(String)),
        isNotNull(transitionField('aksi')),
      ),
    )
    .orderBy(auditLog.record_id, desc(auditLog.id));
  for (const row of rows) {
    const aksi = asAksi(row.aksi);
    if (aksi) result.set(Number(row.record_id), { aksi, tahap: Number(row.tahap) });
  }
  return result;
}

/**
 * Planning-validation lock (SPEC §4, canEditPerencanaan): from the unit's submission until the end
 * of validation (status true: in validation or validated), writes to its planning records of the
 * year answer 422 errors.validasi with the reason; after a rejection (status false) they pass.
 * Super bypasses. One statement when editable; the reason costs one more when locked.
 */
export async function assertPerencanaanEditable(
  db: Db | Tx,
  actor: Actor,
  satuanKerjaId: string,
  tahun: number,
): Promise<void> {
  if (actor.role_id === ROLE_IDS.super) return;
  const [row] = await db
    .select({ id: validasiPerencanaan.id, status: validasiPerencanaan.status, tahap: validasiPerencanaan.tahap })
    .from(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerjaId), eq(validasiPerencanaan.tahun, tahun)))
    .limit(1);
  if (!row || canEditPerencanaan(row)) return;
  const last = (await lastTransitions(db, [row.id])).get(row.id) ?? null;
  const reason = alasanPerencanaanTerkunci(faseValidasiPerencanaan(row, last), row.tahap, tahun);
  throw new ValidationError({ validasi: [reason ?? messagePerencanaanTerkunci(tahun)] });
}
