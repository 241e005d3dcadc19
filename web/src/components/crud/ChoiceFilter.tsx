import { Select, type ComboboxItem } from '@mantine/core';

interface ChoiceFilterProps {
  label: string;
  data: ComboboxItem[];
  /** The filter's value in the URL ('' when not set: 'Semua'). */
  value: string;
  onChange: (value: string | null) => void;
  /** Its width beside the search box (full width on a phone). */
  width: number;
}

/** A list filter of fixed choices above a table: empty means 'Semua', clearable. */
export function ChoiceFilter({ label, data, value, onChange, width }: ChoiceFilterProps) {
  return (
    <Select
      label={label}
      placeholder="Semua"
      data={data}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: width }}
    />
  );
}
