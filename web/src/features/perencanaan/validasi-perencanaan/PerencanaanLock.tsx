import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  bypassesPerencanaanLock,
  faseValidasiPerencanaan,
  pemberitahuanKunciPerencanaan,
  type FaseValidasiPerencanaan,
  type PemberitahuanKunciPerencanaan,
} from '@sakip/domain';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { useValidasiPerencanaanStatus, useValidasiPerencanaanStatusOf } from '../../../api/status';
import { useYear } from '../../../api/year';
import { FaseBadge } from './ValidasiControls';

export interface PerencanaanLock {
  /** Fields disabled: the server refuses the write with 422 errors.validasi too. */
  locked: boolean;
  /** What the form says about the plan's validation (PerencanaanLockAlert), or null. */
  notice: PemberitahuanKunciPerencanaan | null;
  /** Why writes are held (the notice's text) while locked, else null: the disabled buttons' title. */
  reason: string | null;
  /** Where the unit's plan stands (issue 10 item 7), once known; null without a unit. */
  stage: { fase: FaseValidasiPerencanaan; tahap: number; tahun: number } | null;
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
  const query = otherUnit ? ofUnit : own;
  const record = query.data;
  const notice = pemberitahuanKunciPerencanaan(record, tahun, bypassesPerencanaanLock(user?.role_id));
  const locked = notice?.jenis === 'terkunci';
  const hasUnit = Boolean(otherUnit ?? user?.satuan_kerja_id);
  const stage =
    hasUnit && query.isSuccess ? { fase: faseValidasiPerencanaan(record), tahap: record?.tahap ?? 1, tahun } : null;
  return { locked, notice, reason: locked ? (notice?.pesan ?? null) : null, stage };
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

/**
 * The planning lock of a record's unit for the list and show recipes (issue 10 item 6): the
 * reason that disables Tambah, Ubah and Hapus, and the alert (super: informational, not held).
 */
export function usePerencanaanWriteLock(satuanKerjaId?: string | null): { reason: string | null; notice: ReactNode } {
  const lock = usePerencanaanLock(satuanKerjaId);
  return { reason: lock.reason, notice: <PerencanaanLockNotice lock={lock} /> };
}

/**
 * The plan's stage on the planning pages (issue 10 item 7): 'Validasi perencanaan 2024: <stage>'
 * with the way to the validation page ('Ajukan …' while the unit may submit), then the lock's alert.
 */
export function PerencanaanLockNotice({ lock }: { lock: PerencanaanLock }) {
  const stage = lock.stage;
  if (!stage && !lock.notice) return null;
  const submittable = stage?.fase === 'belum-diajukan' || stage?.fase === 'ditolak';
  return (
    <Stack gap="xs">
      {stage ? (
        <Group gap="xs" role="status" aria-label="Status validasi perencanaan">
          <Text size="sm">Validasi perencanaan {stage.tahun}:</Text>
          <FaseBadge fase={stage.fase} tahap={stage.tahap} />
          <Button component={Link} to="/validasi-perencanaan" size="compact-sm" variant="subtle">
            {submittable ? 'Ajukan Validasi Perencanaan' : 'Lihat Validasi Perencanaan'}
          </Button>
        </Group>
      ) : null}
      <PerencanaanLockAlert notice={lock.notice} />
    </Stack>
  );
}

/** The same for a loaded record (CrudShowPage's `useWriteLock`): the lock of the record's unit. */
export function usePerencanaanRecordLock(row: { satuan_kerja_id?: string | null } | undefined) {
  return usePerencanaanWriteLock(row?.satuan_kerja_id ?? null);
}
