import type { Resource } from '@sakip/domain';
import { StatusValidasiFilter, UnitFilter } from '../../components/crud/ListFilters';

type Key = 'status_validasi' | 'satuan_kerja_id';

/** The filters of a list a validator works through: status validasi, and the unit for actors who choose it. */
export function ValidasiUnitFilters({
  list,
  resource,
}: {
  list: { filters: Record<Key, string>; setFilter: (key: Key, value: string | null) => void };
  resource: Resource;
}) {
  return (
    <>
      <StatusValidasiFilter
        value={list.filters.status_validasi}
        onChange={(v) => list.setFilter('status_validasi', v)}
      />
      <UnitFilter
        resource={resource}
        value={list.filters.satuan_kerja_id}
        onChange={(v) => list.setFilter('satuan_kerja_id', v)}
      />
    </>
  );
}
