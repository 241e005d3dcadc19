import { Alert } from '@mantine/core';
import {
  bypassesPerencanaanLock,
  pemberitahuanKunciPerencanaan,
  type PemberitahuanKunciPerencanaan,
} from '@sakip/domain';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useSession } from '../../../api/session';
import { useValidasiPerencanaanStatus, useValidasiPerencanaanStatusOf } from '../../../api/status';
import { useYear } from '../../../api/year';

export interface PerencanaanLock {
  /** Fields disabled: the server refuses the write with 422 errors.validasi too. */
  locked: boolean;
  /** What the form says about the plan's validation (PerencanaanLockAlert), or null. */
  notice: PemberitahuanKunciPerencanaan | null;
}

/**
 * The planning-validation lock (SPEC §4 'Planning validation') of the unit a record belongs to:
 * `satuanKerjaId` is the record's unit (or the unit chosen for a new record). Another unit than the
 * actor's (super, setda editing a biro's record) is asked with GET /validasi-perencanaan?satuan_kerja_id=,
 * the actor's own with the plain call. While the plan is in validation or validated, the fields
 * are disabled and the alert says why; super is not held (the server lets its writes through),
 * so its fields stay enabled and an informational alert says its edits override the lock.
 */
export function usePerencanaanLock(satuanKerjaId?: string | null): PerencanaanLock {
  const { user } = useSession();
  const tahun = useYear('auth');
  const otherUnit = satuanKerjaId && satuanKerjaId !== user?.satuan_kerja_id ? satuanKerjaId : null;
  const own = useValidasiPerencanaanStatus(!otherUnit);
  const ofUnit = useValidasiPerencanaanStatusOf(otherUnit);
  const record = otherUnit ? ofUnit.data : own.data;
  const notice = pemberitahuanKunciPerencanaan(record, tahun, bypassesPerencanaanLock(user?.role_id));
  return { locked: notice?.jenis === 'terkunci', notice };
}

/** The lock's alert: yellow with the reason when locked, blue for super (informational); nothing otherwise. */
export function PerencanaanLockAlert({ notice }: { notice: PemberitahuanKunciPerencanaan | null }) {
  if (!notice) return null;
  const info = notice.jenis === 'info';
  return (
    <Alert
      color={info ? 'blue' : 'yellow'}
      icon={info ? <IconInfoCircle size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
      title={notice.judul}
    >
      {notice.pesan}
    </Alert>
  );
}
