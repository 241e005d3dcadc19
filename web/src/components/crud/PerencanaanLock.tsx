import { Alert } from '@mantine/core';
import { alasanPerencanaanTerkunci, canEditPerencanaan } from '@sakip/domain';
import { IconLock } from '@tabler/icons-react';
import { useValidasiPerencanaanStatus } from '../../api/status';
import { useYear } from '../../api/year';

/**
 * The planning-validation lock of the actor's unit (SPEC §4 'Planning validation'): while the plan
 * of the year is in validation or validated, forms are disabled and say why (the server refuses
 * with 422 errors.validasi too).
 */
export function usePerencanaanLock() {
  const status = useValidasiPerencanaanStatus();
  const tahun = useYear('auth');
  const locked = !canEditPerencanaan(status.data);
  const reason = status.data ? alasanPerencanaanTerkunci(status.data.fase, status.data.tahap, tahun) : null;
  return { locked, reason: locked ? (reason ?? `Perencanaan tahun ${tahun} terkunci`) : null };
}

export function PerencanaanLockAlert({ reason }: { reason: string | null }) {
  return (
    <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title="Perencanaan terkunci">
      {reason}. Isian tidak dapat diubah sampai validasi perencanaan dibuka kembali oleh validator perencanaan.
    </Alert>
  );
}
