import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { refetchForNewYear } from '../api/query-keys';
import { setYear, useYear, useYearOptions, type YearScope } from '../api/year';

interface YearSelectProps {
  scope: YearScope;
  /** The label is read by screen readers; shown only when `withLabel`. */
  withLabel?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** The performance-year selector: stores the choice in its cookie and refetches every query. */
export function YearSelect({ scope, withLabel = false, size = 'sm' }: YearSelectProps) {
  const year = useYear(scope);
  const options = useYearOptions();
  const queryClient = useQueryClient();

  return (
    <NativeSelect
      size={size}
      label={withLabel ? 'Tahun Kinerja' : undefined}
      aria-label="Tahun Kinerja"
      value={String(year)}
      data={options.map((y) => ({ value: String(y), label: `Tahun ${y}` }))}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        if (next === year) return;
        if (setYear(scope, next)) {
          void refetchForNewYear(queryClient);
        }
      }}
      w={withLabel ? undefined : 130}
    />
  );
}
