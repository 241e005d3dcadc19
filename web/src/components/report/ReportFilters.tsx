import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PUBLIC_UNIT_OPTIONS_PATH, TRIWULAN, type Report } from '@sakip/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { UnitFilter } from '../crud/ListFilters';
import { OptionSelect } from '../OptionSelect';

const ROMAN = ['I', 'II', 'III', 'IV'] as const;
const TRIWULAN_DATA = TRIWULAN.map((tw) => ({ value: String(tw), label: `Triwulan ${ROMAN[tw - 1]}` }));

/** The URL filter keys of a report (besides page and search). */
export function reportFilterKeys(report: Report): string[] {
  return [
    ...(report.unit ? ['satuan_kerja_id'] : []),
    ...(report.quarter ? ['triwulan'] : []),
    ...(report.enums ?? []).map((e) => e.key),
  ];
}

interface ReportFiltersProps {
  report: Report;
  isPublic: boolean;
  search: string;
  filters: Record<string, string>;
  setFilter: (key: string, value: string | null) => void;
}

/** Search, unit (choosers and every public visitor), quarter and enum filters of a report. */
export function ReportFilters({ report, isPublic, search, filters, setFilter }: ReportFiltersProps) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== search) setFilter('search', debounced);
  }, [debounced, search, setFilter]);
  const unit = report.unit;

  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label="Cari"
        type="search"
        placeholder={report.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {unit && isPublic ? (
        <div style={{ minWidth: 260 }}>
          <OptionSelect
            endpoint={PUBLIC_UNIT_OPTIONS_PATH}
            valueKey="satuan_kerja_id"
            labelKey="satuan_kerja_nama"
            label={unit.label ?? 'Satuan kerja'}
            required={false}
            value={filters.satuan_kerja_id || null}
            onChange={(v) => setFilter('satuan_kerja_id', v)}
          />
        </div>
      ) : null}
      {unit && !isPublic ? (
        <UnitFilter
          resource={unit.resource}
          value={filters.satuan_kerja_id ?? ''}
          onChange={(v) => setFilter('satuan_kerja_id', v)}
        />
      ) : null}
      {report.quarter ? (
        <Select
          label="Triwulan"
          data={TRIWULAN_DATA}
          value={filters.triwulan || '4'}
          onChange={(v) => setFilter('triwulan', v === '4' ? null : v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
        />
      ) : null}
      {(report.enums ?? []).map((e) => (
        <Select
          key={e.key}
          label={e.label}
          placeholder="Semua"
          data={[...e.options]}
          value={filters[e.key] || null}
          onChange={(v) => setFilter(e.key, v)}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      ))}
    </Group>
  );
}
