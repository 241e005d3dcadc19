import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { useListFilters } from '../../../components/crud/use-list-filters';

const FILTER_KEYS = ['satuan_kerja_id'] as const;

/** Search and unit (super, setda, city roles) of both terintegrasi pages, kept in the URL. */
export function useTerintegrasiFilters() {
  return useListFilters(FILTER_KEYS);
}

export function TerintegrasiFilters({ list }: { list: ReturnType<typeof useTerintegrasiFilters> }) {
  const [search, setSearch] = useState(list.search);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { setFilter } = list;
  useEffect(() => {
    setFilter('search', debounced);
  }, [debounced, setFilter]);
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label="Cari"
        placeholder="Langkah aksi, indikator atau sub kegiatan"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <UnitFilter
        resource="kinerja-langkah-aksi"
        value={list.filters.satuan_kerja_id}
        onChange={(v) => setFilter('satuan_kerja_id', v)}
      />
    </Group>
  );
}
