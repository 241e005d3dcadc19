import { alasanPerencanaanTerkunci, canEditPerencanaan, mayChooseUnit, type Resource } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { usePerencanaanLock } from '../../../components/crud/PerencanaanLock';

interface UnitStatus {
  status: boolean | null;
  tahap: number | null;
  fase: Parameters<typeof alasanPerencanaanTerkunci>[0];
}

/**
 * The planning lock that applies to a record being edited: the lock of the RECORD's unit for
 * actors who write several units (super, setda: their own unit's status says nothing about a
 * biro's or another unit's record), else the actor's own unit (usePerencanaanLock).
 */
export function useRecordLock(resource: Resource, recordUnit: string | null) {
  const { user } = useSession();
  const tahun = useYear('auth');
  const own = usePerencanaanLock();
  const ofRecord = !!user && mayChooseUnit(user, resource) && !!recordUnit;
  const status = useQuery({
    queryKey: ['validasi-perencanaan', 'status-satuan-kerja', recordUnit, tahun],
    queryFn: () => api.get<{ data: UnitStatus }>(`/validasi-perencanaan/${recordUnit}`, { silent: true }),
    enabled: ofRecord,
    staleTime: 60_000,
  });
  if (!ofRecord) return own;
  const data = status.data?.data;
  if (!data || data.status === null || data.tahap === null) return { locked: false, reason: null };
  if (canEditPerencanaan({ status: data.status, tahap: data.tahap })) return { locked: false, reason: null };
  return {
    locked: true,
    reason: alasanPerencanaanTerkunci(data.fase, data.tahap, tahun) ?? `Perencanaan tahun ${tahun} terkunci`,
  };
}
